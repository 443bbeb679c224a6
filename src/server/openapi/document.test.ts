import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { validateOpenApi } from "../../../tests/support/openapi-validators";
import { documentedOperations, openApiDocument } from "@/server/openapi/document";

const apiDir = path.join(process.cwd(), "src", "app", "api");

async function implementedOperations(): Promise<string[]> {
  const files = readdirSync(apiDir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith("route.ts") && !f.includes("[..."));
  const operations: string[] = [];
  for (const file of files) {
    const route = `/api/${path.dirname(file)}`.replace(/\/\.$/, "").replace(/\[(\w+)\]/g, "{$1}");
    const mod = (await import(/* @vite-ignore */ path.join(apiDir, file))) as Record<string, unknown>;
    for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"]) if (typeof mod[method] === "function") operations.push(`${method} ${route}`);
  }
  return operations.sort();
}

describe("GET /api/openapi.json's document", () => {
  // It imports every route module: seconds on a loaded machine, whatever the document's state.
  it("documents every call the API implements", { timeout: 60_000 }, async () => {
    expect(documentedOperations()).toEqual(expect.arrayContaining(await implementedOperations()));
  });

  it("describes the workflow payload, the duplicate refusal and the admin-only trail", () => {
    const doc = openApiDocument() as {
      paths: Record<string, Record<string, { description: string; responses: Record<string, unknown> }>>;
      components: { schemas: Record<string, { properties: Record<string, Record<string, unknown>> }> };
    };
    expect(doc.components.schemas.RequestStatusInput!.properties.status).toMatchObject({
      enum: ["nouvelle", "contactee", "planifiee", "refusee", "annulee"],
    });
    expect(Object.keys(doc.paths["/api/appointment-requests/{id}/status"]!.patch!.responses)).toEqual(
      expect.arrayContaining(["200", "400", "401", "404", "409"]),
    );
    expect(doc.paths["/api/patients"]!.post!.description).toContain("X-Duplicate-Check: reject");
    expect(Object.keys(doc.paths["/api/patients"]!.post!.responses)).toContain("409");
    expect(doc.paths["/api/audit-events"]!.get!.description).toContain("ADMIN accounts only");
  });

  it("describes the appointment lifecycle: the agenda, PATCH, the conflict check header and its 409 body", () => {
    const doc = openApiDocument() as {
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[]; responses: Record<string, { content?: unknown }> }>>;
      components: { schemas: Record<string, { properties: Record<string, Record<string, unknown>> }> };
    };
    expect(doc.paths["/api/appointments"]!.get!.parameters!.map((p) => p.name)).toEqual(["du", "au", "medecinId", "status"]);
    expect(doc.paths["/api/appointments"]!.post!.parameters).toEqual([expect.objectContaining({ name: "X-Conflict-Check", in: "header" })]);
    expect(doc.paths["/api/appointments/{id}"]!.patch!.responses["409"]!.content).toEqual({
      "application/json": { schema: { oneOf: [{ $ref: "#/components/schemas/Error" }, { $ref: "#/components/schemas/AppointmentConflict" }] } },
    });
    expect(Object.keys(doc.components.schemas.Appointment!.properties)).toEqual([
      "id", "dateHeure", "motif", "observation", "patient", "medecin",
      "dureeMinutes", "status", "statusChangedAt", "statusChangedBy", "motifAnnulation", "annulePar", "transitions",
      "source", "aConfirmerMotif", "visitTypeId",
      // What the patient last did from their link (decision 050).
      "actionPatient",
    ]);
    expect(doc.components.schemas.AppointmentUpdate!.properties.status).toMatchObject({
      enum: ["a_confirmer", "planifie", "confirme", "arrive", "vu", "absent", "annule"],
    });
  });

  it("describes online booking's public calls: the slots' query, the hold's 409 with the next slots (decision 047)", () => {
    const doc = openApiDocument() as {
      paths: Record<string, Record<string, { parameters?: { name: string }[]; security?: unknown[]; responses: Record<string, { content?: unknown }> }>>;
    };
    expect(doc.paths["/api/booking/slots"]!.get!.parameters!.map((p) => p.name)).toEqual(["type", "du", "au", "medecinId"]);
    expect(doc.paths["/api/booking/slots"]!.get!.security).toEqual([]);
    expect(doc.paths["/api/booking/holds"]!.post!.responses["409"]!.content).toEqual({
      "application/json": { schema: { oneOf: [{ $ref: "#/components/schemas/Error" }, { $ref: "#/components/schemas/BookingHoldConflict" }] } },
    });
    expect(Object.keys(doc.paths["/api/booking/holds"]!.post!.responses)).toEqual(expect.arrayContaining(["201", "400", "404", "409", "429"]));
  });

  it("describes booking from a hold: the confirmation's 202, the verification's 201, their 409 with the next slots (decision 048)", () => {
    const doc = openApiDocument() as {
      paths: Record<string, Record<string, { security?: unknown[]; responses: Record<string, { content?: unknown }> }>>;
      components: { schemas: Record<string, { properties: Record<string, unknown> }> };
    };
    const confirm = doc.paths["/api/booking/holds/{id}/confirm"]!.post!;
    const verify = doc.paths["/api/booking/holds/{id}/verify"]!.post!;
    expect(confirm.security).toEqual([]);
    expect(Object.keys(confirm.responses)).toEqual(expect.arrayContaining(["202", "400", "404", "409", "429"]));
    expect(Object.keys(verify.responses)).toEqual(expect.arrayContaining(["201", "400", "404", "409", "429"]));
    expect(verify.responses["409"]!.content).toEqual({
      "application/json": { schema: { oneOf: [{ $ref: "#/components/schemas/Error" }, { $ref: "#/components/schemas/BookingHoldConflict" }] } },
    });
    expect(Object.keys(doc.components.schemas.BookingPersonInput!.properties)).toEqual(["nom", "prenom", "dateNaissance", "gender", "telephone", "email", "consentementRappels", "langue"]);
    expect(Object.keys(doc.components.schemas.BookingDone!.properties).sort()).toEqual(["canal", "heure", "jour", "lienEnvoye", "medecin"]);
  });

  it("points every reference at the document's components, each of which exists", () => {
    const text = JSON.stringify(openApiDocument());
    expect(text).not.toContain("$defs");
    const schemas = Object.keys((openApiDocument() as { components: { schemas: object } }).components.schemas);
    for (const [, name] of text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)) expect(schemas).toContain(name);
  });

  it("passes swagger-parser's validate and Redocly's lint (recommended rules) with no error", async () => {
    expect(await validateOpenApi(openApiDocument())).toEqual([]);
  }, 30_000);

  it("describes the patients' files: multipart uploads, the file's bytes in its types, the public phone upload (decision 061)", () => {
    type Op = { requestBody?: { content: Record<string, { schema: { required?: string[]; properties: Record<string, unknown> } }> }; responses: Record<string, { content?: Record<string, unknown> }>; security?: unknown[] };
    const doc = openApiDocument() as { paths: Record<string, Record<string, Op>> };
    const upload = doc.paths["/api/patients/{id}/files"]!.post!;
    expect(Object.keys(upload.requestBody!.content)).toEqual(["multipart/form-data"]);
    expect(upload.requestBody!.content["multipart/form-data"]!.schema.required).toEqual(["nature", "fichier"]);
    expect(Object.keys(upload.responses)).toEqual(expect.arrayContaining(["201", "400", "403", "413", "415"]));
    expect(Object.keys(doc.paths["/api/files/{id}"]!.get!.responses["200"]!.content!)).toEqual(["image/jpeg", "image/png", "application/pdf", "application/dicom", "image/webp"]);
    const phone = doc.paths["/api/upload-links/by-token/{token}/files"]!.post!;
    expect(phone.security).toEqual([]);
    expect(Object.keys(phone.responses)).toEqual(expect.arrayContaining(["201", "404", "410", "413", "429"]));
    expect(doc.paths["/api/upload-links/{id}"]!.delete!.responses["204"]).toBeDefined();
  });

  it("describes the answers of /api/health and of /api/openapi.json", () => {
    const doc = openApiDocument() as { paths: Record<string, { get: { responses: Record<string, { content?: object }> } }> };
    expect(doc.paths["/api/health"]!.get.responses["200"]!.content).toBeDefined();
    expect(doc.paths["/api/health"]!.get.responses["503"]!.content).toBeDefined();
    expect(doc.paths["/api/openapi.json"]!.get.responses["200"]!.content).toBeDefined();
  });
});
