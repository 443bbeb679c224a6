import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { idParam } from "@/schemas/fields";
import { json, withApi } from "@/server/http";
import { withTestDatabase } from "../../support/test-database";
import { call, createStaff, seedStaff, type StaffFixture, type StaffFixtures } from "./api-test-kit";

/**
 * The route kernel (decision 036): what a handler declares — access, path parameters, query and
 * body — is checked before it runs, in the order of the answers: 401, 403, then 400s.
 */

const database = withTestDatabase();
let staff: StaffFixtures;
let consultingAdmin: StaffFixture;

beforeAll(async () => {
  staff = await seedStaff(database().db);
  consultingAdmin = await createStaff(database().db, { username: "dr.admin.k", email: "dr.admin.k@cabinet.ma", role: "ADMIN", estMedecin: true });
});

const declaration = {
  access: "staff",
  pathParams: [{ name: "id", parse: idParam }],
  query: z.strictObject({ page: z.coerce.number({ error: "Page invalide." }).int({ error: "Page invalide." }).min(1, { error: "Page invalide." }) }),
  body: { name: "Echo", schema: z.strictObject({ texte: z.string({ error: "Le texte est obligatoire." }) }) },
} as const;

const echo = withApi(declaration, async ({ actor, params, query, body, audit, requestId }) =>
  json({ actorId: actor.id, id: params.id, page: query.page, texte: body.texte, audit: audit.actorId === actor.id && audit.requestId === requestId }),
);

const send = (options: { token?: string; id?: string; query?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> }) =>
  call(echo, {
    method: "POST",
    path: `/api/echo/${options.id ?? "7"}?${options.query ?? "page=2"}`,
    params: { id: options.id ?? "7" },
    token: options.token,
    body: options.rawBody === undefined ? (options.body ?? { texte: "bonjour" }) : undefined,
    rawBody: options.rawBody,
    headers: options.headers,
  });

const only = (access: "admin" | "doctor" | readonly ("ADMIN" | "MEDECIN" | "ASSISTANT")[]) =>
  withApi({ access }, async ({ actor }) => json({ id: actor.id }));

describe("withApi's declaration", () => {
  it("hands the handler the caller, the parsed id, query and body, and the audit context", async () => {
    const { status, body } = await send({ token: staff.assistant.token });
    expect(status).toBe(200);
    expect(body).toEqual({ actorId: staff.assistant.id, id: 7, page: 2, texte: "bonjour", audit: true });
  });

  it("answers 401 before looking at the path, the query or the body", async () => {
    expect(await send({ id: "abc", query: "page=x", rawBody: "{" })).toMatchObject({ status: 401, body: { message: "Authentification requise." } });
    expect(await send({ token: "a.b.c", id: "abc" })).toMatchObject({ status: 401, body: { message: "Session invalide ou expirée. Veuillez vous reconnecter." } });
    expect((await send({ token: staff.deleted.token })).status).toBe(401);
  });

  it("refuses 403 by the declared access, as the account is now", async () => {
    const get = (handler: ReturnType<typeof only>, who: StaffFixture) => call(handler, { path: "/api/only", token: who.token });
    expect(await get(only("admin"), staff.medecin)).toMatchObject({ status: 403, body: { message: "Accès réservé à l'administrateur." } });
    expect((await get(only("admin"), staff.admin)).status).toBe(200);
    expect(await get(only(["ADMIN", "MEDECIN"]), staff.assistant)).toMatchObject({ status: 403, body: { message: "Accès refusé." } });
    expect((await get(only(["ADMIN", "MEDECIN"]), staff.medecin)).status).toBe(200);
    expect(await get(only("doctor"), staff.admin)).toMatchObject({ status: 403, body: { message: "Accès réservé aux médecins." } });
    expect((await get(only("doctor"), consultingAdmin)).status).toBe(200);
    expect((await get(only("doctor"), staff.medecin)).status).toBe(200);
  });

  it("answers 400 for the path, then the query, then the body, with the existing messages", async () => {
    const token = staff.assistant.token;
    expect(await send({ token, id: "0", query: "page=x" })).toMatchObject({ status: 400, body: { message: "Identifiant invalide.", errors: { id: "Identifiant invalide." } } });
    expect(await send({ token, id: "99999999999" })).toMatchObject({ status: 400, body: { errors: { id: "Identifiant invalide." } } });
    expect(await send({ token, query: "page=0", rawBody: "{" })).toMatchObject({ status: 400, body: { message: "Page invalide.", errors: { page: "Page invalide." } } });
    expect(await send({ token, rawBody: "{", headers: { "content-type": "application/json" } })).toMatchObject({
      status: 400,
      body: { message: "Le corps de la requête n'est pas un JSON valide." },
    });
    expect(await send({ token, rawBody: "texte=1", headers: { "content-type": "application/x-www-form-urlencoded" } })).toMatchObject({ status: 415 });
    expect(await send({ token, body: { texte: "x".repeat(40_000) } })).toMatchObject({ status: 413 });
    expect(await send({ token, body: { autre: 1 } })).toMatchObject({ status: 400, body: { message: "Données invalides.", errors: { texte: "Le texte est obligatoire." } } });
  });
});
