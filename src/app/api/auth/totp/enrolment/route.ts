import { startTotpEnrolment } from "@/domain/two-factor/two-factor";
import { requireStaffSession } from "@/server/auth";
import { getDatabase } from "@/server/db";
import { json, withApi } from "@/server/http";
import { twoFactorSettings } from "@/server/two-factor";

export const dynamic = "force-dynamic";

/** Starts (or starts again) one's enrolment: a new secret, its otpauth:// URI and QR code. Never logged. */
export const POST = withApi(async ({ request }) => {
  const { user } = await requireStaffSession(request, { duringTotpEnrolment: true });
  const { db } = await getDatabase();
  return json(await startTotpEnrolment(db, user, twoFactorSettings()));
});
