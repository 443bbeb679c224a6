import { authenticateStaff } from "@/domain/staff/authentication";
import { DomainError } from "@/domain/errors";
import { SecondFactorError } from "@/domain/two-factor/two-factor";
import { issueStaffToken } from "@/server/auth";
import { json, withApi } from "@/server/http";
import { assertLoginAllowed, recordLoginFailure, recordLoginSuccess } from "@/server/login-throttle";
import { authCalls } from "@/server/openapi/auth";
import { clientAddress, loginLimits, refundRateLimits } from "@/server/rate-limit";
import { twoFactorSettings } from "@/server/two-factor";

/**
 * Answers the token as a JSON string ("eyJ..."): the spec's client reads the body as text and
 * strips the quotes. Failed attempts are limited per address (the declaration's `limits`, hit
 * before the body is read), and slowed down per e-mail and address pair
 * (src/server/login-throttle.ts); a successful one is given back. An account with two-factor
 * login answers 401 `totpRequired` to the password alone, and takes the same call with `code` or
 * `recoveryCode` (decision 024): a refused code counts as a failed login.
 */
export const POST = withApi(authCalls.login, async ({ db, body: credentials, request, requestId }) => {
  const address = clientAddress(request);
  const byAddress = loginLimits(address);
  await assertLoginAllowed(db, credentials.email, address);
  let user;
  try {
    user = await authenticateStaff(db, credentials, requestId, twoFactorSettings());
  } catch (error) {
    if (error instanceof SecondFactorError && !error.refused) await refundRateLimits(db, byAddress);
    else if (error instanceof SecondFactorError || (error instanceof DomainError && error.code === "UNAUTHENTICATED")) {
      await recordLoginFailure(db, credentials.email, address, requestId);
    }
    throw error;
  }
  await recordLoginSuccess(db, credentials.email, address);
  await refundRateLimits(db, byAddress);
  return json(await issueStaffToken(db, user));
});
