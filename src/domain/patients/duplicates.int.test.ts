import { checkDuplicates, findDuplicateCandidates } from "@/domain/patients/duplicates";
import { auditActions, insertPatient, insertStaff } from "../../../tests/support/row-fixtures";
import { withTestDatabase } from "../../../tests/support/test-database";

const database = withTestDatabase();

describe("finding likely duplicates in the database", () => {
  it("finds the same person under another spelling with the same birth date", async () => {
    const { db } = database();
    const existing = await insertPatient(db, { nom: "El Amrani", prenom: "Mohammed", dateNaissance: "1975-04-02", telephone: "0661000001" });
    await insertPatient(db, { nom: "El Amrani", prenom: "Mohammed", dateNaissance: "1976-04-02", telephone: "0661000002" });

    const found = await findDuplicateCandidates(db, { nom: "Alamrani", prenom: "Muhammad", dateNaissance: "1975-04-02", telephone: "0700000000" });

    expect(found).toEqual([
      {
        id: existing.id,
        nom: "El Amrani",
        prenom: "Mohammed",
        dateNaissance: "1975-04-02",
        telephone: "0661000001",
        reasons: ["nom-date-naissance"],
        archive: false,
      },
    ]);
  });

  it("finds a patient by the same phone however written, strongest matches first", async () => {
    const { db } = database();
    const relative = await insertPatient(db, { nom: "Chraibi", prenom: "Rim", dateNaissance: "2010-02-02", telephone: "06 62 00 00 03" });
    const same = await insertPatient(db, { nom: "Chraïbi", prenom: "Zineb", dateNaissance: "1980-02-02", telephone: "+212 6 62 00 00 03" });

    const found = await findDuplicateCandidates(db, { nom: "Chraibi", prenom: "Zaynab", dateNaissance: "1980-02-02", telephone: "00212662000003" });

    expect(found.map((candidate) => [candidate.id, candidate.reasons])).toEqual([
      [same.id, ["telephone", "nom-date-naissance"]],
      [relative.id, ["telephone"]],
    ]);
  });

  it("finds a patient for a request, which has no birth date, by a close name", async () => {
    const { db } = database();
    const existing = await insertPatient(db, { nom: "Ouazzani", prenom: "Oussama", dateNaissance: "1990-09-09", telephone: "0663000004" });

    const found = await findDuplicateCandidates(db, { nom: "Wazzani", prenom: "Usama", telephone: "0500000000" });
    expect(found.map((candidate) => candidate.id)).toEqual([existing.id]);
    expect(found[0]!.reasons).toEqual(["nom"]);
    // Typed the other way round.
    expect((await findDuplicateCandidates(db, { nom: "Oussama", prenom: "Ouazzani" })).map((c) => c.id)).toEqual([existing.id]);
  });

  it("finds nobody for a different person", async () => {
    const { db } = database();
    await insertPatient(db, { nom: "Martin", prenom: "Jean", dateNaissance: "2001-01-01", telephone: "0664000005" });
    expect(await findDuplicateCandidates(db, { nom: "Martin", prenom: "Jeanne", dateNaissance: "2001-01-01", telephone: "0664000006" })).toEqual([]);
  });

  it("records the check and the patients it showed", async () => {
    const { db } = database();
    const staff = await insertStaff(db);
    const existing = await insertPatient(db, { nom: "Berrada", prenom: "Salma", dateNaissance: "1999-03-03" });
    const context = { actorId: staff.id, requestId: "duplicates-audit-1" };
    await checkDuplicates(db, { nom: "Berada", prenom: "Salma", dateNaissance: "1999-03-03" }, context);
    expect(await auditActions(db, context.requestId)).toEqual([
      expect.objectContaining({ action: "patient.duplicates.check", details: { results: 1, patientIds: [existing.id] } }),
    ]);
  });
});
