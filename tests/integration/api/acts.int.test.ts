import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { PATCH as updateActRoute } from "@/app/api/acts/[id]/route";
import { GET as listActsRoute, POST as createActRoute } from "@/app/api/acts/route";
import { acts } from "@/db/schema";
import type { Act } from "@/schemas/act";
import { withTestDatabase } from "../../support/test-database";
import { call, lastAudit, seedStaff, type StaffFixtures } from "./api-test-kit";

/** The catalogue of acts (issue 35, decision 055): pre-filled once, read by staff, written by admins, amounts in centimes. */

const database = withTestDatabase();
let staff: StaffFixtures;
const db = () => database().db;

const list = async (token: string) => (await call(listActsRoute, { path: "/api/acts", token })).body as Act[];
const patch = (id: number, body: unknown, token: string) => call(updateActRoute, { method: "PATCH", path: `/api/acts/${id}`, params: { id: String(id) }, body, token });

beforeAll(async () => {
  staff = await seedStaff(db());
});

describe("the catalogue of acts", () => {
  it("is empty in a migrated database, then pre-filled once at the 2006 convention's values, each à vérifier", async () => {
    expect((await db().select().from(acts)).length).toBe(0);
    const { status, body } = await call(listActsRoute, { path: "/api/acts", token: staff.assistant.token });
    expect(status).toBe(200);
    const catalogue = body as Act[];
    expect(catalogue.slice(0, 3).map(({ code, lettreCle, coefficient, tarifCentimes, tarifReferenceCentimes }) => ({ code, lettreCle, coefficient, tarifCentimes, tarifReferenceCentimes }))).toEqual([
      { code: "Cs", lettreCle: "Cs", coefficient: 1, tarifCentimes: 15000, tarifReferenceCentimes: 15000 },
      { code: "C", lettreCle: "C", coefficient: 1, tarifCentimes: 8000, tarifReferenceCentimes: 8000 },
      { code: "K10", lettreCle: "K", coefficient: 10, tarifCentimes: 22500, tarifReferenceCentimes: 22500 },
    ]);
    expect(catalogue.map((act) => act.code)).toEqual(expect.arrayContaining(["K20", "K30", "INF", "PLA", "ABL"]));
    expect(catalogue.every((act) => act.aVerifier && act.actif)).toBe(true);

    // A second read (by a doctor) adds nothing, and an act the admin deactivates is not brought back.
    const again = await list(staff.medecin.token);
    expect(again.map((act) => act.id)).toEqual(catalogue.map((act) => act.id));
    await patch(catalogue[1]!.id, { actif: false }, staff.admin.token);
    expect((await list(staff.assistant.token)).find((act) => act.code === "C")!.actif).toBe(false);
    expect((await call(listActsRoute, { path: "/api/acts" })).status).toBe(401);
  });

  it("is written by an admin only: the assistant and the doctor get 403", async () => {
    const [cs] = await list(staff.admin.token);
    const body = { code: "ECHO", libelle: "Échographie ostéo-articulaire", tarifCentimes: 40000 };
    for (const token of [staff.assistant.token, staff.medecin.token]) {
      expect((await call(createActRoute, { path: "/api/acts", body, token })).status).toBe(403);
      expect((await patch(cs!.id, { tarifCentimes: 1 }, token)).status).toBe(403);
    }
    expect((await list(staff.admin.token))[0]!.tarifCentimes).toBe(15000);
  });

  it("keeps amounts exact in centimes, confirms an act and audits the fields changed", async () => {
    const created = await call(createActRoute, {
      path: "/api/acts",
      body: { code: "ECHO", libelle: "Échographie ostéo-articulaire", tarifCentimes: 255050, tarifReferenceCentimes: null, ordre: 20 },
      token: staff.admin.token,
    });
    expect(created.status).toBe(201);
    const echo = created.body as Act;
    expect(echo).toMatchObject({ code: "ECHO", tarifCentimes: 255050, tarifReferenceCentimes: null, lettreCle: null, coefficient: null, aVerifier: false, actif: true });
    expect(await lastAudit(db(), "act.create", staff.admin.id)).toMatchObject({ targetType: "act", targetId: String(echo.id) });
    const [stored] = await db().select({ tarifCentimes: acts.tarifCentimes }).from(acts).where(eq(acts.id, echo.id));
    expect(stored!.tarifCentimes).toBe(255050);

    const infiltration = (await list(staff.admin.token)).find((act) => act.code === "INF")!;
    const confirmed = await patch(infiltration.id, { aVerifier: false, tarifCentimes: 30000 }, staff.admin.token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ aVerifier: false, tarifCentimes: 30000, tarifReferenceCentimes: 22500 });
    expect((await lastAudit(db(), "act.confirm", staff.admin.id))!.details).toEqual({ fields: ["tarifCentimes", "aVerifier"] });

    const renamed = await patch(infiltration.id, { libelle: "Infiltration échoguidée" }, staff.admin.token);
    expect(renamed.body).toMatchObject({ libelle: "Infiltration échoguidée", aVerifier: false });
    expect((await lastAudit(db(), "act.update", staff.admin.id))!.details).toEqual({ fields: ["libelle"] });
  });

  it("refuses a fractional or negative amount, a code already taken (any case) and an unknown act", async () => {
    const fractional = await call(createActRoute, { path: "/api/acts", body: { code: "X1", libelle: "Essai", tarifCentimes: 150.5 }, token: staff.admin.token });
    expect(fractional.status).toBe(400);
    expect(fractional.body).toMatchObject({ errors: { tarifCentimes: "Le tarif du cabinet doit être un nombre entier de centimes." } });
    const negative = await call(createActRoute, { path: "/api/acts", body: { code: "X1", libelle: "Essai", tarifCentimes: -100 }, token: staff.admin.token });
    expect(negative.body).toMatchObject({ errors: { tarifCentimes: "Le tarif du cabinet ne peut pas être négatif." } });
    const taken = await call(createActRoute, { path: "/api/acts", body: { code: "cs", libelle: "Doublon", tarifCentimes: 100 }, token: staff.admin.token });
    expect(taken.status).toBe(409);
    const k20 = (await list(staff.admin.token)).find((act) => act.code === "K20")!;
    expect((await patch(k20.id, { code: "K30" }, staff.admin.token)).status).toBe(409);
    expect((await patch(k20.id, {}, staff.admin.token)).status).toBe(400);
    expect((await patch(999999, { actif: false }, staff.admin.token)).status).toBe(404);
  });
});
