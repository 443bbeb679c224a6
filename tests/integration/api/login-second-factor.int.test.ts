import { eq } from "drizzle-orm";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { POST as logoutAllRoute } from "@/app/api/auth/logout-all/route";
import { POST as confirmRoute } from "@/app/api/auth/totp/enrolment/confirm/route";
import { POST as startRoute } from "@/app/api/auth/totp/enrolment/route";
import { GET as statusRoute } from "@/app/api/auth/totp/route";
import { GET as userByEmailRoute } from "@/app/api/users/email/[email]/route";
import { staffRecoveryCodes } from "@/db/schema";
import { hashPassword } from "@/domain/staff/passwords";
import { PENDING_LOGIN_AUDIENCE, PENDING_LOGIN_ISSUER } from "@/domain/two-factor/pending-login";
import { newRecoveryCodes } from "@/domain/two-factor/recovery-codes";
import { totpCodeAt } from "@/domain/two-factor/totp";
import type { RecoveryCodes, TotpEnrolment, TwoFactorStatus } from "@/schemas/two-factor";
import { env } from "@/server/env";
import { jwtSecret } from "@/server/secrets";
import { withTestDatabase } from "../../support/test-database";
import { call, createStaff, lastAudit, nextAddress, STAFF_PASSWORD, type StaffFixture } from "./api-test-kit";

/**
 * The login's code step with a "second factor pending" token instead of the password (decision
 * 038): the token's checks, its single use, the limits wrong codes stay under, and recovery
 * codes hashed with HMAC beside the argon2 ones issued before.
 */

const database = withTestDatabase();

// A code is good once: the clock (Date, which PGlite's now() follows) moves a step before each new code.
let clock = Date.UTC(2026, 10, 26, 9, 0, 0);
function nextCode(secret: string): string {
  clock += 30_000;
  vi.setSystemTime(clock);
  return totpCodeAt(secret, clock);
}
const wrongCode = (secret: string) => (totpCodeAt(secret, clock + 30_000) === "000000" ? "111111" : "000000");

beforeAll(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: clock });
});
afterAll(() => {
  vi.useRealTimers();
});

let accounts = 0;
async function enrolledAccount(): Promise<StaffFixture & { secret: string; codes: string[] }> {
  accounts += 1;
  const member = await createStaff(database().db, { username: `jeton${accounts}`, email: `jeton${accounts}@cabinet.ma`, role: "MEDECIN" });
  const started = await call(startRoute, { method: "POST", path: "/api/auth/totp/enrolment", token: member.token });
  const { secret } = started.body as TotpEnrolment;
  const confirmed = await call(confirmRoute, { path: "/api/auth/totp/enrolment/confirm", body: { code: nextCode(secret) }, token: member.token });
  expect(confirmed.status).toBe(200);
  return { ...member, secret, codes: (confirmed.body as RecoveryCodes).codesSecours };
}

const post = (body: Record<string, unknown>, address = nextAddress()) =>
  call(loginRoute, { path: "/api/auth/login", body, headers: { "x-forwarded-for": address } });

/** The password step: answers the pending token. */
async function pendingToken(member: StaffFixture, address?: string): Promise<string> {
  const answer = await post({ email: member.email, password: STAFF_PASSWORD }, address);
  expect(answer).toMatchObject({ status: 401, body: { message: "Code de vérification requis.", totpRequired: true } });
  return (answer.body as { jetonSecondFacteur: string }).jetonSecondFacteur;
}

const expired = { status: 401, body: { message: "La vérification a expiré. Saisissez à nouveau votre e-mail et votre mot de passe." } };

describe("the code step with a pending token", () => {
  it("logs in with the token and the app's code, without the password: the token the API accepts", async () => {
    const member = await enrolledAccount();
    const jetonSecondFacteur = await pendingToken(member);
    const answer = await post({ jetonSecondFacteur, code: nextCode(member.secret) });
    expect(answer.status).toBe(200);
    expect(answer.text).toMatch(/^"eyJ[\w-]+\.[\w-]+\.[\w-]+"$/);
    const me = await call(userByEmailRoute, { path: `/api/users/email/${member.email}`, params: { email: member.email }, token: answer.body as string });
    expect(me).toMatchObject({ status: 200, body: { id: member.id } });
    expect(await lastAudit(database().db, "auth.login", member.id)).toMatchObject({ details: { secondFactor: "totp" } });
  });

  it("logs in with the token and a recovery code, used up", async () => {
    const member = await enrolledAccount();
    expect((await post({ jetonSecondFacteur: await pendingToken(member), recoveryCode: member.codes[0] })).status).toBe(200);
    expect((await post({ jetonSecondFacteur: await pendingToken(member), recoveryCode: member.codes[0] })).body).toMatchObject({
      message: "Code de secours incorrect ou déjà utilisé.",
      totpRequired: true,
    });
  });

  it("keeps the token through a wrong code, and takes it once: a second login with it is refused", async () => {
    const member = await enrolledAccount();
    const jetonSecondFacteur = await pendingToken(member);
    expect(await post({ jetonSecondFacteur, code: wrongCode(member.secret) })).toMatchObject({
      status: 401,
      body: { message: "Code de vérification incorrect.", totpRequired: true },
    });
    expect((await post({ jetonSecondFacteur, code: nextCode(member.secret) })).status).toBe(200);
    expect(await post({ jetonSecondFacteur, code: nextCode(member.secret) })).toMatchObject(expired);
  });

  it("refuses a token past its 5 minutes", async () => {
    const member = await enrolledAccount();
    const jetonSecondFacteur = await pendingToken(member);
    clock += 5 * 60_000 + 1_000;
    vi.setSystemTime(clock);
    expect(await post({ jetonSecondFacteur, code: nextCode(member.secret) })).toMatchObject(expired);
  });

  it("refuses a forged token, one signed with another key, and a staff token in its place", async () => {
    const member = await enrolledAccount();
    const real = await pendingToken(member);
    const [header, payload, signature] = real.split(".") as [string, string, string];
    const otherPayload = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, "base64url").toString()), sub: "1" })).toString("base64url");
    const sign = (key: Uint8Array, audience: string) =>
      new SignJWT({ sv: 0 })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(String(member.id))
        .setJti(crypto.randomUUID())
        .setIssuer(PENDING_LOGIN_ISSUER)
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime("5m")
        .sign(key);
    const forgeries = [
      `${header}.${otherPayload}.${signature}`,
      await sign(new TextEncoder().encode("une-autre-cle-de-signature-bien-longue"), PENDING_LOGIN_AUDIENCE),
      await sign(jwtSecret(), "cabinet-orthopedie/staff"),
      member.token,
    ];
    for (const jetonSecondFacteur of forgeries) expect(await post({ jetonSecondFacteur, code: nextCode(member.secret) })).toMatchObject(expired);
  });

  it("is not a staff token: the API refuses it as a bearer token", async () => {
    const member = await enrolledAccount();
    const answer = await call(statusRoute, { path: "/api/auth/totp", token: await pendingToken(member) });
    expect(answer.status).toBe(401);
  });

  it("opens only its own account: another e-mail beside it, or another account's code, are refused", async () => {
    const first = await enrolledAccount();
    const second = await enrolledAccount();
    const jetonSecondFacteur = await pendingToken(first);
    expect(await post({ jetonSecondFacteur, email: second.email, code: nextCode(second.secret) })).toMatchObject(expired);
    const otherCode = nextCode(second.secret);
    if (otherCode !== totpCodeAt(first.secret, clock)) {
      expect(await post({ jetonSecondFacteur, code: otherCode })).toMatchObject({ status: 401, body: { message: "Code de vérification incorrect." } });
    }
    expect((await post({ jetonSecondFacteur, email: first.email.toUpperCase(), code: nextCode(first.secret) })).status).toBe(200);
  });

  it("is void once the account's sessions are ended (a password reset, sign out everywhere)", async () => {
    const member = await enrolledAccount();
    const jetonSecondFacteur = await pendingToken(member);
    expect((await call(logoutAllRoute, { path: "/api/auth/logout-all", token: member.token })).status).toBe(204);
    expect(await post({ jetonSecondFacteur, code: nextCode(member.secret) })).toMatchObject(expired);
  });

  it("counts wrong codes per account and address, not per token: new tokens buy no new guesses", async () => {
    const member = await enrolledAccount();
    const address = nextAddress();
    for (let i = 0; i < env().LOGIN_FAILURES_BEFORE_DELAY; i++) {
      const jetonSecondFacteur = await pendingToken(member, address);
      expect((await post({ jetonSecondFacteur, code: wrongCode(member.secret) }, address)).status).toBe(401);
    }
    // The app's next code, without moving the clock past the 30 s delay.
    const refused = await post({ jetonSecondFacteur: await pendingToken(member, nextAddress()), code: totpCodeAt(member.secret, clock + 30_000) }, address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // The account's owner elsewhere is not slowed down.
    const elsewhere = nextAddress();
    expect((await post({ jetonSecondFacteur: await pendingToken(member, elsewhere), code: nextCode(member.secret) }, elsewhere)).status).toBe(200);
  });

  it("counts wrong codes against the address's limit, whatever the account", async () => {
    const address = nextAddress();
    let spent = 0;
    while (spent < env().RATE_LIMIT_LOGIN_PER_WINDOW) {
      const member = await enrolledAccount();
      const jetonSecondFacteur = await pendingToken(member);
      for (let i = 0; i < env().LOGIN_FAILURES_BEFORE_DELAY - 1 && spent < env().RATE_LIMIT_LOGIN_PER_WINDOW; i++, spent++) {
        expect((await post({ jetonSecondFacteur, code: wrongCode(member.secret) }, address)).status).toBe(401);
      }
    }
    const member = await enrolledAccount();
    const answer = await post({ jetonSecondFacteur: await pendingToken(member), code: nextCode(member.secret) }, address);
    expect(answer).toMatchObject({ status: 429, body: { message: "Trop de tentatives. Veuillez réessayer plus tard." } });
  });

  it("answers 400 for the password beside the token, for no code, and for a malformed token", async () => {
    const member = await enrolledAccount();
    const jetonSecondFacteur = await pendingToken(member);
    expect(await post({ jetonSecondFacteur, password: STAFF_PASSWORD, code: "123456" })).toMatchObject({
      status: 400,
      body: { errors: { password: "Le mot de passe n'est pas renvoyé à l'étape du code : envoyez seulement le jeton et le code." } },
    });
    expect(await post({ jetonSecondFacteur })).toMatchObject({ status: 400, body: { errors: { code: "Le code de vérification est obligatoire." } } });
    expect(await post({ jetonSecondFacteur: "pas-un-jeton", code: "123456" })).toMatchObject({
      status: 400,
      body: { errors: { jetonSecondFacteur: "Jeton de vérification invalide." } },
    });
  });
});

describe("recovery codes", () => {
  it("still takes codes hashed with argon2id before decision 038, each once, beside the keyed hashes of new ones", async () => {
    const member = await enrolledAccount();
    const old = newRecoveryCodes().slice(0, 2);
    await database()
      .db.insert(staffRecoveryCodes)
      .values(await Promise.all(old.map(async (code) => ({ staffUserId: member.id, codeHash: await hashPassword(code) }))));
    const stored = await database().db.select({ codeHash: staffRecoveryCodes.codeHash }).from(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffUserId, member.id));
    expect(stored.filter((row) => row.codeHash.startsWith("$argon2id$"))).toHaveLength(2);
    expect(stored.filter((row) => row.codeHash.startsWith("hmac-sha256:v1:"))).toHaveLength(10);

    for (const code of [old[0]!, member.codes[3]!]) {
      expect((await post({ jetonSecondFacteur: await pendingToken(member), recoveryCode: code })).status).toBe(200);
      expect((await post({ jetonSecondFacteur: await pendingToken(member), recoveryCode: code })).status).toBe(401);
    }
    expect((await post({ email: member.email, password: STAFF_PASSWORD, recoveryCode: old[1]! })).status).toBe(200);
    const status = await call(statusRoute, { path: "/api/auth/totp", token: member.token });
    expect((status.body as TwoFactorStatus).codesSecoursRestants).toBe(9);
  });
});
