"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { staffApi } from "@/client/staff-api";
import type { MutationCallbacks } from "@/components/staff/shell/mutation-callbacks";
import { staffUserKeys } from "@/components/staff/staff-users/staff-user-queries";
import { twoFactorKeys } from "@/components/staff/two-factor/two-factor-queries";
import type { RecoveryCodes, TotpEnrolment, TwoFactorProofInput } from "@/schemas/two-factor";

/** The secret of a new enrolment: nothing changes until its first code is confirmed. */
export function useStartTotpEnrolment(callbacks: MutationCallbacks<TotpEnrolment> = {}) {
  return useMutation({ ...callbacks, mutationFn: staffApi.twoFactor.startEnrolment });
}

/** The app's first code: two-factor login is on, the recovery codes come back (shown once). */
export function useConfirmTotpEnrolment(callbacks: MutationCallbacks<RecoveryCodes, { code: string }> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: ({ code }: { code: string }) => staffApi.twoFactor.confirmEnrolment(code),
    onSuccess: (codes, variables, result, context) => {
      void queryClient.invalidateQueries({ queryKey: twoFactorKeys.all });
      return callbacks.onSuccess?.(codes, variables, result, context);
    },
  });
}

/** New recovery codes, with the password or a current code: the count left changes. */
export function useRegenerateRecoveryCodes(callbacks: MutationCallbacks<RecoveryCodes, TwoFactorProofInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: staffApi.twoFactor.regenerateRecoveryCodes,
    onSuccess: (codes, variables, result, context) => {
      void queryClient.invalidateQueries({ queryKey: twoFactorKeys.all });
      return callbacks.onSuccess?.(codes, variables, result, context);
    },
  });
}

/** Turns one's own two-factor login off, with the password or a current code. */
export function useDisableTwoFactor(callbacks: MutationCallbacks<unknown, TwoFactorProofInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: staffApi.twoFactor.disable,
    onSuccess: (answer, variables, result, context) => {
      void queryClient.invalidateQueries({ queryKey: twoFactorKeys.all });
      return callbacks.onSuccess?.(answer, variables, result, context);
    },
  });
}

/** An admin turns another account's two-factor login off (a lost phone); refused or not, the accounts are read again. */
export function useResetTwoFactor(callbacks: MutationCallbacks<unknown, { id: number }> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: (account: { id: number }) => staffApi.twoFactor.reset(account.id),
    onSettled: (answer, error, variables, result, context) => {
      const done = callbacks.onSettled?.(answer, error, variables, result, context);
      void queryClient.invalidateQueries({ queryKey: staffUserKeys.all });
      return done;
    },
  });
}
