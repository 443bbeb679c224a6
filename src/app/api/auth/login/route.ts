import { attemptLogin } from "@/domain/staff/login";
import { PENDING_LOGIN_FIELD, TOTP_REQUIRED_FLAG } from "@/schemas/two-factor-messages";
import { issueStaffToken } from "@/server/auth";
import { json, withApi } from "@/server/http";
import { loginThrottle } from "@/server/login-throttle";
import { authCalls } from "@/server/openapi/auth";
import { clientAddress } from "@/server/rate-limit";
import { jwtSecret } from "@/server/secrets";
import { twoFactorSettings } from "@/server/two-factor";

/**
 * Answers the token as a JSON string ("eyJ..."): the spec's client reads the body as text and
 * strips the quotes. An account with two-factor login answers the password with 401
 * `totpRequired` and a pending token, sent back with the code (decision 038). The limits and
 * every rule live in the domain's login use case (src/domain/staff/login.ts).
 */
export const POST = withApi(authCalls.login, async ({ db, body, request, requestId }) => {
  const outcome = await attemptLogin(db, body, { address: clientAddress(request), requestId }, () => new Date(), {
    throttle: loginThrottle,
    twoFactor: twoFactorSettings(),
    pendingLoginKey: jwtSecret(),
    issueToken: issueStaffToken,
  });
  if (outcome.kind === "signedIn") return json(outcome.token);
  return json({ message: outcome.message, [TOTP_REQUIRED_FLAG]: true, [PENDING_LOGIN_FIELD]: outcome.jetonSecondFacteur }, 401);
});
