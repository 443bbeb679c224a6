"use client";

import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { staffApi } from "@/client/staff-api";
import { alertKeys } from "@/components/staff/alerts/use-alert-counts";
import { appointmentKeys } from "@/components/staff/appointments/appointment-queries";
import { bookingsToConfirmKeys } from "@/components/staff/bookings-to-confirm/bookings-to-confirm-queries";
import { patientKeys } from "@/components/staff/patients/patient-queries";
import type { MutationCallbacks } from "@/components/staff/shell/mutation-callbacks";
import type { Appointment } from "@/schemas/appointment";
import type { BookingConfirmationInput } from "@/schemas/bookings-to-confirm";

/** A booking confirmed or refused: the list, the header's count, every agenda, and the patient's history. */
function bookingDecided(queryClient: QueryClient, appointment: Appointment) {
  for (const key of [bookingsToConfirmKeys.all, alertKeys.all, appointmentKeys.all, patientKeys.accessHistoryOf(appointment.patient.id)]) {
    void queryClient.invalidateQueries({ queryKey: key });
  }
}

export type ConfirmBooking = { id: number; status: NonNullable<BookingConfirmationInput["status"]> };

/** « Confirmer »: planifié, or confirmé when the person was reached. */
export function useConfirmBooking(callbacks: MutationCallbacks<Appointment, ConfirmBooking> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: staffApi.booking.confirm,
    onSuccess: (saved, variables, result, context) => {
      bookingDecided(queryClient, saved);
      return callbacks.onSuccess?.(saved, variables, result, context);
    },
    // Already decided by someone else (409): the list is read again either way.
    onError: (error, variables, result, context) => {
      void queryClient.invalidateQueries({ queryKey: bookingsToConfirmKeys.all });
      return callbacks.onError?.(error, variables, result, context);
    },
  });
}

export type RefuseBooking = { id: number; motifAnnulation: string };

/** « Refuser »: cancelled by the practice with the reason; the slot is free again and the person is told. */
export function useRefuseBooking(callbacks: MutationCallbacks<Appointment, RefuseBooking> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: staffApi.booking.refuse,
    onSuccess: (saved, variables, result, context) => {
      bookingDecided(queryClient, saved);
      return callbacks.onSuccess?.(saved, variables, result, context);
    },
    onError: (error, variables, result, context) => {
      void queryClient.invalidateQueries({ queryKey: bookingsToConfirmKeys.all });
      return callbacks.onError?.(error, variables, result, context);
    },
  });
}
