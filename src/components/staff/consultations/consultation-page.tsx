"use client";

import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, Stethoscope } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { formatInstant } from "@/client/practice-dates";
import { isApiError } from "@/client/staff-api";
import { ConsultationForm } from "@/components/staff/consultations/consultation-form";
import { consultationQueries } from "@/components/staff/consultations/consultation-queries";
import { PatientTimeline } from "@/components/staff/consultations/patient-timeline";
import { SignedNote } from "@/components/staff/consultations/signed-note";
import { patientQueries } from "@/components/staff/patients/patient-queries";
import { LoadFailure } from "@/components/staff/shell/query-state";
import { StaffPanel } from "@/components/staff/shell/staff-panel";
import { useStaffSession } from "@/components/staff/shell/staff-session";
import { StatusMessage } from "@/components/ui/status-message";
import { consultationMessages, consultationStatusLabels } from "@/schemas/consultation";

/**
 * /responsable/consultations/{id}: one consultation note (doctors; decision 054). A draft is the
 * form, saved as one types; a signed note is read only, with its addenda. Beside it on a wide
 * screen (below it on a phone), the patient's timeline.
 */
export function ConsultationPage({ consultationId }: { consultationId: number }) {
  const { timeZone } = useStaffSession();
  const query = useQuery(consultationQueries.note(consultationId));
  const patientId = query.data?.patientId;
  const patient = useQuery({ ...patientQueries.detail(String(patientId ?? 0)), enabled: patientId !== undefined });
  const [justSigned, setJustSigned] = useState(false);

  if (query.isPending) {
    return (
      <p className="py-16 text-center text-ink-600" role="status">
        Chargement de la consultation...
      </p>
    );
  }
  if (query.isError) {
    const refused = isApiError(query.error, 403);
    const missing = isApiError(query.error, 404) || isApiError(query.error, 400);
    return (
      <div className="flex flex-col gap-4 py-10">
        <h1 className="text-2xl font-bold">Consultation</h1>
        {refused || missing ? (
          <p className="text-[15px] text-ink-700">{refused ? consultationMessages.doctorsOnly : consultationMessages.notFound}</p>
        ) : (
          <LoadFailure message={consultationMessages.loadFailed} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        )}
      </div>
    );
  }

  const note = query.data;
  const name = patient.data ? `${patient.data.prenom} ${patient.data.nom}` : `Dossier n° ${note.patientId}`;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <Link
          href={`/responsable/patients/${note.patientId}`}
          className="inline-flex w-fit items-center gap-1.5 rounded text-sm font-semibold text-primary-700 hover:text-primary-900"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Dossier de {name}
        </Link>
        <h1 className="text-2xl font-bold sm:text-3xl">Consultation — {name}</h1>
        <p className="text-sm text-ink-600">
          {consultationStatusLabels[note.statut]} · Dr {note.medecin.prenom} {note.medecin.nom} · ouverte le {formatInstant(note.creeLe, timeZone)}
          {note.rendezVousId ? " · rendez-vous de l'agenda" : " · sans rendez-vous"}
        </p>
      </div>
      {justSigned && <StatusMessage message={consultationMessages.signedDone} tone="success" />}

      <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(20rem,1fr)]">
        <StaffPanel id="note" title={note.statut === "signe" ? "Note signée" : "Note de consultation"} icon={Stethoscope}>
          {note.statut === "signe" ? (
            <SignedNote note={note} />
          ) : (
            <ConsultationForm key={note.id} note={note} onSigned={() => setJustSigned(true)} />
          )}
        </StaffPanel>
        <PatientTimeline patientId={note.patientId} compact currentNoteId={note.id} />
      </div>
    </div>
  );
}
