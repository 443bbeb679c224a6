import { and, eq, isNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { GET as listPatientsRoute } from "@/app/api/patients/route";
import { POST as restoreRoute } from "@/app/api/users/[id]/restore/route";
import { DELETE as deleteRoute, PATCH as updateRoute } from "@/app/api/users/[id]/route";
import { GET as listRoute } from "@/app/api/users/route";
import { auditEvents, staffUsers } from "@/db/schema";
import type { StaffAccount } from "@/schemas/staff-user";
import { ADMIN_ONLY_MESSAGE, badTokenCases } from "../../support/staff-tokens";
import { withTestDatabase } from "../../support/test-database";
import { call, createStaff, lastAudit, seedStaff, STAFF_PASSWORD, type CallOptions, type StaffFixture, type StaffFixtures } from "./api-test-kit";

/** The admins' management of staff accounts: GET /api/users, PATCH /api/users/{id}, POST /api/users/{id}/restore. */

const database = withTestDatabase();
let staff: StaffFixtures;
let counter = 0;

beforeAll(async () => {
  staff = await seedStaff(database().db);
});

/** A fresh account of its own for a test: tests change and deactivate accounts. */
function freshStaff(role: StaffFixture["role"] = "ASSISTANT", extra: { deleted?: boolean; email?: string; username?: string } = {}) {
  counter += 1;
  return createStaff(database().db, {
    username: extra.username ?? `compte.${counter}`,
    email: extra.email ?? `compte.${counter}@cabinet.ma`,
    role,
    nom: `Nom${counter}`,
    prenom: "Prénom",
    deleted: extra.deleted,
  });
}

const list = (token = staff.admin.token) => call(listRoute, { path: "/api/users", token });
const update = (id: number | string, body: unknown, token = staff.admin.token) =>
  call(updateRoute, { method: "PATCH", path: `/api/users/${id}`, params: { id: String(id) }, body, token });
const restore = (id: number | string, token = staff.admin.token) =>
  call(restoreRoute, { method: "POST", path: `/api/users/${id}/restore`, params: { id: String(id) }, token });
const remove = (id: number, token = staff.admin.token) => call(deleteRoute, { method: "DELETE", path: `/api/users/${id}`, params: { id: String(id) }, token });
const login = (email: string) => call(loginRoute, { path: "/api/auth/login", body: { email, password: STAFF_PASSWORD } });
/** Any call a staff member makes: whether their token still works. */
const tokenWorks = async (token: string) => (await call(listPatientsRoute, { path: "/api/patients?nom=a", token })).status === 200;

describe("GET /api/users (ADMIN)", () => {
  it("lists every account, active or deactivated, by name, with its state and never a hash", async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    const accounts = body as StaffAccount[];
    expect(accounts.find((account) => account.id === staff.medecin.id)).toEqual({
      id: staff.medecin.id,
      username: "dr.bennani",
      nom: "Bennani",
      prenom: "Salma",
      email: "bennani@cabinet.ma",
      role: "MEDECIN",
      estMedecin: true,
      deletedAt: null,
      lastLoginAt: null,
      totpEnabled: false,
      inpe: null,
      specialite: null,
      titres: null,
    });
    const deleted = accounts.find((account) => account.id === staff.deleted.id);
    expect(deleted?.deletedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const names = accounts.map((account) => account.nom);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(JSON.stringify(body)).not.toMatch(/argon2|password/i);
  });

  it("shows when each person last logged in", async () => {
    const person = await freshStaff("MEDECIN");
    const before = Date.now();
    expect((await login(person.email)).status).toBe(200);
    const account = ((await list()).body as StaffAccount[]).find((entry) => entry.id === person.id);
    expect(Date.parse(account!.lastLoginAt!)).toBeGreaterThanOrEqual(before - 1000);
  });

  it("is for ADMIN accounts only", async () => {
    for (const member of [staff.medecin, staff.assistant]) {
      expect(await list(member.token)).toMatchObject({ status: 403, body: { message: ADMIN_ONLY_MESSAGE } });
    }
  });
});

describe("PATCH /api/users/{id} (ADMIN)", () => {
  it("changes names, e-mail and role, answers the account, and audits the names of the fields changed only", async () => {
    const person = await freshStaff("ASSISTANT");
    const { status, body, headers } = await update(person.id, { nom: " El Idrissi ", prenom: "Leïla", email: "Leila.Idrissi@Cabinet.MA", role: "MEDECIN" });
    expect(status).toBe(200);
    expect(body).toEqual({
      id: person.id,
      username: person.username,
      nom: "El Idrissi",
      prenom: "Leïla",
      email: "leila.idrissi@cabinet.ma",
      role: "MEDECIN",
      estMedecin: true,
      deletedAt: null,
      lastLoginAt: null,
      totpEnabled: false,
      inpe: null,
      specialite: null,
      titres: null,
    });
    const [row] = await database().db.select().from(staffUsers).where(eq(staffUsers.id, person.id));
    expect(row).toMatchObject({ nom: "El Idrissi", prenom: "Leïla", email: "leila.idrissi@cabinet.ma", role: "MEDECIN" });

    const event = await lastAudit(database().db, "user.update");
    expect(event).toMatchObject({
      actorId: staff.admin.id,
      targetType: "staff_user",
      targetId: String(person.id),
      requestId: headers.get("x-request-id"),
      details: { fields: ["nom", "prenom", "email", "role"] },
    });
    expect(JSON.stringify(event)).not.toMatch(/Idrissi|Le.la|MEDECIN/);
    // The new e-mail logs in.
    expect((await login("leila.idrissi@cabinet.ma")).status).toBe(200);
  });

  it("changes only the fields sent, and writes nothing when nothing changes", async () => {
    const person = await freshStaff("MEDECIN");
    expect(await update(person.id, { prenom: "Karim" })).toMatchObject({ status: 200, body: { prenom: "Karim", nom: person.nom, role: "MEDECIN" } });
    expect((await lastAudit(database().db, "user.update"))?.details).toEqual({ fields: ["prenom"] });

    const before = await database().db.$count(auditEvents, eq(auditEvents.action, "user.update"));
    expect(await update(person.id, { prenom: "Karim", role: "MEDECIN" })).toMatchObject({ status: 200, body: { prenom: "Karim" } });
    expect(await database().db.$count(auditEvents, eq(auditEvents.action, "user.update"))).toBe(before);
  });

  it("ends the person's sessions when the role changes, not when only the names do", async () => {
    const person = await freshStaff("ASSISTANT");
    await update(person.id, { nom: "Renommé" });
    expect(await tokenWorks(person.token)).toBe(true);
    await update(person.id, { role: "MEDECIN" });
    expect(await tokenWorks(person.token)).toBe(false);
    // A new login works, with the new role.
    expect((await login(person.email)).status).toBe(200);
  });

  it("answers 409 for an e-mail another active account has, and accepts one only a deactivated account had", async () => {
    const person = await freshStaff();
    const taken = await update(person.id, { email: "BENNANI@cabinet.ma" });
    expect(taken).toMatchObject({
      status: 409,
      body: {
        message: "Un compte actif utilise déjà cette adresse e-mail ou ce nom d'utilisateur.",
        errors: { email: "Cette adresse e-mail est déjà utilisée." },
      },
    });
    expect(await update(person.id, { email: "ancien@cabinet.ma" })).toMatchObject({ status: 200, body: { email: "ancien@cabinet.ma" } });
    // Its own e-mail, again: nothing to refuse.
    expect((await update(person.id, { email: "ancien@cabinet.ma", nom: "Autre" })).status).toBe(200);
  });

  it("edits a deactivated account, which stays deactivated", async () => {
    const gone = await freshStaff("MEDECIN", { deleted: true });
    const { status, body } = await update(gone.id, { email: "nouvelle.adresse@cabinet.ma", role: "ASSISTANT" });
    expect(status).toBe(200);
    expect((body as StaffAccount).deletedAt).not.toBeNull();
    expect((body as StaffAccount).role).toBe("ASSISTANT");
  });

  it("keeps the last active admin an admin, and lets one of two admins step down", async () => {
    const sole = await update(staff.admin.id, { role: "MEDECIN" });
    expect(sole).toMatchObject({ status: 409, body: { message: "Le dernier administrateur actif doit garder son rôle d'administrateur." } });
    expect(await database().db.$count(staffUsers, eq(staffUsers.role, "ADMIN"))).toBeGreaterThan(0);

    const second = await freshStaff("ADMIN");
    expect(await update(second.id, { role: "ASSISTANT" })).toMatchObject({ status: 200, body: { role: "ASSISTANT" } });
    // The step-down applies at once: no more admin calls.
    expect((await list(second.token)).status).toBe(401);
  });

  it.each([
    [{}, "_", "Indiquez au moins un champ à modifier."],
    [{ nom: "" }, "nom", "Le nom est obligatoire."],
    [{ prenom: "x".repeat(101) }, "prenom", "Le prénom ne doit pas dépasser 100 caractères."],
    [{ email: "pas-un-email" }, "email", "Adresse e-mail invalide."],
    [{ role: "SUPERADMIN" }, "role", "Le rôle doit être ASSISTANT, MEDECIN ou ADMIN."],
    [{ nom: null }, "nom", "Le nom est obligatoire."],
  ])("answers 400 for %j", async (changes, field, message) => {
    const { status, body } = await update(staff.assistant.id, changes);
    expect(status).toBe(400);
    expect((body as { errors: Record<string, string> }).errors[field]).toBe(message);
  });

  it("refuses a username, password, id or deletion state sent in the changes", async () => {
    for (const extra of [{ username: "autre" }, { password: "un-mot-de-passe-long" }, { id: 1 }, { deletedAt: null }]) {
      expect((await update(staff.assistant.id, { nom: "Tazi", ...extra })).status).toBe(400);
    }
  });

  it("answers 404 for an unknown id and 400 for one that is not a whole number", async () => {
    expect(await update(999_999, { nom: "X" })).toMatchObject({ status: 404, body: { message: "Utilisateur non trouvé" } });
    expect(await update("abc", { nom: "X" })).toMatchObject({ status: 400, body: { message: "Identifiant invalide." } });
  });

  it("is for ADMIN accounts only", async () => {
    for (const member of [staff.medecin, staff.assistant]) {
      expect(await update(staff.assistant.id, { role: "ADMIN" }, member.token)).toMatchObject({ status: 403, body: { message: ADMIN_ONLY_MESSAGE } });
    }
    const [row] = await database().db.select().from(staffUsers).where(eq(staffUsers.id, staff.assistant.id));
    expect(row?.role).toBe("ASSISTANT");
  });
});

describe("POST /api/users/{id}/restore (ADMIN)", () => {
  it("reactivates a deactivated account: it logs in again with its old password, and the restore is audited", async () => {
    const person = await freshStaff("MEDECIN");
    expect((await remove(person.id)).status).toBe(204);
    expect((await login(person.email)).status).toBe(401);

    const { status, body, headers } = await restore(person.id);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: person.id, email: person.email, role: "MEDECIN", deletedAt: null });
    expect((await login(person.email)).status).toBe(200);
    expect(await lastAudit(database().db, "user.restore")).toMatchObject({
      actorId: staff.admin.id,
      targetType: "staff_user",
      targetId: String(person.id),
      requestId: headers.get("x-request-id"),
      details: { role: "MEDECIN" },
    });
  });

  it("does not bring back the sessions the deactivation ended", async () => {
    const person = await freshStaff();
    expect(await tokenWorks(person.token)).toBe(true);
    await remove(person.id);
    await restore(person.id);
    expect(await tokenWorks(person.token)).toBe(false);
  });

  it("answers 409 for an account that is active", async () => {
    expect(await restore(staff.medecin.id)).toMatchObject({ status: 409, body: { message: "Ce compte est déjà actif." } });
  });

  it("answers 409 when an active account now has its e-mail or its username", async () => {
    const gone = await freshStaff("ASSISTANT", { deleted: true });
    const sameEmail = await freshStaff("ASSISTANT", { email: gone.email });
    expect(await restore(gone.id)).toMatchObject({
      status: 409,
      body: { message: "Un compte actif utilise déjà cette adresse e-mail ou ce nom d'utilisateur.", errors: { email: "Cette adresse e-mail est déjà utilisée." } },
    });
    await remove(sameEmail.id);

    const sameUsername = await freshStaff("ASSISTANT", { username: gone.username.toUpperCase() });
    expect(await restore(gone.id)).toMatchObject({ status: 409, body: { errors: { username: "Ce nom d'utilisateur est déjà utilisé." } } });
    await remove(sameUsername.id);

    expect((await restore(gone.id)).status).toBe(200);
  });

  it("answers 404 for an unknown id and 400 for one that is not a whole number", async () => {
    expect(await restore(999_999)).toMatchObject({ status: 404, body: { message: "Utilisateur non trouvé" } });
    expect(await restore("0")).toMatchObject({ status: 400, body: { message: "Identifiant invalide." } });
  });

  it("is for ADMIN accounts only", async () => {
    for (const member of [staff.medecin, staff.assistant]) {
      expect(await restore(staff.deleted.id, member.token)).toMatchObject({ status: 403, body: { message: ADMIN_ONLY_MESSAGE } });
    }
  });
});

describe("DELETE /api/users/{id} ends the person's sessions", () => {
  it("refuses the deleted account's token at once", async () => {
    const person = await freshStaff("MEDECIN");
    expect(await tokenWorks(person.token)).toBe(true);
    expect((await remove(person.id)).status).toBe(204);
    expect(await tokenWorks(person.token)).toBe(false);
  });
});

describe("a missing, malformed, expired or forged token", () => {
  const calls: [string, () => Omit<CallOptions, "token">, Parameters<typeof call>[0]][] = [
    ["GET /api/users", () => ({ path: "/api/users" }), listRoute],
    [
      "PATCH /api/users/{id}",
      () => ({ method: "PATCH", path: `/api/users/${staff.assistant.id}`, params: { id: String(staff.assistant.id) }, body: { nom: "Pirate" } }),
      updateRoute,
    ],
    [
      "POST /api/users/{id}/restore",
      () => ({ method: "POST", path: `/api/users/${staff.deleted.id}/restore`, params: { id: String(staff.deleted.id) } }),
      restoreRoute,
    ],
  ];
  const tokens = badTokenCases(
    () => staff.admin,
    () => staff.deleted.token,
  );

  it.each(calls)("%s answers 401 with the reason, and changes nothing", async (_name, request, handler) => {
    for (const [tokenName, makeToken, message] of tokens) {
      const answer = await call(handler, { ...request(), token: await makeToken() });
      expect({ tokenName, status: answer.status, body: answer.body }).toEqual({ tokenName, status: 401, body: { message } });
    }
    const [assistant] = await database().db.select().from(staffUsers).where(eq(staffUsers.id, staff.assistant.id));
    expect(assistant?.nom).toBe("Tazi");
    const [deleted] = await database().db.select().from(staffUsers).where(eq(staffUsers.id, staff.deleted.id));
    expect(deleted?.deletedAt).not.toBeNull();
  });
});

// Last: the fixture admin may lose the role here, and with it the token the other tests use.
describe("two admins demoting each other at the same moment", () => {
  it("leaves one of them an admin", async () => {
    const other = await freshStaff("ADMIN");
    const answers = await Promise.all([update(other.id, { role: "MEDECIN" }, staff.admin.token), update(staff.admin.id, { role: "MEDECIN" }, other.token)]);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status !== 200).map((answer) => answer.status)[0]).toBeOneOf([401, 403, 409]);
    expect(await database().db.$count(staffUsers, and(eq(staffUsers.role, "ADMIN"), isNull(staffUsers.deletedAt)))).toBe(1);
  });
});
