"use client";

import { ArrowLeft, CalendarPlus, CalendarRange, IdCard } from "lucide-react";
import Link from "next/link";
import { useCallback, useEffect, useState } from "react";
import { formatCalendarDate, formatInstant } from "@/client/practice-dates";
import { AccessHistory } from "@/components/front-desk/access-history";
import { useLinkedAppointment } from "@/components/front-desk/linked-appointment";
import { AddAppointmentForm } from "@/components/staff/add-appointment-form";
import { AppointmentList } from "@/components/staff/appointment-list";
import { genderLabels } from "@/components/staff/patient-search";
import { StaffPanel } from "@/components/staff/staff-panel";
import { useStaffSession } from "@/components/staff/staff-session";
import { type Appointment } from "@/schemas/appointment";
import { patientMessages, type Patient } from "@/schemas/patient";

/** /responsable/patients/{id}: the patient's details, the add-appointment form and their appointments. */
export function PatientFile({ patientId }: { patientId: string }) {
  const { api, timeZone } = useStaffSession();
  // undefined while loading, null when there is no such patient.
  const [patient, setPatient] = useState<Patient | null | undefined>(undefined);
  const [appointments, setAppointments] = useState<Appointment[] | null>(null);

  useEffect(() => {
    let cancelled = false;
    void api.getPatient(patientId).then((found) => {
      if (!cancelled) setPatient(found);
    });
    return () => {
      cancelled = true;
    };
  }, [api, patientId]);

  const loadAppointments = useCallback(
    (id: number) =>
      api.listAppointments(id).then((list) => {
        setAppointments(list);
      }),
    [api],
  );

  const id = patient?.id;
  useEffect(() => {
    if (id !== undefined) void loadAppointments(id);
  }, [id, loadAppointments]);
  // A planned request links to its appointment: /responsable/patients/{id}#rdv-{appointmentId}.
  const linkedAppointment = useLinkedAppointment(appointments);

  if (patient === undefined) {
    return (
      <p className="py-16 text-center text-ink-600" role="status">
        {patientMessages.loading}
      </p>
    );
  }
  if (patient === null) {
    return (
      <div className="flex flex-col items-center gap-4 py-16 text-center">
        <h1 className="text-2xl font-bold">{patientMessages.notFound}</h1>
        <BackLink />
      </div>
    );
  }

  const rows: [string, string][] = [
    ["Nom", patient.nom],
    ["Prénom", patient.prenom],
    ["Date de naissance", formatCalendarDate(patient.dateNaissance)],
    ["Genre", genderLabels[patient.gender] ?? patient.gender],
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
          <AddAppointmentForm patientId={patient.id} onAdded={() => void loadAppointments(patient.id)} />
        </StaffPanel>
      </div>

      <StaffPanel id="rendez-vous" title="Rendez-vous" icon={CalendarRange}>
        <AppointmentList appointments={appointments} timeZone={timeZone} linkedId={linkedAppointment} />
      </StaffPanel>

      <AccessHistory patientId={patient.id} timeZone={timeZone} />
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
