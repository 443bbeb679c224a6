"use client";

import { ArrowLeft, CalendarCheck, CircleCheck, ClipboardList, UserRound } from "lucide-react";
import Link from "next/link";
import { useEffect, useState } from "react";
import { preferredDateTime } from "@/client/front-desk-format";
import { formatCalendarDate, formatInstant, formatWallClock } from "@/client/practice-dates";
import { useStatusMessage } from "@/client/use-status-message";
import { DuplicateWarning } from "@/components/front-desk/duplicate-warning";
import { appointmentHref } from "@/components/front-desk/linked-appointment";
import { RequestStatusBadge } from "@/components/front-desk/request-status-badge";
import { useFrontDeskApi } from "@/components/front-desk/use-front-desk-api";
import { AddPatientForm } from "@/components/staff/add-patient-form";
import { StaffPanel } from "@/components/staff/staff-panel";
import { useStaffSession } from "@/components/staff/staff-session";
import { Button, ButtonLink } from "@/components/ui/button";
import { Field, inputClasses } from "@/components/ui/field";
import { StatusMessage } from "@/components/ui/status-message";
import { requestMessages, requestStatusLabels, type TriagedRequest } from "@/schemas/appointment-request";
import type { DuplicateCandidate } from "@/schemas/patient";
import type { StaffRef } from "@/schemas/staff-user";

type ChosenPatient = { id: number; nom: string; prenom: string };

/**
 * /responsable/demandes/{id}: turns a request into a patient and an appointment. First the
 * patient — one already registered that matches, or a new one with the form prefilled — then
 * the appointment, prefilled with the preferred date, time and motif. Saving it plans the request.
 */
export function RequestConversion({ requestId }: { requestId: string }) {
  const { timeZone } = useStaffSession();
  const api = useFrontDeskApi();
  // undefined while loading, null when there is no such request.
  const [request, setRequest] = useState<TriagedRequest | null | undefined>(undefined);
  const [candidates, setCandidates] = useState<DuplicateCandidate[] | null>(null);
  const [patient, setPatient] = useState<ChosenPatient | null>(null);
  const [done, setDone] = useState<{ patientId: number } | null>(null);

  useEffect(() => {
    let cancelled = false;
    void api.getRequest(requestId).then((found) => {
      if (cancelled) return;
      setRequest(found);
      if (found && found.transitions.includes("planifiee")) {
        void api.checkDuplicates({ nom: found.nom, prenom: found.prenom, telephone: found.telephone }).then((list) => {
          if (!cancelled) setCandidates(list ?? []);
        });
      }
    });
    return () => {
      cancelled = true;
    };
  }, [api, requestId]);

  if (request === undefined) {
    return (
      <p className="py-16 text-center text-ink-600" role="status">
        Chargement...
      </p>
    );
  }
  if (request === null) {
    return (
      <div className="flex flex-col items-center gap-4 py-16 text-center">
        <h1 className="text-2xl font-bold">{requestMessages.requestNotFound}</h1>
        <BackLink />
      </div>
    );
  }

  const plannable = request.transitions.includes("planifiee");

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <BackLink />
        <h1 className="text-2xl font-bold sm:text-3xl">
          Planifier la demande de {request.prenom} {request.nom}
        </h1>
      </div>

      <StaffPanel id="demande" title="Demande" icon={ClipboardList}>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-[15px] sm:grid-cols-2 xl:grid-cols-4">
          <Detail label="Téléphone" value={request.telephone} />
          <Detail label="Souhaité" value={`${formatCalendarDate(request.datePreferee)} à ${formatWallClock(request.heurePreferee)}`} />
          <Detail label="Reçue le" value={formatInstant(request.createdAt, timeZone)} />
          <div>
            <dt className="text-sm font-semibold text-ink-500">Statut</dt>
            <dd className="mt-0.5">
              <RequestStatusBadge status={request.status} />
            </dd>
          </div>
          <div className="sm:col-span-2 xl:col-span-4">
            <dt className="text-sm font-semibold text-ink-500">Motif</dt>
            <dd className="mt-0.5 break-words text-ink-900">{request.motif ?? "—"}</dd>
          </div>
        </dl>
      </StaffPanel>

      {done ? (
        <div role="status" className="flex flex-col gap-4 rounded-card border border-primary-200 bg-success-50 p-6">
          <p className="flex items-center gap-2 text-lg font-bold text-success-700">
            <CircleCheck className="size-6" aria-hidden="true" />
            {requestMessages.converted}
          </p>
          <div className="flex flex-wrap gap-3">
            <ButtonLink href={`/responsable/patients/${done.patientId}`}>Ouvrir le dossier du patient</ButtonLink>
            <ButtonLink href="/responsable/demandes" variant="secondary">
              Retour aux demandes
            </ButtonLink>
          </div>
        </div>
      ) : !plannable ? (
        <p className="rounded-lg border border-ink-200 bg-white px-4 py-3 text-ink-700">
          {request.status === "planifiee"
            ? "Cette demande est déjà planifiée."
            : `Cette demande est « ${requestStatusLabels[request.status]} » : rouvrez-la depuis la liste des demandes pour la planifier.`}
          {request.status === "planifiee" && request.patientId && (
            <>
              {" "}
              <Link
                href={request.appointmentId ? appointmentHref(request.patientId, request.appointmentId) : `/responsable/patients/${request.patientId}`}
                className="font-semibold text-primary-700 hover:underline"
              >
                {request.appointmentId ? "Voir le rendez-vous" : "Ouvrir le dossier du patient"}
              </Link>
            </>
          )}
        </p>
      ) : (
        <>
          <StaffPanel id="etape-patient" title="1. Patient" icon={UserRound}>
            {patient ? (
              <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-primary-200 bg-primary-50 px-4 py-3">
                <p className="text-ink-900">
                  <span className="font-semibold">
                    {patient.nom} {patient.prenom}
                  </span>{" "}
                  <span className="text-ink-600">— dossier n° {patient.id}</span>
                </p>
                <Button size="sm" variant="ghost" onClick={() => setPatient(null)}>
                  Changer de patient
                </Button>
              </div>
            ) : (
              <div className="flex flex-col gap-5">
                {candidates === null ? (
                  <p className="text-ink-600" role="status">
                    Recherche des patients déjà enregistrés...
                  </p>
                ) : candidates.length > 0 ? (
                  <DuplicateWarning
                    title="Ce patient est peut-être déjà enregistré."
                    candidates={candidates}
                    onChoose={(candidate) => setPatient(candidate)}
                  />
                ) : (
                  <p className="text-ink-600">Aucun patient enregistré ne correspond : créez son dossier.</p>
                )}
                <div>
                  <h3 className="mb-3 font-bold text-ink-900">{candidates && candidates.length > 0 ? "Ou un nouveau patient" : "Nouveau patient"}</h3>
                  <AddPatientForm
                    initial={{ nom: request.nom, prenom: request.prenom, telephone: request.telephone }}
                    onCreated={(created) => setPatient(created)}
                    onChooseExisting={(candidate) => setPatient(candidate)}
                  />
                </div>
              </div>
            )}
          </StaffPanel>

          {patient && (
            <StaffPanel id="etape-rendez-vous" title="2. Rendez-vous" icon={CalendarCheck}>
              <ConversionAppointmentForm request={request} patientId={patient.id} onPlanned={() => setDone({ patientId: patient.id })} />
            </StaffPanel>
          )}
        </>
      )}
    </div>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-ink-500">{label}</dt>
      <dd className="mt-0.5 break-words text-ink-900">{value}</dd>
    </div>
  );
}

function BackLink() {
  return (
    <Link href="/responsable/demandes" className="inline-flex w-fit items-center gap-1.5 rounded text-sm font-semibold text-primary-700 hover:text-primary-900">
      <ArrowLeft className="size-4" aria-hidden="true" />
      Retour aux demandes
    </Link>
  );
}

type ConversionAppointmentFormProps = { request: TriagedRequest; patientId: number; onPlanned: () => void };

/** The appointment, prefilled from the request; the doctor is chosen among active doctors (the user when a doctor). */
function ConversionAppointmentForm({ request, patientId, onPlanned }: ConversionAppointmentFormProps) {
  const { userId, userNom } = useStaffSession();
  const api = useFrontDeskApi();
  const [dateHeure, setDateHeure] = useState(() => preferredDateTime(request.datePreferee, request.heurePreferee));
  const [motif, setMotif] = useState(request.motif ?? "");
  const [observation, setObservation] = useState("");
  const [doctors, setDoctors] = useState<StaffRef[] | null>(null);
  const [medecinId, setMedecinId] = useState<string>("");
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const status = useStatusMessage();
  const [detail, setDetail] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let cancelled = false;
    void api.listDoctors().then((list) => {
      if (cancelled) return;
      const found = list ?? [];
      setDoctors(found);
      const preferred = found.find((doctor) => doctor.id === userId) ?? found[0];
      setMedecinId(preferred ? String(preferred.id) : userId ? String(userId) : "");
    });
    return () => {
      cancelled = true;
    };
  }, [api, userId]);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setFieldErrors({});
    setDetail(null);
    const outcome = await api.convert(request.id, { dateHeure, motif, observation, patientId, medecinId: Number(medecinId) });
    setBusy(false);
    status.show(outcome.message);
    if (outcome.ok) {
      onPlanned();
      return;
    }
    setFieldErrors(outcome.fieldErrors);
    setDetail(outcome.detail);
  }

  return (
    <form method="post" onSubmit={onSubmit} className="grid grid-cols-1 gap-4 md:grid-cols-2">
      <Field label="Date et heure" htmlFor="conversion-dateHeure" required error={fieldErrors.dateHeure}>
        <input id="conversion-dateHeure" type="datetime-local" step={60} required className={inputClasses} value={dateHeure} onChange={(e) => setDateHeure(e.target.value)} />
      </Field>
      <Field label="Médecin" htmlFor="conversion-medecin" required error={fieldErrors["medecin.id"]}>
        {doctors && doctors.length > 0 ? (
          <select id="conversion-medecin" required className={inputClasses} value={medecinId} onChange={(e) => setMedecinId(e.target.value)}>
            {doctors.map((doctor) => (
              <option key={doctor.id} value={doctor.id}>
                Dr {doctor.prenom} {doctor.nom}
              </option>
            ))}
          </select>
        ) : (
          <input id="conversion-medecin" readOnly className={inputClasses} value={doctors === null ? "Chargement..." : userNom} />
        )}
      </Field>
      <Field label="Motif" htmlFor="conversion-motif" required error={fieldErrors.motif} className="md:col-span-2">
        <input id="conversion-motif" required autoComplete="off" className={inputClasses} value={motif} onChange={(e) => setMotif(e.target.value)} />
      </Field>
      <Field label="Observation" htmlFor="conversion-observation" hint="Facultatif" error={fieldErrors.observation} className="md:col-span-2">
        <textarea id="conversion-observation" rows={3} className={inputClasses} value={observation} onChange={(e) => setObservation(e.target.value)} />
      </Field>
      <div className="flex flex-col gap-3 md:col-span-2">
        <StatusMessage message={status.message} />
        {detail && <p className="text-sm text-danger-700">{detail}</p>}
        <div>
          <Button type="submit" disabled={busy || !medecinId}>
            <CalendarCheck className="size-4" aria-hidden="true" />
            {busy ? "Planification..." : "Planifier le rendez-vous"}
          </Button>
        </div>
      </div>
    </form>
  );
}
