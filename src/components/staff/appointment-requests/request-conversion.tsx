"use client";

import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, CalendarCheck, CircleCheck, ClipboardList, UserRound } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { formatCalendarDate, formatInstant, formatWallClock } from "@/client/practice-dates";
import { actionFailure, bookingWarningsOf, type BookingWarnings, isApiError } from "@/client/staff-api";
import { useConvertRequest, useEraseRequest } from "@/components/staff/appointment-requests/request-mutations";
import { requestQueries } from "@/components/staff/appointment-requests/request-queries";
import { RequestStatusBadge } from "@/components/staff/appointment-requests/request-status-badge";
import { preferredDateTime } from "@/components/staff/appointment-requests/request-times";
import { appointmentHref } from "@/components/staff/appointments/linked-appointment";
import { EraseButton } from "@/components/staff/data-protection/erase-button";
import { ChosenPatient } from "@/components/staff/patients/chosen-patient";
import { DuplicateWarning } from "@/components/staff/patients/duplicate-warning";
import { patientQueries } from "@/components/staff/patients/patient-queries";
import { QuickPatientForm } from "@/components/staff/patients/quick-patient-form";
import { LoadFailure } from "@/components/staff/shell/query-state";
import { AppointmentConflicts } from "@/components/staff/appointments/appointment-conflicts";
import { AppointmentNoteFields } from "@/components/staff/appointments/appointment-note-fields";
import { openingWarning } from "@/components/staff/appointments/booking-dialog";
import { practiceHoursQueries } from "@/components/staff/practice-hours/practice-hours-queries";
import { DoctorSelect } from "@/components/staff/appointments/doctor-select";
import { useStaffForm } from "@/components/staff/shell/staff-form";
import { FormFooter } from "@/components/staff/shell/form-footer";
import { StaffPanel } from "@/components/staff/shell/staff-panel";
import { useStaffSession } from "@/components/staff/shell/staff-session";
import { staffUserQueries } from "@/components/staff/staff-users/staff-user-queries";
import { ButtonLink } from "@/components/ui/button";
import { useWatch } from "react-hook-form";
import { Field, inputClasses } from "@/components/ui/field";
import { appointmentBookingInput, DEFAULT_APPOINTMENT_MINUTES } from "@/schemas/appointment";
import { requestMessages, requestStatusLabels, type TriagedRequest } from "@/schemas/appointment-request";
import { staffUserMessages, type StaffRef } from "@/schemas/staff-user";

type ChosenPatient = { id: number; nom: string; prenom: string };

/**
 * /responsable/demandes/{id}: turns a request into a patient and an appointment. First the
 * patient — one already registered that matches, or a new one with the form prefilled — then
 * the appointment, prefilled with the preferred date, time and motif. Saving it plans the request.
 */
export function RequestConversion({ requestId }: { requestId: string }) {
  const { timeZone } = useStaffSession();
  const router = useRouter();
  const query = useQuery(requestQueries.detail(requestId));
  const plannableRequest = query.data?.transitions.includes("planifiee") ? query.data : null;
  const duplicates = useQuery({
    ...patientQueries.duplicatesOf({ nom: plannableRequest?.nom ?? "", prenom: plannableRequest?.prenom ?? "", telephone: plannableRequest?.telephone ?? "" }),
    enabled: plannableRequest !== null,
  });
  // The duplicate check only helps: when it fails, the user goes on with a new file.
  const candidates = duplicates.isError ? [] : (duplicates.data ?? null);
  const [patient, setPatient] = useState<ChosenPatient | null>(null);
  const [done, setDone] = useState<{ patientId: number } | null>(null);

  if (query.isPending) {
    return (
      <p className="py-16 text-center text-ink-600" role="status">
        Chargement...
      </p>
    );
  }
  if (query.isError) {
    return isApiError(query.error, 404) || isApiError(query.error, 400) ? (
      <div className="flex flex-col items-center gap-4 py-16 text-center">
        <h1 className="text-2xl font-bold">{requestMessages.requestNotFound}</h1>
        <BackLink />
      </div>
    ) : (
      <div className="flex flex-col gap-4 py-10">
        <BackLink />
        <h1 className="sr-only">Planifier une demande</h1>
        <LoadFailure message={requestMessages.requestFailed} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </div>
    );
  }

  const request = query.data;
  const plannable = plannableRequest !== null;

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
          <div className="sm:col-span-2 xl:col-span-3">
            <dt className="text-sm font-semibold text-ink-500">Motif</dt>
            <dd className="mt-0.5 break-words text-ink-900">{request.motif ?? "—"}</dd>
          </div>
          {/* The public form's optional box (decision 034): the patient's SMS and WhatsApp agreements once planned. */}
          <Detail label="Rappels SMS / WhatsApp" value={request.consentementRappelsLe ? `acceptés le ${formatInstant(request.consentementRappelsLe, timeZone)}` : "non demandés"} />
        </dl>
        <div className="mt-4 flex justify-end">
          <RequestErasure requestId={request.id} onErased={() => router.push("/responsable/demandes")} />
        </div>
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
              <ChosenPatient patient={patient} onChange={() => setPatient(null)} />
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
                  {/* A request carries a phone number only: e-mail and address can wait (decision 042). */}
                  <QuickPatientForm
                    idPrefix="patient"
                    submitLabel="Ajouter le patient"
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
              <ConversionAppointment request={request} patientId={patient.id} onPlanned={() => setDone({ patientId: patient.id })} />
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

type ConversionAppointmentProps = { request: TriagedRequest; patientId: number; onPlanned: () => void };

/** The appointment step: the doctors to choose from first, then the form. */
function ConversionAppointment(props: ConversionAppointmentProps) {
  const doctors = useQuery(staffUserQueries.doctors());
  if (doctors.isPending) {
    return (
      <p className="text-ink-600" role="status">
        Chargement des médecins...
      </p>
    );
  }
  if (doctors.isError) {
    return <LoadFailure message={staffUserMessages.doctorsFailed} onRetry={() => void doctors.refetch()} retrying={doctors.isFetching} />;
  }
  return <ConversionAppointmentForm {...props} doctors={doctors.data} />;
}

/**
 * The appointment, prefilled from the request; the doctor is chosen among active doctors (the user
 * when a doctor). Checked as the agenda's booking is: the practice's hours are pointed out before
 * saving, and the server holds back an overlap in the doctor's agenda or a closed slot until the
 * user books anyway ('Réserver quand même').
 */
function ConversionAppointmentForm({ request, patientId, onPlanned, doctors }: ConversionAppointmentProps & { doctors: StaffRef[] }) {
  const { userId, userNom, timeZone } = useStaffSession();
  const hours = useQuery(practiceHoursQueries.get());
  const [warnings, setWarnings] = useState<BookingWarnings | null>(null);
  const preferred = doctors.find((doctor) => doctor.id === userId) ?? doctors[0];
  const { form, field, error, status, detail, startAttempt, showFailure } = useStaffForm({
    schema: appointmentBookingInput,
    defaultValues: {
      dateHeure: preferredDateTime(request.datePreferee, request.heurePreferee),
      motif: request.motif ?? "",
      observation: "",
      // With no doctor account to choose from, the user books under their own id.
      medecin: { id: preferred ? String(preferred.id) : userId ? String(userId) : "" },
    },
    idPrefix: "conversion",
  });

  const convert = useConvertRequest(request.id, patientId, {
    onMutate: () => {
      startAttempt();
      setWarnings(null);
    },
    onSuccess: () => {
      status.show(requestMessages.converted);
      onPlanned();
    },
    onError: (failure) => {
      const held = bookingWarningsOf(failure);
      if (held) return setWarnings(held);
      showFailure(actionFailure(failure, requestMessages.convertFailed), failure);
    },
  });
  const submit = (forcer: boolean) => form.handleSubmit((booking) => convert.mutate(forcer ? { ...booking, forcer: true } : booking));
  const wallClock = useWatch({ control: form.control, name: "dateHeure" });
  const hoursWarning = hours.data && typeof wallClock === "string" ? openingWarning(hours.data, wallClock, DEFAULT_APPOINTMENT_MINUTES) : null;

  return (
    <form method="post" noValidate onSubmit={submit(false)} onChange={() => setWarnings(null)} className="grid grid-cols-1 gap-4 md:grid-cols-2">
      <Field label="Date et heure" htmlFor="conversion-dateHeure" required error={error("dateHeure")}>
        <input {...field("dateHeure")} type="datetime-local" step={60} required className={inputClasses} />
      </Field>
      <Field label="Médecin" htmlFor="conversion-medecin.id" required error={error("medecin.id") ?? error("medecin")}>
        {doctors.length > 0 ? (
          <DoctorSelect {...field("medecin.id")} doctors={doctors} />
        ) : (
          <input id="conversion-medecin.id" readOnly className={inputClasses} value={userNom} />
        )}
      </Field>
      <AppointmentNoteFields motif={field("motif")} observation={field("observation")} errors={{ motif: error("motif"), observation: error("observation") }} className="md:col-span-2" />
      <div className="flex flex-col gap-3 md:col-span-2">
        {hoursWarning && !warnings && (
          <p className="rounded-lg border border-accent-200 bg-accent-50 px-4 py-2.5 text-sm text-accent-800">{hoursWarning}</p>
        )}
        {warnings && <AppointmentConflicts warnings={warnings} timeZone={timeZone} busy={convert.isPending} onForce={() => void submit(true)()} />}
        <FormFooter message={status.message} detail={detail} submitLabel="Planifier le rendez-vous" busyLabel="Planification..." busy={convert.isPending} icon={<CalendarCheck className="size-4" aria-hidden="true" />} />
      </div>
    </form>
  );
}

/** 'Effacer' of the request (ADMIN): back to the list once done. */
function RequestErasure({ requestId, onErased }: { requestId: number; onErased: () => void }) {
  const erasure = useEraseRequest(requestId, { onSuccess: onErased });
  return <EraseButton what="cette demande" erasure={erasure} />;
}
