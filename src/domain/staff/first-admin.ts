import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { staffUsers } from "@/db/schema";
import { generatePassword, hashPassword } from "@/domain/staff/passwords";

export type FirstAdminResult =
  | { created: false }
  | { created: true; email: string; generatedPassword?: string };

/**
 * When no staff account exists at all, creates the first ADMIN. Without a password from the
 * configuration, generates one and returns it so the caller can print it once.
 */
export async function ensureFirstAdmin(
  db: Database,
  input: { email?: string; password?: string },
): Promise<FirstAdminResult> {
  const email = (input.email ?? "admin@cabinet.local").toLowerCase();
  const password = input.password ?? generatePassword();
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    // Serialise concurrent starts on one database: only the first creates the account.
    await tx.execute(sql`lock table ${staffUsers} in share row exclusive mode`);
    const [{ count } = { count: 0 }] = await tx.select({ count: sql<number>`count(*)::int` }).from(staffUsers);
    if (count > 0) return { created: false } as const;
    await tx.insert(staffUsers).values({
      username: "admin",
      email,
      passwordHash,
      role: "ADMIN",
      nom: "Administrateur",
      prenom: "Compte",
    });
    return { created: true, email, generatedPassword: input.password ? undefined : password } as const;
  });
}

/** Creates an ADMIN with this e-mail, or makes the active account with it an ADMIN with this password. */
export async function createOrResetAdmin(
  db: Database,
  input: { email: string; password: string; username?: string },
): Promise<"created" | "reset"> {
  const email = input.email.toLowerCase();
  const passwordHash = await hashPassword(input.password);
  const updated = await db
    .update(staffUsers)
    .set({ passwordHash, role: "ADMIN" })
    .where(and(eq(staffUsers.email, email), isNull(staffUsers.deletedAt)))
    .returning({ id: staffUsers.id });
  if (updated.length > 0) return "reset";
  await db.insert(staffUsers).values({
    username: input.username ?? email.split("@")[0]!.slice(0, 50),
    email,
    passwordHash,
    role: "ADMIN",
    nom: "Administrateur",
    prenom: "Compte",
  });
  return "created";
}
