import { and, eq, like, lt, sql } from "drizzle-orm";
import { queryRows, type Database } from "@/db/client";
import { loginFailures, staffUsers } from "@/db/schema";
import { recordAuditEvent } from "@/domain/audit/audit-log";
import { DomainError } from "@/domain/errors";
import { env } from "@/server/env";
import { logger } from "@/server/logger";
import type { LoginThrottle } from "@/domain/staff/login";
import { hitRateLimits, loginLimits, rateLimitMessage, refundRateLimits } from "@/server/rate-limit";

/**
 * Slows password guessing down without letting anyone lock an account's owner out (decision 023).
 *
 * - Failures are counted per e-mail *and* client address: after `LOGIN_FAILURES_BEFORE_DELAY`
 *   failures that pair waits before its next try, 30 s, then twice as long after each further
 *   failure, up to 15 minutes (429 with Retry-After, before the password is even checked). Another
 *   address — the owner at their desk — is not slowed by what this one did.
 * - Failures are also counted per e-mail from any address. At `LOGIN_GUESSING_ALERT_FAILURES` on an
 *   existing account the server writes an `auth.login_guessing` audit event and a warning in the
 *   log, once an hour at most; admins see the event in the journal. It never refuses a login.
 * - A pair's or an e-mail's failures are forgotten an hour after the last one, and a successful
 *   login forgets its pair's. An admin's password reset forgets the account's (see `forgetLoginFailures`).
 *
 * The per-address limit of `RATE_LIMIT_LOGIN_PER_WINDOW` (src/server/rate-limit.ts) still holds.
 * Counters live in the database (table login_failures): every instance counts the same failures.
 */

export const FIRST_DELAY_SECONDS = 30;
export const MAX_DELAY_SECONDS = 15 * 60;
export const FAILURE_MEMORY_SECONDS = 3600;

const pairKey = (email: string, address: string) => `pair:${email.slice(0, 254)}|${address}`;
const emailKey = (email: string) => `email:${email.slice(0, 254)}`;

/**
 * Every rule here reads its instant as a parameter (`now`, the request's), never the database's
 * clock: the instants it stores and compares are bound parameters (decision 037, issue 32).
 */
const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/** 429 with Retry-After while this e-mail and address pair must wait. */
export async function assertLoginAllowed(db: Database, email: string, address: string, now: Date = new Date()): Promise<void> {
  await assertNotBlocked(db, pairKey(email, address), now);
}

async function assertNotBlocked(db: Database, key: string, now: Date): Promise<void> {
  const [row] = await queryRows<{ blocked_until: string | Date | null }>(
    db,
    sql`select ${loginFailures.blockedUntil} as blocked_until from ${loginFailures} where ${loginFailures.key} = ${key} and ${loginFailures.blockedUntil} > ${at(now)}`,
  );
  if (!row?.blocked_until) return;
  const wait = Math.ceil((new Date(row.blocked_until).getTime() - now.getTime()) / 1000);
  if (wait > 0) throw new DomainError("RATE_LIMITED", rateLimitMessage, undefined, wait);
}

/** One more failed login for this e-mail from this address; warns the admins when the account is being guessed at. */
export async function recordLoginFailure(db: Database, email: string, address: string, requestId: string, now: Date = new Date()): Promise<void> {
  const { LOGIN_FAILURES_BEFORE_DELAY: freeFailures, LOGIN_GUESSING_ALERT_FAILURES: alertAt } = env();
  await countFailure(db, pairKey(email, address), freeFailures, now);
  const failures = await countFailure(db, emailKey(email), null, now);
  if (failures >= alertAt) await warnOfGuessing(db, email, failures, requestId, now);
  if (Math.random() < 0.01) await forgetOldFailures(db, now);
}

/** A successful login: this pair starts again from zero. */
export async function recordLoginSuccess(db: Database, email: string, address: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, pairKey(email, address)));
}

/** Forgets every failure counted for this e-mail, from any address (after an admin's password reset). */
export async function forgetLoginFailures(db: Database, email: string): Promise<void> {
  const escaped = email.slice(0, 254).replace(/[\\%_]/g, (c) => `\\${c}`);
  await db.delete(loginFailures).where(sql`${loginFailures.key} = ${emailKey(email)} or ${like(loginFailures.key, `pair:${escaped}|%`)}`);
}

/**
 * One upsert: the count restarts when the last failure is older than the memory; past
 * `freeFailures` (when given) the key is blocked for FIRST_DELAY_SECONDS doubled for each
 * failure beyond, at most MAX_DELAY_SECONDS. Answers the count.
 */
async function countFailure(db: Database, key: string, freeFailures: number | null, now: Date): Promise<number> {
  const remembered = new Date(now.getTime() - FAILURE_MEMORY_SECONDS * 1000);
  const [row] = await queryRows<{ failures: number }>(
    db,
    sql`
      with counted as (
        select case when ${loginFailures.lastFailureAt} > ${at(remembered)}
                    then ${loginFailures.failures} + 1 else 1 end as failures
        from ${loginFailures} where ${loginFailures.key} = ${key}
      ), next as (
        select coalesce((select failures from counted), 1) as failures
      )
      insert into ${loginFailures} (key, failures, last_failure_at, blocked_until)
      select ${key}, failures, ${at(now)},
        case when ${freeFailures}::int is not null and failures >= ${freeFailures}::int
             then ${at(now)} + make_interval(secs => least(${FIRST_DELAY_SECONDS} * power(2, least(failures - ${freeFailures}::int, 20)), ${MAX_DELAY_SECONDS}))
        end
      from next
      on conflict (key) do update set
        failures = excluded.failures,
        last_failure_at = excluded.last_failure_at,
        blocked_until = excluded.blocked_until,
        alerted_at = case when excluded.failures = 1 then null else ${loginFailures.alertedAt} end
      returning failures`,
  );
  return row?.failures ?? 1;
}

/** An audit event and a log warning, once an hour at most per account; nothing for an e-mail no account has. */
async function warnOfGuessing(db: Database, email: string, failures: number, requestId: string, now: Date): Promise<void> {
  const claimed = await db
    .update(loginFailures)
    .set({ alertedAt: now })
    .where(
      and(
        eq(loginFailures.key, emailKey(email)),
        sql`(${loginFailures.alertedAt} is null or ${lt(loginFailures.alertedAt, new Date(now.getTime() - FAILURE_MEMORY_SECONDS * 1000))})`,
      ),
    )
    .returning({ key: loginFailures.key });
  if (claimed.length === 0) return;
  const [account] = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(and(eq(staffUsers.email, email), sql`${staffUsers.deletedAt} is null`))
    .limit(1);
  if (!account) return;
  await recordAuditEvent(
    db,
    { actorId: null, requestId },
    { action: "auth.login_guessing", targetType: "staff_user", targetId: account.id, details: { failures } },
  );
  logger.warn({ requestId, staffUserId: account.id, failures }, "many failed logins on one account: its password may be being guessed");
}

async function forgetOldFailures(db: Database, now: Date): Promise<void> {
  await db.delete(loginFailures).where(lt(loginFailures.lastFailureAt, new Date(now.getTime() - FAILURE_MEMORY_SECONDS * 1000)));
}

/**
 * The password change (POST /api/auth/password) asks for the current password: wrong ones are
 * slowed down per account like failed logins per pair, so a token left on an open screen cannot
 * be used to guess it.
 */
const passwordChangeKey = (staffUserId: number) => `password-change:${staffUserId}`;

export const passwordChangeThrottle = {
  assertAllowed: (db: Database, staffUserId: number, now: Date = new Date()) => assertNotBlocked(db, passwordChangeKey(staffUserId), now),
  recordFailure: async (db: Database, staffUserId: number, now: Date = new Date()) => {
    await countFailure(db, passwordChangeKey(staffUserId), env().LOGIN_FAILURES_BEFORE_DELAY, now);
  },
  recordSuccess: async (db: Database, staffUserId: number) => {
    await db.delete(loginFailures).where(eq(loginFailures.key, passwordChangeKey(staffUserId)));
  },
};

/** The login's limits as the domain's login use case takes them (src/domain/staff/login.ts). */
export const loginThrottle: LoginThrottle = {
  hitAddress: (db, address, now) => hitRateLimits(db, [loginLimits(address)], now),
  refundAddress: (db, address) => refundRateLimits(db, loginLimits(address)),
  assertAllowed: assertLoginAllowed,
  recordFailure: recordLoginFailure,
  recordSuccess: recordLoginSuccess,
};
