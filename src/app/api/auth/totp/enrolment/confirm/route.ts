import { confirmTotpEnrolment } from "@/domain/two-factor/two-factor";
import { json, withApi } from "@/server/http";
import { twoFactorCalls } from "@/server/openapi/two-factor";
import { throttledLikeLogin, twoFactorSettings } from "@/server/two-factor";

/** The app's first code turns two-factor login on; answers the ten recovery codes, shown this once. */
export const POST = withApi(twoFactorCalls.confirmEnrolment, async ({ db, actor, body, audit, request, requestId }) =>
  json(await throttledLikeLogin(db, request, { email: actor.email, requestId }, () => confirmTotpEnrolment(db, actor, body.code, twoFactorSettings(), audit))),
);
