import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as issueRoute } from "@/app/api/patients/[id]/documents/route";
import type { DatabaseHandle } from "@/db/client";
import { medicalDocuments } from "@/db/schema";
import { issueDocument, type PracticeLetterhead } from "@/domain/documents/medical-documents";
import { takeDocumentNumber } from "@/domain/documents/numbering";
import { documentInput, type IssuedDocument } from "@/schemas/document";
import { setDatabaseForTests } from "@/server/db";
import { fixedClockInFile } from "../../support/fixed-clock";
import { insertPatient } from "../../support/row-fixtures";
import { createInstancesDatabase } from "../../support/test-database";
import { call, createStaff, type StaffFixture } from "./api-test-kit";

/**
 * Document numbers (decision 053): per year of the practice's time zone, without gaps, under
 * concurrent issuing. On PostgreSQL (TEST_DATABASE_URL) the server's pool has 20 connections, so
 * twenty issues run at once and only the year's counter row puts them in turn; on the embedded
 * database they queue on its one connection.
 */

fixedClockInFile();
let instances: { handles: DatabaseHandle[]; close(): Promise<void> };
let doctor: StaffFixture;
let patientId: number;
const db = () => instances.handles[0]!.db;

const practice: PracticeLetterhead = {
  ville: "Rabat",
  adresse: "12, avenue de l'Exemple, Agdal, 10090 Rabat",
  telephone: "+212 5 37 00 00 00",
  urgence: "+212 6 00 00 00 00",
  email: "contact@cabinet-exemple.ma",
  specialite: "Chirurgie orthopédique et traumatologique",
  siteUrl: "https://cabinet.example.ma",
  timeZone: "Africa/Casablanca",
};
const body = { type: "ordonnance", lignes: [{ nom: "Paracétamol", posologie: "1 g trois fois par jour" }] } as const;

beforeAll(async () => {
  instances = await createInstancesDatabase(1, 20);
  setDatabaseForTests(instances.handles[0]!);
  doctor = await createStaff(db(), { username: "dr.bennani", email: "bennani@cabinet.ma", role: "MEDECIN", nom: "Bennani", prenom: "Salma" });
  patientId = (await insertPatient(db(), { nom: "Berrada", prenom: "Amina" })).id;
  // Twenty connections open before the race, so that no request waits for its connection.
  if (instances.handles[0]!.kind === "postgres") await Promise.all(Array.from({ length: 20 }, () => db().execute(sql`select pg_sleep(0.2)`)));
});

afterAll(async () => {
  await instances.close();
});

describe("document numbers", () => {
  it("are 1 to 20 without a gap or a repeat when twenty doctors' issues arrive at once", async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () => call(issueRoute, { path: `/api/patients/${patientId}/documents`, token: doctor.token, body, params: { id: String(patientId) } })),
    );
    expect(results.map((result) => result.status)).toEqual(Array.from({ length: 20 }, () => 201));
    const numbers = results.map((result) => (result.body as IssuedDocument).numero).sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, index) => `2026-${String(index + 1).padStart(6, "0")}`));
    const rows = await db().select({ numero: medicalDocuments.numero }).from(medicalDocuments);
    expect(rows).toHaveLength(20);
  });

  it("give a rolled-back issue's number back: the next document takes it", async () => {
    await expect(
      db().transaction(async (tx) => {
        expect((await takeDocumentNumber(tx, 2026)).numero).toBe("2026-000021");
        throw new Error("the issue fails after its number was taken");
      }),
    ).rejects.toThrow("the issue fails");
    const next = await issueDocument(db(), patientId, documentInput.parse(body), doctor, { actorId: doctor.id, requestId: "test" }, practice, new Date("2026-11-02T10:00:00Z"));
    expect(next.numero).toBe("2026-000021");
  });

  it("start again at 1 on the 1st of January in the practice's time zone, not in UTC", async () => {
    const issueAt = (instant: string) => issueDocument(db(), patientId, documentInput.parse(body), doctor, { actorId: doctor.id, requestId: "test" }, practice, new Date(instant));
    // 23:30 on 31 December in Casablanca (UTC+1): still 2026.
    expect((await issueAt("2026-12-31T22:30:00Z")).numero).toBe("2026-000022");
    // 00:30 on 1 January in Casablanca, 23:30 on 31 December in UTC: 2027 begins.
    expect((await issueAt("2026-12-31T23:30:00Z")).numero).toBe("2027-000001");
    expect((await issueAt("2027-01-02T09:00:00Z")).numero).toBe("2027-000002");
    // A late 2026 issue (a clock that was behind) goes on with 2026's series.
    expect((await issueAt("2026-12-31T20:00:00Z")).numero).toBe("2026-000023");
  });
});
