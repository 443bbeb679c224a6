import { regenerateRecoveryCodes } from "@/domain/two-factor/two-factor";
import { json, withApi } from "@/server/http";
import { twoFactorCalls } from "@/server/openapi/two-factor";
import { throttledLikeLogin, twoFactorSettings } from "@/server/two-factor";

/** Ten new recovery codes in place of the old ones, against the password or a current code. */
export const POST = withApi(twoFactorCalls.regenerateRecoveryCodes, async ({ db, actor, body, audit, request, requestId }) =>
  json(await throttledLikeLogin(db, request, { email: actor.email, requestId }, () => regenerateRecoveryCodes(db, actor, body, twoFactorSettings(), audit))),
);
