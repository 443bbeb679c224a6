import { hkdfSync, randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { env } from "@/server/env";

/**
 * A secret from its setting when set; otherwise (embedded default) generated once and kept in
 * DATA_DIR, so that it survives a restart. Production with DATABASE_URL requires the settings
 * (checked in env.ts) because every instance must share them.
 */
function settingOrKeptSecret(setting: string | undefined, fileName: string): string {
  if (setting) return setting;
  const { DATA_DIR } = env();
  const file = path.join(DATA_DIR, fileName);
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(DATA_DIR, { recursive: true });
    const value = randomBytes(48).toString("base64url");
    writeFileSync(file, value, { mode: 0o600, flag: "wx" });
    return value;
  }
}

let secret: Uint8Array | undefined;

/** The HS256 signing key, from JWT_SECRET or DATA_DIR/jwt-secret. */
export function jwtSecret(): Uint8Array {
  secret ??= new TextEncoder().encode(settingOrKeptSecret(env().JWT_SECRET, "jwt-secret"));
  return secret;
}

let totpKey: Uint8Array | undefined;

/**
 * The AES-256-GCM key that seals TOTP secrets (decision 024), derived with HKDF-SHA256 from
 * TOTP_ENCRYPTION_KEY or DATA_DIR/totp-encryption-key: never from the database, which backups copy.
 */
export function totpEncryptionKey(): Uint8Array {
  totpKey ??= new Uint8Array(
    hkdfSync("sha256", settingOrKeptSecret(env().TOTP_ENCRYPTION_KEY, "totp-encryption-key"), "", "cabinet-orthopedie/totp-secrets/v1", 32),
  );
  return totpKey;
}

let recoveryKey: Uint8Array | undefined;

/**
 * The HMAC-SHA-256 key recovery codes are hashed under (decision 038), derived with HKDF-SHA256
 * from the JWT secret: kept outside the database like it, and apart from TOTP_ENCRYPTION_KEY so
 * that recovery codes still open an account whose TOTP secrets that key no longer opens.
 */
export function recoveryCodeKey(): Uint8Array {
  recoveryKey ??= new Uint8Array(hkdfSync("sha256", jwtSecret(), "", "cabinet-orthopedie/recovery-codes/v1", 32));
  return recoveryKey;
}

let filesKey: Uint8Array | undefined;

/**
 * The master key of the patients' files at rest (decision 061), derived with HKDF-SHA256 from
 * FILES_ENCRYPTION_KEY or DATA_DIR/files-encryption-key: never from the database, and never in a
 * backup (the backups copy the files sealed under it). Each blob gets its own key derived from it.
 */
export function filesEncryptionKey(): Uint8Array {
  filesKey ??= new Uint8Array(
    hkdfSync("sha256", settingOrKeptSecret(env().FILES_ENCRYPTION_KEY, "files-encryption-key"), "", "cabinet-orthopedie/patient-files/v1", 32),
  );
  return filesKey;
}
