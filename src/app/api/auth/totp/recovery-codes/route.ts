import { regenerateRecoveryCodes } from "@/domain/two-factor/two-factor";
import { twoFactorProofInput } from "@/schemas/two-factor";
import { requireStaff } from "@/server/auth";
import { getDatabase } from "@/server/db";
import { json, readJson, withApi } from "@/server/http";
import { throttledLikeLogin, twoFactorSettings } from "@/server/two-factor";

export const dynamic = "force-dynamic";

/** Ten new recovery codes in place of the old ones, against the password or a current code. */
export const POST = withApi(async ({ request, requestId }) => {
  const user = await requireStaff(request);
  const proof = await readJson(request, twoFactorProofInput);
  const { db } = await getDatabase();
  const audit = { actorId: user.id, requestId };
  return json(await throttledLikeLogin(db, request, { email: user.email, requestId }, () => regenerateRecoveryCodes(db, user, proof, twoFactorSettings(), audit)));
});
