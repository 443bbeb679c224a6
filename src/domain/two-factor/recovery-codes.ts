import { createHmac, timingSafeEqual } from "node:crypto";
import { verifyPassword } from "@/domain/staff/passwords";
import { RECOVERY_CODE_ALPHABET } from "@/schemas/two-factor";
import { RECOVERY_CODE_COUNT } from "@/schemas/two-factor-messages";

/**
 * Recovery codes: 10 letters and digits from a 32-character alphabet without look-alikes (50
 * random bits each; 256 is a multiple of 32, so every character is equally likely), shown as
 * ABCDE-FGHJK. Stored as an HMAC-SHA-256 of the normalised form (no dash, upper case) under a key
 * kept outside the database (decision 038): 50 random bits need no slow hash, only a key a stolen
 * backup does not hold. Codes issued before that are argon2id hashes, still accepted (`$argon2`).
 */

const CODE_LENGTH = 10;
/** The stored form of a keyed hash: a version, so that another key or scheme can follow. */
const HMAC_PREFIX = "hmac-sha256:v1:";

function newRecoveryCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(CODE_LENGTH));
  return Array.from(bytes, (b) => RECOVERY_CODE_ALPHABET[b % RECOVERY_CODE_ALPHABET.length]).join("");
}

/** A set of new codes, normalised (as stored and compared). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
}

/** ABCDEFGHJK → ABCDE-FGHJK: how a code is shown to be copied or printed. */
export function formatRecoveryCode(code: string): string {
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

function mac(key: Uint8Array, code: string): Buffer {
  return createHmac("sha256", key).update(code, "utf8").digest();
}

/** What is stored for a normalised code: its HMAC-SHA-256 under `key`. */
export function hashRecoveryCode(key: Uint8Array, code: string): string {
  return HMAC_PREFIX + mac(key, code).toString("base64url");
}

/** Whether a normalised code matches a stored hash, of either form (keyed hash, or argon2id from before decision 038). */
export async function recoveryCodeMatches(key: Uint8Array, storedHash: string, code: string): Promise<boolean> {
  if (storedHash.startsWith(HMAC_PREFIX)) {
    const stored = Buffer.from(storedHash.slice(HMAC_PREFIX.length), "base64url");
    const given = mac(key, code);
    return stored.length === given.length && timingSafeEqual(stored, given);
  }
  return storedHash.startsWith("$argon2") && verifyPassword(storedHash, code);
}
