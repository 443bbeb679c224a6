import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/db/client";
import { auditEvents, staffUsers } from "@/db/schema";
import { checkPassword } from "@/domain/staff/authentication";
import { createOrResetAdmin, ensureFirstAdmin, systemRequestIds, usernameFromEmail } from "@/domain/staff/first-admin";
import { hashPassword } from "@/domain/staff/passwords";
import { createTestDatabase } from "../../../tests/support/test-database";

// Each test starts from an empty, migrated database: the first admin is only made when there is no account.
let handle: DatabaseHandle;
beforeEach(async () => {
  handle = await createTestDatabase();
});
afterEach(async () => {
  await handle.close();
});

const login = async (email: string, password: string) => (await checkPassword(handle.db, { email, password }, "first-admin-test")).user;

async function auditTrail() {
  return handle.db
    .select({
      action: auditEvents.action,
      actorId: auditEvents.actorId,
      targetType: auditEvents.targetType,
      targetId: auditEvents.targetId,
      requestId: auditEvents.requestId,
      details: auditEvents.details,
    })
    .from(auditEvents)
    .where(eq(auditEvents.targetType, "staff_user"))
    .orderBy(auditEvents.id);
}

async function insertAccount(fields: { email: string; username: string; role?: "ASSISTANT" | "ADMIN"; password?: string }) {
  const [row] = await handle.db
    .insert(staffUsers)
    .values({
      email: fields.email,
      username: fields.username,
      role: fields.role ?? "ASSISTANT",
      passwordHash: await hashPassword(fields.password ?? "an-old-password"),
      nom: "Bennani",
      prenom: "Salma",
    })
    .returning({ id: staffUsers.id });
  return row!.id;
}

describe("the first admin at start-up", () => {
  it("is created once, on an empty database, and the creation is in the audit trail", async () => {
    const first = await ensureFirstAdmin(handle.db, { email: "Chef@Cabinet.ma", password: "first-admin-password" });
    expect(first).toMatchObject({ created: true, email: "chef@cabinet.ma", generatedPassword: undefined });
    expect(await login("chef@cabinet.ma", "first-admin-password")).toMatchObject({ role: "ADMIN", username: "admin" });

    expect(await ensureFirstAdmin(handle.db, { email: "autre@cabinet.ma", password: "another-password" })).toEqual({ created: false });
    const created = first.created ? first.id : -1;
    expect(await auditTrail()).toEqual([
      expect.objectContaining({
        action: "user.create",
        actorId: null,
        targetId: String(created),
        requestId: systemRequestIds.startup,
        details: { role: "ADMIN" },
      }),
    ]);
  });

  it("gets a generated password, returned once so that it can be printed, when none is configured", async () => {
    const result = await ensureFirstAdmin(handle.db, {});
    expect(result).toMatchObject({ created: true, email: "admin@cabinet.local" });
    const password = result.created ? result.generatedPassword : undefined;
    expect(password?.length).toBeGreaterThanOrEqual(16);
    expect(await login("admin@cabinet.local", password!)).toMatchObject({ role: "ADMIN" });
  });
});

describe("npm run admin:create", () => {
  it("creates an admin who can log in, audited with no actor and the shell's request id", async () => {
    const result = await createOrResetAdmin(handle.db, { email: "Direction@Cabinet.ma", password: "direction-password" });
    expect(result).toMatchObject({ outcome: "created", username: "direction" });
    expect(await login("direction@cabinet.ma", "direction-password")).toMatchObject({ id: result.id, role: "ADMIN" });
    expect((await auditTrail())[0]).toEqual({
      action: "user.create",
      actorId: null,
      targetType: "staff_user",
      targetId: String(result.id),
      requestId: systemRequestIds.shell,
      details: { role: "ADMIN" },
    });
  });

  it("resets the password of the admin with that e-mail instead of creating a second account", async () => {
    await ensureFirstAdmin(handle.db, { email: "admin@cabinet.ma", password: "forgotten-password" });
    const [before] = await handle.db.select({ id: staffUsers.id }).from(staffUsers);

    const result = await createOrResetAdmin(handle.db, { email: "ADMIN@cabinet.ma", password: "brand-new-password" });

    expect(result).toEqual({ outcome: "reset", id: before!.id, username: "admin" });
    expect(await handle.db.select({ id: staffUsers.id }).from(staffUsers)).toHaveLength(1);
    expect(await login("admin@cabinet.ma", "brand-new-password")).toMatchObject({ id: before!.id });
    await expect(login("admin@cabinet.ma", "forgotten-password")).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
    expect((await auditTrail()).filter((event) => event.action === "user.reset")).toEqual([
      {
        action: "user.reset",
        actorId: null,
        targetType: "staff_user",
        targetId: String(before!.id),
        requestId: systemRequestIds.shell,
        details: { role: "ADMIN", previousRole: "ADMIN" },
      },
    ]);
  });

  it("makes an existing assistant with that e-mail an admin, and records the former role", async () => {
    const id = await insertAccount({ email: "salma@cabinet.ma", username: "salma" });
    expect(await createOrResetAdmin(handle.db, { email: "salma@cabinet.ma", password: "promoted-password" })).toMatchObject({ outcome: "reset", id });
    expect(await login("salma@cabinet.ma", "promoted-password")).toMatchObject({ id, role: "ADMIN" });
    expect((await auditTrail())[0]?.details).toEqual({ role: "ADMIN", previousRole: "ASSISTANT" });
  });

  it("picks a free username when the e-mail's local part is already someone's (e.g. the default first admin)", async () => {
    await ensureFirstAdmin(handle.db, { email: "admin@cabinet.local", password: "default-admin-password" });
    await insertAccount({ email: "other@cabinet.ma", username: "ADMIN-2" });

    const second = await createOrResetAdmin(handle.db, { email: "admin@cabinet.ma", password: "second-admin-password" });
    const third = await createOrResetAdmin(handle.db, { email: "admin@autre-cabinet.ma", password: "third-admin-password" });

    expect(second).toMatchObject({ outcome: "created", username: "admin-3" });
    expect(third).toMatchObject({ outcome: "created", username: "admin-4" });
    expect(await login("admin@cabinet.ma", "second-admin-password")).toMatchObject({ username: "admin-3", role: "ADMIN" });
    expect(await login("admin@cabinet.local", "default-admin-password")).toMatchObject({ username: "admin" });
  });

  it("creates a new account when the only one with that e-mail was deleted, and leaves the deleted one deleted", async () => {
    const deletedId = await insertAccount({ email: "ancien@cabinet.ma", username: "ancien", role: "ADMIN", password: "old-deleted-password" });
    await handle.db.update(staffUsers).set({ deletedAt: new Date() }).where(eq(staffUsers.id, deletedId));

    const result = await createOrResetAdmin(handle.db, { email: "ancien@cabinet.ma", password: "fresh-start-password" });

    // The deleted account's username is free again: uniqueness only holds among active accounts.
    expect(result).toMatchObject({ outcome: "created", username: "ancien" });
    expect(result.id).not.toBe(deletedId);
    expect(await login("ancien@cabinet.ma", "fresh-start-password")).toMatchObject({ id: result.id });
    const [deleted] = await handle.db.select({ deletedAt: staffUsers.deletedAt }).from(staffUsers).where(eq(staffUsers.id, deletedId));
    expect(deleted?.deletedAt).not.toBeNull();
  });
});

describe("the username taken from an e-mail", () => {
  it("keeps the characters a username allows and at most 50 of them", () => {
    expect(usernameFromEmail("jean+cabinet@x.ma")).toBe("jeancabinet");
    expect(usernameFromEmail(`${"a".repeat(70)}@x.ma`)).toBe("a".repeat(50));
    expect(usernameFromEmail("+++@x.ma")).toBe("admin");
  });
});
