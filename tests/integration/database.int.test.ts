import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "@/db/client";
import { migrateDatabase, migrationsFolder } from "@/db/migrate";
import { patients, staffUsers } from "@/db/schema";
import { searchKeyContains } from "@/domain/search";
import { createOrResetAdmin, ensureFirstAdmin } from "@/domain/staff/first-admin";
import { verifyPassword } from "@/domain/staff/passwords";
import { withTestDatabase } from "../support/test-database";

const database = withTestDatabase();

describe("the database", () => {
  it("accepts the migrations again without change (idempotent)", async () => {
    await migrateDatabase(database());
    await migrateDatabase(database());
    const rows = await queryRows(database().db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as { entries: unknown[] };
    expect(rows[0]).toEqual({ n: journal.entries.length });
  });

  it("finds patient names ignoring case and accents, through the trigram index on the stored key", async () => {
    const { db } = database();
    await db.insert(patients).values([
      { nom: "Benaïssa", prenom: "Léa", dateNaissance: "1990-04-02", gender: "F", telephone: "0612345678", email: "a@b.ma", adresse: "Rabat" },
      { nom: "El Idrissi", prenom: "Omar", dateNaissance: "1985-12-31", gender: "H", telephone: "0612345679", email: "c@d.ma", adresse: "Salé" },
    ]);
    const found = await db.select({ nom: patients.nom }).from(patients).where(searchKeyContains(patients.nomKey, "BENAISS"));
    expect(found).toEqual([{ nom: "Benaïssa" }]);

    // Enough other patients, counted, that reading a whole btree (the list's name order, decision
    // 025) costs more than the trigram index, as on any real table.
    await db.execute(sql`insert into patients (nom, prenom, date_naissance, gender, telephone, email, adresse)
      select 'Patient ' || i, 'Prénom', date '1980-01-01', 'H', '0600000000', 'p@x.ma', 'Rabat' from generate_series(1, 20000) i`);
    await db.execute(sql`analyze patients`);
    await db.execute(sql`set enable_seqscan = off`);
    const rows = await queryRows(db, sql`explain select id from patients where ${searchKeyContains(patients.nomKey, "benaissa")}`);
    await db.execute(sql`reset enable_seqscan`);
    expect(JSON.stringify(rows)).toContain("patients_nom_key_trgm_idx");
  });

  it("keeps the stored search keys in step with the names, on insert and on update", async () => {
    const { db } = database();
    const [row] = await db
      .insert(patients)
      .values({ nom: "Ëlmoùden", prenom: "Zoé", dateNaissance: "1970-05-06", gender: "F", telephone: "0611111111", email: "g@h.ma", adresse: "Tanger" })
      .returning({ id: patients.id, nomKey: patients.nomKey, prenomKey: patients.prenomKey });
    expect(row).toMatchObject({ nomKey: "elmouden", prenomKey: "zoe" });
    const [updated] = await db
      .update(patients)
      .set({ nom: "Chraïbi" })
      .where(sql`${patients.id} = ${row!.id}`)
      .returning({ nomKey: patients.nomKey, prenomKey: patients.prenomKey });
    expect(updated).toEqual({ nomKey: "chraibi", prenomKey: "zoe" });
  });

  it("keeps a birth date as the calendar date it was given", async () => {
    const { db } = database();
    const [row] = await db
      .insert(patients)
      .values({ nom: "Date", prenom: "Test", dateNaissance: "2000-01-01", gender: "H", telephone: "0600000000", email: "e@f.ma", adresse: "Fès" })
      .returning({ dateNaissance: patients.dateNaissance });
    expect(row?.dateNaissance).toBe("2000-01-01");
  });
});

describe("the first admin", () => {
  it("is created once, with a generated password when none is configured", async () => {
    const { db } = database();
    await db.delete(staffUsers);
    const first = await ensureFirstAdmin(db, {});
    expect(first.created).toBe(true);
    if (!first.created) return;
    expect(first.generatedPassword).toMatch(/^.{20}$/);
    const [admin] = await db.select().from(staffUsers);
    expect(admin?.role).toBe("ADMIN");
    expect(await verifyPassword(admin!.passwordHash, first.generatedPassword!)).toBe(true);

    expect(await ensureFirstAdmin(db, {})).toEqual({ created: false });
    expect(await db.$count(staffUsers)).toBe(1);
  });

  it("does not print a password that came from the configuration", async () => {
    const { db } = database();
    await db.delete(staffUsers);
    const result = await ensureFirstAdmin(db, { email: "Chef@Cabinet.ma", password: "a-long-password" });
    expect(result).toMatchObject({ created: true, email: "chef@cabinet.ma", generatedPassword: undefined });
  });

  it("can be reset from the shell, or another admin created", async () => {
    const { db } = database();
    expect(await createOrResetAdmin(db, { email: "chef@cabinet.ma", password: "another-password" })).toMatchObject({ outcome: "reset" });
    expect(await createOrResetAdmin(db, { email: "new@cabinet.ma", password: "another-password" })).toMatchObject({ outcome: "created" });
    const admins = await db.select({ email: staffUsers.email, role: staffUsers.role }).from(staffUsers).orderBy(staffUsers.id);
    expect(admins).toEqual([
      { email: "chef@cabinet.ma", role: "ADMIN" },
      { email: "new@cabinet.ma", role: "ADMIN" },
    ]);
  });
});
