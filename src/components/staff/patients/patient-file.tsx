"use client";

import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, CalendarPlus, CalendarRange, IdCard } from "lucide-react";
import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";
import { formatCalendarDate, formatInstant } from "@/client/practice-dates";
import { isApiError } from "@/client/staff-api";
import { useStatusMessage } from "@/client/use-status-message";
import { AddAppointmentForm } from "@/components/staff/appointments/add-appointment-form";
import { AppointmentDialog } from "@/components/staff/appointments/appointment-dialog";
import { AppointmentList } from "@/components/staff/appointments/appointment-list";
import { NewAppointmentNote } from "@/components/staff/appointments/new-appointment-note";
import { appointmentQueries } from "@/components/staff/appointments/appointment-queries";
import { useLinkedAppointment } from "@/components/staff/appointments/linked-appointment";
import { AccessHistory } from "@/components/staff/audit/access-history";
import { PatientInvoicesPanel } from "@/components/staff/billing/patient-invoices-panel";
import { InfiltrationsPanel } from "@/components/staff/consultations/infiltrations-panel";
import { PatientTimeline } from "@/components/staff/consultations/patient-timeline";
import { mayExportPersonalData, PersonalDataPanel } from "@/components/staff/data-protection/personal-data-panel";
import { PatientDocuments } from "@/components/staff/documents/patient-documents";
import { PatientImages } from "@/components/staff/files/patient-images";
import { PatientNotifications } from "@/components/staff/notifications/patient-notifications";
import { EditPatientDialog } from "@/components/staff/patients/edit-patient-dialog";
import { type FileSection, FileSectionsNav } from "@/components/staff/patients/file-sections-nav";
import { FileActions, FileStateBanner } from "@/components/staff/patients/patient-file-state";
import { MERGE_ROLES, PatientMerge } from "@/components/staff/patients/patient-merge";
import { OnlineFileNote } from "@/components/staff/patients/online-file-note";
import { patientQueries } from "@/components/staff/patients/patient-queries";
import { LabelValueTable } from "@/components/staff/shell/label-value-table";
import { LoadFailure } from "@/components/staff/shell/query-state";
import { StaffPanel } from "@/components/staff/shell/staff-panel";
import { useStaffSession } from "@/components/staff/shell/staff-session";
import { Button } from "@/components/ui/button";
import { StatusMessage } from "@/components/ui/status-message";
import { dataProtectionMessages } from "@/schemas/data-protection";
import { genderLabels, incompleteFieldLabels, patientMessages, type PatientRecord } from "@/schemas/patient";
import type { Appointment } from "@/schemas/appointment";

/** The merge screen's address on a file's page: `?fusion={other file}`, or `?fusion` to choose it. */
export const mergeScreenHref = (patientId: number, otherId?: number) => `/responsable/patients/${patientId}?fusion=${otherId ?? ""}`;

/** The file kept after a merge made from the other file's page: it says so once (`?fusionne=`). */
const MERGED_PARAM = "fusionne";

/**
 * /responsable/patients/{id}: the patient's details, the add-appointment form and their
 * appointments; 'Modifier', archive or restore, and the merge screen (decision 025).
 */
export function PatientFile({ patientId }: { patientId: string }) {
  const { timeZone, roles } = useStaffSession();
  const mayMerge = roles.some((role) => MERGE_ROLES.includes(role));
  // Clinical sections (infiltrations, images) are for doctors only: the panels and their links alike.
  const isDoctor = roles.includes("MEDECIN");
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const notice = useStatusMessage();
  const [editing, setEditing] = useState(false);
  const query = useQuery(patientQueries.detail(patientId));
  const loadedId = query.data?.id;
  const appointmentsQuery = useQuery({ ...appointmentQueries.forPatient(loadedId ?? 0), enabled: loadedId !== undefined });
  // A failed list reads as an empty one (spec §7).
  const appointments = appointmentsQuery.isError ? [] : (appointmentsQuery.data ?? null);
  // A planned request links to its appointment: /responsable/patients/{id}#rdv-{appointmentId}.
  const linkedAppointment = useLinkedAppointment(appointments);
  const [opened, setOpened] = useState<number | null>(null);
  // The appointment the spec's form just added: a note under the list says when it overlaps or falls on a closed day.
  const [added, setAdded] = useState<Appointment | null>(null);
  const merging = searchParams?.has("fusion") ?? false;
  const mergeWith = Number(searchParams?.get("fusion")) || null;
  const cameFromMerge = searchParams?.has(MERGED_PARAM) ?? false;
  const { show } = notice;

  // Arrived on the file kept after a merge made elsewhere: say so once, and leave a plain address.
  useEffect(() => {
    if (!cameFromMerge) return;
    show(patientMessages.merged);
    router.replace(pathname ?? `/responsable/patients/${patientId}`, { scroll: false });
  }, [cameFromMerge, show, router, pathname, patientId]);

  /** A change went through (its hook has updated the cache): say so. */
  const changed = (_saved: PatientRecord, message: string) => notice.show(message);

  const leaveMerge = () => router.replace(`/responsable/patients/${patientId}`, { scroll: false });

  if (query.isPending) {
    return (
      <p className="py-16 text-center text-ink-600" role="status">
        {patientMessages.loading}
      </p>
    );
  }
  if (query.isError) {
    // No such patient (or no such id) is the spec's 'Patient non trouvé'; a failure that may pass
    // (network, server briefly down) offers to try again.
    const missing = isApiError(query.error, 404) || isApiError(query.error, 400);
    return missing ? (
      <div className="flex flex-col items-center gap-4 py-16 text-center">
        <h1 className="text-2xl font-bold">{patientMessages.notFound}</h1>
        <BackLink />
      </div>
    ) : (
      <div className="flex flex-col gap-4 py-10">
        <BackLink />
        <h1 className="sr-only">Dossier patient</h1>
        <LoadFailure message={patientMessages.fileFailed} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </div>
    );
  }

  const patient = query.data;
  const rows: [string, string][] = [
    ["Nom", patient.nom],
    ["Prénom", patient.prenom],
    ["Date de naissance", formatCalendarDate(patient.dateNaissance)],
    ["Genre", genderLabels[patient.gender]],
    ["Téléphone", patient.telephone],
    // Registered without them (decision 042): the front desk sees what to ask for.
    ["E-mail", patient.aCompleter?.includes("email") ? patientMessages.toComplete : patient.email],
    ["Adresse", patient.aCompleter?.includes("adresse") ? patientMessages.toComplete : patient.adresse],
    ["CIN", patient.cin ?? ""],
    ["Mutuelle", patient.mutuelle ? "Oui" : "Non"],
    ["Compagnie", patient.compagnie ?? ""],
    ["Date de création", formatInstant(patient.dateCreation, timeZone)],
  ];

  const merged = patient.fusionneDans !== null;
  const archived = patient.dateArchivage !== null;
  // Anonymised on request (decision 034): read only, like a merged file.
  const anonymised = patient.dateAnonymisation !== null;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <BackLink />
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="text-2xl font-bold sm:text-3xl">
              {patient.prenom} {patient.nom}
            </h1>
            <p className="text-sm text-ink-600">
              Dossier patient n° {patient.id}
              {patient.dossiersFusionnes.length > 0 && (
                <>
                  {" "}
                  · regroupe aussi {patient.dossiersFusionnes.length === 1 ? "le dossier" : "les dossiers"}{" "}
                  {patient.dossiersFusionnes.map((id, index) => (
                    <span key={id}>
                      {index > 0 && ", "}
                      <Link href={`/responsable/patients/${id}`} className="font-semibold text-primary-700 underline-offset-2 hover:underline">
                        n° {id}
                      </Link>
                    </span>
                  ))}
                </>
              )}
            </p>
          </div>
          {!merged && !anonymised && (
            <FileActions
              patient={patient}
              onEdit={() => setEditing(true)}
              onMerge={mayMerge ? () => router.replace(mergeScreenHref(patient.id), { scroll: false }) : undefined}
              onChanged={changed}
            />
          )}
        </div>
        <StatusMessage message={notice.message} />
        <FileStateBanner patient={patient} timeZone={timeZone} onChanged={changed} />
        {!merged && !anonymised && <OnlineFileNote patient={patient} onVerified={changed} />}
        {!merged && !anonymised && (patient.aCompleter?.length ?? 0) > 0 && (
          <div role="note" className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-[15px] text-amber-900">
            <p>
              <span className="font-semibold">Dossier à compléter :</span> {patient.aCompleter.map((field) => incompleteFieldLabels[field]).join(" et ")}{" "}
              {patient.aCompleter.length > 1 ? "manquent" : "manque"}.
            </p>
            <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
              Compléter le dossier
            </Button>
          </div>
        )}
      </div>

      <FileSectionsNav sections={fileSections(isDoctor, mayExportPersonalData(roles))} />

      {merging && mayMerge && !merged && (
        <PatientMerge
          patient={patient}
          otherId={mergeWith}
          onChooseOther={(id) => router.replace(mergeScreenHref(patient.id, id ?? undefined), { scroll: false })}
          onClose={leaveMerge}
          onMerged={(kept, fromId) => {
            if (kept.id === patient.id) {
              changed(kept, patientMessages.merged);
              leaveMerge();
            } else {
              router.push(`/responsable/patients/${kept.id}?${MERGED_PARAM}=${fromId}`);
            }
          }}
        />
      )}

      <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
        <StaffPanel id="informations-patient" title="Informations du patient" icon={IdCard}>
          <LabelValueTable caption="Informations du patient" rows={rows} />
        </StaffPanel>

        <StaffPanel id="ajouter-rendez-vous" title="Ajouter un rendez-vous" icon={CalendarPlus}>
          {merged ? (
            <p className="text-[15px] text-ink-700">Les rendez-vous de ce dossier sont dans le dossier n° {patient.fusionneDans}.</p>
          ) : archived ? (
            <p className="text-[15px] text-ink-700">Ce dossier est archivé : restaurez-le pour ajouter un rendez-vous.</p>
          ) : (
            <AddAppointmentForm patientId={patient.id} onAdded={setAdded} />
          )}
        </StaffPanel>
      </div>

      <StaffPanel id="rendez-vous" title="Rendez-vous" icon={CalendarRange}>
        <AppointmentList appointments={appointments} timeZone={timeZone} linkedId={linkedAppointment} onOpen={(appointment) => setOpened(appointment.id)} />
        {added?.patient.id === patient.id && <NewAppointmentNote key={added.id} appointment={added} timeZone={timeZone} />}
      </StaffPanel>

      {/* The consultation (decision 054): sections added below the spec's ones. */}
      <PatientTimeline patientId={patient.id} readOnly={merged || anonymised} />
      {isDoctor && <InfiltrationsPanel patientId={patient.id} readOnly={merged || anonymised} />}
      <PatientDocuments patient={patient} readOnly={merged || archived || anonymised} />
      {/* Fees (decision 063): every staff member bills and takes payments, so every one sees the receipts. */}
      <PatientInvoicesPanel patient={patient} canBill={!merged && !anonymised} />
      {/* The images and reports the patient brings (decision 062): doctors only. */}
      {isDoctor && <PatientImages patientId={patient.id} readOnly={merged || anonymised} />}

      <PatientNotifications patientId={patient.id} email={patient.email} telephone={patient.telephone} timeZone={timeZone} readOnly={merged || archived} />

      <PersonalDataPanel patient={patient} onAnonymised={(saved) => changed(saved, dataProtectionMessages.anonymised)} />

      <AccessHistory patientId={patient.id} timeZone={timeZone} />

      <AppointmentDialog
        appointment={appointments?.find((appointment) => appointment.id === opened) ?? null}
        patient={patient}
        onClose={() => setOpened(null)}
      />

      {!merged && !anonymised && (
        <EditPatientDialog
          patient={patient}
          open={editing}
          onClose={() => setEditing(false)}
          onSaved={(saved) => {
            setEditing(false);
            changed(saved, patientMessages.updated);
          }}
          mergeHref={mayMerge ? (candidate) => mergeScreenHref(patient.id, candidate.id) : undefined}
        />
      )}
    </div>
  );
}

/** The sections this account sees, in the file's order. */
function fileSections(doctor: boolean, mayExport: boolean): FileSection[] {
  return [
    { id: "informations-patient", label: "Informations" },
    { id: "rendez-vous", label: "Rendez-vous" },
    { id: "parcours", label: "Parcours" },
    ...(doctor ? [{ id: "infiltrations", label: "Infiltrations" }] : []),
    { id: "documents", label: "Documents" },
    { id: "honoraires", label: "Honoraires" },
    ...(doctor ? [{ id: "images-examens", label: "Images et examens" }] : []),
    { id: "messages-patient", label: "Rappels" },
    ...(mayExport ? [{ id: "donnees-personnelles", label: "Données personnelles" }] : []),
    { id: "historique-acces", label: "Historique d'accès" },
  ];
}

function BackLink() {
  return (
    <Link href="/responsable" className="inline-flex w-fit items-center gap-1.5 rounded text-sm font-semibold text-primary-700 hover:text-primary-900">
      <ArrowLeft className="size-4" aria-hidden="true" />
      Retour à l&apos;espace responsable
    </Link>
  );
}
