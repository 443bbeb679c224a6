import { totpConfirmInput, twoFactorProofInput } from "@/schemas/two-factor";
import { adminOnly, badBody, badId, idPath, type Operation, rateLimited, ref, unauthenticated } from "@/server/openapi/operation";

/** Two-factor login with TOTP (decision 024): one's own enrolment, recovery codes, turning it off; an admin's reset. */

const tag = "Two-factor login";
const ownAccount = "The signed-in account's own two-factor login.";
const duringEnrolment =
  " Allowed to an ADMIN who must enrol (REQUIRE_2FA_FOR_ADMINS) before any other call, which answers that ADMIN 403 `totpEnrolmentRequired`.";
const throttled = { ...rateLimited, 429: "Too many refused codes or passwords (counted with failed logins): see Retry-After" };
const enrolmentRequired = { 403: "An ADMIN who must enrol first (REQUIRE_2FA_FOR_ADMINS): `totpEnrolmentRequired: true`" };

export const twoFactorCalls = {
  status: {
    method: "get",
    path: "/api/auth/totp",
    summary: "Where one's two-factor login stands",
    tag,
    access: "staff",
    session: { duringTotpEnrolment: true },
    accessNote: ownAccount + duringEnrolment,
    success: { status: 200, description: "On or off, since when, recovery codes left, whether it is compulsory", schema: ref("TwoFactorStatus") },
    errors: unauthenticated,
  },
  startEnrolment: {
    method: "post",
    path: "/api/auth/totp/enrolment",
    summary: "Start enrolling: a new secret with its otpauth:// URI and QR code (pending until confirmed)",
    tag,
    access: "staff",
    session: { duringTotpEnrolment: true },
    accessNote: `${ownAccount} Starting again replaces a pending secret. The answer is never logged.${duringEnrolment}`,
    success: { status: 200, description: "The secret (base32), its otpauth:// URI and QR code (SVG data URL)", schema: ref("TotpEnrolment") },
    errors: { ...unauthenticated, 409: "Two-factor login is already on" },
  },
  confirmEnrolment: {
    method: "post",
    path: "/api/auth/totp/enrolment/confirm",
    summary: "Confirm the enrolment with the app's first code: two-factor login is on",
    tag,
    access: "staff",
    session: { duringTotpEnrolment: true },
    accessNote: `${ownAccount} The code is used up. The ten recovery codes are in this answer only.${duringEnrolment}`,
    body: { name: "TotpConfirmInput", schema: totpConfirmInput },
    success: { status: 200, description: "The ten single-use recovery codes", schema: ref("RecoveryCodes") },
    errors: {
      ...badBody,
      400: "A malformed code, or a code the pending secret does not give now (`errors.code`)",
      ...unauthenticated,
      409: "No enrolment pending, or two-factor login already on",
      ...throttled,
    },
  },
  regenerateRecoveryCodes: {
    method: "post",
    path: "/api/auth/totp/recovery-codes",
    summary: "Ten new recovery codes in place of the old ones",
    tag,
    access: "staff",
    accessNote: `${ownAccount} Against the password or a current code.`,
    body: { name: "TwoFactorProofInput", schema: twoFactorProofInput },
    success: { status: 200, description: "The ten new single-use recovery codes (the old ones no longer work)", schema: ref("RecoveryCodes") },
    errors: {
      ...badBody,
      400: "Neither password nor code, or a wrong password (`errors.password`), or a wrong or already used code (`errors.code`)",
      ...unauthenticated,
      ...enrolmentRequired,
      409: "Two-factor login is off",
      ...throttled,
    },
     errorBodies: { 403: "TotpEnrolmentRequired" },
  },
  disable: {
    method: "post",
    path: "/api/auth/totp/disable",
    summary: "Turn one's two-factor login off",
    tag,
    access: "staff",
    accessNote: `${ownAccount} Against the password or a current code. The secret and the recovery codes are deleted.`,
    body: { name: "TwoFactorProofInput", schema: twoFactorProofInput },
    success: { status: 204, description: "Off: the account logs in with its password alone" },
    errors: {
      ...badBody,
      400: "Neither password nor code, or a wrong password (`errors.password`), or a wrong or already used code (`errors.code`)",
      ...unauthenticated,
      ...enrolmentRequired,
      409: "Two-factor login is off, or compulsory for this account (an ADMIN while REQUIRE_2FA_FOR_ADMINS is on)",
      ...throttled,
    },
     errorBodies: { 403: "TotpEnrolmentRequired" },
  },
  reset: {
    method: "delete",
    path: "/api/users/{id}/totp",
    summary: "Turn another account's two-factor login off (a lost phone, a lost encryption key)",
    tag,
    access: "admin",
    accessNote: "Audited (user.totp_reset). The account then logs in with its password alone and may enrol again.",
    pathParams: idPath("The account's id"),
    success: { status: 204, description: "Off" },
    errors: {
      ...badId,
      ...unauthenticated,
      ...adminOnly,
      404: "No active account with this id",
      409: "One's own account (use POST /api/auth/totp/disable), or an account without two-factor login",
    },
  },
} satisfies Record<string, Operation>;
