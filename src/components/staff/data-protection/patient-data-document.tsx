"use client";

import { useQuery } from "@tanstack/react-query";
import { Printer } from "lucide-react";
import { useSearchParams } from "next/navigation";
import { formatCalendarDate, formatInstant } from "@/client/practice-dates";
import { staffApi } from "@/client/staff-api";
import { patientHistoryLabel } from "@/components/staff/audit/access-event-label";
import { LabelValueTable } from "@/components/staff/shell/label-value-table";
import { LoadFailure } from "@/components/staff/shell/query-state";
import { useStaffSession } from "@/components/staff/shell/staff-session";
import { InfiltrationsTable } from "@/components/staff/consultations/infiltrations-table";
import { StaffTable, tdClasses, tdTextClasses } from "@/components/staff/shell/staff-table";
import { Button } from "@/components/ui/button";
import { appointmentStatusLabels, type AppointmentStatus } from "@/schemas/appointment";
import { requestStatusLabels, type RequestStatus } from "@/schemas/appointment-request";
import { regionAndSide, type ConsultationNote } from "@/schemas/consultation";
import { dataProtectionMessages, rightsRequestTypeLabels, type PatientExport, type RightsRequestType } from "@/schemas/data-protection";
import { notificationChannelLabels, notificationStatusLabels, notificationTypeLabels, type NotificationChannel, type NotificationStatus, type NotificationType } from "@/schemas/notification";
import { genderLabels } from "@/schemas/patient";
import { staffRoleLabel } from "@/schemas/staff-user";
import { fileNatureLabels, type FileNature } from "@/schemas/patient-file";

/** A code shown in words when the screen knows it, as it is otherwise. */
const label = <T extends string>(labels: Record<T, string>, code: string) => labels[code as T] ?? code;

function Section({ title, empty, children }: { title: string; empty: boolean; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-3 break-inside-avoid-page">
      <h2 className="text-lg font-bold">{title}</h2>
      {empty ? <p className="text-ink-600">Aucune donnée.</p> : children}
    </section>
  );
}

/**
 * /responsable/patients/{id}/donnees: a person's data as a French document to print or save as
 * PDF and hand over (law 09-08's right of access). The same call as the download, with the contact
 * messages confirmed in the export dialog (`?messages=`).
 */
export function PatientDataDocument({ patientId }: { patientId: number }) {
  const { timeZone } = useStaffSession();
  const searchParams = useSearchParams();
  const messages = (searchParams?.get("messages") ?? "").split(",").filter(Boolean).map(Number);
  const data = useQuery({
    queryKey: ["data-protection", "export", patientId, messages],
    queryFn: () => staffApi.dataProtection.exportPatient(patientId, messages),
    staleTime: Infinity,
    gcTime: 0,
  });

  if (data.isPending) {
    return (
      <p role="status" className="py-16 text-center text-ink-600">
        Préparation du document...
      </p>
    );
  }
  if (data.isError) {
    return (
      <div className="py-10">
        <h1 className="sr-only">Données personnelles</h1>
        <LoadFailure message={dataProtectionMessages.exportFailed} onRetry={() => void data.refetch()} retrying={data.isFetching} />
      </div>
    );
  }
  return <DataDocument data={data.data} timeZone={timeZone} />;
}

function DataDocument({ data, timeZone }: { data: PatientExport; timeZone: string }) {
  const { patient } = data;
  const consent = (value: string | null) => (value ? `oui, depuis le ${formatInstant(value, timeZone)}` : "non");
  const identity: [string, string][] = [
    ["Nom", patient.nom],
    ["Prénom", patient.prenom],
    ["Date de naissance", formatCalendarDate(patient.dateNaissance)],
    ["Genre", genderLabels[patient.gender]],
    ["Téléphone", patient.telephone],
    ["E-mail", patient.email],
    ["Adresse", patient.adresse],
    ["Mutuelle", patient.mutuelle ? `Oui${patient.compagnie ? ` (${patient.compagnie})` : ""}` : "Non"],
    ["Dossier créé le", formatInstant(patient.dateCreation, timeZone)],
    ["Rappels par e-mail", consent(patient.consentements.email)],
    ["Rappels par SMS", consent(patient.consentements.sms)],
    ["Rappels par WhatsApp", consent(patient.consentements.whatsapp)],
  ];

  return (
    <article className="mx-auto flex max-w-4xl flex-col gap-8 print:max-w-none print:text-[12px]">
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-ink-200 pb-4">
        <div>
          <p className="text-sm font-semibold text-primary-700">{data.cabinet}</p>
          <h1 className="text-2xl font-bold sm:text-3xl">Données personnelles détenues par le cabinet</h1>
          <p className="mt-1 text-ink-600">
            {patient.prenom} {patient.nom} — dossier n° {patient.id}. Document établi le {formatInstant(data.genereLe, timeZone)} en réponse à une demande
            d&apos;accès (loi 09-08, article 7).
          </p>
        </div>
        <Button variant="secondary" onClick={() => window.print()} className="print:hidden">
          <Printer className="size-4" aria-hidden="true" />
          Imprimer
        </Button>
      </header>

      <Section title="Identité et consentements" empty={false}>
        <LabelValueTable caption="Identité et consentements" rows={identity} />
        {data.dossiersFusionnes.length > 0 && (
          <p className="text-sm text-ink-600">Dossiers de la même personne regroupés dans celui-ci : {data.dossiersFusionnes.map((file) => `n° ${file.id}`).join(", ")}.</p>
        )}
      </Section>

      <Section title="Rendez-vous" empty={data.rendezVous.length === 0}>
        <StaffTable label="Rendez-vous" columns={["Date", "Médecin", "Motif", "Statut", "Observation"]}>
          {data.rendezVous.map((appointment) => (
            <tr key={appointment.id}>
              <td className={tdClasses}>{formatInstant(appointment.dateHeure, timeZone)}</td>
              <td className={tdClasses}>{appointment.medecin}</td>
              <td className={tdTextClasses}>{appointment.motif}</td>
              <td className={tdClasses}>
                {label<AppointmentStatus>(appointmentStatusLabels, appointment.status)}
                {appointment.motifAnnulation && <span className="block text-xs text-ink-500">{appointment.motifAnnulation}</span>}
              </td>
              <td className={tdTextClasses}>{appointment.observation ?? ""}</td>
            </tr>
          ))}
        </StaffTable>
      </Section>

      <Section title="Dossier médical (consultations et infiltrations)" empty={false}>
        {data.contenuMedical === "reserve_aux_medecins" ? (
          <p className="text-[15px] text-ink-700">Le contenu médical n&apos;est joint que lorsqu&apos;un médecin fait l&apos;export (secret médical).</p>
        ) : data.consultations.length === 0 && data.infiltrations.length === 0 ? (
          <p className="text-[15px] text-ink-600">Aucune consultation ni infiltration.</p>
        ) : (
          <>
            {data.consultations.map((note) => (
              <ExportedNote key={note.id} note={note} timeZone={timeZone} />
            ))}
            {data.infiltrations.length > 0 && (
              <InfiltrationsTable infiltrations={data.infiltrations} />
            )}
          </>
        )}
      </Section>

      <Section title="Documents remis (ordonnances et certificats)" empty={data.documents.length === 0}>
        <StaffTable label="Documents remis" columns={["Numéro", "Document", "Émis le", "Médecin", "État"]}>
          {data.documents.map((document) => (
            <tr key={document.numero}>
              <td className={tdClasses}>{document.numero}</td>
              <td className={tdTextClasses}>{document.titre}</td>
              <td className={tdClasses}>{formatInstant(document.emisLe, timeZone)}</td>
              <td className={tdClasses}>{document.medecin}</td>
              <td className={tdClasses}>{document.annuleLe ? `annulé le ${formatInstant(document.annuleLe, timeZone)}` : "valide"}</td>
            </tr>
          ))}
        </StaffTable>
      </Section>

      <Section title="Images et documents apportés (radiographies, comptes rendus…)" empty={data.fichiers.length === 0}>
        <StaffTable label="Images et documents apportés" columns={["Fichier", "Type", "Date de l'examen", "Reçu le", "Taille"]}>
          {data.fichiers.map((file, index) => (
            <tr key={`${file.televerseLe}-${index}`}>
              <td className={tdTextClasses}>{file.nomOriginal}</td>
              <td className={tdClasses}>{label<FileNature>(fileNatureLabels, file.nature)}</td>
              <td className={tdClasses}>{file.dateExamen ? formatCalendarDate(file.dateExamen) : ""}</td>
              <td className={tdClasses}>
                {formatInstant(file.televerseLe, timeZone)}
                {file.viaTelephone ? " (téléphone)" : ""}
              </td>
              <td className={tdClasses}>{`${Math.max(1, Math.round(file.taille / 1024)).toLocaleString("fr-FR")} Ko`}</td>
            </tr>
          ))}
        </StaffTable>
      </Section>

      <Section title="Demandes de rendez-vous envoyées depuis le site" empty={data.demandes.length === 0}>
        <StaffTable label="Demandes de rendez-vous" columns={["Reçue le", "Nom", "Téléphone", "Date souhaitée", "Motif", "Statut", "Rappels"]}>
          {data.demandes.map((request) => (
            <tr key={request.id}>
              <td className={tdClasses}>{formatInstant(request.creeLe, timeZone)}</td>
              <td className={tdClasses}>
                {request.prenom} {request.nom}
              </td>
              <td className={tdClasses}>{request.telephone}</td>
              <td className={tdClasses}>
                {formatCalendarDate(request.datePreferee)} {request.heurePreferee.slice(0, 5)}
              </td>
              <td className={tdTextClasses}>{request.motif ?? ""}</td>
              <td className={tdClasses}>{label<RequestStatus>(requestStatusLabels, request.status)}</td>
              <td className={tdClasses}>{request.consentementRappelsLe ? `accepté le ${formatInstant(request.consentementRappelsLe, timeZone)}` : "non"}</td>
            </tr>
          ))}
        </StaffTable>
      </Section>

      <Section title="Messages envoyés au cabinet" empty={data.messagesContact.length === 0}>
        {data.messagesContact.map((message) => (
          <div key={message.id} className="rounded-xl border border-ink-200 p-4">
            <p className="text-sm text-ink-600">
              Reçu le {formatInstant(message.recuLe, timeZone)} de {message.nomComplet} ({message.email})
            </p>
            <p className="font-semibold">{message.sujet}</p>
            <p className="whitespace-pre-wrap">{message.message}</p>
          </div>
        ))}
      </Section>

      <Section title="Messages envoyés par le cabinet (confirmations, rappels)" empty={data.notifications.length === 0}>
        <StaffTable label="Messages envoyés par le cabinet" columns={["Date", "Message", "Canal", "Destinataire", "État"]}>
          {data.notifications.map((notification) => (
            <tr key={notification.id}>
              <td className={tdClasses}>{formatInstant(notification.envoyeLe ?? notification.creeLe, timeZone)}</td>
              <td className={tdClasses}>{label<NotificationType>(notificationTypeLabels, notification.type)}</td>
              <td className={tdClasses}>{label<NotificationChannel>(notificationChannelLabels, notification.canal)}</td>
              <td className={tdClasses}>{notification.destinataire}</td>
              <td className={tdClasses}>{label<NotificationStatus>(notificationStatusLabels, notification.statut)}</td>
            </tr>
          ))}
        </StaffTable>
      </Section>

      <Section title="Historique des accès au dossier" empty={data.historiqueAcces.length === 0}>
        <StaffTable label="Historique des accès" columns={["Date", "Personne", "Rôle", "Action"]}>
          {data.historiqueAcces.map((access, index) => (
            <tr key={`${access.date}-${index}`}>
              <td className={tdClasses}>{formatInstant(access.date, timeZone)}</td>
              <td className={tdClasses}>{access.personne}</td>
              <td className={tdClasses}>{access.role ? staffRoleLabel(access.role) : ""}</td>
              <td className={tdClasses}>{patientHistoryLabel(access.action)}</td>
            </tr>
          ))}
        </StaffTable>
      </Section>

      <Section title="Demandes d'exercice de droits" empty={data.demandesDeDroits.length === 0}>
        <StaffTable label="Demandes d'exercice de droits" columns={["Reçue le", "Type", "Échéance", "Répondue le"]}>
          {data.demandesDeDroits.map((right, index) => (
            <tr key={`${right.recuLe}-${index}`}>
              <td className={tdClasses}>{formatCalendarDate(right.recuLe)}</td>
              <td className={tdClasses}>{label<RightsRequestType>(rightsRequestTypeLabels, right.type)}</td>
              <td className={tdClasses}>{formatCalendarDate(right.echeance)}</td>
              <td className={tdClasses}>{right.reponduLe ? formatCalendarDate(right.reponduLe) : "en cours"}</td>
            </tr>
          ))}
        </StaffTable>
      </Section>
    </article>
  );
}

/** One consultation note as the export prints it: every field written, then its addenda. */
function ExportedNote({ note, timeZone }: { note: ConsultationNote; timeZone: string }) {
  const fields: [string, string | null][] = [
    ["Motif", note.motif],
    ["Antécédents", note.antecedents],
    ["Histoire de la maladie", note.histoire],
    ...note.examens.map((exam): [string, string | null] => [`Examen — ${regionAndSide(exam.region, exam.cote)}`, exam.constatations ?? ""]),
    ["Douleur (0 à 10)", note.douleur === null ? null : String(note.douleur)],
    ["Imagerie", note.imagerie],
    ["Diagnostic", note.diagnostic],
    ["Conduite à tenir", note.conduite],
  ];
  return (
    <div className="rounded-xl border border-ink-200 p-4">
      <p className="text-sm text-ink-600">
        Consultation du {formatInstant(note.creeLe, timeZone)} · Dr {note.medecin.prenom} {note.medecin.nom} ·{" "}
        {note.signeLe ? `signée le ${formatInstant(note.signeLe, timeZone)}` : "brouillon"}
      </p>
      <dl className="mt-2 grid gap-1.5">
        {fields
          .filter((entry): entry is [string, string] => entry[1] !== null)
          .map(([term, text]) => (
            <div key={term}>
              <dt className="text-sm font-semibold">{term}</dt>
              <dd className="whitespace-pre-wrap">{text}</dd>
            </div>
          ))}
      </dl>
      {note.addenda.map((addendum) => (
        <p key={addendum.id} className="mt-2 whitespace-pre-wrap border-l-2 border-ink-200 pl-3 text-[15px]">
          <span className="block text-sm text-ink-600">
            Addendum du {formatInstant(addendum.creeLe, timeZone)} · Dr {addendum.medecin.prenom} {addendum.medecin.nom}
          </span>
          {addendum.texte}
        </p>
      ))}
    </div>
  );
}
