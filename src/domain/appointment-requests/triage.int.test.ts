import { eq } from "drizzle-orm";
import { appointmentRequests, appointments } from "@/db/schema";
import { DomainError } from "@/domain/errors";
import { changeRequestStatus, convertRequest, getTriagedRequest, listTriagedRequests } from "@/domain/appointment-requests/triage";
import { auditActions, insertPatient, insertRequest, insertStaff } from "../../../tests/support/row-fixtures";
import { withTestDatabase } from "../../../tests/support/test-database";

const database = withTestDatabase();
const timeZone = "Africa/Casablanca";
let counter = 0;
const audit = (actorId: number) => ({ actorId, requestId: `triage-test-${++counter}` });

describe("listing requests for triage", () => {
  it("lists newest first with status, filters by status and finds a name without its accents", async () => {
    const { db } = database();
    const staff = await insertStaff(db);
    const older = await insertRequest(db, { nom: "Benaïssa", prenom: "Leïla", createdAt: new Date("2025-01-01T09:00:00Z") });
    const newer = await insertRequest(db, { nom: "Dupont", prenom: "Hélène", createdAt: new Date("2025-01-02T09:00:00Z") });

    const all = await listTriagedRequests(db, {}, audit(staff.id));
    const ids = all.items.map((item) => item.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(all.items.find((item) => item.id === older.id)).toMatchObject({
      nom: "Benaïssa",
      status: "nouvelle",
      statusChangedAt: null,
      statusChangedBy: null,
      transitions: ["contactee", "planifiee", "refusee", "annulee"],
    });

    const byName = await listTriagedRequests(db, { q: "benaissa" }, audit(staff.id));
    expect(byName.items.map((item) => item.id)).toEqual([older.id]);
    const byPrenom = await listTriagedRequests(db, { q: "HELENE" }, audit(staff.id));
    expect(byPrenom.items.map((item) => item.id)).toEqual([newer.id]);

    await changeRequestStatus(db, older.id, { status: "contactee" }, audit(staff.id));
    const contacted = await listTriagedRequests(db, { status: "contactee" }, audit(staff.id));
    expect(contacted.items.map((item) => item.id)).toEqual([older.id]);
    expect(contacted.total).toBe(1);
  });

  it("writes the listing to the audit trail with the ids shown, never the search text", async () => {
    const { db } = database();
    const staff = await insertStaff(db);
    const request = await insertRequest(db, { nom: "Auditée" });
    const context = audit(staff.id);
    await listTriagedRequests(db, { q: "Auditée" }, context);
    const [event] = await auditActions(db, context.requestId);
    expect(event).toMatchObject({ action: "appointment_request.list", actorId: staff.id, details: { results: 1, requestIds: [request.id] } });
    expect(JSON.stringify(event)).not.toContain("Auditée");
  });

  it("pages through the requests with a total", async () => {
    const { db } = database();
    const staff = await insertStaff(db);
    for (let i = 0; i < 3; i++) await insertRequest(db, { nom: "Pagination" });
    const page = await listTriagedRequests(db, { q: "pagination", limit: 2, offset: 2 }, audit(staff.id));
    expect(page.total).toBe(3);
    expect(page.items).toHaveLength(1);
  });
});

describe("changing a request's status", () => {
  it("records who changed it and when, and offers the next steps", async () => {
    const { db } = database();
    const staff = await insertStaff(db, "ASSISTANT", { nom: "Alaoui", prenom: "Sara" });
    const request = await insertRequest(db);
    const context = audit(staff.id);
    const before = Date.now();

    const changed = await changeRequestStatus(db, request.id, { status: "contactee" }, context);

    expect(changed).toMatchObject({
      status: "contactee",
      statusChangedBy: { id: staff.id, nom: "Alaoui", prenom: "Sara" },
      transitions: ["planifiee", "refusee", "annulee"],
    });
    expect(Date.parse(changed.statusChangedAt!)).toBeGreaterThanOrEqual(before - 5_000);
    expect(await auditActions(db, context.requestId)).toEqual([
      expect.objectContaining({
        action: "appointment_request.status",
        targetType: "appointment_request",
        targetId: String(request.id),
        details: { from: "nouvelle", to: "contactee" },
      }),
    ]);
  });

  it("refuses a step the workflow does not allow, and changes nothing", async () => {
    const { db } = database();
    const staff = await insertStaff(db);
    const request = await insertRequest(db);
    await changeRequestStatus(db, request.id, { status: "refusee" }, audit(staff.id));

    await expect(changeRequestStatus(db, request.id, { status: "annulee" }, audit(staff.id))).rejects.toMatchObject({
      code: "CONFLICT",
      message: "Une demande « refusée » ne peut pas passer à « annulée ».",
    });
    await expect(changeRequestStatus(db, request.id, { status: "refusee" }, audit(staff.id))).rejects.toThrow(
      "La demande est déjà « refusée ».",
    );
    expect((await getTriagedRequest(db, request.id, audit(staff.id))).status).toBe("refusee");

    // Reopened when it was refused by mistake.
    expect((await changeRequestStatus(db, request.id, { status: "contactee" }, audit(staff.id))).status).toBe("contactee");
  });

  it("plans a request only with an existing appointment, and links it", async () => {
    const { db } = database();
    const staff = await insertStaff(db, "MEDECIN");
    const patient = await insertPatient(db, { nom: "Tazi", prenom: "Omar" });
    const request = await insertRequest(db);

    await expect(changeRequestStatus(db, request.id, { status: "planifiee" }, audit(staff.id))).rejects.toMatchObject({
      code: "VALIDATION",
    });
    await expect(
      changeRequestStatus(db, request.id, { status: "planifiee", appointmentId: 999_999 }, audit(staff.id)),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(
      changeRequestStatus(db, request.id, { status: "contactee", appointmentId: 1 }, audit(staff.id)),
    ).rejects.toMatchObject({ code: "VALIDATION" });

    const [appointment] = await db
      .insert(appointments)
      .values({ dateHeure: new Date("2099-06-15T09:30:00Z"), motif: "Genou", patientId: patient.id, medecinId: staff.id })
      .returning();
    const planned = await changeRequestStatus(db, request.id, { status: "planifiee", appointmentId: appointment!.id }, audit(staff.id));
    expect(planned).toMatchObject({ status: "planifiee", appointmentId: appointment!.id, patientId: patient.id, transitions: ["annulee"] });
  });

  it("answers 404 for an unknown request", async () => {
    const { db } = database();
    const staff = await insertStaff(db);
    await expect(changeRequestStatus(db, 987_654, { status: "contactee" }, audit(staff.id))).rejects.toEqual(
      new DomainError("NOT_FOUND", "Demande non trouvée"),
    );
  });

  it("lets only one of two simultaneous changes win", async () => {
    const { db } = database();
    const staff = await insertStaff(db);
    const request = await insertRequest(db);
    const results = await Promise.allSettled([
      changeRequestStatus(db, request.id, { status: "refusee" }, audit(staff.id)),
      changeRequestStatus(db, request.id, { status: "refusee" }, audit(staff.id)),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
  });
});

describe("converting a request", () => {
  it("creates the appointment and plans the request, linked to the patient and the appointment", async () => {
    const { db } = database();
    const medecin = await insertStaff(db, "MEDECIN", { nom: "Alaoui", prenom: "Yassine" });
    const patient = await insertPatient(db, { nom: "Benali", prenom: "Mohamed" });
    const request = await insertRequest(db);
    const context = { ...audit(medecin.id), timeZone };

    const outcome = await convertRequest(
      db,
      request.id,
      { dateHeure: "2099-06-15T10:30", motif: "Douleur au genou", observation: null, patient: { id: patient.id }, medecin: { id: medecin.id }, dureeMinutes: 30 },
      context,
    );
    if (outcome.kind !== "done") throw new Error("not converted");
    const { request: planned, appointment } = outcome.value;

    expect(appointment).toMatchObject({
      // 10:30 in Casablanca (UTC+1 outside Ramadan).
      dateHeure: "2099-06-15T09:30:00.000Z",
      motif: "Douleur au genou",
      patient: { id: patient.id },
      medecin: { id: medecin.id, nom: "Alaoui", prenom: "Yassine" },
    });
    expect(planned).toMatchObject({ status: "planifiee", patientId: patient.id, appointmentId: appointment.id });
    expect((await auditActions(db, context.requestId)).map((event) => event.action)).toEqual([
      "appointment.create",
      "appointment_request.convert",
    ]);
  });

  it("creates nothing when the appointment is refused, and leaves the request as it was", async () => {
    const { db } = database();
    const assistant = await insertStaff(db);
    const request = await insertRequest(db);
    const context = { ...audit(assistant.id), timeZone };

    await expect(
      convertRequest(
        db,
        request.id,
        { dateHeure: "2099-06-15T10:30", motif: "Genou", observation: null, patient: { id: 999_999 }, medecin: { id: assistant.id }, dureeMinutes: 30 },
        context,
      ),
    ).rejects.toMatchObject({ code: "NOT_FOUND", message: "Patient non trouvé" });

    const [row] = await db.select().from(appointmentRequests).where(eq(appointmentRequests.id, request.id));
    expect(row).toMatchObject({ status: "nouvelle", appointmentId: null, patientId: null });
    expect(await auditActions(db, context.requestId)).toEqual([]);
  });

  it("refuses to plan a request twice or one that was refused", async () => {
    const { db } = database();
    const medecin = await insertStaff(db, "MEDECIN");
    const patient = await insertPatient(db, { nom: "Idrissi", prenom: "Nour" });
    const input = { dateHeure: "2099-06-15T10:30", motif: "Genou", observation: null, patient: { id: patient.id }, medecin: { id: medecin.id }, dureeMinutes: 30 };
    const request = await insertRequest(db);
    await convertRequest(db, request.id, input, { ...audit(medecin.id), timeZone });
    await expect(convertRequest(db, request.id, input, { ...audit(medecin.id), timeZone })).rejects.toThrow(
      "Cette demande est déjà planifiée.",
    );

    const refused = await insertRequest(db);
    await changeRequestStatus(db, refused.id, { status: "refusee" }, audit(medecin.id));
    await expect(convertRequest(db, refused.id, input, { ...audit(medecin.id), timeZone })).rejects.toMatchObject({ code: "CONFLICT" });
  });
});
