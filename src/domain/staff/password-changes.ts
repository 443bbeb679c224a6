import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "@/db/client";
import { staffUsers } from "@/db/schema";
import { recordAuditEvent, type AuditContext } from "@/domain/audit/audit-log";
import { conflict, invalid, notFound, unauthenticated } from "@/domain/errors";
import { assertPasswordPolicy } from "@/domain/staff/password-policy";
import { generatePassword, hashPassword, verifyPassword } from "@/domain/staff/passwords";
import { endAllSessions } from "@/domain/staff/sessions";
import { staffUserColumns, toStaffUser } from "@/domain/staff/staff-users";
import { passwordChangeMessages, type passwordChangeInput } from "@/schemas/auth";
import type { StaffUser } from "@/schemas/staff-user";
import { staffUserMessages } from "@/schemas/staff-user";
import type { z } from "zod";

/** How long an admin's temporary password opens a session (decision 023). */
export const TEMPORARY_PASSWORD_LIFETIME_HOURS = 24;

/**
 * POST /api/auth/password: a staff member replaces their password, knowing the current one (or
 * the temporary one an admin gave them). The new one must pass the policy and differ from the
 * current one. Every session of the account ends, this one included: the answer carries the
 * session version a new token for this device is signed with.
 */
export async function changeOwnPassword(
  db: Database,
  staffUserId: number,
  input: z.output<typeof passwordChangeInput>,
  audit: AuditContext,
): Promise<{ user: StaffUser; sessionVersion: number }> {
  const [row] = await db
    .select({ ...staffUserColumns, passwordHash: staffUsers.passwordHash })
    .from(staffUsers)
    .where(and(eq(staffUsers.id, staffUserId), isNull(staffUsers.deletedAt)))
    .limit(1);
  if (!row) throw unauthenticated();
  if (!(await verifyPassword(row.passwordHash, input.currentPassword))) {
    throw invalid("Données invalides.", { currentPassword: passwordChangeMessages.currentWrong });
  }
  if (input.newPassword === input.currentPassword) throw invalid("Données invalides.", { newPassword: passwordChangeMessages.sameAsCurrent });
  assertPasswordPolicy(input.newPassword, row, "newPassword");
  const passwordHash = await hashPassword(input.newPassword);
  return db.transaction(async (tx) => {
    await tx
      .update(staffUsers)
      .set({ passwordHash, passwordChangeRequired: false, temporaryPasswordExpiresAt: null })
      .where(eq(staffUsers.id, staffUserId));
    const sessionVersion = await endAllSessions(tx, staffUserId);
    await recordAuditEvent(tx, audit, { action: "auth.password_change", targetType: "staff_user", targetId: staffUserId });
    return { user: toStaffUser(row), sessionVersion };
  });
}

/**
 * POST /api/users/{id}/password-reset (ADMIN): gives an active account a temporary password,
 * valid 24 hours, that only opens the way to choosing a new one; every session of the account
 * ends. The password is answered this once (only its hash is kept). An admin changes their own
 * password with the change form instead.
 */
export async function resetStaffPassword(
  db: Database,
  staffUserId: number,
  audit: AuditContext,
  now = new Date(),
): Promise<{ temporaryPassword: string; email: string }> {
  if (staffUserId === audit.actorId) throw conflict("Pour votre propre compte, utilisez « Changer le mot de passe » dans Mon compte.");
  const temporaryPassword = generatePassword();
  assertPasswordPolicy(temporaryPassword, {});
  const passwordHash = await hashPassword(temporaryPassword);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(staffUsers)
      .set({
        passwordHash,
        passwordChangeRequired: true,
        temporaryPasswordExpiresAt: new Date(now.getTime() + TEMPORARY_PASSWORD_LIFETIME_HOURS * 3_600_000),
      })
      .where(and(eq(staffUsers.id, staffUserId), isNull(staffUsers.deletedAt)))
      .returning({ email: staffUsers.email });
    if (!row) throw notFound(staffUserMessages.notFound);
    await endAllSessions(tx, staffUserId);
    await recordAuditEvent(tx, audit, { action: "user.password_reset", targetType: "staff_user", targetId: staffUserId });
    return { temporaryPassword, email: row.email };
  });
}
