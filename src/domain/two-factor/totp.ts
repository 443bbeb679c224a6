import { Secret, TOTP } from "otpauth";
import { toString as qrCodeString } from "qrcode";
import { TOTP_DIGITS } from "@/schemas/two-factor-messages";

/**
 * TOTP (RFC 6238) through otpauth: SHA-1, 6 digits, 30-second steps — what every authenticator
 * app reads from a QR code — and a 160-bit random secret (RFC 4226's recommended length).
 */

export const TOTP_PERIOD_SECONDS = 30;
/** Codes of the step before and after the current one are accepted too: phones' clocks drift. */
const WINDOW = 1;

function totp(secret: string, account?: { issuer: string; label: string }) {
  return new TOTP({
    issuer: account?.issuer ?? "",
    label: account?.label ?? "",
    algorithm: "SHA1",
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new random secret, in base32 (what a person types into an app by hand). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an app reads from the QR code: issuer (the practice) and label (the account's e-mail). */
export function totpUri(secret: string, account: { issuer: string; label: string }): string {
  return totp(secret, account).toString();
}

/** The QR code of an otpauth:// URI as an SVG data URL, ready for an <img>. */
export async function qrCodeDataUrl(uri: string): Promise<string> {
  const svg = await qrCodeString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2, color: { dark: "#0b1f33", light: "#ffffff" } });
  return `data:image/svg+xml;base64,${Buffer.from(svg, "utf8").toString("base64")}`;
}

/**
 * The 30-second step a code belongs to, within one step of `now`, or null when it matches none.
 * The caller refuses a step at or before the last one accepted: a code is good once.
 */
export function matchingTotpStep(secret: string, code: string, now = Date.now()): number | null {
  const generator = totp(secret);
  const delta = generator.validate({ token: code, timestamp: now, window: WINDOW });
  return delta === null ? null : generator.counter({ timestamp: now }) + delta;
}

/** The code of `secret` at `timestamp` (what the person's app shows): for tests and drills. */
export function totpCodeAt(secret: string, timestamp = Date.now()): string {
  return totp(secret).generate({ timestamp });
}
