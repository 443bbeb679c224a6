import { queryOptions } from "@tanstack/react-query";
import { staffApi } from "@/client/staff-api";

/** The staff accounts' reads, by key: creating, changing or deleting an account invalidates `staffUserKeys.all`. */
export const staffUserKeys = {
  all: ["staff-users"] as const,
  doctors: () => [...staffUserKeys.all, "doctors"] as const,
  accounts: () => [...staffUserKeys.all, "accounts"] as const,
};

export const staffUserQueries = {
  doctors: () => queryOptions({ queryKey: staffUserKeys.doctors(), queryFn: staffApi.staffUsers.listDoctors }),
  /** Every account, active or deactivated: the admins' list (a practice's staff, a few dozen at most). */
  accounts: () => queryOptions({ queryKey: staffUserKeys.accounts(), queryFn: staffApi.staffUsers.list }),
};
