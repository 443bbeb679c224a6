import { beforeAll, describe, expect, it } from "vitest";
import { POST as postDuplicates } from "@/app/api/patients/duplicates/route";
import type { DuplicateCandidate } from "@/schemas/patient";
import { duplicateCases } from "../../support/duplicate-cases";
import { insertPatient } from "../../support/row-fixtures";
import { withTestDatabase } from "../../support/test-database";
import { call, seedStaff, type StaffFixtures } from "./api-test-kit";

/**
 * POST /api/patients/duplicates through the API: the table of spellings of the name rules, in a
 * database of its own (other files' patients would crowd the ten candidates it answers).
 */

const database = withTestDatabase();
let staff: StaffFixtures;

beforeAll(async () => {
  staff = await seedStaff(database().db);
});

describe("the duplicate check through the API", () => {
  it.each(duplicateCases)("%s", async (_label, existing, probe, reasons) => {
    const { db } = database();
    const registered = await insertPatient(db, {
      nom: existing.nom,
      prenom: existing.prenom,
      dateNaissance: existing.dateNaissance ?? undefined,
      telephone: existing.telephone ?? undefined,
    });
    const response = await call(postDuplicates, {
      path: "/api/patients/duplicates",
      method: "POST",
      token: staff.assistant.token,
      body: {
        nom: probe.nom,
        prenom: probe.prenom,
        ...(probe.dateNaissance ? { dateNaissance: probe.dateNaissance } : {}),
        ...(probe.telephone ? { telephone: probe.telephone } : {}),
      },
    });
    expect(response.status).toBe(200);
    const { duplicates } = response.body as { duplicates: DuplicateCandidate[] };
    expect(duplicates.find((candidate) => candidate.id === registered.id)?.reasons ?? []).toEqual(reasons);
  });

  it("validates what it is given", async () => {
    const response = await call(postDuplicates, {
      path: "/x",
      method: "POST",
      token: staff.assistant.token,
      body: { nom: "", prenom: "X", dateNaissance: "2020-02-30" },
    });
    expect(response).toMatchObject({
      status: 400,
      body: { errors: { nom: "Le nom est obligatoire.", dateNaissance: "La date de naissance doit être une date valide (AAAA-MM-JJ)." } },
    });
  });
});
