"use client";

import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { staffApi } from "@/client/staff-api";
import type { MutationCallbacks } from "@/components/staff/shell/mutation-callbacks";
import type { Insurer, InsurerInput, InsurerPatchInput } from "@/schemas/insurer";

/** The insurers an admin keeps (decision 055). */
export const insurerKeys = { all: ["insurers"] as const };

export const insurerQueries = {
  list: () => queryOptions({ queryKey: insurerKeys.all, queryFn: staffApi.insurers.list }),
};

/** An insurer added (ADMIN): the list is read again, since the server keeps it in name order. */
export function useCreateInsurer(callbacks: MutationCallbacks<Insurer, InsurerInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: staffApi.insurers.create,
    onSuccess: async (saved, variables, result, context) => {
      await queryClient.invalidateQueries({ queryKey: insurerKeys.all });
      return callbacks.onSuccess?.(saved, variables, result, context);
    },
  });
}

/**
 * An insurer changed, deactivated or made active again (ADMIN): the answer replaces it in the
 * list at once, then the list is read again (a new name may move it).
 */
export function useUpdateInsurer(callbacks: MutationCallbacks<Insurer, { id: number; patch: InsurerPatchInput }> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: staffApi.insurers.update,
    onSuccess: (saved, variables, result, context) => {
      queryClient.setQueryData<Insurer[]>(insurerKeys.all, (list) => list?.map((insurer) => (insurer.id === saved.id ? saved : insurer)));
      void queryClient.invalidateQueries({ queryKey: insurerKeys.all });
      return callbacks.onSuccess?.(saved, variables, result, context);
    },
  });
}
