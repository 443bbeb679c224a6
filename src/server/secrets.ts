import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { env } from "@/server/env";

let secret: Uint8Array | undefined;

/**
 * The HS256 signing key. From JWT_SECRET when set; otherwise (embedded default) generated once
 * and kept in DATA_DIR so tokens survive a restart. Production with DATABASE_URL requires
 * JWT_SECRET (checked in env.ts) because every instance must share it.
 */
export function jwtSecret(): Uint8Array {
  if (secret) return secret;
  const e = env();
  if (e.JWT_SECRET) {
    secret = new TextEncoder().encode(e.JWT_SECRET);
    return secret;
  }
  const file = path.join(e.DATA_DIR, "jwt-secret");
  let value: string;
  try {
    value = readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(e.DATA_DIR, { recursive: true });
    value = randomBytes(48).toString("base64url");
    writeFileSync(file, value, { mode: 0o600, flag: "wx" });
  }
  secret = new TextEncoder().encode(value);
  return secret;
}
