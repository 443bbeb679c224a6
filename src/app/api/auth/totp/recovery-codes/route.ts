import { regenerateRecoveryCodes } from "@/domain/two-factor/two-factor";
import { json, withApi } from "@/server/http";
import { withTwoFactorProof } from "@/server/two-factor";

export const dynamic = "force-dynamic";

/** Ten new recovery codes in place of the old ones, against the password or a current code. */
export const POST = withApi(async ({ request, requestId }) => json(await withTwoFactorProof(request, requestId, regenerateRecoveryCodes)));
