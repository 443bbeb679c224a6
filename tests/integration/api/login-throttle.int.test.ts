import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { GET as alertCountsRoute } from "@/app/api/front-desk/counts/route";
import { auditEvents, loginFailures } from "@/db/schema";
import { withTestDatabase } from "../../support/test-database";
import { auditTrail, call, createStaff, STAFF_PASSWORD, type StaffFixture } from "./api-test-kit";

/**
 * Guessing slowed down without locking the owner out (decision 023): failures per e-mail and
 * address pair wait longer and longer; many failures on one account warn the admins.
 */

const database = withTestDatabase();
let counter = 0;

const login = (email: string, password: string, address: string) =>
  call(loginRoute, { path: "/api/auth/login", body: { email, password }, headers: { "x-forwarded-for": address } });

async function freshStaff(): Promise<StaffFixture> {
  counter += 1;
  return createStaff(database().db, { username: `cible${counter}`, email: `cible${counter}@cabinet.ma`, role: "ADMIN" });
}

/** Moves the pair's wait into the past, as if it had been waited out. */
async function waitOut(email: string, address: string) {
  await database().db
    .update(loginFailures)
    .set({ blockedUntil: sql`now() - interval '1 second'` })
    .where(eq(loginFailures.key, `pair:${email}|${address}`));
}

describe("failed logins per e-mail and address pair", () => {
  it("let four failures through, then make that pair wait 30 s, then twice as long after each further failure", async () => {
    const member = await freshStaff();
    const address = "203.0.113.1";
    for (let i = 0; i < 4; i++) expect((await login(member.email, `mauvais-${i}`, address)).status).toBe(401);
    expect((await login(member.email, "mauvais-4", address)).status).toBe(401);
    const waiting = await login(member.email, STAFF_PASSWORD, address);
    expect(waiting.status).toBe(429);
    expect(waiting.body).toEqual({ message: "Trop de tentatives. Veuillez réessayer plus tard." });
    expect(Number(waiting.headers.get("retry-after"))).toBeGreaterThan(25);
    expect(Number(waiting.headers.get("retry-after"))).toBeLessThanOrEqual(30);

    await waitOut(member.email, address);
    expect((await login(member.email, "mauvais-5", address)).status).toBe(401);
    const longer = Number((await login(member.email, STAFF_PASSWORD, address)).headers.get("retry-after"));
    expect(longer).toBeGreaterThan(55);
    expect(longer).toBeLessThanOrEqual(60);
  });

  it("never slow the owner down from another address, however many failures the first one had", async () => {
    const member = await freshStaff();
    for (let i = 0; i < 6; i++) await login(member.email, `mauvais-${i}`, "203.0.113.2");
    expect((await login(member.email, STAFF_PASSWORD, "203.0.113.2")).status).toBe(429);
    expect((await login(member.email, STAFF_PASSWORD, "203.0.113.3")).status).toBe(200);
  });

  it("are forgotten once the pair logs in", async () => {
    const member = await freshStaff();
    const address = "203.0.113.4";
    for (let i = 0; i < 4; i++) await login(member.email, `mauvais-${i}`, address);
    expect((await login(member.email, STAFF_PASSWORD, address)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(member.email, `encore-${i}`, address)).status).toBe(401);
  });

  it("count toward the address's own limit too, whatever the e-mails", async () => {
    const address = "203.0.113.5";
    for (let i = 0; i < 10; i++) await login(`inconnu${i}@cabinet.ma`, "mauvais", address);
    expect((await login("inconnu-encore@cabinet.ma", "mauvais", address)).status).toBe(429);
  });
});

describe("an account being guessed at from many addresses", () => {
  const guessingEvents = async (id: number) =>
    (await auditTrail(database().db, "auth.login_guessing")).filter((event) => event.targetId === String(id));

  it("writes one auth.login_guessing event at the 20th failure within the hour, none before, none again that hour", async () => {
    const member = await freshStaff();
    for (let i = 0; i < 19; i++) await login(member.email, "mauvais", `198.18.0.${i + 1}`);
    expect(await guessingEvents(member.id)).toEqual([]);
    await login(member.email, "mauvais", "198.18.0.100");
    const [event] = await guessingEvents(member.id);
    expect(event).toMatchObject({ actorId: null, targetType: "staff_user", details: { failures: 20 } });
    for (let i = 0; i < 3; i++) await login(member.email, "mauvais", `198.18.1.${i + 1}`);
    expect(await guessingEvents(member.id)).toHaveLength(1);
    // The owner still logs in.
    expect((await login(member.email, STAFF_PASSWORD, "198.18.2.1")).status).toBe(200);
  });

  it("shows in the admins' header alerts for 24 hours, and in no one else's", async () => {
    const admin = await freshStaff();
    const medecin = await createStaff(database().db, { username: "medecin.alertes", email: "medecin.alertes@cabinet.ma", role: "MEDECIN" });
    const counts = async (token: string) => (await call(alertCountsRoute, { path: "/api/front-desk/counts", token })).body as Record<string, number>;
    const guessed = await database().db.$count(auditEvents, eq(auditEvents.action, "auth.login_guessing"));
    expect(guessed).toBeGreaterThan(0);
    expect((await counts(admin.token)).loginGuessing).toBe(guessed);
    expect(await counts(medecin.token)).not.toHaveProperty("loginGuessing");
    await database().db.update(auditEvents).set({ at: sql`now() - interval '25 hours'` }).where(eq(auditEvents.action, "auth.login_guessing"));
    expect((await counts(admin.token)).loginGuessing).toBe(0);
  });

  it("writes nothing for an e-mail no account has", async () => {
    const before = await database().db.$count(auditEvents, eq(auditEvents.action, "auth.login_guessing"));
    for (let i = 0; i < 21; i++) await login("personne@cabinet.ma", "mauvais", `198.19.0.${i + 1}`);
    expect(await database().db.$count(auditEvents, eq(auditEvents.action, "auth.login_guessing"))).toBe(before);
  });
});
