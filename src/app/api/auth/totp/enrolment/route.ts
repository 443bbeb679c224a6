import { startTotpEnrolment } from "@/domain/two-factor/two-factor";
import { json, withApi } from "@/server/http";
import { twoFactorCalls } from "@/server/openapi/two-factor";
import { twoFactorSettings } from "@/server/two-factor";

/** Starts (or starts again) one's enrolment: a new secret, its otpauth:// URI and QR code. Never logged. */
export const POST = withApi(twoFactorCalls.startEnrolment, async ({ db, actor }) => json(await startTotpEnrolment(db, actor, twoFactorSettings())));
