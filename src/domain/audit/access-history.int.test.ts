import { sql } from "drizzle-orm";
import { recordAuditEvent } from "@/domain/audit/audit-log";
import { getPatient, searchPatients } from "@/domain/patients/patients";
import { auditActors, auditTrail, patientAccessHistory } from "@/domain/audit/access-history";
import { insertPatient, insertStaff } from "../../../tests/support/row-fixtures";
import { withTestDatabase } from "../../../tests/support/test-database";

const database = withTestDatabase();
const timeZone = "Africa/Casablanca";

describe("a patient's access history", () => {
  it("shows who opened the file or saw it in a search, newest first, and not other patients' events", async () => {
    const { db } = database();
    const reader = await insertStaff(db, "MEDECIN", { nom: "Alaoui", prenom: "Yassine" });
    const searcher = await insertStaff(db, "ASSISTANT", { nom: "Tazi", prenom: "Hind" });
    const patient = await insertPatient(db, { nom: "Historique", prenom: "Amal" });
    const other = await insertPatient(db, { nom: "Autre", prenom: "Personne" });

    await getPatient(db, patient.id, { actorId: reader.id, requestId: "history-1" });
    await searchPatients(db, { nom: "historique" }, { actorId: searcher.id, requestId: "history-2" });
    await getPatient(db, other.id, { actorId: reader.id, requestId: "history-3" });

    const history = await patientAccessHistory(db, patient.id, {}, { actorId: reader.id, requestId: "history-4" });
    expect(history.items.map((event) => [event.action, event.actor?.nom, event.requestId])).toEqual([
      ["patient.search", "Tazi", "history-2"],
      ["patient.read", "Alaoui", "history-1"],
    ]);
    expect(history.items[1]!.actor).toEqual({ id: reader.id, nom: "Alaoui", prenom: "Yassine", role: "MEDECIN" });
    expect(history.total).toBe(2);

    // Reading the history is itself an access, shown the next time.
    const again = await patientAccessHistory(db, patient.id, {}, { actorId: searcher.id, requestId: "history-5" });
    expect(again.items[0]).toMatchObject({ action: "patient.access-history.read", requestId: "history-4" });
  });

  it("answers 404 for an unknown patient", async () => {
    const { db } = database();
    const staff = await insertStaff(db);
    await expect(patientAccessHistory(db, 999_999, {}, { actorId: staff.id, requestId: "history-404" })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: "Patient non trouvé",
    });
  });
});

describe("the whole audit trail", () => {
  it("filters by person and by day in the practice's time zone, both ends included", async () => {
    const { db } = database();
    const admin = await insertStaff(db, "ADMIN");
    const someone = await insertStaff(db, "ASSISTANT");
    const at = async (iso: string, actorId: number, requestId: string) => {
      await recordAuditEvent(db, { actorId, requestId }, { action: "patient.read", targetType: "patient", targetId: 1 });
      await db.execute(sql`update audit_events set at = ${new Date(iso)} where request_id = ${requestId}`);
    };
    // 2030-03-09 23:30 UTC is already 2030-03-10 00:30 in Casablanca (UTC+1).
    await at("2030-03-09T23:30:00Z", someone.id, "trail-1");
    await at("2030-03-11T22:59:00Z", someone.id, "trail-2");
    await at("2030-03-11T23:00:00Z", someone.id, "trail-3");
    await at("2030-03-10T12:00:00Z", admin.id, "trail-4");

    const trail = await auditTrail(db, { actorId: someone.id, from: "2030-03-10", to: "2030-03-11" }, { actorId: admin.id, requestId: "trail-read", timeZone });
    expect(trail.items.map((event) => event.requestId)).toEqual(["trail-2", "trail-1"]);

    const everyone = await auditTrail(db, { from: "2030-03-10", to: "2030-03-10" }, { actorId: admin.id, requestId: "trail-read-2", timeZone });
    expect(everyone.items.map((event) => event.requestId)).toEqual(["trail-4", "trail-1"]);
  });

  it("lists every staff account for the filter, deleted ones included", async () => {
    const { db } = database();
    const gone = await insertStaff(db, "MEDECIN", { nom: "Zzparti", prenom: "Ancien" });
    await db.execute(sql`update staff_users set deleted_at = now() where id = ${gone.id}`);
    expect(await auditActors(db, { actorId: gone.id, requestId: "actors-1" })).toContainEqual({ id: gone.id, nom: "Zzparti", prenom: "Ancien", role: "MEDECIN", deleted: true });
  });
});
