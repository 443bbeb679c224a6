import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { staffUsers } from "@/db/schema";
import { recordAuditEvent } from "@/domain/audit/audit-log";
import { generatePassword, hashPassword } from "@/domain/staff/passwords";
import { assertPasswordPolicy, passwordPolicyProblem } from "@/domain/staff/password-policy";
import { endAllSessions } from "@/domain/staff/sessions";

export type FirstAdminResult =
  | { created: false }
  | { created: true; id: number; email: string; generatedPassword?: string; passwordChangeRequired: boolean };

/**
 * The request id of audit events written outside any HTTP request, so the journal tells a
 * start-up or a shell command from an API call (their actor is null: nobody was logged in).
 */
export const systemRequestIds = { startup: "system:startup", shell: "shell:admin-create" } as const;

/**
 * When no staff account exists at all, creates the first ADMIN. Without a password from the
 * configuration, generates one and returns it so the caller can print it once. A configured
 * password that the policy refuses (decision 023) still creates the account, never stopping
 * start-up, but the admin must choose a new password at the first login.
 */
export async function ensureFirstAdmin(
  db: Database,
  input: { email?: string; password?: string },
): Promise<FirstAdminResult> {
  const email = (input.email ?? "admin@cabinet.local").toLowerCase();
  const password = input.password ?? generatePassword();
  const passwordChangeRequired = passwordPolicyProblem(password, { email, username: "admin" }) !== null;
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    // Serialise concurrent starts on one database: only the first creates the account.
    await lockStaffUsers(tx);
    const [{ count } = { count: 0 }] = await tx.select({ count: sql<number>`count(*)::int` }).from(staffUsers);
    if (count > 0) return { created: false } as const;
    const [row] = await tx
      .insert(staffUsers)
      .values({ username: "admin", email, passwordHash, passwordChangeRequired, role: "ADMIN", nom: "Administrateur", prenom: "Compte" })
      .returning({ id: staffUsers.id });
    await recordAuditEvent(
      tx,
      { actorId: null, requestId: systemRequestIds.startup },
      { action: "user.create", targetType: "staff_user", targetId: row!.id, details: { role: "ADMIN" } },
    );
    return { created: true, id: row!.id, email, generatedPassword: input.password ? undefined : password, passwordChangeRequired } as const;
  });
}

export type AdminOutcome = { outcome: "created" | "reset"; id: number; username: string };

/**
 * `npm run admin:create`: makes the active account with this e-mail an ADMIN with this password,
 * or creates an ADMIN with it. A new account's username is the e-mail's local part, with a
 * numbered suffix (`admin-2`, `admin-3`...) when an active account already uses it. Soft-deleted
 * accounts are left alone: their e-mail and username are free again. Both outcomes are audited.
 * The password must pass the policy (400 otherwise); a reset ends the account's sessions.
 */
export async function createOrResetAdmin(
  db: Database,
  input: { email: string; password: string; username?: string },
): Promise<AdminOutcome> {
  const email = input.email.trim().toLowerCase();
  assertPasswordPolicy(input.password, { email, username: input.username });
  const passwordHash = await hashPassword(input.password);
  const audit = { actorId: null, requestId: systemRequestIds.shell };
  return db.transaction(async (tx) => {
    // One writer at a time: the username chosen below is still free when it is inserted.
    await lockStaffUsers(tx);
    const [existing] = await tx
      .select({ id: staffUsers.id, username: staffUsers.username, role: staffUsers.role })
      .from(staffUsers)
      .where(and(eq(staffUsers.email, email), isNull(staffUsers.deletedAt)))
      .limit(1);
    if (existing) {
      await tx
        .update(staffUsers)
        .set({ passwordHash, role: "ADMIN", passwordChangeRequired: false, temporaryPasswordExpiresAt: null })
        .where(eq(staffUsers.id, existing.id));
      await endAllSessions(tx, existing.id);
      await recordAuditEvent(tx, audit, {
        action: "user.reset",
        targetType: "staff_user",
        targetId: existing.id,
        details: { role: "ADMIN", previousRole: existing.role },
      });
      return { outcome: "reset", id: existing.id, username: existing.username };
    }
    const username = await freeUsername(tx, input.username ?? usernameFromEmail(email));
    const [row] = await tx
      .insert(staffUsers)
      .values({ username, email, passwordHash, role: "ADMIN", nom: "Administrateur", prenom: "Compte" })
      .returning({ id: staffUsers.id });
    await recordAuditEvent(tx, audit, { action: "user.create", targetType: "staff_user", targetId: row!.id, details: { role: "ADMIN" } });
    return { outcome: "created", id: row!.id, username };
  });
}

const USERNAME_MAX = 50;

/** The e-mail's local part, kept to the characters a username allows (see schemas/staff-user). */
export function usernameFromEmail(email: string): string {
  const local = (email.split("@")[0] ?? "").replace(/[^\p{L}\p{N}._-]/gu, "");
  return local.slice(0, USERNAME_MAX) || "admin";
}

/** `base`, or `base-2`, `base-3`... : the first no active account uses (case-insensitively). */
async function freeUsername(db: Database, base: string): Promise<string> {
  const rows = await db
    .select({ username: staffUsers.username })
    .from(staffUsers)
    .where(and(isNull(staffUsers.deletedAt), sql`lower(${staffUsers.username}) like ${likePrefix(base.slice(0, USERNAME_MAX - 6).toLowerCase())} escape '\\'`));
  const taken = new Set(rows.map((row) => row.username.toLowerCase()));
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? "" : `-${n}`;
    const candidate = base.slice(0, USERNAME_MAX - suffix.length) + suffix;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}

function likePrefix(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

async function lockStaffUsers(db: Database): Promise<void> {
  await db.execute(sql`lock table ${staffUsers} in share row exclusive mode`);
}
