"use client";

import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { staffApi } from "@/client/staff-api";
import { requestKeys } from "@/components/staff/appointment-requests/request-queries";
import { appointmentKeys } from "@/components/staff/appointments/appointment-queries";
import { bookingsToConfirmKeys } from "@/components/staff/bookings-to-confirm/bookings-to-confirm-queries";
import { patientKeys } from "@/components/staff/patients/patient-queries";
import type { MutationCallbacks } from "@/components/staff/shell/mutation-callbacks";
import type { Patient, PatientInput, PatientQuickInput, PatientRecord, PatientUpdateInput } from "@/schemas/patient";

/**
 * A change answered the whole file (an edit, archiving, restoring, anonymising): the file shows
 * it at once; the searches, the lists and its access history are read again.
 */
export function patientFileChanged(queryClient: QueryClient, saved: PatientRecord) {
  queryClient.setQueryData(patientKeys.detail(saved.id), saved);
  for (const key of [patientKeys.searches(), patientKeys.lists(), patientKeys.accessHistoryOf(saved.id)]) {
    void queryClient.invalidateQueries({ queryKey: key });
  }
}

export type CreatePatient = { draft: PatientInput; confirmed: boolean };

/** Registers a patient; unconfirmed, the server answers 409 with the likely duplicates instead (decision 009). */
export function useCreatePatient(callbacks: MutationCallbacks<Patient | null, CreatePatient> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: ({ draft, confirmed }: CreatePatient) => staffApi.patients.create(draft, { rejectDuplicates: !confirmed }),
    onSuccess: (patient, variables, result, context) => {
      void queryClient.invalidateQueries({ queryKey: patientKeys.searches() });
      return callbacks.onSuccess?.(patient, variables, result, context);
    },
  });
}

export type RegisterArriving = { draft: PatientQuickInput; confirmed: boolean };

/** Registers a patient as they arrive (decision 042); unconfirmed, a 409 names the likely duplicates. */
export function useRegisterArrivingPatient(callbacks: MutationCallbacks<PatientRecord, RegisterArriving> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: ({ draft, confirmed }: RegisterArriving) => staffApi.patients.registerArriving(draft, { rejectDuplicates: !confirmed }),
    onSuccess: (saved, variables, result, context) => {
      queryClient.setQueryData(patientKeys.detail(saved.id), saved);
      for (const key of [patientKeys.searches(), patientKeys.lists()]) void queryClient.invalidateQueries({ queryKey: key });
      return callbacks.onSuccess?.(saved, variables, result, context);
    },
  });
}

export type UpdatePatient = { changes: PatientUpdateInput; confirmed: boolean };

/** 'Modifier': only the fields that changed; unconfirmed, a 409 names the files it would look like. */
export function useUpdatePatient(patientId: number, callbacks: MutationCallbacks<PatientRecord, UpdatePatient> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: ({ changes, confirmed }: UpdatePatient) => staffApi.patients.update(patientId, changes, { rejectDuplicates: !confirmed }),
    onSuccess: (saved, variables, result, context) => {
      patientFileChanged(queryClient, saved);
      return callbacks.onSuccess?.(saved, variables, result, context);
    },
  });
}

export function useArchivePatient(patientId: number, callbacks: MutationCallbacks<PatientRecord> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: () => staffApi.patients.archive(patientId),
    onSuccess: (saved, variables, result, context) => {
      patientFileChanged(queryClient, saved);
      return callbacks.onSuccess?.(saved, variables, result, context);
    },
  });
}

export function useRestorePatient(patientId: number, callbacks: MutationCallbacks<PatientRecord> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: () => staffApi.patients.restore(patientId),
    onSuccess: (saved, variables, result, context) => {
      patientFileChanged(queryClient, saved);
      return callbacks.onSuccess?.(saved, variables, result, context);
    },
  });
}

export type MergePatients = { kept: number; from: number };

/**
 * `from` merged into `kept`, from the page of `pagePatientId`: the appointments and requests of
 * both files moved, so every patient, appointment and request read is out of date. When the file
 * kept is the page's own, it shows the answer at once.
 */
export function useMergePatients(pagePatientId: number, callbacks: MutationCallbacks<PatientRecord, MergePatients> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: ({ kept, from }: MergePatients) => staffApi.patients.merge(kept, from),
    onSuccess: (kept, variables, result, context) => {
      for (const key of [patientKeys.all, appointmentKeys.all, requestKeys.all]) void queryClient.invalidateQueries({ queryKey: key });
      if (kept.id === pagePatientId) queryClient.setQueryData(patientKeys.detail(kept.id), kept);
      return callbacks.onSuccess?.(kept, variables, result, context);
    },
  });
}

/** « Dossier vérifié »: a file created by an online booking, checked by the front desk (issue 33). */
export function useVerifyPatient(patientId: number, callbacks: MutationCallbacks<PatientRecord> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: () => staffApi.patients.verify(patientId),
    onSuccess: (saved, variables, result, context) => {
      patientFileChanged(queryClient, saved);
      // The list of bookings to confirm says which files are still to check.
      void queryClient.invalidateQueries({ queryKey: bookingsToConfirmKeys.all });
      return callbacks.onSuccess?.(saved, variables, result, context);
    },
  });
}
