import { errors as joseErrors, jwtVerify, SignJWT } from "jose";
import type { Database } from "@/db/client";
import { revokedTokens } from "@/db/schema";

/**
 * The "second factor pending" token (decision 038): after a right password, an account with
 * two-factor login gets this instead of a staff token, and the code step sends it back with the
 * code, never the password. HS256 under the staff tokens' key with an audience of its own, so
 * neither is taken for the other; valid 5 minutes; bound to the account and its session version
 * (a password reset or "sign out everywhere" in between voids it); good for one login.
 */

export const PENDING_LOGIN_ISSUER = "cabinet-orthopedie";
export const PENDING_LOGIN_AUDIENCE = "cabinet-orthopedie/second-factor";
export const PENDING_LOGIN_SECONDS = 5 * 60;

export type PendingLogin = { staffUserId: number; sessionVersion: number; jti: string; expiresAt: Date };

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export function signPendingLogin(key: Uint8Array, account: { staffUserId: number; sessionVersion: number }, now: Date): Promise<string> {
  return new SignJWT({ sv: account.sessionVersion })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(account.staffUserId))
    .setJti(crypto.randomUUID())
    .setIssuer(PENDING_LOGIN_ISSUER)
    .setAudience(PENDING_LOGIN_AUDIENCE)
    .setIssuedAt(seconds(now))
    .setExpirationTime(seconds(now) + PENDING_LOGIN_SECONDS)
    .sign(key);
}

/** What a pending token says, or null when it is expired, forged, not one, or malformed. */
export async function readPendingLogin(key: Uint8Array, token: string, now: Date): Promise<PendingLogin | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ["HS256"],
      issuer: PENDING_LOGIN_ISSUER,
      audience: PENDING_LOGIN_AUDIENCE,
      requiredClaims: ["sub", "exp", "iat", "jti", "sv"],
      maxTokenAge: PENDING_LOGIN_SECONDS,
      currentDate: now,
    });
    const { sub, jti, sv } = payload;
    if (typeof sub !== "string" || !/^[1-9]\d{0,9}$/.test(sub) || Number(sub) > 2_147_483_647) return null;
    if (typeof jti !== "string" || !/^[\w-]{8,64}$/.test(jti)) return null;
    if (typeof sv !== "number" || !Number.isSafeInteger(sv) || sv < 0) return null;
    return { staffUserId: Number(sub), sessionVersion: sv, jti, expiresAt: new Date(payload.exp! * 1000) };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError || error instanceof TypeError || error instanceof SyntaxError) return null;
    throw error;
  }
}

/**
 * Uses the pending token up: its id goes on the revocation list until it expires, in one
 * conditional insert, so two code steps with one token cannot both log in (logouts sweep the
 * entries past their expiry). False when it was used already.
 */
export async function spendPendingLogin(db: Database, pending: PendingLogin): Promise<boolean> {
  const inserted = await db
    .insert(revokedTokens)
    .values({ jti: pending.jti, staffUserId: pending.staffUserId, expiresAt: pending.expiresAt })
    .onConflictDoNothing({ target: revokedTokens.jti })
    .returning({ jti: revokedTokens.jti });
  return inserted.length > 0;
}
