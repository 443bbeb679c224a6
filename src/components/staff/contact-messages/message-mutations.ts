"use client";

import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { staffApi } from "@/client/staff-api";
import { alertKeys } from "@/components/staff/alerts/use-alert-counts";
import { messageKeys } from "@/components/staff/contact-messages/message-queries";
import type { MutationCallbacks } from "@/components/staff/shell/mutation-callbacks";
import type { InboxMessage } from "@/schemas/contact-message";

/** The lists (read or unread counts) and the header's count of unread messages. */
function inboxChanged(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: messageKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: alertKeys.all });
}

export type ReadChange = { id: number; read: boolean };

/** Marks a message read (on opening it) or unread; the message answered is shown at once. */
export function useSetMessageRead(callbacks: MutationCallbacks<InboxMessage, ReadChange> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: ({ id, read }: ReadChange) => staffApi.contactMessages.setRead(id, read),
    onSuccess: (message, variables, result, context) => {
      queryClient.setQueryData(messageKeys.detail(message.id), message);
      inboxChanged(queryClient);
      return callbacks.onSuccess?.(message, variables, result, context);
    },
  });
}

/** Law 09-08's erasure of a message (ADMIN, decision 034). */
export function useEraseMessage(id: number, callbacks: MutationCallbacks<null> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: () => staffApi.dataProtection.eraseMessage(id),
    onSuccess: (erased, variables, result, context) => {
      inboxChanged(queryClient);
      return callbacks.onSuccess?.(erased, variables, result, context);
    },
  });
}
