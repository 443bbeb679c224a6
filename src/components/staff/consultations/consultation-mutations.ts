"use client";

import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { staffApi } from "@/client/staff-api";
import { consultationKeys } from "@/components/staff/consultations/consultation-queries";
import { patientKeys } from "@/components/staff/patients/patient-queries";
import type { MutationCallbacks } from "@/components/staff/shell/mutation-callbacks";
import type { ConsultationDraftInput, ConsultationNote, Infiltration, InfiltrationInput } from "@/schemas/consultation";

/** A note was opened, signed or completed: it shows the answer; the patient's lists and history are read again. */
function noteChanged(queryClient: QueryClient, note: ConsultationNote) {
  queryClient.setQueryData(consultationKeys.note(note.id), note);
  void queryClient.invalidateQueries({ queryKey: consultationKeys.ofPatient(note.patientId) });
  void queryClient.invalidateQueries({ queryKey: patientKeys.accessHistoryOf(note.patientId) });
}

/** Opens a note for the patient (for an appointment, or none): the appointment's existing note if it has one. */
export function useOpenConsultation(callbacks: MutationCallbacks<ConsultationNote, { patientId: number; rendezVousId: number | null }> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: ({ patientId, rendezVousId }: { patientId: number; rendezVousId: number | null }) => staffApi.consultations.open(patientId, rendezVousId),
    onSuccess: (note, variables, result, context) => {
      noteChanged(queryClient, note);
      return callbacks.onSuccess?.(note, variables, result, context);
    },
  });
}

/**
 * The draft's autosave. Only the note's own entry is updated: reading the lists again on every
 * save would record a read of the patient's notes each time.
 */
export function useSaveDraft(noteId: number, callbacks: MutationCallbacks<ConsultationNote, ConsultationDraftInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: (changes: ConsultationDraftInput) => staffApi.consultations.saveDraft(noteId, changes),
    onSuccess: (note, variables, result, context) => {
      queryClient.setQueryData(consultationKeys.note(note.id), note);
      return callbacks.onSuccess?.(note, variables, result, context);
    },
  });
}

export function useSignConsultation(noteId: number, callbacks: MutationCallbacks<ConsultationNote> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: () => staffApi.consultations.sign(noteId),
    onSuccess: (note, variables, result, context) => {
      noteChanged(queryClient, note);
      void queryClient.invalidateQueries({ queryKey: consultationKeys.favourites() });
      return callbacks.onSuccess?.(note, variables, result, context);
    },
  });
}

export function useAddAddendum(noteId: number, callbacks: MutationCallbacks<ConsultationNote, string> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: (texte: string) => staffApi.consultations.addAddendum(noteId, texte),
    onSuccess: (note, variables, result, context) => {
      noteChanged(queryClient, note);
      return callbacks.onSuccess?.(note, variables, result, context);
    },
  });
}

/** Records an infiltration; a 409 names the warnings to confirm (`infiltrationWarningsOf`), sent again with `forcer`. */
export function useRecordInfiltration(patientId: number, callbacks: MutationCallbacks<Infiltration, InfiltrationInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: (input: InfiltrationInput) => staffApi.consultations.recordInfiltration(patientId, input),
    onSuccess: (saved, variables, result, context) => {
      void queryClient.invalidateQueries({ queryKey: consultationKeys.infiltrations(patientId) });
      void queryClient.invalidateQueries({ queryKey: consultationKeys.timelineOf(patientId) });
      void queryClient.invalidateQueries({ queryKey: patientKeys.accessHistoryOf(patientId) });
      return callbacks.onSuccess?.(saved, variables, result, context);
    },
  });
}
