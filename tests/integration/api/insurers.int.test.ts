import { beforeAll, describe, expect, it } from "vitest";
import { PATCH as updateInsurerRoute } from "@/app/api/insurers/[id]/route";
import { GET as listInsurersRoute, POST as createInsurerRoute } from "@/app/api/insurers/route";
import type { Insurer } from "@/schemas/insurer";
import { withTestDatabase } from "../../support/test-database";
import { call, lastAudit, seedStaff, type StaffFixtures } from "./api-test-kit";

/** The insurers an admin keeps (issue 35, decision 055): read by staff, written by admins only. */

const database = withTestDatabase();
let staff: StaffFixtures;
const db = () => database().db;

beforeAll(async () => {
  staff = await seedStaff(db());
});

describe("the insurers", () => {
  it("are added and changed by an admin only, audited, and read by any staff member", async () => {
    const cnss = { nom: "CNSS", genre: "amo" };
    for (const token of [staff.assistant.token, staff.medecin.token]) {
      expect((await call(createInsurerRoute, { path: "/api/insurers", body: cnss, token })).status).toBe(403);
    }
    const created = await call(createInsurerRoute, { path: "/api/insurers", body: cnss, token: staff.admin.token });
    expect(created.status).toBe(201);
    const cnssRow = created.body as Insurer;
    expect(cnssRow).toEqual({ id: cnssRow.id, nom: "CNSS", genre: "amo", remarque: null, actif: true });
    expect(await lastAudit(db(), "insurer.create", staff.admin.id)).toMatchObject({ targetType: "insurer", targetId: String(cnssRow.id) });
    const cnops = (await call(createInsurerRoute, { path: "/api/insurers", body: { nom: "CNOPS", genre: "amo" }, token: staff.admin.token })).body as Insurer;

    expect((await call(createInsurerRoute, { path: "/api/insurers", body: { nom: "cnss" }, token: staff.admin.token })).status).toBe(409);
    const params = { id: String(cnops.id) };
    const path = `/api/insurers/${cnops.id}`;
    expect((await call(updateInsurerRoute, { method: "PATCH", path, params, body: { actif: false }, token: staff.assistant.token })).status).toBe(403);
    const merged = await call(updateInsurerRoute, { method: "PATCH", path, params, body: { remarque: "En cours d'intégration à la CNSS", actif: false }, token: staff.admin.token });
    expect(merged.status).toBe(200);
    expect(merged.body).toMatchObject({ nom: "CNOPS", remarque: "En cours d'intégration à la CNSS", actif: false });
    expect((await lastAudit(db(), "insurer.update", staff.admin.id))!.details).toEqual({ fields: ["remarque", "actif"] });
    expect((await call(updateInsurerRoute, { method: "PATCH", path: "/api/insurers/999999", params: { id: "999999" }, body: { actif: false }, token: staff.admin.token })).status).toBe(404);
    expect((await call(createInsurerRoute, { path: "/api/insurers", body: { nom: "X", genre: "banque" }, token: staff.admin.token })).status).toBe(400);

    const listed = await call(listInsurersRoute, { path: "/api/insurers", token: staff.assistant.token });
    expect(listed.status).toBe(200);
    expect((listed.body as Insurer[]).map((insurer) => [insurer.nom, insurer.actif])).toEqual([
      ["CNOPS", false],
      ["CNSS", true],
    ]);
    expect((await call(listInsurersRoute, { path: "/api/insurers" })).status).toBe(401);
  });
});
