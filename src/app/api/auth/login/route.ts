import { authenticateStaff } from "@/domain/staff/authentication";
import { loginInput } from "@/schemas/auth";
import { signStaffToken } from "@/server/auth";
import { getDatabase } from "@/server/db";
import { json, readJson, withApi } from "@/server/http";
import { clientAddress, hitRateLimits, loginEmailLimits, loginLimits, refundRateLimits } from "@/server/rate-limit";

export const dynamic = "force-dynamic";

/**
 * Answers the token as a JSON string ("eyJ..."): the spec's client reads the body as text and
 * strips the quotes. Attempts are limited per address and per e-mail; a successful one is given back.
 */
export const POST = withApi(async ({ request, requestId }) => {
  const { db } = await getDatabase();
  const byAddress = loginLimits(clientAddress(request));
  await hitRateLimits(db, byAddress);
  const credentials = await readJson(request, loginInput);
  const byEmail = loginEmailLimits(credentials.email);
  await hitRateLimits(db, byEmail);
  const user = await authenticateStaff(db, credentials, requestId);
  await refundRateLimits(db, byAddress, byEmail);
  return json(await signStaffToken(user));
});
