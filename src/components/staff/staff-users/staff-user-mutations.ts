"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { staffApi, type StaffAccountUpdate } from "@/client/staff-api";
import type { MutationCallbacks } from "@/components/staff/shell/mutation-callbacks";
import { staffUserKeys } from "@/components/staff/staff-users/staff-user-queries";
import type { PasswordResetResponse } from "@/schemas/auth";
import type { StaffAccount, StaffUser, StaffUserInput } from "@/schemas/staff-user";

/** A new account (ADMIN): the lists of accounts and of doctors are out of date. */
export function useAddStaffUser(callbacks: MutationCallbacks<StaffUser | null, StaffUserInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: staffApi.staffUsers.create,
    onSuccess: (created, variables, result, context) => {
      void queryClient.invalidateQueries({ queryKey: staffUserKeys.all });
      return callbacks.onSuccess?.(created, variables, result, context);
    },
  });
}

/**
 * The spec's delete form looks the account up by e-mail before it asks for a confirmation: a read
 * made on demand, kept as a mutation (nothing cached, nothing to invalidate).
 */
export function useFindStaffUser(callbacks: MutationCallbacks<StaffUser, { email: string }> = {}) {
  return useMutation({ ...callbacks, mutationFn: ({ email }: { email: string }) => staffApi.staffUsers.findByEmail(email) });
}

/** The spec's logical delete, 'Désactiver' in the list (ADMIN). */
export function useDeactivateStaffUser(callbacks: MutationCallbacks<unknown, Pick<StaffUser, "id">> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: (account: Pick<StaffUser, "id">) => staffApi.staffUsers.delete(account.id),
    // Refused too (already deactivated elsewhere, the last admin): the list shows the accounts as they are.
    onSettled: (answer, error, variables, result, context) => {
      void queryClient.invalidateQueries({ queryKey: staffUserKeys.all });
      return callbacks.onSettled?.(answer, error, variables, result, context);
    },
  });
}

/** 'Réactiver' a deactivated account; refused or not, the list is read again. */
export function useRestoreStaffUser(callbacks: MutationCallbacks<StaffAccount, StaffAccount> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: (account: StaffAccount) => staffApi.staffUsers.restore(account.id),
    onSettled: (restored, error, variables, result, context) => {
      void queryClient.invalidateQueries({ queryKey: staffUserKeys.all });
      return callbacks.onSettled?.(restored, error, variables, result, context);
    },
  });
}

/** 'Modifier' an account: names, e-mail, role, and whether an admin consults (`estMedecin`). */
export function useUpdateStaffUser(accountId: number, callbacks: MutationCallbacks<StaffAccount, StaffAccountUpdate> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: (changes: StaffAccountUpdate) => staffApi.staffUsers.update(accountId, changes),
    onSuccess: (saved, variables, result, context) => {
      void queryClient.invalidateQueries({ queryKey: staffUserKeys.all });
      return callbacks.onSuccess?.(saved, variables, result, context);
    },
  });
}

/** A temporary password, shown once: nothing listed changes. */
export function useResetStaffPassword(callbacks: MutationCallbacks<PasswordResetResponse, StaffAccount> = {}) {
  return useMutation({ ...callbacks, mutationFn: (account: StaffAccount) => staffApi.staffUsers.resetPassword(account.id) });
}
