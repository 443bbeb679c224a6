import { beforeAll, describe, expect, it } from "vitest";
import { GET as readSettingsRoute, PUT as saveSettingsRoute } from "@/app/api/booking/settings/route";
import { GET as typesRoute } from "@/app/api/booking/types/route";
import { PUT as updateTypeRoute } from "@/app/api/booking/visit-types/[id]/route";
import { GET as listTypesRoute, POST as createTypeRoute } from "@/app/api/booking/visit-types/route";
import type { BookingSettings, BookingType, VisitType } from "@/schemas/booking";
import { withTestDatabase } from "../../support/test-database";
import { call, lastAudit, seedStaff, type StaffFixtures } from "./api-test-kit";

/** The staff side of online booking (issue 33, decision 047): visit types and the booking rules. */

const database = withTestDatabase();
let staff: StaffFixtures;
const db = () => database().db;

const infiltration = {
  libelleFr: "Infiltration échoguidée",
  libelleAr: "حقن موجه بالصدى",
  dureeMinutes: 45,
  medecinIds: [] as number[],
  enLigne: true,
  reservablePar: "patients_connus",
  instructionsFr: "Venez à jeun de 2 heures.",
  instructionsAr: null,
  actif: true,
  ordre: 6,
};

beforeAll(async () => {
  staff = await seedStaff(db());
});

describe("visit types", () => {
  it("are pre-filled with the five types of an orthopaedic practice, every doctor taking them, and listed to any staff member", async () => {
    const { status, body } = await call(listTypesRoute, { path: "/api/booking/visit-types", token: staff.assistant.token });
    expect(status).toBe(200);
    const types = body as VisitType[];
    expect(types.slice(0, 5).map(({ libelleFr, dureeMinutes, reservablePar, enLigne, actif, medecins }) => ({ libelleFr, dureeMinutes, reservablePar, enLigne, actif, medecins }))).toEqual([
      { libelleFr: "Première consultation", dureeMinutes: 30, reservablePar: "tous", enLigne: true, actif: true, medecins: [] },
      { libelleFr: "Consultation de contrôle", dureeMinutes: 20, reservablePar: "tous", enLigne: true, actif: true, medecins: [] },
      { libelleFr: "Contrôle post-opératoire", dureeMinutes: 20, reservablePar: "patients_connus", enLigne: true, actif: true, medecins: [] },
      { libelleFr: "Infiltration", dureeMinutes: 30, reservablePar: "tous", enLigne: true, actif: true, medecins: [] },
      { libelleFr: "Certificat / accident", dureeMinutes: 20, reservablePar: "tous", enLigne: true, actif: true, medecins: [] },
    ]);
    expect(types.every((type) => type.libelleAr.length > 0 && type.instructionsAr)).toBe(true);
    expect((await call(listTypesRoute, { path: "/api/booking/visit-types" })).status).toBe(401);
  });

  it("are added and changed by an admin only, checked, and audited", async () => {
    expect((await call(createTypeRoute, { path: "/api/booking/visit-types", body: infiltration, token: staff.assistant.token })).status).toBe(403);
    const created = await call(createTypeRoute, { path: "/api/booking/visit-types", body: infiltration, token: staff.admin.token });
    expect(created.status).toBe(201);
    const type = created.body as VisitType;
    expect(type).toMatchObject({ libelleFr: "Infiltration échoguidée", dureeMinutes: 45, reservablePar: "patients_connus", instructionsAr: null, medecins: [] });
    expect(await lastAudit(db(), "visit_type.create", staff.admin.id)).toMatchObject({ targetType: "visit_type", targetId: String(type.id) });

    const path = `/api/booking/visit-types/${type.id}`;
    const params = { id: String(type.id) };
    const notADoctor = await call(updateTypeRoute, { method: "PUT", path, params, body: { ...infiltration, medecinIds: [staff.assistant.id] }, token: staff.admin.token });
    expect(notADoctor.status).toBe(400);
    expect(notADoctor.body).toEqual({ message: "Données invalides.", errors: { medecinIds: "Chaque médecin doit être un compte médecin actif." } });

    const updated = await call(updateTypeRoute, { method: "PUT", path, params, body: { ...infiltration, dureeMinutes: 40, medecinIds: [staff.medecin.id] }, token: staff.admin.token });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ dureeMinutes: 40, medecins: [{ id: staff.medecin.id, nom: "Bennani", prenom: "Salma" }] });
    expect((await lastAudit(db(), "visit_type.update", staff.admin.id))!.details).toEqual({ fields: ["dureeMinutes", "medecins"] });

    const invalid = await call(createTypeRoute, { path: "/api/booking/visit-types", body: { ...infiltration, dureeMinutes: 42, libelleAr: " " }, token: staff.admin.token });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ errors: { dureeMinutes: "La durée doit être un multiple de 5 minutes.", libelleAr: "Le libellé en arabe est obligatoire." } });
    expect((await call(updateTypeRoute, { method: "PUT", path: "/api/booking/visit-types/999999", params: { id: "999999" }, body: infiltration, token: staff.admin.token })).status).toBe(404);
  });

  it("made inactive, leave the public list while staff still see them", async () => {
    const types = (await call(listTypesRoute, { path: "/api/booking/visit-types", token: staff.admin.token })).body as VisitType[];
    const certificat = types.find((type) => type.libelleFr === "Certificat / accident")!;
    const { id: _id, medecins: _medecins, actes: _actes, ...values } = certificat;
    const saved = await call(updateTypeRoute, { method: "PUT", path: `/api/booking/visit-types/${certificat.id}`, params: { id: String(certificat.id) }, body: { ...values, actif: false }, token: staff.admin.token });
    expect(saved.status).toBe(200);
    const publicTypes = (await call(typesRoute, { path: "/api/booking/types" })).body as BookingType[];
    expect(publicTypes.map((type) => type.libelleFr)).not.toContain("Certificat / accident");
    const staffTypes = (await call(listTypesRoute, { path: "/api/booking/visit-types", token: staff.assistant.token })).body as VisitType[];
    expect(staffTypes.find((type) => type.id === certificat.id)!.actif).toBe(false);
  });
});

describe("booking rules", () => {
  it("start with the defaults: online booking on, 2 h notice, 60 days, the type's grid, no cap, 2 h cut-off", async () => {
    const { status, body } = await call(readSettingsRoute, { path: "/api/booking/settings", token: staff.assistant.token });
    expect(status).toBe(200);
    expect(body).toEqual({
      reservationEnLigne: true,
      preavisMinutes: 120,
      horizonJours: 60,
      pasMinutes: null,
      plafondJournalier: null,
      delaiAnnulationMinutes: 120,
      seuilAbsences: 2,
      misAJourLe: null,
    } satisfies BookingSettings);
  });

  it("are replaced by an admin only, checked, and audited with the fields changed", async () => {
    const rules = { reservationEnLigne: false, preavisMinutes: 240, horizonJours: 30, pasMinutes: 15, plafondJournalier: 8, delaiAnnulationMinutes: 1440 };
    expect((await call(saveSettingsRoute, { method: "PUT", path: "/api/booking/settings", body: rules, token: staff.assistant.token })).status).toBe(403);
    const saved = await call(saveSettingsRoute, { method: "PUT", path: "/api/booking/settings", body: rules, token: staff.admin.token });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject(rules);
    expect((saved.body as BookingSettings).misAJourLe).not.toBeNull();
    expect((await lastAudit(db(), "booking_settings.update", staff.admin.id))!.details).toEqual({ fields: Object.keys(rules) });
    expect((await call(readSettingsRoute, { path: "/api/booking/settings", token: staff.admin.token })).body).toMatchObject(rules);

    const invalid = await call(saveSettingsRoute, { method: "PUT", path: "/api/booking/settings", body: { ...rules, pasMinutes: 7, horizonJours: 0 }, token: staff.admin.token });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ errors: { pasMinutes: "Le pas de la grille doit être un multiple de 5 minutes.", horizonJours: "L'horizon doit être d'au moins 1 jour." } });
  });
});
