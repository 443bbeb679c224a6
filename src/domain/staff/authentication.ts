import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "@/db/client";
import { staffUsers } from "@/db/schema";
import { recordAuditEvent } from "@/domain/audit/audit-log";
import { unauthenticated } from "@/domain/errors";
import { decoyPasswordHash, verifyPassword } from "@/domain/staff/passwords";
import { staffUserColumns, toStaffUser } from "@/domain/staff/staff-users";
import { verifyLoginSecondFactor, type SecondFactorAttempt, type TwoFactorSettings } from "@/domain/two-factor/two-factor";
import { loginMessages } from "@/schemas/auth";
import type { StaffUser } from "@/schemas/staff-user";

/**
 * Checks an e-mail and password against the active accounts. Unknown e-mails, deleted accounts
 * and wrong passwords get the same answer after the same work (a password check against a decoy
 * hash), so neither the message nor the timing tells which e-mails exist. After a right password,
 * an account with two-factor login must also give a code or a recovery code (decision 024).
 */
export async function authenticateStaff(
  db: Database,
  credentials: { email: string; password: string } & SecondFactorAttempt,
  requestId: string,
  twoFactor: TwoFactorSettings,
): Promise<StaffUser> {
  const decoy = await decoyPasswordHash();
  const [row] = await db
    .select({ ...staffUserColumns, passwordHash: staffUsers.passwordHash, temporaryPasswordExpiresAt: staffUsers.temporaryPasswordExpiresAt })
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
  // An admin's reset gives a password for 24 hours (decision 023); past that, only its holder learns so.
  if (row.temporaryPasswordExpiresAt && row.temporaryPasswordExpiresAt.getTime() <= Date.now()) {
    throw unauthenticated(loginMessages.temporaryPasswordExpired);
  }
  const secondFactor = await verifyLoginSecondFactor(db, row.id, credentials, twoFactor, requestId);
  await recordAuditEvent(db, { actorId: row.id, requestId }, {
    action: "auth.login",
    targetType: "staff_user",
    targetId: row.id,
    details: secondFactor === "none" ? undefined : { secondFactor },
  });
  return toStaffUser(row);
}
