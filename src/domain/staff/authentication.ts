import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "@/db/client";
import { staffUsers } from "@/db/schema";
import { recordAuditEvent } from "@/domain/audit/audit-log";
import { unauthenticated } from "@/domain/errors";
import { decoyPasswordHash, verifyPassword } from "@/domain/staff/passwords";
import { staffUserColumns, toStaffUser } from "@/domain/staff/staff-users";
import { loginMessages } from "@/schemas/auth";
import type { StaffUser } from "@/schemas/staff-user";

/** An account whose password was just checked, and the session version a token of it gets. */
export type PasswordChecked = { user: StaffUser; sessionVersion: number };

/**
 * Checks an e-mail and password against the active accounts: the login's first step, done once
 * per login (decision 038). Unknown e-mails, deleted accounts and wrong passwords get the same
 * answer after the same work (a password check against a decoy hash), so neither the message nor
 * the timing tells which e-mails exist. A temporary password past its 24 hours is refused with
 * its own message (decision 023), which only its holder sees.
 */
export async function checkPassword(
  db: Database,
  credentials: { email: string; password: string },
  requestId: string,
  now = new Date(),
): Promise<PasswordChecked> {
  const decoy = await decoyPasswordHash();
  const [row] = await db
    .select({
      ...staffUserColumns,
      passwordHash: staffUsers.passwordHash,
      temporaryPasswordExpiresAt: staffUsers.temporaryPasswordExpiresAt,
      sessionVersion: staffUsers.sessionVersion,
    })
    .from(staffUsers)
    .where(and(eq(staffUsers.email, credentials.email.trim().toLowerCase()), isNull(staffUsers.deletedAt)))
    .limit(1);
  const valid = await verifyPassword(row?.passwordHash ?? decoy, credentials.password);
  if (!row || !valid) {
    if (row) {
      await recordAuditEvent(db, { actorId: null, requestId }, { action: "auth.login_failed", targetType: "staff_user", targetId: row.id });
    }
    throw unauthenticated(loginMessages.badCredentials);
  }
  if (row.temporaryPasswordExpiresAt && row.temporaryPasswordExpiresAt.getTime() <= now.getTime()) {
    throw unauthenticated(loginMessages.temporaryPasswordExpired);
  }
  return { user: toStaffUser(row), sessionVersion: row.sessionVersion };
}
