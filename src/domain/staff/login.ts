import type { Database } from "@/db/client";
import { recordAuditEvent } from "@/domain/audit/audit-log";
import { DomainError, unauthenticated } from "@/domain/errors";
import { checkPassword } from "@/domain/staff/authentication";
import { readStaffSession } from "@/domain/staff/staff-users";
import { readPendingLogin, signPendingLogin, spendPendingLogin } from "@/domain/two-factor/pending-login";
import { hasTwoFactor, SecondFactorError, verifyLoginSecondFactor, type TwoFactorSettings } from "@/domain/two-factor/two-factor";
import type { LoginRequest } from "@/schemas/auth";
import type { StaffUser } from "@/schemas/staff-user";
import { twoFactorMessages } from "@/schemas/two-factor-messages";

/**
 * "Attempt a login" (POST /api/auth/login, decision 038): the address's limit, the e-mail and
 * address pair's delays, the password, the second factor, the token — one use case, one place.
 *
 * - The password step (the spec's `{email, password}`): an account without two-factor login gets
 *   its token; one with it gets a "second factor pending" token (5 minutes, once) to send back
 *   with the code, so the password is checked once and the browser need not keep it. The old
 *   shape (`email`, `password` and `code` or `recoveryCode` in one call) still logs in.
 * - The code step (`jetonSecondFacteur` and a code): the token names the account; a wrong code
 *   counts against that account's e-mail and the address, like a wrong password, so a new
 *   pending token buys no new guesses.
 *
 * A failure (wrong password, wrong code, bad pending token) keeps its hit on the address's limit
 * and, when the account is known, counts for its pair; a login, or the question for the code,
 * gives the hit back. Asking for the code does not forget the pair's failures.
 */

/** The database-backed counters the login is limited by (src/server/login-throttle.ts). */
export type LoginThrottle = {
  /** Counts an attempt from this address at `now`; 429 when over its limit. */
  hitAddress(db: Database, address: string, now: Date): Promise<void>;
  /** Gives that attempt back. */
  refundAddress(db: Database, address: string): Promise<void>;
  /** 429 while this e-mail and address pair must wait at `now`. */
  assertAllowed(db: Database, email: string, address: string, now: Date): Promise<void>;
  recordFailure(db: Database, email: string, address: string, requestId: string, now: Date): Promise<void>;
  recordSuccess(db: Database, email: string, address: string): Promise<void>;
};

export type LoginDependencies = {
  throttle: LoginThrottle;
  twoFactor: TwoFactorSettings;
  /** The key pending tokens are signed with (the staff tokens' own; their audience differs). */
  pendingLoginKey: Uint8Array;
  /** Signs the staff token of a login that passed every step (and notes the login's time). */
  issueToken(db: Database, user: StaffUser): Promise<string>;
};

export type LoginClient = { address: string; requestId: string };

export type LoginOutcome =
  | { kind: "signedIn"; token: string }
  /** 401 `{message, totpRequired: true, jetonSecondFacteur}`: the password was right, the code is wanted. */
  | { kind: "secondFactorRequired"; message: string; jetonSecondFacteur: string };

export async function attemptLogin(
  db: Database,
  input: LoginRequest,
  client: LoginClient,
  clock: () => Date,
  deps: LoginDependencies,
): Promise<LoginOutcome> {
  const now = clock();
  await deps.throttle.hitAddress(db, client.address, now);
  const outcome =
    input.jetonSecondFacteur === undefined
      ? await passwordStep(db, { ...input, email: input.email!, password: input.password! }, client, now, deps)
      : await codeStep(db, { ...input, jetonSecondFacteur: input.jetonSecondFacteur }, client, now, deps);
  await deps.throttle.refundAddress(db, client.address);
  return outcome;
}

type SecondFactorInput = { code?: string; recoveryCode?: string };

async function passwordStep(
  db: Database,
  input: { email: string; password: string } & SecondFactorInput,
  client: LoginClient,
  now: Date,
  deps: LoginDependencies,
): Promise<LoginOutcome> {
  await deps.throttle.assertAllowed(db, input.email, client.address, now);
  const checked = await counted(deps, db, input.email, client, now, () => checkPassword(db, input, client.requestId, now));
  if (input.code === undefined && input.recoveryCode === undefined && (await hasTwoFactor(db, checked.user.id))) {
    const jetonSecondFacteur = await signPendingLogin(deps.pendingLoginKey, { staffUserId: checked.user.id, sessionVersion: checked.sessionVersion }, now);
    return { kind: "secondFactorRequired", message: twoFactorMessages.codeRequired, jetonSecondFacteur };
  }
  return secondFactorThenToken(db, checked.user, input, client, now, deps);
}

async function codeStep(
  db: Database,
  input: { jetonSecondFacteur: string; email?: string } & SecondFactorInput,
  client: LoginClient,
  now: Date,
  deps: LoginDependencies,
): Promise<LoginOutcome> {
  const expired = () => unauthenticated(twoFactorMessages.pendingLoginExpired);
  const pending = await readPendingLogin(deps.pendingLoginKey, input.jetonSecondFacteur, now);
  if (!pending) throw expired();
  const account = await readStaffSession(db, pending.staffUserId, pending.jti);
  if (!account || account.revoked || account.sessionVersion !== pending.sessionVersion) throw expired();
  if (input.email !== undefined && input.email !== account.user.email) throw expired();
  await deps.throttle.assertAllowed(db, account.user.email, client.address, now);
  return secondFactorThenToken(db, account.user, input, client, now, deps, async () => {
    if (!(await spendPendingLogin(db, pending))) throw expired();
  });
}

/** The second factor when the account has one, then the audit event, the pair forgotten and the token. */
async function secondFactorThenToken(
  db: Database,
  user: StaffUser,
  attempt: SecondFactorInput,
  client: LoginClient,
  now: Date,
  deps: LoginDependencies,
  beforeToken?: () => Promise<void>,
): Promise<LoginOutcome> {
  const secondFactor = await counted(deps, db, user.email, client, now, () =>
    verifyLoginSecondFactor(db, user.id, attempt, deps.twoFactor, client.requestId, now),
  );
  await beforeToken?.();
  await recordAuditEvent(db, { actorId: user.id, requestId: client.requestId }, {
    action: "auth.login",
    targetType: "staff_user",
    targetId: user.id,
    details: secondFactor === "none" ? undefined : { secondFactor },
  });
  await deps.throttle.recordSuccess(db, user.email, client.address);
  return { kind: "signedIn", token: await deps.issueToken(db, user) };
}

/** Runs a check whose refusal is a failed login of this e-mail from this address (a wrong password or code). */
async function counted<T>(deps: LoginDependencies, db: Database, email: string, client: LoginClient, now: Date, check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    const refused = error instanceof SecondFactorError ? error.refused : error instanceof DomainError && error.code === "UNAUTHENTICATED";
    if (refused) await deps.throttle.recordFailure(db, email, client.address, client.requestId, now);
    throw error;
  }
}
