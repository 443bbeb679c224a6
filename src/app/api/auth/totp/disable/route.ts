import { disableTwoFactor } from "@/domain/two-factor/two-factor";
import { twoFactorProofInput } from "@/schemas/two-factor";
import { requireStaff } from "@/server/auth";
import { getDatabase } from "@/server/db";
import { readJson, withApi } from "@/server/http";
import { throttledLikeLogin, twoFactorSettings } from "@/server/two-factor";

export const dynamic = "force-dynamic";

/** Turns one's own two-factor login off, against the password or a current code: 204. */
export const POST = withApi(async ({ request, requestId }) => {
  const user = await requireStaff(request);
  const proof = await readJson(request, twoFactorProofInput);
  const { db } = await getDatabase();
  const audit = { actorId: user.id, requestId };
  await throttledLikeLogin(db, request, { email: user.email, requestId }, () => disableTwoFactor(db, user, proof, twoFactorSettings(), audit));
  return new Response(null, { status: 204 });
});
