"use client";

import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { staffApi } from "@/client/staff-api";
import { alertKeys } from "@/components/staff/alerts/use-alert-counts";
import { requestKeys } from "@/components/staff/appointment-requests/request-queries";
import { appointmentKeys } from "@/components/staff/appointments/appointment-queries";
import type { MutationCallbacks } from "@/components/staff/shell/mutation-callbacks";
import type { AppointmentInput } from "@/schemas/appointment";
import type { RequestStatus, TriagedRequest } from "@/schemas/appointment-request";

/** Requests and the header's counts (of new requests) are out of date; with an appointment, the agenda too. */
function requestsChanged(queryClient: QueryClient, { appointments }: { appointments: boolean }) {
  void queryClient.invalidateQueries({ queryKey: requestKeys.all });
  if (appointments) void queryClient.invalidateQueries({ queryKey: appointmentKeys.all });
  void queryClient.invalidateQueries({ queryKey: alertKeys.all });
}

export type RequestStatusChange = { request: TriagedRequest; to: RequestStatus; annulerRendezVous?: boolean };

/** A triage step; cancelling a planned request may cancel its appointment (`annulerRendezVous`). */
export function useChangeRequestStatus(callbacks: MutationCallbacks<TriagedRequest, RequestStatusChange> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: ({ request, to, annulerRendezVous }: RequestStatusChange) =>
      staffApi.appointmentRequests.changeStatus(request.id, to, annulerRendezVous ? { annulerRendezVous } : {}),
    // Refused or not, the list is read again: someone else may have moved the request meanwhile.
    onSettled: (changed, error, variables, result, context) => {
      requestsChanged(queryClient, { appointments: true });
      return callbacks.onSettled?.(changed, error, variables, result, context);
    },
  });
}

export type RequestConversion = Omit<AppointmentInput, "patient">;

/** The request becomes `patientId`'s appointment, and 'planifiée'. */
export function useConvertRequest(
  requestId: number,
  patientId: number,
  callbacks: MutationCallbacks<Awaited<ReturnType<typeof staffApi.appointmentRequests.convert>>, RequestConversion> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: (booking: RequestConversion) => staffApi.appointmentRequests.convert(requestId, { ...booking, patient: { id: patientId } }),
    onSuccess: (converted, variables, result, context) => {
      requestsChanged(queryClient, { appointments: true });
      return callbacks.onSuccess?.(converted, variables, result, context);
    },
  });
}

/** Law 09-08's erasure of a request (ADMIN, decision 034). */
export function useEraseRequest(requestId: number, callbacks: MutationCallbacks<null> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: () => staffApi.dataProtection.eraseRequest(requestId),
    onSuccess: (erased, variables, result, context) => {
      requestsChanged(queryClient, { appointments: false });
      return callbacks.onSuccess?.(erased, variables, result, context);
    },
  });
}
