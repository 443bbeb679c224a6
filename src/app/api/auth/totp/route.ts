import { twoFactorStatus } from "@/domain/two-factor/two-factor";
import { requireStaffSession } from "@/server/auth";
import { getDatabase } from "@/server/db";
import { json, withApi } from "@/server/http";
import { twoFactorSettings } from "@/server/two-factor";

export const dynamic = "force-dynamic";

/** One's own two-factor login: on or off, since when, recovery codes left, whether it is compulsory. */
export const GET = withApi(async ({ request }) => {
  const { user } = await requireStaffSession(request, { duringTotpEnrolment: true });
  const { db } = await getDatabase();
  return json(await twoFactorStatus(db, user, twoFactorSettings()));
});
