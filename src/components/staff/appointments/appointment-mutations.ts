"use client";

import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { staffApi } from "@/client/staff-api";
import { appointmentKeys } from "@/components/staff/appointments/appointment-queries";
import { consultationKeys } from "@/components/staff/consultations/consultation-queries";
import { patientKeys } from "@/components/staff/patients/patient-queries";
import type { MutationCallbacks } from "@/components/staff/shell/mutation-callbacks";
import type { Appointment, AppointmentInput, AppointmentUpdateInput } from "@/schemas/appointment";

/** A booking or a change: every agenda and list of appointments, and the patient's access history (the change is in it). */
function appointmentsChanged(queryClient: QueryClient, patientId: number) {
  void queryClient.invalidateQueries({ queryKey: appointmentKeys.all });
  void queryClient.invalidateQueries({ queryKey: patientKeys.accessHistoryOf(patientId) });
  // The patient's timeline lists the appointments too (decision 054).
  void queryClient.invalidateQueries({ queryKey: consultationKeys.timelineOf(patientId) });
}

/**
 * Books an appointment for `patientId`. With `rejectConflicts` (the agenda), the server answers 409
 * with the overlapping appointments instead of booking over them (decision 019), unless `forcer`.
 */
export function useCreateAppointment(
  patientId: number,
  { rejectConflicts }: { rejectConflicts: boolean },
  callbacks: MutationCallbacks<Appointment | null, AppointmentInput> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: (draft: AppointmentInput) => staffApi.appointments.create(draft, { rejectConflicts }),
    onSuccess: (created, variables, result, context) => {
      appointmentsChanged(queryClient, patientId);
      return callbacks.onSuccess?.(created, variables, result, context);
    },
  });
}

/** A step of the appointment's life, a cancellation, a move or its notes. */
export function useUpdateAppointment(appointmentId: number, patientId: number, callbacks: MutationCallbacks<Appointment, AppointmentUpdateInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: (changes: AppointmentUpdateInput) => staffApi.appointments.update(appointmentId, changes),
    onSuccess: (updated, variables, result, context) => {
      appointmentsChanged(queryClient, patientId);
      return callbacks.onSuccess?.(updated, variables, result, context);
    },
  });
}
