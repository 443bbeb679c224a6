import { drizzle } from "drizzle-orm/node-postgres";
import { describe, expect, it } from "vitest";
import type { Database } from "@/db/client";
import { patientSearchQuery } from "@/domain/patients/patients";
import { searchParams, searchSql } from "./baseline-sql";

// Builds statements without a connection: toSQL() only renders them.
const db = drizzle.mock() as unknown as Database;

describe("the bench's baseline server", () => {
  it("sends the statement the app sends for a patient search by name", () => {
    const { sql, params } = patientSearchQuery(db, { nom: "benaissa", limit: 50 }).toSQL();
    expect(sql).toBe(searchSql);
    expect(params).toEqual(searchParams("benaissa"));
    expect(params).toEqual(["benaissa", "benaissa", "bnsa%", "% bnsa%", "lbnsa%", "% lbnsa%", 50]);
  });
});
