import { queryOptions } from "@tanstack/react-query";
import { staffApi } from "@/client/staff-api";

/** The staff accounts' reads, by key: creating or deleting an account invalidates `staffUserKeys.all`. */
export const staffUserKeys = {
  all: ["staff-users"] as const,
  doctors: () => [...staffUserKeys.all, "doctors"] as const,
};

export const staffUserQueries = {
  doctors: () => queryOptions({ queryKey: staffUserKeys.doctors(), queryFn: staffApi.staffUsers.listDoctors }),
};
