import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { POST as disableRoute } from "@/app/api/auth/totp/disable/route";
import { POST as confirmRoute } from "@/app/api/auth/totp/enrolment/confirm/route";
import { POST as startRoute } from "@/app/api/auth/totp/enrolment/route";
import { POST as recoveryCodesRoute } from "@/app/api/auth/totp/recovery-codes/route";
import { GET as statusRoute } from "@/app/api/auth/totp/route";
import { DELETE as resetRoute } from "@/app/api/users/[id]/totp/route";
import { GET as searchPatientsRoute } from "@/app/api/patients/route";
import { GET as listAccountsRoute } from "@/app/api/users/route";
import { staffRecoveryCodes, staffTotp } from "@/db/schema";
import { totpCodeAt } from "@/domain/two-factor/totp";
import type { StaffAccount } from "@/schemas/staff-user";
import type { RecoveryCodes, TotpEnrolment, TwoFactorStatus } from "@/schemas/two-factor";
import { env } from "@/server/env";
import { ADMIN_ONLY_MESSAGE, badTokenCases } from "../../support/staff-tokens";
import { withTestDatabase } from "../../support/test-database";
import { call, createStaff, lastAudit, seedStaff, STAFF_PASSWORD, type CallOptions, type StaffFixture, type StaffFixtures } from "./api-test-kit";

/** Two-factor login (decision 024): the enrolment calls, the login's second step, an admin's reset, the admins' rule. */

const database = withTestDatabase();
let staff: StaffFixtures;

// A code is good once: every accepted code moves its account past that 30-second step. The tests
// move the clock (Date only) one step forward before each new code, as a person waits for the next.
// PGlite's now() follows that clock too.
let clock = Date.now();
function nextCode(secret: string): string {
  clock += 30_000;
  vi.setSystemTime(clock);
  return totpCodeAt(secret, clock);
}
/** The app's next code without moving the clock (accepted a step early, for a phone's drift): where a delay must still hold. */
const upcomingCode = (secret: string) => totpCodeAt(secret, clock + 30_000);

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ["Date"], now: clock });
  staff = await seedStaff(database().db);
});
afterAll(() => {
  vi.useRealTimers();
});

let accounts = 0;
/** A fresh account, so that each test's codes and throttling start clean. */
function newAccount(role: StaffFixture["role"] = "ASSISTANT"): Promise<StaffFixture> {
  accounts += 1;
  return createStaff(database().db, { username: `compte${accounts}`, email: `compte${accounts}@cabinet.ma`, role });
}

const status = (member: StaffFixture) => call(statusRoute, { path: "/api/auth/totp", token: member.token });
const start = (member: StaffFixture) => call(startRoute, { method: "POST", path: "/api/auth/totp/enrolment", token: member.token });
const confirm = (member: StaffFixture, code: string, address?: string) =>
  call(confirmRoute, { path: "/api/auth/totp/enrolment/confirm", body: { code }, token: member.token, headers: address ? { "x-forwarded-for": address } : undefined });
const regenerate = (member: StaffFixture, proof: unknown) => call(recoveryCodesRoute, { path: "/api/auth/totp/recovery-codes", body: proof, token: member.token });
const disable = (member: StaffFixture, proof: unknown) => call(disableRoute, { path: "/api/auth/totp/disable", body: proof, token: member.token });
const reset = (actor: StaffFixture, id: number | string) =>
  call(resetRoute, { method: "DELETE", path: `/api/users/${id}/totp`, params: { id: String(id) }, token: actor.token });
const login = (member: StaffFixture, extra: Record<string, string> = {}, address?: string) =>
  call(loginRoute, { path: "/api/auth/login", body: { email: member.email, password: STAFF_PASSWORD, ...extra }, headers: address ? { "x-forwarded-for": address } : undefined });

/** Enrols `member`: the secret their app holds and their ten recovery codes. */
async function enrol(member: StaffFixture) {
  const started = await start(member);
  expect(started.status).toBe(200);
  const { secret } = started.body as TotpEnrolment;
  const confirmed = await confirm(member, nextCode(secret));
  expect(confirmed.status).toBe(200);
  return { secret, codes: (confirmed.body as RecoveryCodes).codesSecours };
}

/** The password step's answer for an account with two-factor login: the question and a pending token (decision 038). */
const codeRequired = { message: "Code de vérification requis.", totpRequired: true, jetonSecondFacteur: expect.stringMatching(/^eyJ[\w-]+\.[\w-]+\.[\w-]+$/) };

describe("GET /api/auth/totp", () => {
  it("says two-factor login is off until an enrolment is confirmed, then since when and how many recovery codes are left", async () => {
    const member = await newAccount();
    const off: TwoFactorStatus = { totpEnabled: false, activeDepuis: null, codesSecoursRestants: 0, obligatoire: false };
    expect((await status(member)).body).toEqual(off);
    await start(member);
    expect((await status(member)).body).toEqual(off);
    await enrol(member);
    const on = (await status(member)).body as TwoFactorStatus;
    expect(on).toMatchObject({ totpEnabled: true, codesSecoursRestants: 10, obligatoire: false });
    expect(Date.parse(on.activeDepuis!)).not.toBeNaN();
  });
});

describe("POST /api/auth/totp/enrolment", () => {
  it("answers a new secret, its otpauth:// URI naming the practice and the account, and its QR code; the database holds it sealed", async () => {
    const member = await newAccount();
    const { status: code, body } = await start(member);
    expect(code).toBe(200);
    const enrolment = body as TotpEnrolment;
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(enrolment.uri);
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.searchParams.get("secret")).toBe(enrolment.secret);
    expect(uri.searchParams.get("issuer")).toMatch(/^Cabinet du Dr\. /);
    expect(decodeURIComponent(uri.pathname)).toContain(member.email);
    expect(enrolment.codeQr).toMatch(/^data:image\/svg\+xml;base64,/);
    const [row] = await database().db.select().from(staffTotp).where(eq(staffTotp.staffUserId, member.id));
    expect(row!.secretCiphertext).toMatch(/^v1\./);
    expect(row!.secretCiphertext).not.toContain(enrolment.secret);
    expect(row!.confirmedAt).toBeNull();
  });

  it("replaces a pending secret when started again: the first one's codes no longer confirm", async () => {
    const member = await newAccount();
    const first = (await start(member)).body as TotpEnrolment;
    const second = (await start(member)).body as TotpEnrolment;
    expect(second.secret).not.toBe(first.secret);
    expect((await confirm(member, nextCode(first.secret))).status).toBe(400);
    expect((await confirm(member, nextCode(second.secret))).status).toBe(200);
  });

  it("answers 409 once two-factor login is on", async () => {
    const member = await newAccount();
    await enrol(member);
    expect(await start(member)).toMatchObject({ status: 409, body: { message: "La double authentification est déjà activée sur ce compte." } });
  });
});

describe("POST /api/auth/totp/enrolment/confirm", () => {
  it("turns two-factor login on with the app's code and answers ten recovery codes, stored as keyed hashes", async () => {
    const member = await newAccount("MEDECIN");
    const { codes } = await enrol(member);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{5}-[A-HJ-NP-Z2-9]{5}$/);
    const stored = await database().db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffUserId, member.id));
    expect(stored).toHaveLength(10);
    for (const row of stored) {
      expect(row.codeHash).toMatch(/^hmac-sha256:v1:[\w-]{43}$/);
      expect(codes.some((code) => row.codeHash.includes(code.replace("-", "")))).toBe(false);
    }
    expect(await lastAudit(database().db, "user.totp_enable")).toMatchObject({ actorId: member.id, targetId: String(member.id) });
  });

  it("refuses a wrong code beside its field, and a malformed one, and stays off", async () => {
    const member = await newAccount();
    const { secret } = (await start(member)).body as TotpEnrolment;
    const right = nextCode(secret);
    const wrong = right === "000000" ? "111111" : "000000";
    expect(await confirm(member, wrong)).toMatchObject({
      status: 400,
      body: { message: "Code de vérification incorrect.", errors: { code: "Code de vérification incorrect." } },
    });
    expect(await confirm(member, "12ab56")).toMatchObject({
      status: 400,
      body: { errors: { code: "Le code de vérification est composé de 6 chiffres." } },
    });
    expect(((await status(member)).body as TwoFactorStatus).totpEnabled).toBe(false);
  });

  it("answers 409 without an enrolment started, and once confirmed", async () => {
    const member = await newAccount();
    expect(await confirm(member, "123456")).toMatchObject({ status: 409, body: { message: "Aucune activation en cours : recommencez l'activation." } });
    const { secret } = await enrol(member);
    expect((await confirm(member, nextCode(secret))).status).toBe(409);
  });

  it("counts wrong codes like failed logins: the account and address must wait after five", async () => {
    const member = await newAccount();
    const { secret } = (await start(member)).body as TotpEnrolment;
    const address = "198.51.100.7";
    for (let i = 0; i < env().LOGIN_FAILURES_BEFORE_DELAY; i++) expect((await confirm(member, "000000", address)).status).toBe(400);
    const refused = await confirm(member, upcomingCode(secret), address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("POST /api/auth/login with two-factor login", () => {
  it("answers 401 totpRequired to the password alone, then 200 and the token to the same call with the code", async () => {
    const member = await newAccount();
    const { secret } = await enrol(member);
    const first = await login(member);
    expect(first.status).toBe(401);
    expect(first.body).toEqual(codeRequired);
    const second = await login(member, { code: nextCode(secret) });
    expect(second.status).toBe(200);
    expect(second.text).toMatch(/^"eyJ[\w-]+\.[\w-]+\.[\w-]+"$/);
    expect(await lastAudit(database().db, "auth.login", member.id)).toMatchObject({ details: { secondFactor: "totp" } });
  });

  it("never says an account has two-factor login to someone without its password", async () => {
    const member = await newAccount();
    const { secret } = await enrol(member);
    const answer = await login(member, { password: "pas-le-bon-mot-de-passe", code: nextCode(secret) });
    expect(answer).toMatchObject({ status: 401, body: { message: "E-mail ou mot de passe incorrect." } });
    expect(answer.body).not.toHaveProperty("totpRequired");
  });

  it("refuses a wrong code and a code already used (the same code within its 30 seconds)", async () => {
    const member = await newAccount();
    const { secret } = await enrol(member);
    const code = nextCode(secret);
    expect(await login(member, { code: code === "000000" ? "111111" : "000000" })).toMatchObject({
      status: 401,
      body: { message: "Code de vérification incorrect.", totpRequired: true },
    });
    expect((await login(member, { code })).status).toBe(200);
    expect(await login(member, { code })).toMatchObject({
      status: 401,
      body: { message: "Ce code a déjà été utilisé. Attendez le code suivant de votre application.", totpRequired: true },
    });
    expect(await lastAudit(database().db, "auth.second_factor_failed")).toMatchObject({ actorId: null, details: { method: "totp", reason: "replayed" } });
  });

  it("takes a recovery code once, in any case and with or without its dash", async () => {
    const member = await newAccount();
    const { codes } = await enrol(member);
    const [first, second] = codes as [string, string];
    expect((await login(member, { recoveryCode: first.toLowerCase().replace("-", " ") })).status).toBe(200);
    expect(await lastAudit(database().db, "auth.recovery_code_used", member.id)).toMatchObject({ details: { remaining: 9 } });
    expect(await login(member, { recoveryCode: first })).toMatchObject({
      status: 401,
      body: { message: "Code de secours incorrect ou déjà utilisé.", totpRequired: true },
    });
    expect((await login(member, { recoveryCode: second })).status).toBe(200);
    expect(((await status(member)).body as TwoFactorStatus).codesSecoursRestants).toBe(8);
  });

  it("counts wrong codes like wrong passwords: after five from one address, even the right code waits", async () => {
    const member = await newAccount();
    const { secret } = await enrol(member);
    const address = "198.51.100.20";
    for (let i = 0; i < env().LOGIN_FAILURES_BEFORE_DELAY; i++) expect((await login(member, { code: "000000" }, address)).status).toBe(401);
    const code = upcomingCode(secret);
    expect((await login(member, { code }, address)).status).toBe(429);
    // Asking for the code is not a failure: the password alone, again and again, is never slowed down.
    const other = "198.51.100.21";
    for (let i = 0; i < env().LOGIN_FAILURES_BEFORE_DELAY + 2; i++) expect((await login(member, {}, other)).body).toEqual(codeRequired);
    expect((await login(member, { code }, other)).status).toBe(200);
  });

  it("answers 400 for a malformed code, or for a code and a recovery code together", async () => {
    const member = await newAccount();
    expect(await login(member, { code: "12345" })).toMatchObject({ status: 400, body: { errors: { code: "Le code de vérification est composé de 6 chiffres." } } });
    expect(await login(member, { code: "123456", recoveryCode: "ABCDE-FGHJK" })).toMatchObject({
      status: 400,
      body: { errors: { recoveryCode: "Donnez soit un code de vérification, soit un code de secours." } },
    });
  });

  it("leaves accounts without two-factor login as the spec has them: the password alone gives the token", async () => {
    const member = await newAccount();
    const answer = await login(member);
    expect(answer.status).toBe(200);
    expect(answer.text).toMatch(/^"eyJ/);
  });
});

describe("POST /api/auth/totp/recovery-codes", () => {
  it("replaces the recovery codes against the password: the old ones no longer work, the new ones do", async () => {
    const member = await newAccount();
    const { codes: old } = await enrol(member);
    const answer = await regenerate(member, { password: STAFF_PASSWORD });
    expect(answer.status).toBe(200);
    const fresh = (answer.body as RecoveryCodes).codesSecours;
    expect(fresh).toHaveLength(10);
    expect(fresh.some((code) => old.includes(code))).toBe(false);
    expect((await login(member, { recoveryCode: old[0]! })).status).toBe(401);
    expect((await login(member, { recoveryCode: fresh[0]! })).status).toBe(200);
    expect(await lastAudit(database().db, "user.recovery_codes_regenerate")).toMatchObject({ actorId: member.id, targetId: String(member.id) });
  });

  it("takes a current code instead of the password, once", async () => {
    const member = await newAccount();
    const { secret } = await enrol(member);
    const code = nextCode(secret);
    expect((await regenerate(member, { code })).status).toBe(200);
    expect(await regenerate(member, { code })).toMatchObject({ status: 400, body: { errors: { code: expect.stringContaining("déjà été utilisé") } } });
  });

  it("refuses a wrong password or code beside its field, and neither", async () => {
    const member = await newAccount();
    await enrol(member);
    expect(await regenerate(member, { password: "pas-le-bon" })).toMatchObject({ status: 400, body: { errors: { password: "Mot de passe incorrect." } } });
    expect(await regenerate(member, { code: "000000" })).toMatchObject({ status: 400, body: { errors: { code: "Code de vérification incorrect." } } });
    expect(await regenerate(member, {})).toMatchObject({
      status: 400,
      body: { errors: { password: "Saisissez votre mot de passe ou un code de vérification." } },
    });
    expect(await regenerate(member, { password: "", code: "" })).toMatchObject({ status: 400 });
  });

  it("answers 409 while two-factor login is off", async () => {
    expect(await regenerate(await newAccount(), { password: STAFF_PASSWORD })).toMatchObject({
      status: 409,
      body: { message: "La double authentification n'est pas activée sur ce compte." },
    });
  });
});

describe("POST /api/auth/totp/disable", () => {
  it("turns two-factor login off against the password: the password alone logs in again", async () => {
    const member = await newAccount();
    await enrol(member);
    expect((await disable(member, { password: STAFF_PASSWORD })).status).toBe(204);
    expect(((await status(member)).body as TwoFactorStatus).totpEnabled).toBe(false);
    expect((await login(member)).status).toBe(200);
    expect(await database().db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffUserId, member.id))).toEqual([]);
    expect(await lastAudit(database().db, "user.totp_disable")).toMatchObject({ actorId: member.id, targetId: String(member.id) });
  });

  it("takes a current code instead, and refuses a wrong one", async () => {
    const member = await newAccount();
    const { secret } = await enrol(member);
    expect((await disable(member, { code: "000000" })).status).toBe(400);
    expect((await disable(member, { code: nextCode(secret) })).status).toBe(204);
  });

  it("answers 409 while two-factor login is off", async () => {
    expect((await disable(await newAccount(), { password: STAFF_PASSWORD })).status).toBe(409);
  });
});

describe("DELETE /api/users/{id}/totp", () => {
  it("lets an admin turn another account's two-factor login off, audited: the account logs in with its password alone", async () => {
    const member = await newAccount("MEDECIN");
    await enrol(member);
    expect((await reset(staff.admin, member.id)).status).toBe(204);
    expect((await login(member)).status).toBe(200);
    expect(await lastAudit(database().db, "user.totp_reset")).toMatchObject({ actorId: staff.admin.id, targetType: "staff_user", targetId: String(member.id) });
  });

  it("answers 403 to other roles, 404 for no active account, 409 for one's own or an account without it, 400 for a bad id", async () => {
    const member = await newAccount();
    await enrol(member);
    for (const other of [staff.medecin, staff.assistant]) expect(await reset(other, member.id)).toMatchObject({ status: 403, body: { message: ADMIN_ONLY_MESSAGE } });
    expect((await reset(staff.admin, 999_999)).status).toBe(404);
    expect((await reset(staff.admin, staff.deleted.id)).status).toBe(404);
    expect(await reset(staff.admin, staff.admin.id)).toMatchObject({ status: 409, body: { message: expect.stringContaining("Mon compte") } });
    expect(await reset(staff.admin, staff.assistant.id)).toMatchObject({ status: 409, body: { message: "Ce compte n'a pas de double authentification." } });
    expect((await reset(staff.admin, "abc")).status).toBe(400);
    expect(((await status(member)).body as TwoFactorStatus).totpEnabled).toBe(true);
  });
});

describe("GET /api/users", () => {
  it("says which accounts have two-factor login on (not one only started)", async () => {
    const enrolled = await newAccount();
    const started = await newAccount();
    await enrol(enrolled);
    await start(started);
    const { status: code, body } = await call(listAccountsRoute, { path: "/api/users", token: staff.admin.token });
    expect(code).toBe(200);
    const byId = new Map((body as StaffAccount[]).map((account) => [account.id, account.totpEnabled]));
    expect(byId.get(enrolled.id)).toBe(true);
    expect(byId.get(started.id)).toBe(false);
    expect(byId.get(staff.assistant.id)).toBe(false);
  });
});

describe("REQUIRE_2FA_FOR_ADMINS", () => {
  const settings = env() as { REQUIRE_2FA_FOR_ADMINS: boolean };
  beforeAll(() => {
    settings.REQUIRE_2FA_FOR_ADMINS = true;
  });
  afterAll(() => {
    settings.REQUIRE_2FA_FOR_ADMINS = false;
  });

  it("lets an admin without two-factor login log in, then only enrol: every other call answers 403 totpEnrolmentRequired", async () => {
    const admin = await newAccount("ADMIN");
    const token = (await login(admin)).body as string;
    const withToken = { ...admin, token };
    const search = () => call(searchPatientsRoute, { path: "/api/patients?nom=a", token });
    expect(await search()).toMatchObject({
      status: 403,
      body: { message: "La double authentification est obligatoire pour les administrateurs : activez-la pour continuer.", totpEnrolmentRequired: true },
    });
    expect((await status(withToken)).body).toMatchObject({ totpEnabled: false, obligatoire: true });
    const { secret } = await enrol(withToken);
    expect((await search()).status).toBe(200);
    expect(await disable(withToken, { code: nextCode(secret) })).toMatchObject({
      status: 409,
      body: { message: "La double authentification est obligatoire pour les administrateurs : elle ne peut pas être désactivée." },
    });
  });

  it("leaves other roles alone", async () => {
    const member = await newAccount("MEDECIN");
    expect((await call(searchPatientsRoute, { path: "/api/patients?nom=a", token: member.token })).status).toBe(200);
    expect(((await status(member)).body as TwoFactorStatus).obligatoire).toBe(false);
  });
});

describe("every two-factor call", () => {
  const calls: [string, Parameters<typeof call>[0], () => Omit<CallOptions, "token">][] = [
    ["GET /api/auth/totp", statusRoute, () => ({ path: "/api/auth/totp" })],
    ["POST /api/auth/totp/enrolment", startRoute, () => ({ method: "POST", path: "/api/auth/totp/enrolment" })],
    ["POST /api/auth/totp/enrolment/confirm", confirmRoute, () => ({ path: "/api/auth/totp/enrolment/confirm", body: { code: "123456" } })],
    ["POST /api/auth/totp/recovery-codes", recoveryCodesRoute, () => ({ path: "/api/auth/totp/recovery-codes", body: { password: "x" } })],
    ["POST /api/auth/totp/disable", disableRoute, () => ({ path: "/api/auth/totp/disable", body: { password: "x" } })],
    ["DELETE /api/users/{id}/totp", resetRoute, () => ({ method: "DELETE", path: `/api/users/${staff.medecin.id}/totp`, params: { id: String(staff.medecin.id) } })],
  ];
  const tokens = badTokenCases(() => staff.admin, () => staff.deleted.token);

  describe.each(calls)("%s", (_name, handler, request) => {
    it.each(tokens)("answers 401 for %s", async (_case, makeToken, message) => {
      const answer = await call(handler, { ...request(), token: await makeToken() });
      expect(answer).toMatchObject({ status: 401, body: { message } });
    });
  });
});
