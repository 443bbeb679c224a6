import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/db/client";
import { staffUsers } from "@/db/schema";
import { createOrResetAdmin, ensureFirstAdmin } from "@/domain/staff/first-admin";
import { recordLogin } from "@/domain/staff/sessions";
import { readStaffSession } from "@/domain/staff/staff-users";
import { passwordPolicyMessages } from "@/schemas/password-policy";
import { createTestDatabase } from "../../../tests/support/test-database";

/** The password policy (decision 023) on the paths outside the API: the first admin at start-up, `admin:create`. */

let handle: DatabaseHandle;
beforeEach(async () => {
  handle = await createTestDatabase();
});
afterEach(async () => {
  await handle.close();
});

async function theAdmin() {
  const [row] = await handle.db.select().from(staffUsers);
  return row!;
}

describe("the first admin's ADMIN_PASSWORD", () => {
  it("never stops start-up when the policy refuses it: the admin is created and must choose a new password", async () => {
    const result = await ensureFirstAdmin(handle.db, { email: "chef@cabinet.ma", password: "aaaaaaaaaa" });
    expect(result).toMatchObject({ created: true, passwordChangeRequired: true });
    expect((await theAdmin()).passwordChangeRequired).toBe(true);
    // No expiry: it is not a temporary password an admin handed out.
    expect((await theAdmin()).temporaryPasswordExpiresAt).toBeNull();
  });

  it("is used as it is when the policy accepts it, and so is a generated one", async () => {
    expect(await ensureFirstAdmin(handle.db, { email: "chef@cabinet.ma", password: "first-admin-password" })).toMatchObject({ passwordChangeRequired: false });
    expect((await theAdmin()).passwordChangeRequired).toBe(false);
  });

  it("changes nothing for an admin who already exists, whatever it is now", async () => {
    await ensureFirstAdmin(handle.db, { email: "chef@cabinet.ma", password: "first-admin-password" });
    expect(await ensureFirstAdmin(handle.db, { email: "chef@cabinet.ma", password: "court" })).toEqual({ created: false });
    expect((await theAdmin()).passwordChangeRequired).toBe(false);
  });
});

describe("admin:create", () => {
  it.each([
    ["too short", "court", passwordPolicyMessages.tooShort],
    ["common", "qwerty123456", passwordPolicyMessages.common],
    ["the e-mail", "direction@cabinet.ma", passwordPolicyMessages.identity],
  ])("refuses a password that is %s", async (_name, password, message) => {
    await expect(createOrResetAdmin(handle.db, { email: "direction@cabinet.ma", password })).rejects.toMatchObject({
      code: "VALIDATION",
      fields: { password: message },
    });
    expect(await handle.db.$count(staffUsers)).toBe(0);
  });

  it("ends the sessions of the admin it resets, and lifts a required change", async () => {
    await ensureFirstAdmin(handle.db, { email: "chef@cabinet.ma", password: "aaaaaaaaaa" });
    const admin = await theAdmin();
    const before = await recordLogin(handle.db, admin.id);
    await createOrResetAdmin(handle.db, { email: "chef@cabinet.ma", password: "un-nouveau-secret-solide" });
    const after = await readStaffSession(handle.db, admin.id, "aucun-jeton");
    expect(after!.sessionVersion).toBeGreaterThan(before!.sessionVersion);
    expect(after!.passwordChangeRequired).toBe(false);
    const [row] = await handle.db.select({ lastLoginAt: staffUsers.lastLoginAt }).from(staffUsers).where(eq(staffUsers.id, admin.id));
    expect(row!.lastLoginAt).not.toBeNull();
  });
});
