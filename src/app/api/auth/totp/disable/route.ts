import { disableTwoFactor } from "@/domain/two-factor/two-factor";
import { withApi } from "@/server/http";
import { withTwoFactorProof } from "@/server/two-factor";

export const dynamic = "force-dynamic";

/** Turns one's own two-factor login off, against the password or a current code: 204. */
export const POST = withApi(async ({ request, requestId }) => {
  await withTwoFactorProof(request, requestId, disableTwoFactor);
  return new Response(null, { status: 204 });
});
