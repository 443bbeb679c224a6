"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { staffApi } from "@/client/staff-api";
import { rightsKeys } from "@/components/staff/data-protection/rights-queries";
import { patientFileChanged } from "@/components/staff/patients/patient-mutations";
import type { MutationCallbacks } from "@/components/staff/shell/mutation-callbacks";
import type { RightsRequest, RightsRequestInput, RightsRequestUpdateInput } from "@/schemas/data-protection";
import type { PatientRecord } from "@/schemas/patient";

/** Law 09-08's erasure met on a file the practice must keep (decision 034): the file answered is the anonymised one. */
export function useAnonymisePatient(patientId: number, callbacks: MutationCallbacks<PatientRecord, { motif: string }> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: ({ motif }: { motif: string }) => staffApi.dataProtection.anonymise(patientId, motif),
    onSuccess: (saved, variables, result, context) => {
      patientFileChanged(queryClient, saved);
      return callbacks.onSuccess?.(saved, variables, result, context);
    },
  });
}

export function useAddRightsRequest(callbacks: MutationCallbacks<RightsRequest, RightsRequestInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: staffApi.dataProtection.addRights,
    onSuccess: (added, variables, result, context) => {
      void queryClient.invalidateQueries({ queryKey: rightsKeys.all });
      return callbacks.onSuccess?.(added, variables, result, context);
    },
  });
}

export function useAnswerRightsRequest(id: number, callbacks: MutationCallbacks<RightsRequest, RightsRequestUpdateInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: (update: RightsRequestUpdateInput) => staffApi.dataProtection.updateRights(id, update),
    onSuccess: (answered, variables, result, context) => {
      void queryClient.invalidateQueries({ queryKey: rightsKeys.all });
      return callbacks.onSuccess?.(answered, variables, result, context);
    },
  });
}
