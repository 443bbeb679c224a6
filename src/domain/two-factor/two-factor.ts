import { and, count, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { staffRecoveryCodes, staffTotp, staffUsers } from "@/db/schema";
import { recordAuditEvent, type AuditContext } from "@/domain/audit/audit-log";
import { conflict, DomainError, notFound } from "@/domain/errors";
import { verifyPassword } from "@/domain/staff/passwords";
import { formatRecoveryCode, hashRecoveryCode, newRecoveryCodes, recoveryCodeMatches } from "@/domain/two-factor/recovery-codes";
import { openSecret, sealSecret } from "@/domain/two-factor/secret-box";
import { matchingTotpStep, newTotpSecret, qrCodeDataUrl, totpUri } from "@/domain/two-factor/totp";
import type { StaffUser } from "@/schemas/staff-user";
import { twoFactorMessages as m, type RecoveryCodes, type TotpEnrolment, type TwoFactorStatus } from "@/schemas/two-factor";

/**
 * Two-factor login with TOTP (RFC 6238), decision 024. An account enrols by scanning a secret into
 * an authenticator app and confirming a first code; it then gets ten single-use recovery codes.
 * Its logins take a code (or a recovery code) after the password. Every accepted code moves the
 * account's last used time step forward, so a code seen over a shoulder cannot be used again.
 */

export type TwoFactorSettings = {
  /** The 32-byte AES-256-GCM key that seals TOTP secrets (never stored in the database). */
  encryptionKey: Uint8Array;
  /** The HMAC-SHA-256 key recovery codes are hashed under (decision 038; never stored in the database). */
  recoveryCodeKey: Uint8Array;
  /** The name an authenticator app shows beside the codes (the practice's). */
  issuer: string;
  /** REQUIRE_2FA_FOR_ADMINS: admins must have two-factor login to use the staff area. */
  requiredForAdmins: boolean;
};

/**
 * A wrong, replayed or used-up code, or a wrong password, given to prove who one is: a failed
 * guess, which the caller counts like a failed login (400, the message beside its field).
 */
export class RefusedProofError extends DomainError {
  constructor(message: string, field: "code" | "password" | "recoveryCode") {
    super("VALIDATION", message, { [field]: message });
    this.name = "RefusedProofError";
  }
}

/** The account a sealed secret belongs to is authenticated with it: a secret copied to another row does not open. */
const sealContext = (staffUserId: number) => `staff_totp:${staffUserId}`;

async function totpRow(db: Database, staffUserId: number) {
  const [row] = await db.select().from(staffTotp).where(eq(staffTotp.staffUserId, staffUserId)).limit(1);
  return row;
}

async function confirmedTotpRow(db: Database, staffUserId: number) {
  const row = await totpRow(db, staffUserId);
  return row?.confirmedAt ? row : undefined;
}

async function unusedRecoveryCodeCount(db: Database, staffUserId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.staffUserId, staffUserId), isNull(staffRecoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}

/** Whether this account must have two-factor login (an ADMIN while REQUIRE_2FA_FOR_ADMINS is on). */
export function isTwoFactorCompulsory(user: Pick<StaffUser, "role">, settings: Pick<TwoFactorSettings, "requiredForAdmins">): boolean {
  return settings.requiredForAdmins && user.role === "ADMIN";
}

/** Whether the account has confirmed two-factor login. */
export async function hasTwoFactor(db: Database, staffUserId: number): Promise<boolean> {
  return (await confirmedTotpRow(db, staffUserId)) !== undefined;
}

/** Whether the account may only enrol until it has two-factor login (see `isTwoFactorCompulsory`). */
export async function mustEnrolTwoFactor(db: Database, user: Pick<StaffUser, "id" | "role">, settings: Pick<TwoFactorSettings, "requiredForAdmins">) {
  return isTwoFactorCompulsory(user, settings) && !(await hasTwoFactor(db, user.id));
}

/** For a select over staff_users (the admins' list of accounts): whether the account has two-factor login on. */
export const totpEnabledColumn = sql<boolean>`exists (select 1 from ${staffTotp} where ${staffTotp.staffUserId} = ${staffUsers.id} and ${staffTotp.confirmedAt} is not null)`.mapWith(Boolean);

/** GET /api/auth/totp: where one's own two-factor login stands. */
export async function twoFactorStatus(db: Database, user: Pick<StaffUser, "id" | "role">, settings: TwoFactorSettings): Promise<TwoFactorStatus> {
  const row = await confirmedTotpRow(db, user.id);
  return {
    totpEnabled: row !== undefined,
    activeDepuis: row?.confirmedAt?.toISOString() ?? null,
    codesSecoursRestants: row ? await unusedRecoveryCodeCount(db, user.id) : 0,
    obligatoire: isTwoFactorCompulsory(user, settings),
  };
}

/**
 * POST /api/auth/totp/enrolment: a new secret, pending until a first code confirms it. Starting
 * again replaces a pending secret (a lost QR code, another phone); an active one stays until
 * two-factor login is turned off.
 */
export async function startTotpEnrolment(db: Database, user: Pick<StaffUser, "id" | "email">, settings: TwoFactorSettings): Promise<TotpEnrolment> {
  const secret = newTotpSecret();
  const sealed = sealSecret(settings.encryptionKey, secret, sealContext(user.id));
  // One statement, so that a confirmation at the same moment is never overwritten.
  const stored = await db
    .insert(staffTotp)
    .values({ staffUserId: user.id, secretCiphertext: sealed })
    .onConflictDoUpdate({
      target: staffTotp.staffUserId,
      set: { secretCiphertext: sealed, lastUsedStep: null, createdAt: sql`now()` },
      setWhere: isNull(staffTotp.confirmedAt),
    })
    .returning({ id: staffTotp.staffUserId });
  if (stored.length === 0) throw conflict(m.alreadyEnabled);
  const uri = totpUri(secret, { issuer: settings.issuer, label: user.email });
  return { secret, uri, codeQr: await qrCodeDataUrl(uri) };
}

/** Ten new codes and their keyed hashes (decision 038). */
function newHashedRecoveryCodes(settings: Pick<TwoFactorSettings, "recoveryCodeKey">) {
  const codes = newRecoveryCodes();
  return { codes, hashes: codes.map((code) => hashRecoveryCode(settings.recoveryCodeKey, code)) };
}

async function replaceRecoveryCodes(tx: Database, staffUserId: number, hashes: string[]) {
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffUserId, staffUserId));
  await tx.insert(staffRecoveryCodes).values(hashes.map((codeHash) => ({ staffUserId, codeHash })));
}

/**
 * POST /api/auth/totp/enrolment/confirm: the app's first code turns two-factor login on, and
 * the answer carries the ten recovery codes, the only time they are shown. The code is used up.
 */
export async function confirmTotpEnrolment(
  db: Database,
  user: Pick<StaffUser, "id">,
  code: string,
  settings: TwoFactorSettings,
  audit: AuditContext,
): Promise<RecoveryCodes> {
  const row = await totpRow(db, user.id);
  if (row?.confirmedAt) throw conflict(m.alreadyEnabled);
  if (!row) throw conflict(m.noPendingEnrolment);
  const step = matchingTotpStep(openSecret(settings.encryptionKey, row.secretCiphertext, sealContext(user.id)), code);
  if (step === null) throw new RefusedProofError(m.wrongCode, "code");
  const { codes, hashes } = newHashedRecoveryCodes(settings);
  await db.transaction(async (tx) => {
    const confirmed = await tx
      .update(staffTotp)
      .set({ confirmedAt: sql`now()`, lastUsedStep: step })
      .where(and(eq(staffTotp.staffUserId, user.id), isNull(staffTotp.confirmedAt), eq(staffTotp.secretCiphertext, row.secretCiphertext)))
      .returning({ id: staffTotp.staffUserId });
    // Another tab started again or confirmed in the meantime: this code is for a secret that no longer waits.
    if (confirmed.length === 0) throw conflict(m.noPendingEnrolment);
    await replaceRecoveryCodes(tx, user.id, hashes);
    await recordAuditEvent(tx, audit, { action: "user.totp_enable", targetType: "staff_user", targetId: user.id });
  });
  return { codesSecours: codes.map(formatRecoveryCode) };
}

type CodeCheck = "accepted" | "wrong" | "replayed";

/**
 * Checks a code against the account's active secret and, when it matches, moves the last used
 * step forward in the same statement that checks it was not used: two requests with one code
 * cannot both pass.
 */
async function acceptTotpCode(
  db: Database,
  row: typeof staffTotp.$inferSelect,
  code: string,
  settings: TwoFactorSettings,
  now = Date.now(),
): Promise<CodeCheck> {
  const step = matchingTotpStep(openSecret(settings.encryptionKey, row.secretCiphertext, sealContext(row.staffUserId)), code, now);
  if (step === null) return "wrong";
  const moved = await db
    .update(staffTotp)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(staffTotp.staffUserId, row.staffUserId),
        isNotNull(staffTotp.confirmedAt),
        sql`(${staffTotp.lastUsedStep} is null or ${staffTotp.lastUsedStep} < ${step})`,
      ),
    )
    .returning({ id: staffTotp.staffUserId });
  return moved.length > 0 ? "accepted" : "replayed";
}

/** Uses up one of the account's recovery codes, if `code` is one of them; false otherwise. */
async function spendRecoveryCode(db: Database, staffUserId: number, code: string, key: Uint8Array): Promise<boolean> {
  const unused = await db
    .select({ id: staffRecoveryCodes.id, codeHash: staffRecoveryCodes.codeHash })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.staffUserId, staffUserId), isNull(staffRecoveryCodes.usedAt)));
  const matches = await Promise.all(unused.map((row) => recoveryCodeMatches(key, row.codeHash, code)));
  const match = unused[matches.indexOf(true)];
  if (!match) return false;
  const used = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(staffRecoveryCodes.id, match.id), isNull(staffRecoveryCodes.usedAt)))
    .returning({ id: staffRecoveryCodes.id });
  return used.length > 0;
}

export type SecondFactorAttempt = { code?: string; recoveryCode?: string };

/**
 * The login's second step refused: 401 with `totpRequired: true`. `refused` when a code was given
 * and is wrong, replayed or used up (a failed login, counted like a wrong password); not when the
 * code is only missing.
 */
export class SecondFactorError extends DomainError {
  constructor(
    message: string,
    readonly refused: boolean,
  ) {
    super("SECOND_FACTOR_REQUIRED", message);
    this.name = "SecondFactorError";
  }
}

/**
 * The login's second step, after a right password: how the account proved itself — "none" for
 * an account without two-factor login (the spec's login, untouched), a code, or a recovery code
 * (used up). Throws `SecondFactorError` when the code is missing or refused. `now` is the
 * instant the app's code is checked against.
 */
export async function verifyLoginSecondFactor(
  db: Database,
  staffUserId: number,
  attempt: SecondFactorAttempt,
  settings: TwoFactorSettings,
  requestId: string,
  now = new Date(),
): Promise<"none" | "totp" | "recovery_code"> {
  const row = await confirmedTotpRow(db, staffUserId);
  if (!row) return "none";
  const failed = async (method: "totp" | "recovery_code", reason: string) =>
    recordAuditEvent(db, { actorId: null, requestId }, { action: "auth.second_factor_failed", targetType: "staff_user", targetId: staffUserId, details: { method, reason } });
  if (attempt.recoveryCode !== undefined) {
    if (!(await spendRecoveryCode(db, staffUserId, attempt.recoveryCode, settings.recoveryCodeKey))) {
      await failed("recovery_code", "wrong");
      throw new SecondFactorError(m.wrongRecoveryCode, true);
    }
    const remaining = await unusedRecoveryCodeCount(db, staffUserId);
    await recordAuditEvent(db, { actorId: staffUserId, requestId }, { action: "auth.recovery_code_used", targetType: "staff_user", targetId: staffUserId, details: { remaining } });
    return "recovery_code";
  }
  if (attempt.code === undefined) throw new SecondFactorError(m.codeRequired, false);
  const check = await acceptTotpCode(db, row, attempt.code, settings, now.getTime());
  if (check === "accepted") return "totp";
  await failed("totp", check);
  throw new SecondFactorError(check === "replayed" ? m.replayedCode : m.wrongCode, true);
}

/** The password or a current code, which turning two-factor login off and new recovery codes ask for. */
export type TwoFactorProof = { password?: string; code?: string };

async function checkProof(db: Database, row: typeof staffTotp.$inferSelect, proof: TwoFactorProof, settings: TwoFactorSettings) {
  if (proof.password !== undefined) {
    const [account] = await db.select({ passwordHash: staffUsers.passwordHash }).from(staffUsers).where(eq(staffUsers.id, row.staffUserId));
    if (!account || !(await verifyPassword(account.passwordHash, proof.password))) throw new RefusedProofError(m.wrongPassword, "password");
    return;
  }
  const check = proof.code === undefined ? "wrong" : await acceptTotpCode(db, row, proof.code, settings);
  if (check !== "accepted") throw new RefusedProofError(check === "replayed" ? m.replayedCode : m.wrongCode, "code");
}

async function activeRowOrConflict(db: Database, staffUserId: number) {
  const row = await confirmedTotpRow(db, staffUserId);
  if (!row) throw conflict(m.notEnabled);
  return row;
}

/** POST /api/auth/totp/recovery-codes: ten new codes replace the old ones (used or not). */
export async function regenerateRecoveryCodes(
  db: Database,
  user: Pick<StaffUser, "id">,
  proof: TwoFactorProof,
  settings: TwoFactorSettings,
  audit: AuditContext,
): Promise<RecoveryCodes> {
  await checkProof(db, await activeRowOrConflict(db, user.id), proof, settings);
  const { codes, hashes } = newHashedRecoveryCodes(settings);
  await db.transaction(async (tx) => {
    await replaceRecoveryCodes(tx, user.id, hashes);
    await recordAuditEvent(tx, audit, { action: "user.recovery_codes_regenerate", targetType: "staff_user", targetId: user.id });
  });
  return { codesSecours: codes.map(formatRecoveryCode) };
}

async function removeTwoFactor(tx: Database, staffUserId: number) {
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffUserId, staffUserId));
  return tx.delete(staffTotp).where(eq(staffTotp.staffUserId, staffUserId)).returning({ confirmedAt: staffTotp.confirmedAt });
}

/** POST /api/auth/totp/disable: one's own two-factor login off, unless it is compulsory for the account. */
export async function disableTwoFactor(
  db: Database,
  user: Pick<StaffUser, "id" | "role">,
  proof: TwoFactorProof,
  settings: TwoFactorSettings,
  audit: AuditContext,
): Promise<void> {
  const row = await activeRowOrConflict(db, user.id);
  if (isTwoFactorCompulsory(user, settings)) throw conflict(m.requiredForAdmins);
  await checkProof(db, row, proof, settings);
  await db.transaction(async (tx) => {
    await removeTwoFactor(tx, user.id);
    await recordAuditEvent(tx, audit, { action: "user.totp_disable", targetType: "staff_user", targetId: user.id });
  });
}

/**
 * DELETE /api/users/{id}/totp (ADMIN): another account's two-factor login off, for a lost phone
 * (or a lost encryption key). The account logs in with its password alone, and enrols again
 * (at once if it is an admin and two-factor login is compulsory).
 */
export async function resetTwoFactor(
  db: Database,
  staffUserId: number,
  // actorId null: `npm run admin:create -- --reset-2fa`, from the shell.
  audit: AuditContext | { actorId: null; requestId: string },
): Promise<void> {
  if (staffUserId === audit.actorId) throw conflict(m.resetOwnAccount);
  await db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(and(eq(staffUsers.id, staffUserId), isNull(staffUsers.deletedAt)));
    if (!target) throw notFound(m.userNotFound);
    const removed = await removeTwoFactor(tx, staffUserId);
    if (!removed.some((row) => row.confirmedAt !== null)) throw conflict(m.notEnabledForAccount);
    await recordAuditEvent(tx, audit, { action: "user.totp_reset", targetType: "staff_user", targetId: staffUserId });
  });
}
