import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

/**
 * TOTP secrets at rest (decision 024): AES-256-GCM from Node's crypto, a fresh 96-bit nonce per
 * seal, and the account it belongs to as additional authenticated data, so a sealed secret
 * copied onto another account's row does not open. The key never enters the database: backups
 * copy the database, and a backup alone must not give anyone a way to make codes.
 *
 * Sealed form: `v1.<nonce>.<tag>.<ciphertext>` (base64url). The version leaves room for another
 * scheme or key later without guessing.
 */

const VERSION = "v1";
const ALGORITHM = "aes-256-gcm";
const NONCE_BYTES = 12;
const KEY_BYTES = 32;
// A shorter tag would be accepted by Node unless the length is fixed.
const TAG_BYTES = 16;

/** A sealed secret that cannot be opened: another key, altered data, or another account's row. */
export class SealedSecretError extends Error {
  constructor() {
    super("The sealed TOTP secret cannot be opened with this key.");
    this.name = "SealedSecretError";
  }
}

function checkKey(key: Uint8Array) {
  if (key.byteLength !== KEY_BYTES) throw new Error(`The TOTP encryption key must be ${KEY_BYTES} bytes long.`);
}

export function sealSecret(key: Uint8Array, secret: string, context: string): string {
  checkKey(key);
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, nonce, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(context, "utf8"));
  const ciphertext = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return [VERSION, nonce, cipher.getAuthTag(), ciphertext].map((part) => (typeof part === "string" ? part : part.toString("base64url"))).join(".");
}

export function openSecret(key: Uint8Array, sealed: string, context: string): string {
  checkKey(key);
  const [version, nonce, tag, ciphertext, ...rest] = sealed.split(".");
  if (version !== VERSION || !nonce || !tag || ciphertext === undefined || rest.length > 0) throw new SealedSecretError();
  try {
    const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(nonce, "base64url"), { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(context, "utf8"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    throw new SealedSecretError();
  }
}
