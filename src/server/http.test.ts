import { openPostgres } from "@/db/client";
import { setDatabaseForTests } from "@/server/db";
import { json, withApi } from "@/server/http";
import type * as loggerModule from "@/server/logger";

/**
 * The wrapper every route handler goes through: what a client gets back on errors, and the log
 * line an operator gets for each request. The process's logger is silent under Vitest; here it is
 * replaced by one with the same settings writing its JSON lines into `logLines`.
 */
const { logLines } = vi.hoisted(() => ({ logLines: [] as string[] }));
vi.mock("@/server/logger", async (importOriginal) => {
  const original = await importOriginal<typeof loggerModule>();
  return {
    ...original,
    logger: original.createLogger({ level: "info", destination: { write: (line: string) => void logLines.push(line) } }),
  };
});

beforeEach(() => {
  logLines.length = 0;
});

const logged = () => logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
const requestLines = () => logged().filter((entry) => entry.msg === "request");

describe("the log line of each API request", () => {
  it("is one JSON line with method, path, status, duration and the request id the client got", async () => {
    const handler = withApi({ access: "public", database: false }, async () => json({ ok: true }, 201));
    const response = await handler(
      new Request("http://localhost/api/patients?nom=Benali&limit=5", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ nom: "Benali", prenom: "Fatima", telephone: "0612345678" }),
      }),
    );

    expect(response.status).toBe(201);
    const requestId = response.headers.get("X-Request-Id");
    expect(requestId).toMatch(/^[\w.-]{8,64}$/);
    expect(logLines).toHaveLength(1);
    expect(logLines[0]!.endsWith("\n")).toBe(true);
    expect(logLines[0]!.trimEnd()).not.toContain("\n");
    expect(logged()[0]).toEqual(
      expect.objectContaining({
        msg: "request",
        level: 30,
        method: "POST",
        path: "/api/patients",
        status: 201,
        durationMs: expect.any(Number),
        requestId,
      }),
    );
  });

  it("never carries the query string nor the body: patient names travel in ?nom=", async () => {
    const handler = withApi({ access: "public", database: false }, async ({ request }) => {
      await request.text();
      return json([], 200);
    });
    await handler(
      new Request("http://localhost/api/patients?nom=Ouazzani%20Touhami&telephone=0661", {
        method: "PUT",
        body: JSON.stringify({ nom: "Ouazzani", dateNaissance: "1961-03-04" }),
      }),
    );
    const line = logLines.join("");
    expect(requestLines()).toHaveLength(1);
    for (const secret of ["Ouazzani", "Touhami", "0661", "1961-03-04", "nom", "?"]) expect(line).not.toContain(secret);
  });

  it("makes its own request id whatever a client sends, and keeps a well-formed one apart in the log line", async () => {
    const handler = withApi({ access: "public", database: false }, async ({ requestId }) => json({ requestId }));
    const sent = await handler(new Request("http://localhost/api/health", { headers: { "x-request-id": "proxy-1234abcd" } }));
    const malformed = await handler(new Request("http://localhost/api/health", { headers: { "x-request-id": "bad id\twith spaces" } }));

    for (const response of [sent, malformed]) {
      const { requestId } = (await response.json()) as { requestId: string };
      expect(requestId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-/);
      expect(response.headers.get("X-Request-Id")).toBe(requestId);
    }
    expect(requestLines()).toEqual([
      expect.objectContaining({ requestId: sent.headers.get("X-Request-Id"), clientRequestId: "proxy-1234abcd" }),
      expect.not.objectContaining({ clientRequestId: expect.anything() }),
    ]);
  });
});

describe("an unexpected error", () => {
  it("answers 500 with a French message and nothing of the stack, the query or its parameters", async () => {
    const handler = withApi({ access: "public", database: false }, async () => {
      throw new Error("Failed query: select * from patients where nom = $1\nparams: Benali", {
        cause: Object.assign(new Error('relation "patients_archive" does not exist'), { code: "42P01" }),
      });
    });
    const response = await handler(new Request("http://localhost/api/patients/12"));
    const text = await response.text();

    expect(response.status).toBe(500);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(JSON.parse(text)).toEqual({ message: "Une erreur interne est survenue." });
    for (const leak of ["select", "Failed query", "Benali", "patients_archive", "at ", "Error"]) expect(text).not.toContain(leak);

    // The operator gets the cause, with the request id, but not the query's parameters either.
    const error = logged().find((entry) => entry.msg === "unexpected error");
    expect(error).toMatchObject({ level: 50, requestId: response.headers.get("X-Request-Id"), err: { code: "42P01" } });
    expect(logLines.join("")).not.toContain("Benali");
    expect(requestLines()).toMatchObject([{ status: 500, path: "/api/patients/12" }]);
  });
});

describe("a database that cannot be reached", () => {
  it("makes a call other than health answer 503 with a French message", async () => {
    // Nothing listens on port 1: every query fails to connect, as when PostgreSQL is down.
    const unreachable = openPostgres("postgres://postgres@127.0.0.1:1/cabinet", { max: 1 });
    setDatabaseForTests(unreachable);
    try {
      const { POST } = await import("@/app/api/contact/route");
      const response = await POST(
        new Request("http://localhost/api/contact", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ nomComplet: "Fatima Benali", email: "f.benali@example.ma", sujet: "Question", message: "Bonjour docteur" }),
        }),
      );
      const text = await response.text();

      expect(response.status).toBe(503);
      expect(response.headers.get("Retry-After")).toBe("5");
      expect(JSON.parse(text)).toEqual({ message: "Service momentanément indisponible. Veuillez réessayer dans quelques instants." });
      expect(text).not.toContain("ECONNREFUSED");
      expect(requestLines()).toMatchObject([{ method: "POST", path: "/api/contact", status: 503 }]);
      expect(logLines.join("")).not.toContain("Benali");
    } finally {
      await unreachable.close();
    }
  });
});
