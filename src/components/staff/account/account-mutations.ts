"use client";

import { useMutation } from "@tanstack/react-query";
import { staffApi } from "@/client/staff-api";
import type { MutationCallbacks } from "@/components/staff/shell/mutation-callbacks";
import type { PasswordChangeInput, PasswordChangeResponse } from "@/schemas/auth";

/**
 * One's own password (decision 023): the answer is a new token for this device. Nothing cached
 * changes; the session takes the token (the screen hands it over).
 */
export function useChangePassword(callbacks: MutationCallbacks<PasswordChangeResponse, PasswordChangeInput> = {}) {
  return useMutation({ ...callbacks, mutationFn: staffApi.account.changePassword });
}

/** Ends every session of the account, this one included: the screen logs out after it. */
export function useLogoutEverywhere(callbacks: MutationCallbacks<null> = {}) {
  return useMutation({ ...callbacks, mutationFn: staffApi.account.logoutAll });
}
