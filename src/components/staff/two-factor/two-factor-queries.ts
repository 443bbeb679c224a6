import { queryOptions } from "@tanstack/react-query";
import { staffApi } from "@/client/staff-api";

/** One's own two-factor login (decision 024): every change invalidates `twoFactorKeys.all`. */
export const twoFactorKeys = {
  all: ["two-factor"] as const,
  status: () => [...twoFactorKeys.all, "status"] as const,
};

export const twoFactorQueries = {
  status: () => queryOptions({ queryKey: twoFactorKeys.status(), queryFn: staffApi.twoFactor.status }),
};
