import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { PATCH as patchActRoute } from "@/app/api/acts/[id]/route";
import { PUT as updateTypeRoute } from "@/app/api/booking/visit-types/[id]/route";
import { GET as listTypesRoute } from "@/app/api/booking/visit-types/route";
import { GET as toBillRoute } from "@/app/api/invoices/a-facturer/route";
import type { DatabaseHandle } from "@/db/client";
import { appointments } from "@/db/schema";
import { listActs } from "@/domain/fees/acts";
import type { VisitType } from "@/schemas/booking";
import type { VisitsToBill } from "@/schemas/invoice";
import { setDatabaseForTests } from "@/server/db";
import { FIXED_NOW, FIXED_TODAY, setFixedClock } from "../../support/fixed-clock";
import { insertPatient } from "../../support/row-fixtures";
import { createTestDatabase } from "../../support/test-database";
import { call, createStaff, lastAudit, type StaffFixture } from "./api-test-kit";

/**
 * The acts a visit type is billed with (issue 35): an admin lists them on the type, and the bill of
 * a visit seen of that type starts with them (« à facturer » proposes the active ones, in order).
 */

let handle: DatabaseHandle;
let admin: StaffFixture;
let assistant: StaffFixture;
let doctor: StaffFixture;
let infiltration: VisitType;
const act: Record<string, number> = {};
const db = () => handle.db;

const types = async () => (await call(listTypesRoute, { path: "/api/booking/visit-types", token: assistant.token })).body as VisitType[];
const saveActs = (type: VisitType, acteIds: unknown[], token = admin.token) => {
  const { id, medecins, actes: _actes, ...values } = type;
  return call(updateTypeRoute, {
    method: "PUT",
    path: `/api/booking/visit-types/${id}`,
    params: { id: String(id) },
    body: { ...values, medecinIds: medecins.map((medecin) => medecin.id), acteIds },
    token,
  });
};
const toBill = async () => ((await call(toBillRoute, { path: `/api/invoices/a-facturer?du=${FIXED_TODAY}&au=${FIXED_TODAY}`, token: assistant.token })).body as VisitsToBill).items;

beforeAll(async () => {
  setFixedClock();
  handle = await createTestDatabase();
  setDatabaseForTests(handle);
  admin = await createStaff(db(), { username: "admin", email: "admin@cabinet.ma", role: "ADMIN", nom: "Alaoui", prenom: "Karim" });
  assistant = await createStaff(db(), { username: "assistante", email: "assistante@cabinet.ma", role: "ASSISTANT", nom: "Tazi", prenom: "Nadia" });
  doctor = await createStaff(db(), { username: "dr.bennani", email: "bennani@cabinet.ma", role: "MEDECIN", nom: "Bennani", prenom: "Salma" });
  for (const row of await listActs(db())) act[row.code] = row.id;
  infiltration = (await types()).find((type) => type.libelleFr === "Infiltration")!;
});

afterAll(async () => {
  vi.useRealTimers();
  await handle.close();
});

describe("a visit type's acts", () => {
  it("start empty, are listed by an admin in the order given, checked and audited", async () => {
    expect(infiltration.actes).toEqual([]);
    expect((await saveActs(infiltration, [act.Cs], assistant.token)).status).toBe(403);

    const unknown = await saveActs(infiltration, [act.Cs, 999_999]);
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ message: "Données invalides.", errors: { acteIds: "Chaque acte doit être un acte du catalogue." } });

    const saved = await saveActs(infiltration, [act.INF, act.Cs, act.INF]);
    expect(saved.status).toBe(200);
    expect((saved.body as VisitType).actes).toEqual([
      { id: act.INF, code: "INF", libelle: "Infiltration articulaire" },
      { id: act.Cs, code: "Cs", libelle: "Consultation de spécialiste" },
    ]);
    expect((await lastAudit(db(), "visit_type.update", admin.id))!.details).toEqual({ fields: ["actes"] });
    // Any staff member reads them with the type (the desk bills with them).
    expect((await types()).find((type) => type.id === infiltration.id)!.actes.map((row) => row.code)).toEqual(["INF", "Cs"]);
  });

  it("are the first lines « à facturer » proposes for a visit of that type, inactive acts left out", async () => {
    const patientId = (await insertPatient(db(), { nom: "Ouazzani", prenom: "Réda" })).id;
    const visit = { dateHeure: FIXED_NOW, motif: "Infiltration du genou", patientId, medecinId: doctor.id, status: "vu" as const };
    const [typed] = await db().insert(appointments).values({ ...visit, visitTypeId: infiltration.id }).returning({ id: appointments.id });
    const [untyped] = await db().insert(appointments).values(visit).returning({ id: appointments.id });
    const proposed = async () => Object.fromEntries((await toBill()).map((item) => [item.appointmentId, item.actesProposes]));

    expect(await proposed()).toEqual({ [typed!.id]: [act.INF, act.Cs], [untyped!.id]: [] });

    const deactivated = await call(patchActRoute, { method: "PATCH", path: `/api/acts/${act.INF}`, params: { id: String(act.INF) }, body: { actif: false }, token: admin.token });
    expect(deactivated.status).toBe(200);
    expect(await proposed()).toEqual({ [typed!.id]: [act.Cs], [untyped!.id]: [] });
    // The type keeps listing it (an admin sees it, marked inactive on the screen) and can still be saved as it is.
    const type = (await types()).find((row) => row.id === infiltration.id)!;
    expect(type.actes.map((row) => row.code)).toEqual(["INF", "Cs"]);
    expect((await saveActs(type, type.actes.map((row) => row.id))).status).toBe(200);
  });
});
