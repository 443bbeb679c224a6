import { RECOVERY_CODE_ALPHABET } from "@/schemas/two-factor";
import { RECOVERY_CODE_COUNT } from "@/schemas/two-factor-messages";

/**
 * Recovery codes: 10 letters and digits from a 32-character alphabet without look-alikes (50
 * random bits each; 256 is a multiple of 32, so every character is equally likely), shown as
 * ABCDE-FGHJK. Stored as argon2id hashes of the normalised form (no dash, upper case).
 */

const CODE_LENGTH = 10;

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
