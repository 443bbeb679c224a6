"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { staffApi } from "@/client/staff-api";
import { notificationKeys } from "@/components/staff/notifications/notification-queries";
import type { MutationCallbacks } from "@/components/staff/shell/mutation-callbacks";
import type { ConsentsAnswer, ConsentsInput, NotificationAnswer } from "@/schemas/notification";

/** A patient's agreements per channel; the answer is shown at once. */
export function useSaveConsents(patientId: number, callbacks: MutationCallbacks<ConsentsAnswer, ConsentsInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: (input: ConsentsInput) => staffApi.notifications.saveConsents(patientId, input),
    onSuccess: (saved, variables, result, context) => {
      queryClient.setQueryData(notificationKeys.consentsOf(patientId), saved);
      // A withdrawn channel fails its waiting messages: their states change.
      void queryClient.invalidateQueries({ queryKey: notificationKeys.ofPatient(patientId) });
      return callbacks.onSuccess?.(saved, variables, result, context);
    },
  });
}

/** 'Renvoyer' a failed message: pending until the outbox has been read again, sent or refused. */
export function useRetryNotification(callbacks: MutationCallbacks<NotificationAnswer, number> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: staffApi.notifications.retry,
    onSettled: async (answer, error, variables, result, context) => {
      await callbacks.onSettled?.(answer, error, variables, result, context);
      return queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    },
  });
}
