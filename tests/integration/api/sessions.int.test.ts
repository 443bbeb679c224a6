import { eq, sql } from "drizzle-orm";
import { decodeJwt, SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { POST as logoutAllRoute } from "@/app/api/auth/logout-all/route";
import { POST as logoutRoute } from "@/app/api/auth/logout/route";
import { POST as passwordRoute } from "@/app/api/auth/password/route";
import { GET as searchPatientsRoute } from "@/app/api/patients/route";
import { POST as passwordResetRoute } from "@/app/api/users/[id]/password-reset/route";
import { GET as userByEmailRoute } from "@/app/api/users/email/[email]/route";
import { revokedTokens, staffUsers } from "@/db/schema";
import { resetStaffPassword } from "@/domain/staff/password-changes";
import { endAllSessions } from "@/domain/staff/sessions";
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from "@/server/auth";
import { jwtSecret } from "@/server/secrets";
import { FIXED_NOW } from "../../support/fixed-clock";
import { ADMIN_ONLY_MESSAGE, badTokenCases, INVALID_SESSION_MESSAGE } from "../../support/staff-tokens";
import { withTestDatabase } from "../../support/test-database";
import { call, createStaff, lastAudit, seedStaff, STAFF_PASSWORD, type StaffFixture, type StaffFixtures } from "./api-test-kit";

/** Sessions the server can end, passwords changed and reset (decision 023): POST /api/auth/logout, logout-all, password, /api/users/{id}/password-reset. */

const database = withTestDatabase();
let staff: StaffFixtures;
let counter = 0;

const PASSWORD_CHANGE_REQUIRED = "Vous devez d'abord choisir un nouveau mot de passe.";
const NEW_PASSWORD = "un-nouveau-secret-solide";

async function login(email: string, password = STAFF_PASSWORD): Promise<{ status: number; token: string; body: unknown }> {
  const answer = await call(loginRoute, { path: "/api/auth/login", body: { email, password } });
  return { status: answer.status, token: typeof answer.body === "string" ? answer.body : "", body: answer.body };
}

/** A protected call any staff member may make: reading one's own account. */
const whoAmI = (token: string | undefined, email: string) =>
  call(userByEmailRoute, { path: `/api/users/email/${encodeURIComponent(email)}`, params: { email }, token });

const logout = (token?: string) => call(logoutRoute, { method: "POST", path: "/api/auth/logout", token });
const logoutAll = (token?: string) => call(logoutAllRoute, { method: "POST", path: "/api/auth/logout-all", token });
const changePassword = (token: string | undefined, body: unknown) => call(passwordRoute, { path: "/api/auth/password", body, token });
/** As the admin unless another token (or null: none) is given. */
const resetPassword = (id: number | string, token: string | null = staff.admin.token) =>
  call(passwordResetRoute, { method: "POST", path: `/api/users/${id}/password-reset`, params: { id: String(id) }, token: token ?? undefined });

/** A staff account of this test's own, so that ending its sessions touches no other test. */
async function freshStaff(role: "ASSISTANT" | "MEDECIN" | "ADMIN" = "ASSISTANT"): Promise<StaffFixture> {
  counter += 1;
  return createStaff(database().db, { username: `personne${counter}`, email: `personne${counter}@cabinet.ma`, role });
}

async function account(id: number) {
  const [row] = await database().db.select().from(staffUsers).where(eq(staffUsers.id, id));
  return row!;
}

beforeAll(async () => {
  staff = await seedStaff(database().db);
});

describe("tokens", () => {
  it("carry sub as a string, their own jti and the account's session version", async () => {
    const member = await freshStaff();
    const { token } = await login(member.email);
    const claims = decodeJwt(token);
    expect(claims.sub).toBe(String(member.id));
    expect(claims.jti).toMatch(/^[\w-]{8,64}$/);
    expect(claims.sv).toBe(0);
  });

  const forge = (claims: Record<string, unknown>, issuedAt: number, expiresAt: number) =>
    new SignJWT({ email: staff.medecin.email, role: "MEDECIN", roles: ["MEDECIN"], sv: 0, jti: crypto.randomUUID(), ...claims })
      .setProtectedHeader({ alg: "HS256" })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(jwtSecret());
  const now = () => Math.floor(Date.now() / 1000);

  it.each([
    ["older than a token's lifetime, whatever its exp says", { sub: "SELF" }, -9 * 3600, 3600],
    ["whose sub is a number", { sub: "NUMBER" }, -60, 3600],
    ["without a jti", { sub: "SELF", jti: undefined }, -60, 3600],
    ["without a session version", { sub: "SELF", sv: undefined }, -60, 3600],
    ["with a session version the account never had", { sub: "SELF", sv: 7 }, -60, 3600],
  ])("refuses a token %s", async (_name, claims, issuedOffset, expiresOffset) => {
    const sub = claims.sub === "NUMBER" ? staff.medecin.id : String(staff.medecin.id);
    const token = await forge({ ...claims, sub }, now() + issuedOffset, now() + expiresOffset);
    const answer = await whoAmI(token, staff.medecin.email);
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: INVALID_SESSION_MESSAGE });
  });

  it("sets the account's last login time at each successful login, not at a failed one", async () => {
    const member = await freshStaff();
    expect((await account(member.id)).lastLoginAt).toBeNull();
    await login(member.email, "pas-le-bon-mot-de-passe");
    expect((await account(member.id)).lastLoginAt).toBeNull();
    const before = Date.now();
    await login(member.email);
    const first = (await account(member.id)).lastLoginAt!;
    expect(first.getTime()).toBeGreaterThanOrEqual(before - 1000);
    await login(member.email);
    expect((await account(member.id)).lastLoginAt!.getTime()).toBeGreaterThanOrEqual(first.getTime());
  });
});

describe("endAllSessions", () => {
  it("ends every token of the account at once, and a login in the same second is accepted", async () => {
    const member = await freshStaff("MEDECIN");
    const first = (await login(member.email)).token;
    const second = (await login(member.email)).token;
    await endAllSessions(database().db, member.id, { actorId: staff.admin.id, requestId: "test-end-all" });
    for (const token of [first, second, member.token]) expect((await whoAmI(token, member.email)).status).toBe(401);
    const again = (await login(member.email)).token;
    expect((await whoAmI(again, member.email)).status).toBe(200);
    expect(await lastAudit(database().db, "auth.sessions_end")).toMatchObject({ actorId: staff.admin.id, targetId: String(member.id) });
    // Another account's sessions go on.
    expect((await whoAmI(staff.medecin.token, staff.medecin.email)).status).toBe(200);
  });
});

describe("POST /api/auth/logout", () => {
  it("answers 204 and the token is refused from then on, by every call; the account's other tokens go on", async () => {
    const member = await freshStaff();
    const { token } = await login(member.email);
    const other = (await login(member.email)).token;
    const answer = await logout(token);
    expect(answer.status).toBe(204);
    expect(answer.text).toBe("");
    expect(await whoAmI(token, member.email)).toMatchObject({ status: 401, body: { message: INVALID_SESSION_MESSAGE } });
    expect((await logout(token)).status).toBe(401);
    expect((await whoAmI(other, member.email)).status).toBe(200);
    expect(await lastAudit(database().db, "auth.logout", member.id)).toMatchObject({ targetId: String(member.id) });
  });

  it("keeps the token's id until the token would have expired, and sweeps the ids past that", async () => {
    const member = await freshStaff();
    const { token } = await login(member.email);
    const { jti, exp } = decodeJwt(token);
    await database().db.insert(revokedTokens).values({ jti: "expire-depuis-longtemps", staffUserId: member.id, expiresAt: new Date(Date.now() - 60_000) });
    await logout(token);
    const [kept] = await database().db.select().from(revokedTokens).where(eq(revokedTokens.jti, jti!));
    expect(kept!.expiresAt.getTime()).toBe(exp! * 1000);
    expect(await database().db.select().from(revokedTokens).where(eq(revokedTokens.jti, "expire-depuis-longtemps"))).toEqual([]);
  });
});

describe("POST /api/auth/logout-all", () => {
  it("answers 204 and ends every session of the account, this one included; a new login works", async () => {
    const member = await freshStaff();
    const first = (await login(member.email)).token;
    const second = (await login(member.email)).token;
    expect((await logoutAll(first)).status).toBe(204);
    expect((await whoAmI(first, member.email)).status).toBe(401);
    expect((await whoAmI(second, member.email)).status).toBe(401);
    expect((await whoAmI((await login(member.email)).token, member.email)).status).toBe(200);
    expect(await lastAudit(database().db, "auth.sessions_end", member.id)).toMatchObject({ targetId: String(member.id) });
  });
});

describe("POST /api/auth/password", () => {
  it("changes the password, ends every other session and answers a new token that works", async () => {
    const member = await freshStaff("MEDECIN");
    const { token } = await login(member.email);
    const other = (await login(member.email)).token;
    const answer = await changePassword(token, { currentPassword: STAFF_PASSWORD, newPassword: NEW_PASSWORD });
    expect(answer.status).toBe(200);
    const fresh = (answer.body as { token: string }).token;
    expect(decodeJwt(fresh).sub).toBe(String(member.id));
    expect((await whoAmI(fresh, member.email)).status).toBe(200);
    for (const old of [token, other]) expect((await whoAmI(old, member.email)).status).toBe(401);
    expect((await login(member.email)).status).toBe(401);
    expect((await login(member.email, NEW_PASSWORD)).status).toBe(200);
    const event = await lastAudit(database().db, "auth.password_change", member.id);
    expect(event).toMatchObject({ targetId: String(member.id) });
    expect(JSON.stringify(event)).not.toContain(NEW_PASSWORD);
  });

  it.each([
    [{ currentPassword: "pas-le-bon-mot-de-passe", newPassword: NEW_PASSWORD }, "currentPassword", "Le mot de passe actuel est incorrect."],
    [{ currentPassword: STAFF_PASSWORD, newPassword: "aaaaaaaaaa" }, "newPassword", "Le mot de passe doit contenir au moins 12 caractères."],
    [{ currentPassword: STAFF_PASSWORD, newPassword: "1q2w3e4r5t6y" }, "newPassword", "Ce mot de passe est trop courant : choisissez-en un plus difficile à deviner."],
    [{ currentPassword: STAFF_PASSWORD, newPassword: "abcabcabcabcabc" }, "newPassword", "Ce mot de passe est trop courant : choisissez-en un plus difficile à deviner."],
    [{ currentPassword: STAFF_PASSWORD, newPassword: "EMAIL" }, "newPassword", "Le mot de passe ne doit pas reprendre l'adresse e-mail ni le nom d'utilisateur."],
    [{ currentPassword: STAFF_PASSWORD, newPassword: STAFF_PASSWORD }, "newPassword", "Le nouveau mot de passe doit être différent de l'actuel."],
    [{ currentPassword: STAFF_PASSWORD, newPassword: "x".repeat(201) }, "newPassword", "Le mot de passe ne doit pas dépasser 200 caractères."],
    [{ newPassword: NEW_PASSWORD }, "currentPassword", "Le mot de passe actuel est obligatoire."],
    [{ currentPassword: STAFF_PASSWORD }, "newPassword", "Le nouveau mot de passe est obligatoire."],
    [{ currentPassword: STAFF_PASSWORD, newPassword: NEW_PASSWORD, role: "ADMIN" }, "_", undefined],
  ])("answers 400 for %j, and the password and sessions stay", async (body, field, message) => {
    const member = await freshStaff();
    const payload = { ...body, ...("newPassword" in body && body.newPassword === "EMAIL" ? { newPassword: member.email.toUpperCase() } : {}) };
    const answer = await changePassword(member.token, payload);
    expect(answer.status).toBe(400);
    const errors = (answer.body as { errors: Record<string, string> }).errors;
    if (message) expect(errors[field]).toBe(message);
    else expect(Object.keys(errors).length).toBeGreaterThan(0);
    expect((await whoAmI(member.token, member.email)).status).toBe(200);
    expect((await login(member.email)).status).toBe(200);
  });

  it("slows down wrong current passwords: past five, 429 with Retry-After, even with the right one", async () => {
    const member = await freshStaff();
    for (let i = 0; i < 5; i++) {
      expect((await changePassword(member.token, { currentPassword: `mauvais-${i}`, newPassword: NEW_PASSWORD })).status).toBe(400);
    }
    const refused = await changePassword(member.token, { currentPassword: STAFF_PASSWORD, newPassword: NEW_PASSWORD });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("POST /api/users/{id}/password-reset", () => {
  it("answers a temporary password once; the person's tokens and old password stop working", async () => {
    const member = await freshStaff();
    const before = (await login(member.email)).token;
    const answer = await resetPassword(member.id);
    expect(answer.status).toBe(200);
    const { temporaryPassword } = answer.body as { temporaryPassword: string };
    expect(Object.keys(answer.body as object)).toEqual(["temporaryPassword"]);
    expect(temporaryPassword.length).toBeGreaterThanOrEqual(12);
    for (const token of [before, member.token]) expect((await whoAmI(token, member.email)).status).toBe(401);
    expect((await login(member.email)).status).toBe(401);
    const row = await account(member.id);
    expect(row.passwordChangeRequired).toBe(true);
    const hours = (row.temporaryPasswordExpiresAt!.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    const event = await lastAudit(database().db, "user.password_reset", staff.admin.id);
    expect(event).toMatchObject({ targetType: "staff_user", targetId: String(member.id) });
    expect(JSON.stringify(event)).not.toContain(temporaryPassword);
  });

  it("dates the temporary password's 24 hours from the clock it is given", async () => {
    const member = await freshStaff();
    await resetStaffPassword(database().db, member.id, { actorId: staff.admin.id, requestId: "test" }, FIXED_NOW);
    expect((await account(member.id)).temporaryPasswordExpiresAt).toEqual(new Date(FIXED_NOW.getTime() + 24 * 3_600_000));
  });

  it("gives a token that only the password change (and logging out) accepts; the new password then works fully", async () => {
    const member = await freshStaff();
    const { temporaryPassword } = (await resetPassword(member.id)).body as { temporaryPassword: string };
    const { status, token } = await login(member.email, temporaryPassword);
    expect(status).toBe(200);
    for (const refused of [await whoAmI(token, member.email), await call(searchPatientsRoute, { path: "/api/patients?nom=a", token }), await logoutAll(token)]) {
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ message: PASSWORD_CHANGE_REQUIRED, passwordChangeRequired: true });
    }
    const changed = await changePassword(token, { currentPassword: temporaryPassword, newPassword: NEW_PASSWORD });
    expect(changed.status).toBe(200);
    const fresh = (changed.body as { token: string }).token;
    expect((await whoAmI(fresh, member.email)).status).toBe(200);
    expect((await whoAmI(token, member.email)).status).toBe(401);
    const row = await account(member.id);
    expect(row.passwordChangeRequired).toBe(false);
    expect(row.temporaryPasswordExpiresAt).toBeNull();
    expect((await login(member.email, temporaryPassword)).status).toBe(401);
    expect((await login(member.email, NEW_PASSWORD)).status).toBe(200);
  });

  it("lets the token of a temporary password log out", async () => {
    const member = await freshStaff();
    const { temporaryPassword } = (await resetPassword(member.id)).body as { temporaryPassword: string };
    const { token } = await login(member.email, temporaryPassword);
    expect((await logout(token)).status).toBe(204);
    expect((await changePassword(token, { currentPassword: temporaryPassword, newPassword: NEW_PASSWORD })).status).toBe(401);
  });

  it("refuses a temporary password after its 24 hours, with its own message", async () => {
    const member = await freshStaff();
    const { temporaryPassword } = (await resetPassword(member.id)).body as { temporaryPassword: string };
    await database().db.update(staffUsers).set({ temporaryPasswordExpiresAt: sql`now() - interval '1 minute'` }).where(eq(staffUsers.id, member.id));
    const refused = await login(member.email, temporaryPassword);
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ message: "Ce mot de passe temporaire a expiré : demandez-en un nouveau à l'administrateur." });
  });

  it("forgets the account's failed logins, so that its owner is not kept waiting", async () => {
    const member = await freshStaff();
    const address = "198.51.100.7";
    const attempt = (password: string) =>
      call(loginRoute, { path: "/api/auth/login", body: { email: member.email, password }, headers: { "x-forwarded-for": address } });
    for (let i = 0; i < 5; i++) await attempt(`mauvais-${i}`);
    expect((await attempt(STAFF_PASSWORD)).status).toBe(429);
    const { temporaryPassword } = (await resetPassword(member.id)).body as { temporaryPassword: string };
    expect((await attempt(temporaryPassword)).status).toBe(200);
  });

  it.each([
    ["a MEDECIN", () => staff.medecin.token],
    ["an ASSISTANT", () => staff.assistant.token],
  ])("answers 403 to %s, and the password stays", async (_name, token) => {
    const member = await freshStaff();
    const answer = await resetPassword(member.id, token());
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ message: ADMIN_ONLY_MESSAGE });
    expect((await whoAmI(member.token, member.email)).status).toBe(200);
  });

  it("answers 409 for the admin's own account, 404 for a deleted or unknown one, 400 for a bad id", async () => {
    expect(await resetPassword(staff.admin.id)).toMatchObject({ status: 409 });
    expect(await resetPassword(staff.deleted.id)).toMatchObject({ status: 404, body: { message: "Utilisateur non trouvé" } });
    expect((await resetPassword(999_999)).status).toBe(404);
    expect((await resetPassword("abc")).status).toBe(400);
    expect((await whoAmI(staff.admin.token, staff.admin.email)).status).toBe(200);
  });
});

describe.each([
  ["POST /api/auth/logout", (token?: string) => logout(token)],
  ["POST /api/auth/logout-all", (token?: string) => logoutAll(token)],
  ["POST /api/auth/password", (token?: string) => changePassword(token, { currentPassword: STAFF_PASSWORD, newPassword: NEW_PASSWORD })],
  ["POST /api/users/{id}/password-reset", (token?: string) => resetPassword(staff.assistant.id, token ?? null)],
])("%s", (_call, send) => {
  // Forged tokens name the admin: a token that is wrong must be refused whoever it names.
  it.each(badTokenCases(() => staff.admin, () => staff.deleted.token))("answers 401 to %s", async (_name, make, message) => {
    const answer = await send(await make());
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message });
  });
});
