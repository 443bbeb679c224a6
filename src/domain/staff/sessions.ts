import { and, eq, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { revokedTokens, staffUsers } from "@/db/schema";
import { recordAuditEvent, type AuditContext } from "@/domain/audit/audit-log";

/**
 * Sessions the server can end (decision 023). A token names the account (`sub`), its own id
 * (`jti`) and the account's session version when it was issued (`sv`). A token is refused when:
 * - the account's version has moved on since: `endAllSessions` raised it (a password change or
 *   reset, a role change, a deactivation, "sign out everywhere") — every token at once, on every
 *   instance, with no clock involved (a login right after gets the new version and is accepted);
 * - its `jti` is in `revoked_tokens`: that one token was logged out, kept there until it would
 *   have expired anyway.
 */

/** What the server knows of a token's session, read on every authenticated request with the account (`readStaffSession`). */
export type SessionState = {
  /** The account's current session version: the token's `sv` must equal it. */
  sessionVersion: number;
  /** This very token was logged out. */
  revoked: boolean;
  /** The account's password was set by someone else: every call but the change is refused. */
  passwordChangeRequired: boolean;
};

/**
 * Ends every session of this staff member at once: each token issued before now is refused from
 * the next request on, on every instance. Call it inside the transaction of the change that
 * requires it (a role change, a deactivation...), so that both happen or neither. With `audit`,
 * writes an `auth.sessions_end` event (leave it out when the change's own event says enough).
 * Returns the account's new session version (a token signed with it stays valid).
 */
export async function endAllSessions(db: Database, staffUserId: number, audit?: AuditContext): Promise<number> {
  const [row] = await db
    .update(staffUsers)
    .set({ sessionVersion: sql`${staffUsers.sessionVersion} + 1` })
    .where(eq(staffUsers.id, staffUserId))
    .returning({ sessionVersion: staffUsers.sessionVersion });
  if (audit) await recordAuditEvent(db, audit, { action: "auth.sessions_end", targetType: "staff_user", targetId: staffUserId });
  return row?.sessionVersion ?? 0;
}

/**
 * Ends one token (POST /api/auth/logout): its `jti` is kept until `expiresAt`, when the token
 * would be refused anyway, and the entries past that are swept on the way (an indexed delete).
 */
export async function revokeToken(db: Database, token: { jti: string; staffUserId: number; expiresAt: Date }, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(revokedTokens)
      .values({ jti: token.jti, staffUserId: token.staffUserId, expiresAt: token.expiresAt })
      .onConflictDoNothing({ target: revokedTokens.jti });
    await tx.delete(revokedTokens).where(lt(revokedTokens.expiresAt, now));
  });
}

/**
 * A successful login, once every step of it has passed: notes the time (`last_login_at`) and
 * answers the account's session version, for the token about to be signed. Null when the
 * account was deleted in between.
 */
export async function recordLogin(db: Database, staffUserId: number): Promise<{ sessionVersion: number } | null> {
  const [row] = await db
    .update(staffUsers)
    .set({ lastLoginAt: sql`now()` })
    .where(and(eq(staffUsers.id, staffUserId), isNull(staffUsers.deletedAt)))
    .returning({ sessionVersion: staffUsers.sessionVersion });
  return row ?? null;
}
