"use client";

import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { staffApi } from "@/client/staff-api";
import type { MutationCallbacks } from "@/components/staff/shell/mutation-callbacks";
import type { ClaimFormLayout, ClaimFormLayoutAnswer } from "@/schemas/claim-form";

/** The feuille de soins' layout (decision 060). */
export const claimFormKeys = { layout: ["claim-form", "layout"] as const };

export const claimFormQueries = {
  layout: () => queryOptions({ queryKey: claimFormKeys.layout, queryFn: staffApi.claimForm.layout }),
};

/** The layout saved (ADMIN): the answer replaces the cached one. */
export function useSaveClaimFormLayout(callbacks: MutationCallbacks<ClaimFormLayoutAnswer, ClaimFormLayout> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: staffApi.claimForm.saveLayout,
    onSuccess: (saved, variables, result, context) => {
      queryClient.setQueryData(claimFormKeys.layout, saved);
      return callbacks.onSuccess?.(saved, variables, result, context);
    },
  });
}
