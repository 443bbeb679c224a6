import { disableTwoFactor } from "@/domain/two-factor/two-factor";
import { noContent, withApi } from "@/server/http";
import { twoFactorCalls } from "@/server/openapi/two-factor";
import { throttledLikeLogin, twoFactorSettings } from "@/server/two-factor";

/** Turns one's own two-factor login off, against the password or a current code: 204. */
export const POST = withApi(twoFactorCalls.disable, async ({ db, actor, body, audit, request, requestId }) => {
  await throttledLikeLogin(db, request, { email: actor.email, requestId }, () => disableTwoFactor(db, actor, body, twoFactorSettings(), audit));
  return noContent();
});
