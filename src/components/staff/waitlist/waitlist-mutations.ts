"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { staffApi } from "@/client/staff-api";
import type { MutationCallbacks } from "@/components/staff/shell/mutation-callbacks";
import { waitlistKeys } from "@/components/staff/waitlist/waitlist-queries";

/** An entry removed from the waiting list: the list is read again. */
export function useRemoveWaitlistEntry(callbacks: MutationCallbacks<null, number> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: staffApi.waitlist.remove,
    onSuccess: async (result, id, mutation, context) => {
      await queryClient.invalidateQueries({ queryKey: waitlistKeys.all });
      return callbacks.onSuccess?.(result, id, mutation, context);
    },
  });
}
