import { and, eq, isNull, ne } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { GET as doctorsRoute } from "@/app/api/front-desk/doctors/route";
import { GET as listPatientsRoute } from "@/app/api/patients/route";
import { DELETE as deleteRoute } from "@/app/api/users/[id]/route";
import { GET as byEmailRoute } from "@/app/api/users/email/[email]/route";
import { POST as createRoute } from "@/app/api/users/route";
import { staffUsers } from "@/db/schema";
import { deleteStaffUser } from "@/domain/staff/staff-users";
import { verifyPassword } from "@/domain/staff/passwords";
import type { StaffUser } from "@/schemas/staff-user";
import { withTestDatabase } from "../../support/test-database";
import { call, createStaff, lastAudit, seedStaff, STAFF_PASSWORD, type StaffFixtures } from "./api-test-kit";

const database = withTestDatabase();
let staff: StaffFixtures;

const byEmail = (email: string, token: string) =>
  call(byEmailRoute, { path: `/api/users/email/${encodeURIComponent(email)}`, params: { email }, token });
const create = (body: unknown, token = staff.admin.token) => call(createRoute, { path: "/api/users", body, token });
const remove = (id: string | number, token = staff.admin.token) =>
  call(deleteRoute, { method: "DELETE", path: `/api/users/${id}`, params: { id: String(id) }, token });

const newUser = (n: string) => ({
  username: `user.${n}`,
  password: "un-mot-de-passe-long",
  role: "MEDECIN",
  nom: "Naciri",
  prenom: "Hind",
  email: `hind.${n}@cabinet.ma`,
});

beforeAll(async () => {
  staff = await seedStaff(database().db);
});

describe("GET /api/users/email/{email}", () => {
  it("answers a staff member's own account: id, username, nom, prenom, email, role and nothing else", async () => {
    const { status, body } = await byEmail("assistante@cabinet.ma", staff.assistant.token);
    expect(status).toBe(200);
    expect(body).toEqual({
      id: staff.assistant.id,
      username: "assistante",
      nom: "Tazi",
      prenom: "Nadia",
      email: "assistante@cabinet.ma",
      role: "ASSISTANT",
    });
  });

  it("ignores the e-mail's case", async () => {
    expect((await byEmail("Assistante@Cabinet.ma", staff.assistant.token)).status).toBe(200);
  });

  it("refuses another account to a non-admin, whether or not it exists", async () => {
    for (const email of ["admin@cabinet.ma", "personne@cabinet.ma"]) {
      const { status, body } = await byEmail(email, staff.medecin.token);
      expect(status).toBe(403);
      expect(body).toEqual({ message: "Vous ne pouvez consulter que votre propre compte." });
    }
  });

  it("lets an ADMIN read any account", async () => {
    const { status, body } = await byEmail("bennani@cabinet.ma", staff.admin.token);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: staff.medecin.id, role: "MEDECIN" });
  });

  it("answers 404 'Utilisateur non trouvé' for an unknown or deleted account", async () => {
    for (const email of ["personne@cabinet.ma", "ancien@cabinet.ma", "x".repeat(300), "admin@cabinet.ma\u0000", "%E0%A4%A"]) {
      const { status, body } = await byEmail(email, staff.admin.token);
      expect(status).toBe(404);
      expect(body).toEqual({ message: "Utilisateur non trouvé" });
    }
  });
});

describe("POST /api/users (ADMIN)", () => {
  it("answers 201 with the account without its password, and the account can log in", async () => {
    const input = newUser("a");
    const { status, body } = await create(input);
    expect(status).toBe(201);
    expect(body).toEqual({ id: expect.any(Number), username: "user.a", nom: "Naciri", prenom: "Hind", email: "hind.a@cabinet.ma", role: "MEDECIN" });
    const [row] = await database().db.select().from(staffUsers).where(eq(staffUsers.id, (body as StaffUser).id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row!.passwordHash, input.password)).toBe(true);
    const login = await call(loginRoute, { path: "/api/auth/login", body: { email: input.email, password: input.password } });
    expect(login.status).toBe(200);
  });

  it("makes a new account an ASSISTANT unless told otherwise, and lower-cases the e-mail", async () => {
    const { role: _role, ...input } = newUser("b");
    const { status, body } = await create({ ...input, email: "Hind.B@Cabinet.MA" });
    expect(status).toBe(201);
    expect(body).toMatchObject({ role: "ASSISTANT", email: "hind.b@cabinet.ma" });
  });

  it("audits the creation: who, which account, its role; never the name or password", async () => {
    const { body, headers } = await create({ ...newUser("c"), role: "ADMIN" });
    const event = await lastAudit(database().db, "user.create");
    expect(event).toMatchObject({
      actorId: staff.admin.id,
      targetType: "staff_user",
      targetId: String((body as StaffUser).id),
      requestId: headers.get("x-request-id"),
      details: { role: "ADMIN" },
    });
    expect(JSON.stringify(event)).not.toMatch(/Naciri|mot-de-passe/);
  });

  it("answers 409 for an e-mail or username an active account already has (any case)", async () => {
    const taken = await create({ ...newUser("d"), email: "BENNANI@cabinet.ma" });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({
      message: "Un compte actif utilise déjà cette adresse e-mail ou ce nom d'utilisateur.",
      errors: { email: "Cette adresse e-mail est déjà utilisée." },
    });
    const username = await create({ ...newUser("e"), username: "DR.Bennani" });
    expect(username.status).toBe(409);
    expect(username.body).toMatchObject({ errors: { username: "Ce nom d'utilisateur est déjà utilisé." } });
  });

  it("gives a deleted account's e-mail and username to a new account", async () => {
    const { status } = await create({ ...newUser("f"), username: "ancien", email: "ancien@cabinet.ma" });
    expect(status).toBe(201);
  });

  it("answers 409 to the loser when two admins create the same account at once", async () => {
    const answers = await Promise.all([create(newUser("twin")), create(newUser("twin"))]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
  });

  it.each([
    [{ password: "court" }, "password", "Le mot de passe doit contenir au moins 12 caractères."],
    [{ password: "aaaaaaaaaa" }, "password", "Le mot de passe doit contenir au moins 12 caractères."],
    [{ password: "qwerty123456" }, "password", "Ce mot de passe est trop courant : choisissez-en un plus difficile à deviner."],
    [{ password: "aaaaaaaaaaaa" }, "password", "Ce mot de passe est trop courant : choisissez-en un plus difficile à deviner."],
    [{ password: "Hind.V@Cabinet.ma" }, "password", "Le mot de passe ne doit pas reprendre l'adresse e-mail ni le nom d'utilisateur."],
    [{ password: "x".repeat(201) }, "password", "Le mot de passe ne doit pas dépasser 200 caractères."],
    [{ password: undefined }, "password", "Le mot de passe est obligatoire."],
    [{ role: "SUPERADMIN" }, "role", "Le rôle doit être ASSISTANT, MEDECIN ou ADMIN."],
    [{ role: "admin" }, "role", "Le rôle doit être ASSISTANT, MEDECIN ou ADMIN."],
    [{ email: "pas-un-email" }, "email", "Adresse e-mail invalide."],
    [{ email: undefined }, "email", "L'e-mail est obligatoire."],
    [{ username: "avec espace" }, "username", "Le nom d'utilisateur ne peut contenir que des lettres, chiffres, points, tirets et soulignés."],
    [{ username: "x".repeat(51) }, "username", "Le nom d'utilisateur ne doit pas dépasser 50 caractères."],
    [{ username: "" }, "username", "Le nom d'utilisateur est obligatoire."],
    [{ nom: undefined }, "nom", "Le nom est obligatoire."],
    [{ prenom: "" }, "prenom", "Le prénom est obligatoire."],
  ])("answers 400 for %j", async (change, field, message) => {
    const { status, body } = await create({ ...newUser("v"), ...change });
    expect(status).toBe(400);
    expect((body as { errors: Record<string, string> }).errors[field]).toBe(message);
  });

  it("refuses a password hash or id sent by the client", async () => {
    expect((await create({ ...newUser("g"), passwordHash: "x" })).status).toBe(400);
    expect((await create({ ...newUser("h"), id: 1 })).status).toBe(400);
  });

  it("is for ADMIN accounts only", async () => {
    for (const member of [staff.medecin, staff.assistant]) {
      const { status, body } = await create(newUser("i"), member.token);
      expect(status).toBe(403);
      expect(body).toEqual({ message: "Accès réservé à l'administrateur." });
    }
    expect(await database().db.$count(staffUsers, eq(staffUsers.username, "user.i"))).toBe(0);
  });
});

describe("DELETE /api/users/{id} (ADMIN)", () => {
  it("soft-deletes the account: 204, its token stops working at once, it cannot log in, its lookup is 404", async () => {
    const victim = await createStaff(database().db, { username: "partant", email: "partant@cabinet.ma", role: "MEDECIN" });
    expect((await call(listPatientsRoute, { path: "/api/patients?nom=a", token: victim.token })).status).toBe(200);

    const { status, text } = await remove(victim.id);
    expect(status).toBe(204);
    expect(text).toBe("");

    const [row] = await database().db.select().from(staffUsers).where(eq(staffUsers.id, victim.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    const after = await call(listPatientsRoute, { path: "/api/patients?nom=a", token: victim.token });
    expect(after.status).toBe(401);
    const login = await call(loginRoute, { path: "/api/auth/login", body: { email: "partant@cabinet.ma", password: STAFF_PASSWORD } });
    expect(login.status).toBe(401);
    expect((await byEmail("partant@cabinet.ma", staff.admin.token)).status).toBe(404);
    expect((await remove(victim.id)).status).toBe(404);
  });

  it("audits the deletion", async () => {
    const victim = await createStaff(database().db, { username: "audite", email: "audite@cabinet.ma", role: "ASSISTANT" });
    const { headers } = await remove(victim.id);
    expect(await lastAudit(database().db, "user.delete")).toMatchObject({
      actorId: staff.admin.id,
      targetType: "staff_user",
      targetId: String(victim.id),
      requestId: headers.get("x-request-id"),
      details: { role: "ASSISTANT" },
    });
  });

  it("refuses an admin's own account", async () => {
    const { status, body } = await remove(staff.admin.id);
    expect(status).toBe(409);
    expect(body).toEqual({ message: "Vous ne pouvez pas supprimer votre propre compte." });
  });

  it("answers 404 for an unknown id and 400 for one that is not a whole number", async () => {
    expect(await remove(999_999)).toMatchObject({ status: 404, body: { message: "Utilisateur non trouvé" } });
    for (const id of ["abc", "1.5", "-3", "0", "99999999999", "email"]) {
      expect(await remove(id)).toMatchObject({ status: 400, body: { message: "Identifiant invalide." } });
    }
  });

  it("is for ADMIN accounts only", async () => {
    const { status } = await remove(staff.medecin.id, staff.assistant.token);
    expect(status).toBe(403);
    expect((await byEmail("bennani@cabinet.ma", staff.admin.token)).status).toBe(200);
  });

  it("never deletes the last active admin", async () => {
    const { db } = database();
    const other = await createStaff(db, { username: "admin2", email: "admin2@cabinet.ma", role: "ADMIN" });
    // Two admins deleting each other at the same moment: one of them stays.
    const answers = await Promise.all([remove(other.id, staff.admin.token), remove(staff.admin.id, other.token)]);
    expect(answers.filter((a) => a.status === 204)).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 204).map((a) => a.status)[0]).toBeOneOf([401, 403, 409]);
    const [survivor] = answers[0]!.status === 204 ? [staff.admin] : [other];

    // The last admin, as seen from a request that passed its checks before the others were deleted.
    await db
      .update(staffUsers)
      .set({ deletedAt: new Date() })
      .where(and(eq(staffUsers.role, "ADMIN"), isNull(staffUsers.deletedAt), ne(staffUsers.id, survivor.id)));
    await expect(deleteStaffUser(db, survivor.id, { actorId: staff.medecin.id, requestId: "test-last-admin" })).rejects.toMatchObject({
      code: "CONFLICT",
      message: "Le dernier administrateur actif ne peut pas être supprimé.",
    });
  });
});

describe("GET /api/front-desk/doctors", () => {
  it("lists active doctors only", async () => {
    const { db } = database();
    const doctor = await createStaff(db, { username: "dr.alaoui", email: "alaoui.y@cabinet.ma", role: "MEDECIN", nom: "Alaoui", prenom: "Yassine" });
    const gone = await createStaff(db, { username: "dr.parti", email: "parti@cabinet.ma", role: "MEDECIN", nom: "Parti", prenom: "Docteur", deleted: true });
    const doctors = (await call(doctorsRoute, { path: "/api/front-desk/doctors", token: staff.assistant.token })).body as { id: number }[];
    expect(doctors).toContainEqual({ id: doctor.id, nom: "Alaoui", prenom: "Yassine" });
    expect(doctors.map((entry) => entry.id)).not.toContain(gone.id);
    expect(doctors.map((entry) => entry.id)).not.toContain(staff.assistant.id);
  });
});
