import { and, eq, isNull, ne, or, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "@/db/client";
import { revokedTokens, staffUsers } from "@/db/schema";
import { recordAuditEvent, type AuditContext } from "@/domain/audit/audit-log";
import { violatedUniqueConstraint } from "@/db/errors";
import { conflict, forbidden, notFound } from "@/domain/errors";
import { isDoctor } from "@/domain/staff/doctors";
import { hashPassword } from "@/domain/staff/passwords";
import { endAllSessions, type SessionState } from "@/domain/staff/sessions";
import { assertPasswordPolicy } from "@/domain/staff/password-policy";
import { hasNoControlCharacters } from "@/schemas/fields";
import { staffUserMessages, type StaffUser, type staffUserInput, type staffUserResponse } from "@/schemas/staff-user";

type StaffUserJson = z.infer<typeof staffUserResponse>;

/** The columns a staff account shows: never the password hash. */
export const staffUserColumns = {
  id: staffUsers.id,
  username: staffUsers.username,
  nom: staffUsers.nom,
  prenom: staffUsers.prenom,
  email: staffUsers.email,
  role: staffUsers.role,
  estMedecin: staffUsers.estMedecin,
};

const active = isNull(staffUsers.deletedAt);

/** An account's JSON: `estMedecin` says whether it is a doctor (`isDoctor`), whatever the stored flag of a non-ADMIN says. */
export function toStaffUser(row: StaffUser): StaffUser {
  return { id: row.id, username: row.username, nom: row.nom, prenom: row.prenom, email: row.email, role: row.role, estMedecin: isDoctor(row) };
}

/** An account as the spec's calls answer it: its fields, without the doctor flag (decision 036). */
function toSpecStaffUser(row: StaffUser): StaffUserJson {
  return { id: row.id, username: row.username, nom: row.nom, prenom: row.prenom, email: row.email, role: row.role };
}

/** The active (not deleted) account with this id, or null. */
export async function findActiveStaffById(db: Database, id: number): Promise<StaffUser | null> {
  const [row] = await db.select(staffUserColumns).from(staffUsers).where(and(eq(staffUsers.id, id), active)).limit(1);
  return row ? toStaffUser(row) : null;
}

/** An active account and where its sessions stand for one token: what every authenticated request reads (decision 038). */
export type StaffSessionAccount = { user: StaffUser } & SessionState;

/**
 * The active account with this id and its session state for the token `jti`, in one query (the
 * revocation list read in a subquery); null when no active account has this id.
 */
export async function readStaffSession(db: Database, staffUserId: number, jti: string): Promise<StaffSessionAccount | null> {
  const [row] = await db
    .select({
      ...staffUserColumns,
      sessionVersion: staffUsers.sessionVersion,
      passwordChangeRequired: staffUsers.passwordChangeRequired,
      revoked: sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${jti})`.mapWith(Boolean),
    })
    .from(staffUsers)
    .where(and(eq(staffUsers.id, staffUserId), active))
    .limit(1);
  if (!row) return null;
  return { user: toStaffUser(row), sessionVersion: row.sessionVersion, passwordChangeRequired: row.passwordChangeRequired, revoked: row.revoked };
}

/**
 * GET /api/users/email/{email}: a staff member reads their own account, an ADMIN any account.
 * The right is checked before the look-up, so a refusal says nothing about who exists.
 */
export async function getStaffUserByEmail(db: Database, email: string, actor: StaffUser): Promise<StaffUserJson> {
  const wanted = email.trim().toLowerCase();
  if (actor.role !== "ADMIN" && wanted !== actor.email) {
    throw forbidden("Vous ne pouvez consulter que votre propre compte.");
  }
  if (wanted.length === 0 || wanted.length > 254 || !hasNoControlCharacters(wanted)) throw notFound(staffUserMessages.notFound);
  const [row] = await db.select(staffUserColumns).from(staffUsers).where(and(eq(staffUsers.email, wanted), active)).limit(1);
  if (!row) throw notFound(staffUserMessages.notFound);
  return toSpecStaffUser(row);
}

export type NewStaffUser = z.output<typeof staffUserInput>;

const duplicateMessage = "Un compte actif utilise déjà cette adresse e-mail ou ce nom d'utilisateur.";
const emailTaken = "Cette adresse e-mail est déjà utilisée.";
const usernameTaken = "Ce nom d'utilisateur est déjà utilisé.";

/** POST /api/users (ADMIN): e-mail and username are unique among active accounts. */
export async function createStaffUser(db: Database, input: NewStaffUser, audit: AuditContext): Promise<StaffUserJson> {
  assertPasswordPolicy(input.password, input);
  // Checked before hashing (slow on purpose); the unique indexes still decide under concurrency.
  await assertIdentityFree(db, input);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(staffUsers)
        .values({
          username: input.username,
          email: input.email,
          passwordHash,
          role: input.role,
          nom: input.nom,
          prenom: input.prenom,
          estMedecin: input.role === "MEDECIN",
        })
        .returning(staffUserColumns);
      const user = toSpecStaffUser(row!);
      await recordAuditEvent(tx, audit, {
        action: "user.create",
        targetType: "staff_user",
        targetId: user.id,
        details: { role: user.role },
      });
      return user;
    });
  } catch (error) {
    throw identityConflictOf(error);
  }
}

/**
 * 409 when an active account other than `exceptId` has this e-mail or (in any case) this
 * username: they are unique among active accounts. The unique indexes still decide when two
 * requests race; `identityConflictOf` reads their refusal the same way.
 */
export async function assertIdentityFree(db: Database, identity: { email?: string; username?: string }, exceptId?: number): Promise<void> {
  const { email, username } = identity;
  const matches = [
    ...(email === undefined ? [] : [eq(staffUsers.email, email)]),
    ...(username === undefined ? [] : [sql`lower(${staffUsers.username}) = lower(${username})`]),
  ];
  if (matches.length === 0) return;
  const taken = await db
    .select({ email: staffUsers.email, username: staffUsers.username })
    .from(staffUsers)
    .where(and(active, or(...matches), exceptId === undefined ? undefined : ne(staffUsers.id, exceptId)));
  if (taken.length === 0) return;
  const fields: Record<string, string> = {};
  if (taken.some((row) => row.email === email)) fields.email = emailTaken;
  if (taken.some((row) => row.username.toLowerCase() === username?.toLowerCase())) fields.username = usernameTaken;
  throw conflict(duplicateMessage, fields);
}

/** A unique index's refusal of an e-mail or username as the 409 `assertIdentityFree` answers; any other error as it is. */
export function identityConflictOf(error: unknown): unknown {
  const constraint = violatedUniqueConstraint(error);
  if (constraint === null) return error;
  return conflict(
    duplicateMessage,
    constraint.includes("username") ? { username: usernameTaken } : constraint.includes("email") ? { email: emailTaken } : undefined,
  );
}

/**
 * Inside a transaction: the active admins' ids, their rows locked until it ends. Every change
 * that could leave no active admin takes this lock first, so two admins demoting or deleting
 * each other at the same moment cannot both succeed.
 */
export async function lockActiveAdmins(tx: Database): Promise<number[]> {
  const admins = await tx
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(and(eq(staffUsers.role, "ADMIN"), active))
    .orderBy(staffUsers.id)
    .for("update");
  return admins.map((admin) => admin.id);
}

/** 403 unless the actor is still among the active admins (demoted or deleted since the request began). */
export function assertStillAdmin(adminIds: number[], actorId: number): void {
  if (!adminIds.includes(actorId)) throw forbidden("Accès réservé à l'administrateur.");
}

/**
 * DELETE /api/users/{id} (ADMIN): a soft delete. The account's tokens stop working at once:
 * every request re-checks the account, and its sessions are ended (a reactivation brings none
 * back). Nobody deletes their own account, and the last active admin stays: the active admins
 * are locked so that two admins deleting each other at the same moment cannot both succeed.
 */
export async function deleteStaffUser(db: Database, id: number, audit: AuditContext): Promise<void> {
  if (id === audit.actorId) throw conflict("Vous ne pouvez pas supprimer votre propre compte.");
  await db.transaction(async (tx) => {
    const admins = await lockActiveAdmins(tx);
    const [target] = await tx
      .select({ id: staffUsers.id, role: staffUsers.role })
      .from(staffUsers)
      .where(and(eq(staffUsers.id, id), active))
      .for("update");
    if (!target) throw notFound(staffUserMessages.notFound);
    if (target.role === "ADMIN" && admins.length <= 1) {
      throw conflict("Le dernier administrateur actif ne peut pas être supprimé.");
    }
    assertStillAdmin(admins, audit.actorId);
    await tx.update(staffUsers).set({ deletedAt: sql`now()` }).where(eq(staffUsers.id, id));
    await endAllSessions(tx, id);
    await recordAuditEvent(tx, audit, {
      action: "user.delete",
      targetType: "staff_user",
      targetId: id,
      details: { role: target.role },
    });
  });
}
