"use client";

import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { staffApi } from "@/client/staff-api";
import type { MutationCallbacks } from "@/components/staff/shell/mutation-callbacks";
import type { Act, ActInput, ActPatchInput } from "@/schemas/act";

/** The catalogue of acts (decision 055). */
export const actKeys = { all: ["acts"] as const };

export const actQueries = {
  list: () => queryOptions({ queryKey: actKeys.all, queryFn: staffApi.acts.list }),
};

/** An act changed or confirmed (ADMIN): the answer replaces it in the list. */
export function useUpdateAct(callbacks: MutationCallbacks<Act, { id: number; patch: ActPatchInput }> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: staffApi.acts.update,
    onSuccess: (saved, variables, result, context) => {
      queryClient.setQueryData<Act[]>(actKeys.all, (list) => list?.map((act) => (act.id === saved.id ? saved : act)));
      return callbacks.onSuccess?.(saved, variables, result, context);
    },
  });
}

/** An act added (ADMIN): the list is read again, in the catalogue's order. */
export function useCreateAct(callbacks: MutationCallbacks<Act, ActInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: staffApi.acts.create,
    onSuccess: async (saved, variables, result, context) => {
      await queryClient.invalidateQueries({ queryKey: actKeys.all });
      return callbacks.onSuccess?.(saved, variables, result, context);
    },
  });
}
