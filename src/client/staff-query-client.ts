import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { isApiError, isPasswordChangeRequired, isTotpEnrolmentRequired } from "@/client/staff-api";

/** A call that never got an answer, or a server that is briefly down (503 while the database restarts). */
function isTransient(error: unknown): boolean {
  return isApiError(error) && (error.isNetworkFailure || error.status === 502 || error.status === 503 || error.status === 504);
}

/**
 * The staff area's cache of server state (TanStack Query, docs/decisions/017). One place decides
 * what a 401 means, whichever call got it: the session has expired (`onUnauthorized`); and what
 * a 403 `passwordChangeRequired` means: the account must choose a new password first
 * (`onPasswordChangeRequired`, docs/decisions/023); and a 403 `totpEnrolmentRequired`: the account
 * must turn two-factor login on first (`onTotpEnrolmentRequired`, docs/decisions/024).
 * Reads are retried twice when the failure is transient, never when the server refused them.
 */
export function createStaffQueryClient({
  onUnauthorized,
  onPasswordChangeRequired = () => {},
  onTotpEnrolmentRequired = () => {},
  retry = true,
}: {
  onUnauthorized: () => void;
  onPasswordChangeRequired?: () => void;
  onTotpEnrolmentRequired?: () => void;
  retry?: boolean;
}) {
  const onError = (error: unknown) => {
    if (isApiError(error, 401)) onUnauthorized();
    else if (isPasswordChangeRequired(error)) onPasswordChangeRequired();
    else if (isTotpEnrolmentRequired(error)) onTotpEnrolmentRequired();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        retry: retry ? (failures, error) => failures < 2 && isTransient(error) : false,
        // Every read of patient data is audited: read again when something changed, not on every focus.
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}
