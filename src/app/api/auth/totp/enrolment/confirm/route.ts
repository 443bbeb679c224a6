import { confirmTotpEnrolment } from "@/domain/two-factor/two-factor";
import { totpConfirmInput } from "@/schemas/two-factor";
import { requireStaffSession } from "@/server/auth";
import { getDatabase } from "@/server/db";
import { json, readJson, withApi } from "@/server/http";
import { throttledLikeLogin, twoFactorSettings } from "@/server/two-factor";

export const dynamic = "force-dynamic";

/** The app's first code turns two-factor login on; answers the ten recovery codes, shown this once. */
export const POST = withApi(async ({ request, requestId }) => {
  const { user } = await requireStaffSession(request, { duringTotpEnrolment: true });
  const { code } = await readJson(request, totpConfirmInput);
  const { db } = await getDatabase();
  const audit = { actorId: user.id, requestId };
  return json(await throttledLikeLogin(db, request, { email: user.email, requestId }, () => confirmTotpEnrolment(db, user, code, twoFactorSettings(), audit)));
});
