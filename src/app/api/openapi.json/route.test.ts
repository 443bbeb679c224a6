import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/openapi.json/route";
import { documentedOperations, openApiDocument } from "@/server/openapi/document";

const apiDir = path.join(process.cwd(), "src", "app", "api");

const HTTP_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/**
 * Method and path of every handler exported by a route file under src/app/api, e.g.
 * "GET /api/patients/{id}" ([id] becomes {id}, the catch-all [...path] becomes {...path}).
 */
async function implementedOperations(): Promise<string[]> {
  const files = readdirSync(apiDir, { recursive: true, encoding: "utf8" }).filter((f) => path.basename(f) === "route.ts");
  const operations: string[] = [];
  for (const file of files) {
    const route = `/api/${path.dirname(file).split(path.sep).join("/")}`.replace(/\/\.$/, "").replace(/\[(\.{3})?(\w+)\]/g, "{$1$2}");
    const mod = (await import(/* @vite-ignore */ path.join(apiDir, file))) as Record<string, unknown>;
    for (const method of HTTP_METHODS) if (typeof mod[method] === "function") operations.push(`${method} ${route}`);
  }
  return operations.sort();
}

/** Not API calls but the JSON 404 for unknown /api paths: the only handlers left out of the document. */
const CATCH_ALL = "/api/{...path}";

describe("GET /api/openapi.json", () => {
  it("answers an OpenAPI 3.1 document", async () => {
    const response = await GET(new Request("http://test/api/openapi.json"));
    expect(response.status).toBe(200);
    const doc = (await response.json()) as { openapi: string; components: { securitySchemes: unknown } };
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.components.securitySchemes).toEqual({ bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" } });
  });

  it("documents every call of the spec's section 7, and only calls that exist", async () => {
    const documented = documentedOperations();
    expect(documented).toEqual(
      expect.arrayContaining([
        "POST /api/appointment-requests",
        "POST /api/contact",
        "POST /api/auth/login",
        "GET /api/users/email/{email}",
        "POST /api/patients",
        "GET /api/patients",
        "GET /api/patients/{id}",
        "GET /api/appointments/patient/{id}",
        "POST /api/appointments",
        "GET /api/appointment-requests",
        "POST /api/users",
        "DELETE /api/users/{id}",
      ]),
    );
    expect(await implementedOperations()).toEqual(expect.arrayContaining(documented));
  });

  it("documents every method of every route file, except the unknown-path catch-all", async () => {
    const response = await GET(new Request("http://test/api/openapi.json"));
    const doc = (await response.json()) as { paths: Record<string, Record<string, unknown>> };
    const served = Object.entries(doc.paths).flatMap(([route, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${route}`));
    const implemented = await implementedOperations();
    // The walk does see the catch-all and the document's own route: the exception is explicit, not a blind spot.
    expect(implemented.filter((op) => op.endsWith(` ${CATCH_ALL}`))).toEqual(["DELETE", "GET", "PATCH", "POST", "PUT"].map((m) => `${m} ${CATCH_ALL}`));
    expect(implemented).toContain("GET /api/openapi.json");
    const undocumented = implemented.filter((op) => !op.endsWith(` ${CATCH_ALL}`) && !served.includes(op));
    expect(undocumented).toEqual([]);
  });

  it("gives each call its auth and its error answers", () => {
    const doc = openApiDocument() as { paths: Record<string, Record<string, { security?: unknown[]; responses: Record<string, unknown> }>> };
    const login = doc.paths["/api/auth/login"]!.post!;
    expect(login.security).toEqual([]);
    expect(Object.keys(login.responses)).toEqual(expect.arrayContaining(["200", "400", "401", "413", "415", "429", "500"]));
    const createUser = doc.paths["/api/users"]!.post!;
    expect(createUser.security).toBeUndefined(); // the document's default: bearer
    expect(Object.keys(createUser.responses)).toEqual(expect.arrayContaining(["201", "400", "401", "403", "409"]));
    expect(Object.keys(doc.paths["/api/patients/{id}"]!.get!.responses)).toEqual(expect.arrayContaining(["200", "400", "401", "404"]));
  });

  it("describes the payloads from the zod schemas, with their limits", () => {
    const doc = openApiDocument() as { components: { schemas: Record<string, { properties: Record<string, Record<string, unknown>>; required?: string[] }> } };
    const input = doc.components.schemas.AppointmentRequestInput!;
    expect(input.required).toEqual(["nom", "prenom", "telephone", "datePreferee", "heurePreferee"]);
    expect(input.properties.nom).toMatchObject({ type: "string", maxLength: 100 });
    expect(doc.components.schemas.StaffUserInput!.properties.role).toMatchObject({ default: "ASSISTANT", enum: ["ASSISTANT", "MEDECIN", "ADMIN"] });
    expect(Object.keys(doc.components.schemas.StaffUser!.properties)).toEqual(["id", "username", "nom", "prenom", "email", "role"]);
  });
});
