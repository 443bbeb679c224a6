"use client";

import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, CalendarPlus, CalendarRange, IdCard } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { formatCalendarDate, formatInstant } from "@/client/practice-dates";
import { isApiError } from "@/client/staff-api";
import { AddAppointmentForm } from "@/components/staff/appointments/add-appointment-form";
import { AppointmentDialog } from "@/components/staff/appointments/appointment-dialog";
import { AppointmentList } from "@/components/staff/appointments/appointment-list";
import { appointmentQueries } from "@/components/staff/appointments/appointment-queries";
import { useLinkedAppointment } from "@/components/staff/appointments/linked-appointment";
import { AccessHistory } from "@/components/staff/audit/access-history";
import { patientQueries } from "@/components/staff/patients/patient-queries";
import { LoadFailure } from "@/components/staff/shell/query-state";
import { StaffPanel } from "@/components/staff/shell/staff-panel";
import { useStaffSession } from "@/components/staff/shell/staff-session";
import { genderLabels, patientMessages } from "@/schemas/patient";

/** /responsable/patients/{id}: the patient's details, the add-appointment form and their appointments. */
export function PatientFile({ patientId }: { patientId: string }) {
  const { timeZone } = useStaffSession();
  const query = useQuery(patientQueries.detail(patientId));
  const loadedId = query.data?.id;
  const appointmentsQuery = useQuery({ ...appointmentQueries.forPatient(loadedId ?? 0), enabled: loadedId !== undefined });
  // A failed list reads as an empty one (spec §7).
  const appointments = appointmentsQuery.isError ? [] : (appointmentsQuery.data ?? null);
  // A planned request links to its appointment: /responsable/patients/{id}#rdv-{appointmentId}.
  const linkedAppointment = useLinkedAppointment(appointments);
  const [opened, setOpened] = useState<number | null>(null);

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
    ["E-mail", patient.email],
    ["Adresse", patient.adresse],
    ["Mutuelle", patient.mutuelle ? "Oui" : "Non"],
    ["Compagnie", patient.compagnie ?? ""],
    ["Date de création", formatInstant(patient.dateCreation, timeZone)],
  ];

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <BackLink />
        <h1 className="text-2xl font-bold sm:text-3xl">
          {patient.prenom} {patient.nom}
        </h1>
        <p className="text-sm text-ink-600">Dossier patient n° {patient.id}</p>
      </div>

      <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
        <StaffPanel id="informations-patient" title="Informations du patient" icon={IdCard}>
          <table className="w-full border-collapse text-left text-[15px]">
            <caption className="sr-only">Informations du patient</caption>
            <tbody>
              {rows.map(([label, value]) => (
                <tr key={label} className="border-b border-ink-100 last:border-0">
                  <th scope="row" className="w-2/5 py-2.5 pr-4 align-top text-sm font-semibold text-ink-500">
                    {label}
                  </th>
                  <td className="py-2.5 align-top break-words text-ink-900">{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </StaffPanel>

        <StaffPanel id="ajouter-rendez-vous" title="Ajouter un rendez-vous" icon={CalendarPlus}>
          <AddAppointmentForm patientId={patient.id} />
        </StaffPanel>
      </div>

      <StaffPanel id="rendez-vous" title="Rendez-vous" icon={CalendarRange}>
        <AppointmentList appointments={appointments} timeZone={timeZone} linkedId={linkedAppointment} onOpen={(appointment) => setOpened(appointment.id)} />
      </StaffPanel>

      <AccessHistory patientId={patient.id} timeZone={timeZone} />

      <AppointmentDialog
        appointment={appointments?.find((appointment) => appointment.id === opened) ?? null}
        patient={patient}
        onClose={() => setOpened(null)}
      />
    </div>
  );
}

function BackLink() {
  return (
    <Link href="/responsable" className="inline-flex w-fit items-center gap-1.5 rounded text-sm font-semibold text-primary-700 hover:text-primary-900">
      <ArrowLeft className="size-4" aria-hidden="true" />
      Retour à l&apos;espace responsable
    </Link>
  );
}
