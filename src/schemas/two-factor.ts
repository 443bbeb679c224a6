import { z } from "zod";
import { answer } from "@/schemas/fields";
import { RECOVERY_CODE_COUNT, TOTP_DIGITS, twoFactorMessages as m } from "@/schemas/two-factor-messages";

export * from "@/schemas/two-factor-messages";

/**
 * Two-factor login with TOTP (RFC 6238, decision 024): the payloads and answers of the enrolment
 * calls, of the login's second step, and of an admin's reset.
 */

/** A 6-digit code from an authenticator app; spaces typed between the digits are ignored. */
export const totpCodeField = z
  .string({ error: (issue) => (issue.input == null ? m.codeMissing : m.codeFormat) })
  .max(20, { error: m.codeFormat })
  .transform((value) => value.replace(/\s+/g, ""))
  .pipe(z.string().min(1, { error: m.codeMissing }).regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), { error: m.codeFormat }));

/** Recovery codes are written ABCDE-FGHJK: 10 of 32 letters and digits (no I, O, 0, 1); case, spaces and dashes are ignored. */
export const RECOVERY_CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export const normalizeRecoveryCode = (value: string) => value.toUpperCase().replace(/[\s-]+/g, "");

export const recoveryCodeField = z
  .string({ error: (issue) => (issue.input == null ? m.recoveryCodeMissing : m.recoveryCodeFormat) })
  .max(40, { error: m.recoveryCodeFormat })
  .transform(normalizeRecoveryCode)
  .pipe(z.string().min(1, { error: m.recoveryCodeMissing }).regex(/^[A-HJ-NP-Z2-9]{10}$/, { error: m.recoveryCodeFormat }));

/** The login's optional second factor (POST /api/auth/login adds these to the spec's email and password). */
export const loginSecondFactorFields = {
  code: totpCodeField.optional().meta({ description: "The authenticator app's 6-digit code, for an account with two-factor login" }),
  recoveryCode: recoveryCodeField.optional().meta({ description: "One of the account's single-use recovery codes, instead of `code`" }),
};

export const oneSecondFactorAtMost = (value: { code?: string; recoveryCode?: string }) =>
  value.code === undefined || value.recoveryCode === undefined;

/** POST /api/auth/totp/enrolment/confirm: the first code of the app, which turns two-factor login on. */
export const totpConfirmInput = z.strictObject({ code: totpCodeField });
export type TotpConfirmInput = z.input<typeof totpConfirmInput>;

const passwordField = z
  .string({ error: "Le mot de passe doit être un texte." })
  .max(200, { error: "Le mot de passe ne doit pas dépasser 200 caractères." });

/** Disabling two-factor login or regenerating the recovery codes: the password or a current code. */
export const twoFactorProofInput = z
  .strictObject({
    password: passwordField.optional().transform((value) => (value ? value : undefined)),
    code: z
      .string({ error: m.codeFormat })
      .optional()
      .transform((value) => (value?.trim() ? value : undefined))
      .pipe(totpCodeField.optional()),
  })
  .refine((value) => value.password !== undefined || value.code !== undefined, { error: m.proofMissing, path: ["password"] });
export type TwoFactorProofInput = z.input<typeof twoFactorProofInput>;

/** The same proof as the forms ask for it, one way at a time: the password, or a code (`totpConfirmInput`). */
export const passwordProofInput = z.strictObject({ password: passwordField.min(1, { error: "Le mot de passe est obligatoire." }) });

/** GET /api/auth/totp: where one's own two-factor login stands. */
export const twoFactorStatusResponse = z.object({
  totpEnabled: z.boolean(),
  /** When the first code was confirmed; null while two-factor login is off. */
  activeDepuis: answer.instant.nullable(),
  /** Recovery codes not used yet (0 while two-factor login is off). */
  codesSecoursRestants: z.number().int().min(0).max(RECOVERY_CODE_COUNT),
  /** Whether this account must have two-factor login (an ADMIN while REQUIRE_2FA_FOR_ADMINS is on). */
  obligatoire: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusResponse>;

/** POST /api/auth/totp/enrolment: the new secret to add to an authenticator app. */
export const totpEnrolmentResponse = z.object({
  /** The secret in base32, for typing into the app by hand. */
  secret: z.string(),
  /** The otpauth:// URI (the QR code's content; a link that opens the app on a phone). Never logged. */
  uri: z.string(),
  /** The QR code of `uri`, as an SVG data URL for an <img>. */
  codeQr: z.string(),
});
export type TotpEnrolment = z.infer<typeof totpEnrolmentResponse>;

/** The confirmation and the regeneration answer the new recovery codes, shown once and never again. */
export const recoveryCodesResponse = z.object({
  codesSecours: z.array(z.string()).length(RECOVERY_CODE_COUNT),
});
export type RecoveryCodes = z.infer<typeof recoveryCodesResponse>;

/** The 401 of the login's second step and the 403 of a pending compulsory enrolment. */
export const totpRequiredResponse = z
  .object({
    message: z.string(),
    totpRequired: z.literal(true),
    /** After a right password (decision 038): sent back with the code instead of the password. */
    jetonSecondFacteur: z.string().optional().meta({ description: "The pending login's token (HS256, 5 minutes, once), answered by the password step" }),
  })
  .meta({ id: "TotpRequired" });
export const totpEnrolmentRequiredResponse = z
  .object({ message: z.string(), totpEnrolmentRequired: z.literal(true) })
  .meta({ id: "TotpEnrolmentRequired" });
