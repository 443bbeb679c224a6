import { decodeJwt, decodeProtectedHeader } from "jose";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { GET as userByEmailRoute } from "@/app/api/users/email/[email]/route";
import { rateLimitBuckets } from "@/db/schema";
import { env } from "@/server/env";
import { withTestDatabase } from "../../support/test-database";
import { call, lastAudit, seedStaff, STAFF_PASSWORD, type StaffFixtures } from "./api-test-kit";

const database = withTestDatabase();
let staff: StaffFixtures;

const login = (body: unknown, address?: string) =>
  call(loginRoute, { path: "/api/auth/login", body, headers: address ? { "x-forwarded-for": address } : undefined });

beforeAll(async () => {
  staff = await seedStaff(database().db);
});

describe("POST /api/auth/login", () => {
  it("answers 200 with the token as a JSON string carrying sub, email, role and roles for 8 hours", async () => {
    const { status, text, body, headers } = await login({ email: "bennani@cabinet.ma", password: STAFF_PASSWORD });
    expect(status).toBe(200);
    expect(headers.get("content-type")).toMatch(/^application\/json/);
    expect(text).toMatch(/^"eyJ[\w-]+\.[\w-]+\.[\w-]+"$/);
    const token = body as string;
    expect(decodeProtectedHeader(token)).toMatchObject({ alg: "HS256" });
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({
      sub: String(staff.medecin.id),
      email: "bennani@cabinet.ma",
      role: "MEDECIN",
      roles: ["MEDECIN"],
      iss: "cabinet-orthopedie",
      aud: "cabinet-orthopedie/staff",
    });
    expect(claims.exp! - claims.iat!).toBe(8 * 3600);
    expect(JSON.stringify(claims)).not.toContain(STAFF_PASSWORD);
  });

  it("gives a token the API accepts, as the spec's client sends it back", async () => {
    const { text } = await login({ email: "assistante@cabinet.ma", password: STAFF_PASSWORD });
    const token = text.replace(/^"+|"+$/g, "");
    const me = await call(userByEmailRoute, {
      path: "/api/users/email/assistante%40cabinet.ma",
      params: { email: "assistante@cabinet.ma" },
      token,
    });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: staff.assistant.id, nom: "Tazi" });
  });

  it("ignores the case and surrounding spaces of the e-mail", async () => {
    expect((await login({ email: "  Admin@Cabinet.MA ", password: STAFF_PASSWORD })).status).toBe(200);
  });

  it("answers 401 with the same message for a wrong password, an unknown e-mail and a deleted account", async () => {
    const wrongPassword = await login({ email: "admin@cabinet.ma", password: "pas-le-bon-mot-de-passe" });
    const unknown = await login({ email: "inconnu@cabinet.ma", password: STAFF_PASSWORD });
    const deleted = await login({ email: "ancien@cabinet.ma", password: STAFF_PASSWORD });
    for (const answer of [wrongPassword, unknown, deleted]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ message: "E-mail ou mot de passe incorrect." });
    }
  });

  it("does not accept the password with different case or spaces", async () => {
    expect((await login({ email: "admin@cabinet.ma", password: STAFF_PASSWORD.toUpperCase() })).status).toBe(401);
    expect((await login({ email: "admin@cabinet.ma", password: ` ${STAFF_PASSWORD}` })).status).toBe(401);
  });

  it.each([
    [{ password: STAFF_PASSWORD }, "email", "L'e-mail est obligatoire."],
    [{ email: "", password: STAFF_PASSWORD }, "email", "L'e-mail est obligatoire."],
    [{ email: "admin@cabinet.ma" }, "password", "Le mot de passe est obligatoire."],
    [{ email: "admin@cabinet.ma", password: "" }, "password", "Le mot de passe est obligatoire."],
    [{ email: "admin@cabinet.ma", password: "x".repeat(201) }, "password", "Le mot de passe ne doit pas dépasser 200 caractères."],
    [{ email: "a".repeat(255), password: "x" }, "email", "L'e-mail ne doit pas dépasser 254 caractères."],
    [{ email: "admin@cabinet.ma\u0000", password: "x" }, "email", "Adresse e-mail invalide."],
  ])("answers 400 for %j", async (body, field, message) => {
    const answer = await login(body);
    expect(answer.status).toBe(400);
    expect((answer.body as { errors: Record<string, string> }).errors[field]).toBe(message);
  });

  it("answers 415 for a form post and 400 for malformed JSON", async () => {
    const form = await call(loginRoute, { path: "/api/auth/login", rawBody: "email=a&password=b", headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(form.status).toBe(415);
    const malformed = await call(loginRoute, { path: "/api/auth/login", rawBody: "{", headers: { "content-type": "application/json" } });
    expect(malformed.status).toBe(400);
  });

  it("audits successful logins and failed attempts on an existing account", async () => {
    await login({ email: "bennani@cabinet.ma", password: STAFF_PASSWORD });
    expect(await lastAudit(database().db, "auth.login")).toMatchObject({
      actorId: staff.medecin.id,
      targetType: "staff_user",
      targetId: String(staff.medecin.id),
    });
    await login({ email: "bennani@cabinet.ma", password: "mauvais-mot-de-passe" });
    expect(await lastAudit(database().db, "auth.login_failed")).toMatchObject({ actorId: null, targetId: String(staff.medecin.id) });
  });
});

describe("login rate limits", () => {
  const limit = () => env().RATE_LIMIT_LOGIN_PER_WINDOW;

  it("refuses an address after too many failed attempts, even with the right password, and says when to retry", async () => {
    const address = "192.0.2.10";
    for (let i = 0; i < limit(); i++) {
      expect((await login({ email: `inconnu${i}@cabinet.ma`, password: "x" }, address)).status).toBe(401);
    }
    const refused = await login({ email: "admin@cabinet.ma", password: STAFF_PASSWORD }, address);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: "Trop de tentatives. Veuillez réessayer plus tard." });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await login({ email: "admin@cabinet.ma", password: STAFF_PASSWORD }, "192.0.2.11")).status).toBe(200);
  });

  it("does not lock an account's owner out when its password is guessed at from rotating addresses", async () => {
    for (let i = 0; i < limit() + 2; i++) {
      expect((await login({ email: "assistante@cabinet.ma", password: "mauvais" }, `192.0.2.${100 + i}`)).status).toBe(401);
    }
    const owner = await login({ email: "ASSISTANTE@cabinet.ma", password: STAFF_PASSWORD }, "192.0.2.200");
    expect(owner.status).toBe(200);
  });

  it("does not count successful logins", async () => {
    const address = "192.0.2.50";
    for (let i = 0; i < limit() + 2; i++) {
      expect((await login({ email: "bennani@cabinet.ma", password: STAFF_PASSWORD }, address)).status).toBe(200);
    }
  });

  it("lets an address try again once its window is over", async () => {
    const address = "192.0.2.60";
    for (let i = 0; i < limit(); i++) await login({ email: "nobody@cabinet.ma", password: "x" }, address);
    expect((await login({ email: "admin@cabinet.ma", password: STAFF_PASSWORD }, address)).status).toBe(429);
    // The window is over: move its start back instead of waiting.
    await database().db.execute(
      sql`update ${rateLimitBuckets} set window_start = window_start - make_interval(secs => ${env().RATE_LIMIT_WINDOW_SECONDS}) where key = ${`login:ip:${address}`}`,
    );
    expect((await login({ email: "admin@cabinet.ma", password: STAFF_PASSWORD }, address)).status).toBe(200);
  });
});
