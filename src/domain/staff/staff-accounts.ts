import { asc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "@/db/client";
import { staffUsers } from "@/db/schema";
import { recordAuditEvent, type AuditContext } from "@/domain/audit/audit-log";
import { conflict, invalid, notFound } from "@/domain/errors";
import { isDoctor } from "@/domain/staff/doctors";
import { endAllSessions } from "@/domain/staff/sessions";
import {
  assertIdentityFree,
  assertStillAdmin,
  identityConflictOf,
  lockActiveAdmins,
  staffUserColumns,
  toStaffUser,
} from "@/domain/staff/staff-users";
import { totpEnabledColumn } from "@/domain/two-factor/two-factor";
import { staffAccountMessages, staffUserMessages, type StaffAccount, type StaffRole, type staffUserUpdateInput } from "@/schemas/staff-user";

/**
 * The admins' management of staff accounts beyond the spec's create and delete: the list of
 * every account (active or not), editing names, e-mail and role, and reactivating a deleted
 * account. The spec's delete (`deleteStaffUser`) is the deactivation.
 */

/**
 * The columns of an account in the admins' list: the spec's fields and the account's state.
 * Never the password hash.
 */
const staffAccountColumns = {
  ...staffUserColumns,
  deletedAt: staffUsers.deletedAt,
  lastLoginAt: staffUsers.lastLoginAt,
  totpEnabled: totpEnabledColumn,
  inpe: staffUsers.inpe,
  specialite: staffUsers.specialite,
  titres: staffUsers.titres,
};

type StaffAccountRow = {
  [K in keyof typeof staffUserColumns]: StaffAccount[K];
} & {
  deletedAt: Date | null;
  lastLoginAt: Date | null;
  totpEnabled: boolean;
  inpe: string | null;
  specialite: string | null;
  titres: string | null;
};

function toStaffAccount(row: StaffAccountRow): StaffAccount {
  return {
    ...toStaffUser(row),
    estMedecin: isDoctor(row),
    deletedAt: row.deletedAt?.toISOString() ?? null,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    totpEnabled: row.totpEnabled,
    inpe: row.inpe,
    specialite: row.specialite,
    titres: row.titres,
  };
}

/** GET /api/users (ADMIN): every account, active or deactivated, by name. */
export async function listStaffAccounts(db: Database): Promise<StaffAccount[]> {
  const rows = await db.select(staffAccountColumns).from(staffUsers).orderBy(asc(staffUsers.nom), asc(staffUsers.prenom), asc(staffUsers.id));
  return rows.map(toStaffAccount);
}

/** The account with this id, active or not, its row locked until the transaction ends; 404 if none. */
async function lockAccount(tx: Database, id: number): Promise<StaffAccountRow> {
  const [row] = await tx.select(staffAccountColumns).from(staffUsers).where(eq(staffUsers.id, id)).for("update");
  if (!row) throw notFound(staffUserMessages.notFound);
  return row;
}

export type StaffUserChanges = z.output<typeof staffUserUpdateInput>;
const editableFields = ["nom", "prenom", "email", "role", "inpe", "specialite", "titres"] as const;

/**
 * PATCH /api/users/{id} (ADMIN): names, e-mail, role and doctor flag of an account, active or deactivated
 * (an admin may fix a deactivated account's e-mail before reactivating it). The e-mail stays
 * unique among active accounts; the last active admin keeps the ADMIN role. A role change ends
 * the person's sessions, and so does a change of the doctor flag (the token lists the roles). The audit trail names the fields that changed, never their values.
 */
export async function updateStaffAccount(db: Database, id: number, changes: StaffUserChanges, audit: AuditContext): Promise<StaffAccount> {
  try {
    return await db.transaction(async (tx) => {
      const admins = await lockActiveAdmins(tx);
      assertStillAdmin(admins, audit.actorId);
      const current = await lockAccount(tx, id);
      const changed: (keyof StaffAccountRow)[] = editableFields.filter((field) => changes[field] !== undefined && changes[field] !== current[field]);
      const role = changes.role ?? current.role;
      const estMedecin = doctorFlag(role, current, changes.estMedecin);
      // Named only when the admin asked for it and it changes who is a doctor; a role change carries it otherwise.
      if (changes.estMedecin !== undefined && isDoctor({ role, estMedecin }) !== isDoctor(current)) changed.push("estMedecin");
      if (changed.length === 0) return toStaffAccount(current);

      const isActive = current.deletedAt === null;
      if (isActive && changed.includes("role") && current.role === "ADMIN" && admins.length <= 1) {
        throw conflict(staffAccountMessages.lastAdminDemoted, { role: staffAccountMessages.lastAdminDemoted });
      }
      if (isActive && changed.includes("email")) await assertIdentityFree(tx, { email: changes.email }, id);

      const values = { ...Object.fromEntries(editableFields.filter((field) => changed.includes(field)).map((field) => [field, changes[field]])), estMedecin };
      const [row] = await tx.update(staffUsers).set(values).where(eq(staffUsers.id, id)).returning(staffAccountColumns);
      // The person's tokens carry the old roles: they log in again under the new ones.
      if (changed.includes("role") || changed.includes("estMedecin")) await endAllSessions(tx, id);
      await recordAuditEvent(tx, audit, { action: "user.update", targetType: "staff_user", targetId: id, details: { fields: changed } });
      return toStaffAccount(row!);
    });
  } catch (error) {
    throw identityConflictOf(error);
  }
}

/**
 * The stored doctor flag after a change (decision 036): always true for a MEDECIN, false for an
 * ASSISTANT; an ADMIN's as asked, else kept (a MEDECIN made ADMIN still consults). 400 for a flag
 * the role cannot have.
 */
function doctorFlag(role: StaffRole, current: StaffAccountRow, requested: boolean | undefined): boolean {
  if (requested === false && role === "MEDECIN") throw invalid(staffAccountMessages.doctorAlways, { estMedecin: staffAccountMessages.doctorAlways });
  if (requested === true && role === "ASSISTANT") throw invalid(staffAccountMessages.assistantNotDoctor, { estMedecin: staffAccountMessages.assistantNotDoctor });
  if (role !== "ADMIN") return role === "MEDECIN";
  return requested ?? isDoctor(current);
}

/**
 * POST /api/users/{id}/restore (ADMIN): reactivates a deactivated account, with its password as
 * it was; no token issued before the deactivation works again. 409 when it is active already,
 * or when an active account now has its e-mail or username.
 */
export async function restoreStaffAccount(db: Database, id: number, audit: AuditContext): Promise<StaffAccount> {
  try {
    return await db.transaction(async (tx) => {
      assertStillAdmin(await lockActiveAdmins(tx), audit.actorId);
      const current = await lockAccount(tx, id);
      if (current.deletedAt === null) throw conflict(staffAccountMessages.alreadyActive);
      await assertIdentityFree(tx, { email: current.email, username: current.username }, id);
      const [row] = await tx.update(staffUsers).set({ deletedAt: null }).where(eq(staffUsers.id, id)).returning(staffAccountColumns);
      // The deactivation ended its sessions; this also covers accounts deactivated before it did.
      await endAllSessions(tx, id);
      await recordAuditEvent(tx, audit, { action: "user.restore", targetType: "staff_user", targetId: id, details: { role: current.role } });
      return toStaffAccount(row!);
    });
  } catch (error) {
    throw identityConflictOf(error);
  }
}
