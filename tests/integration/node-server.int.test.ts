import { request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { type AddressInfo, connect } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { rateLimitBuckets } from "@/db/schema";
import { createLogger } from "@/server/logger";
import { createNodeServer } from "@/server/node-server";
import { staticSecurityHeaders } from "@/server/security-headers";
import { fixturePasswordHash, practiceDate } from "./api/api-test-kit";
import { refusalPageText, refusedRequests } from "../support/refused-requests";
import { fixedClockInFile } from "../support/fixed-clock";
import { withTestDatabase } from "../support/test-database";

/**
 * The server `npm start` runs (src/server/node-server.ts) in front of the real route handlers, over
 * real sockets: which address the rate limits count, whatever a client writes in X-Forwarded-For
 * or X-Real-IP, and what it answers itself (malformed paths, TRACE) before any handler runs.
 */

const database = withTestDatabase();
fixedClockInFile();
const logLines: Record<string, unknown>[] = [];
const logger = createLogger({ level: "info", destination: { write: (line: string) => void logLines.push(JSON.parse(line)) } });

type Routes = Record<string, (request: Request) => Promise<Response>>;

/** Loads the route handlers with TRUST_PROXY_HOPS set (the environment is read once per module load). */
async function loadRoutes(hops: number): Promise<Routes> {
  vi.stubEnv("TRUST_PROXY_HOPS", String(hops));
  vi.resetModules();
  return {
    "/api/contact": (await import("@/app/api/contact/route")).POST,
    "/api/appointment-requests": (await import("@/app/api/appointment-requests/route")).POST,
    "/api/auth/login": (await import("@/app/api/auth/login/route")).POST,
  };
}

let handlerCalls = 0;
/** What Next does for these three calls: the Node request as a fetch Request, the Response written back. */
const routeHandler = (routes: Routes) => async (incoming: IncomingMessage, outgoing: ServerResponse) => {
  handlerCalls += 1;
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) if (value !== undefined) headers.set(name, String(value));
  const route = routes[incoming.url ?? ""];
  const response = route
    ? await route(new Request(`http://cabinet.test${incoming.url}`, { method: incoming.method, headers, body: chunks.length ? Buffer.concat(chunks) : undefined }))
    : new Response("{}", { status: 404 });
  outgoing.writeHead(response.status, Object.fromEntries(response.headers));
  outgoing.end(Buffer.from(await response.arrayBuffer()));
};

let server: Server | undefined;
async function serve(hops: number): Promise<number> {
  const routes = await loadRoutes(hops);
  server = createNodeServer({ handler: routeHandler(routes), logger, trustProxyHops: hops });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

type Answer = { status: number; headers: IncomingMessage["headers"]; body: string };
function send(port: number, method: string, path: string, headers: Record<string, string> = {}, body?: unknown): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = httpRequest({ host: "127.0.0.1", port, method, path, headers: payload ? { ...headers, "content-type": "application/json" } : headers }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on("error", reject);
    req.end(payload);
  });
}

const contact = { nomComplet: "Karim El Amrani", email: "karim@example.ma", sujet: "Horaires", message: "Bonjour" };
const appointmentRequest = () => ({ nom: "Benaïssa", prenom: "Léa", telephone: "+212 6 12 34 56 78", datePreferee: practiceDate(3), heurePreferee: "10:30" });
let loginCounter = 0;
/** A failed login for an e-mail no one has: only the per-address limit can refuse it. */
const login = () => ({ email: `inconnu${(loginCounter += 1)}@cabinet.ma`, password: "mauvais-mot-de-passe" });

const calls = [
  { name: "POST /api/contact", path: "/api/contact", body: () => contact, accepted: 201, limit: 20 },
  { name: "POST /api/appointment-requests", path: "/api/appointment-requests", body: appointmentRequest, accepted: 201, limit: 20 },
  { name: "POST /api/auth/login", path: "/api/auth/login", body: login, accepted: 401, limit: 10 },
];

/** 30 calls from this one client; `headers(i)` are the headers of the i-th. */
async function thirtyCalls(port: number, call: (typeof calls)[number], headers: (i: number) => Record<string, string>) {
  const statuses: number[] = [];
  for (let i = 0; i < 30; i++) statuses.push((await send(port, "POST", call.path, headers(i), call.body())).status);
  return statuses;
}

beforeAll(async () => {
  await fixturePasswordHash(); // the decoy hash of unknown e-mails is computed once, up front
});

afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
  await database().db.delete(rateLimitBuckets);
  logLines.length = 0;
  vi.unstubAllEnvs();
});

afterAll(() => vi.resetModules());

describe("the rate-limit key without a proxy (TRUST_PROXY_HOPS=0)", () => {
  for (const call of calls) {
    it(`${call.name}: 30 calls rotating X-Forwarded-For and X-Real-IP meet the limit as if the headers were absent`, async () => {
      const port = await serve(0);
      const rotating = await thirtyCalls(port, call, (i) => ({ "x-forwarded-for": `203.0.113.${i + 1}`, "x-real-ip": `198.51.100.${i + 1}` }));
      await database().db.delete(rateLimitBuckets);
      const bare = await thirtyCalls(port, call, () => ({}));
      expect(bare).toEqual([...Array<number>(call.limit).fill(call.accepted), ...Array<number>(30 - call.limit).fill(429)]);
      expect(rotating).toEqual(bare);
    }, 60_000);
  }

  it("warns once, at the first request that arrives with X-Forwarded-For", async () => {
    const port = await serve(0);
    await send(port, "POST", "/api/contact", {}, contact);
    expect(logLines.filter((line) => line.level === 40)).toEqual([]);
    await send(port, "POST", "/api/contact", { "x-forwarded-for": "203.0.113.1" }, contact);
    await send(port, "POST", "/api/contact", { "x-forwarded-for": "203.0.113.2" }, contact);
    const warnings = logLines.filter((line) => line.level === 40);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.msg).toContain("TRUST_PROXY_HOPS");
  });
});

describe("the rate-limit key behind one proxy (TRUST_PROXY_HOPS=1)", () => {
  for (const call of calls) {
    it(`${call.name}: counts the address the proxy appended, whatever the client wrote before it`, async () => {
      const port = await serve(1);
      // The proxy (this test's connection) appends the address its client connected from.
      const statuses = await thirtyCalls(port, call, (i) => ({ "x-forwarded-for": `10.0.0.${i + 1}, 192.0.2.44`, "x-real-ip": `10.1.0.${i + 1}` }));
      expect(statuses).toEqual([...Array<number>(call.limit).fill(call.accepted), ...Array<number>(30 - call.limit).fill(429)]);
      // Another visitor behind the same proxy has a count of its own.
      expect((await send(port, "POST", call.path, { "x-forwarded-for": "192.0.2.45" }, call.body())).status).toBe(call.accepted);
      // So does the proxy's own address, which would be the key of everyone with TRUST_PROXY_HOPS=0.
      expect((await send(port, "POST", call.path, {}, call.body())).status).toBe(call.accepted);
    }, 60_000);
  }
});

describe("what the server answers before any handler", () => {
  const securityHeaders = [...staticSecurityHeaders.map((header) => header.key.toLowerCase()), "content-security-policy", "x-request-id"];
  for (const { method, path, status, json } of refusedRequests) {
    it(`${method} ${path}: ${status}, ${json ? "JSON" : "a page"}, the security headers and one log line`, async () => {
      const port = await serve(0);
      handlerCalls = 0;
      const answer = await send(port, method, path);
      expect(answer.status).toBe(status);
      for (const header of securityHeaders) expect(answer.headers[header], header).toBeTruthy();
      if (json) {
        expect(answer.headers["content-type"]).toBe("application/json");
        expect(JSON.parse(answer.body)).toEqual({ message: expect.stringMatching(status === 400 ? /mal formé/ : /méthode/i) });
      } else {
        expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
        expect(answer.body).toContain(refusalPageText[status]);
      }
      if (status === 405) expect(answer.headers.allow).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
      expect(handlerCalls).toBe(0);
      expect(logLines).toEqual([
        expect.objectContaining({ level: 30, msg: "request", method, path, status, requestId: answer.headers["x-request-id"] }),
      ]);
    });
  }
});

/** A raw connection: writes `text`, then collects what comes back until the server closes it. */
function rawExchange(port: number, text: string, giveUpMs = 5_000): Promise<{ answer: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = connect(port, "127.0.0.1", () => socket.write(text));
    let answer = "";
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server kept the connection open for ${giveUpMs} ms; it answered: ${JSON.stringify(answer)}`));
    }, giveUpMs);
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (answer += chunk));
    socket.on("error", () => {});
    socket.on("close", () => {
      clearTimeout(giveUp);
      resolve({ answer, closedAfterMs: performance.now() - started });
    });
  });
}

describe("a client that sends its request slowly (issue 32)", () => {
  async function serveWithTimeouts(timeouts: { headersMs: number; requestMs: number }): Promise<number> {
    const routes = await loadRoutes(0);
    server = createNodeServer({ handler: routeHandler(routes), logger, trustProxyHops: 0, timeouts });
    handlerCalls = 0;
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    return (server.address() as AddressInfo).port;
  }

  it("announcing Content-Length: 99999999 and sending two bytes gets 408 and the connection closed once the request time is up", async () => {
    const port = await serveWithTimeouts({ headersMs: 300, requestMs: 600 });
    const { answer, closedAfterMs } = await rawExchange(
      port,
      "POST /api/contact HTTP/1.1\r\nHost: cabinet.test\r\nContent-Type: application/json\r\nContent-Length: 99999999\r\n\r\n{}",
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeGreaterThanOrEqual(550);
    expect(closedAfterMs).toBeLessThan(2_000);
  });

  it("sending half its headers gets 408 and the connection closed once the headers' time is up", async () => {
    const port = await serveWithTimeouts({ headersMs: 300, requestMs: 600 });
    const { answer, closedAfterMs } = await rawExchange(port, "GET /api/health HTTP/1.1\r\nHost: cabinet.test\r\n");
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeLessThan(1_500);
    expect(handlerCalls).toBe(0);
  });

  /** Writes the head, then each piece of the body `everyMs` apart; collects the answer until the server closes or answers. */
  function slowExchange(port: number, head: string, pieces: string[], everyMs: number): Promise<{ answer: string; afterMs: number }> {
    return new Promise((resolve, reject) => {
      const started = performance.now();
      const socket = connect(port, "127.0.0.1", () => socket.write(head));
      let answer = "";
      let sent = 0;
      const timer = setInterval(() => {
        if (sent < pieces.length && !socket.destroyed) socket.write(pieces[sent++]!);
      }, everyMs);
      const giveUp = setTimeout(() => {
        socket.destroy();
        reject(new Error(`no answer; got ${JSON.stringify(answer)}`));
      }, 8_000);
      const done = () => {
        clearInterval(timer);
        clearTimeout(giveUp);
        socket.destroy();
        resolve({ answer, afterMs: performance.now() - started });
      };
      socket.setEncoding("utf8");
      socket.on("data", (chunk: string) => {
        answer += chunk;
        if (answer.includes("\r\n\r\n")) done();
      });
      socket.on("error", () => {});
      socket.on("close", done);
    });
  }

  const uploadHead = (path: string, length: number) =>
    `POST ${path} HTTP/1.1\r\nHost: cabinet.test\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${length}\r\n\r\n`;

  it("a file upload that takes longer than the request time, bytes coming all along, is read whole (decision 061)", async () => {
    const port = await serveWithTimeouts({ headersMs: 300, requestMs: 600 });
    const pieces = Array.from({ length: 8 }, () => "y".repeat(1000));
    const { answer, afterMs } = await slowExchange(port, uploadHead("/api/patients/7/files", 8000), pieces, 200);
    // The test's handler answers (404: no such route here) once it has the whole body: 1.6 s after the start, past the 600 ms.
    expect(answer).toMatch(/^HTTP\/1\.1 404 /);
    expect(afterMs).toBeGreaterThan(1_400);
    expect(handlerCalls).toBe(1);
  });

  it("a file upload that stops sending gets 408 once it has been idle for the request time", async () => {
    const port = await serveWithTimeouts({ headersMs: 300, requestMs: 600 });
    const { answer, afterMs } = await slowExchange(port, uploadHead("/api/upload-links/by-token/abc/files", 8000), ["y".repeat(1000), "y".repeat(1000)], 200);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    // The last byte came at about 400 ms; idle from then for 600 ms.
    expect(afterMs).toBeGreaterThan(900);
    expect(afterMs).toBeLessThan(2_500);
  });

  it("any other request sent as slowly still gets 408 once the request time is up", async () => {
    const port = await serveWithTimeouts({ headersMs: 300, requestMs: 600 });
    const pieces = Array.from({ length: 8 }, () => "y".repeat(1000));
    const { answer, afterMs } = await slowExchange(port, uploadHead("/api/contact", 8000), pieces, 200);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(afterMs).toBeLessThan(1_400);
  });

  it("a request sent whole in time is served as usual", async () => {
    const port = await serveWithTimeouts({ headersMs: 300, requestMs: 600 });
    expect((await send(port, "POST", "/api/contact", {}, contact)).status).toBe(201);
  });
});

describe("a form posted to a page from another site (issue 32)", () => {
  const form = { "content-type": "multipart/form-data; boundary=x" };
  const body = "--x\r\nContent-Disposition: form-data; name=\"nomComplet\"\r\n\r\nKarim\r\n--x--\r\n";

  function post(port: number, headers: Record<string, string>) {
    return new Promise<Answer>((resolve, reject) => {
      const req = httpRequest({ host: "127.0.0.1", port, method: "POST", path: "/contact", headers }, (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      });
      req.on("error", reject);
      req.end(body);
    });
  }

  it("is refused with 403, a French page and the security headers, before Next sees it", async () => {
    const port = await serve(0);
    handlerCalls = 0;
    const refused: Record<string, string>[] = [
      { ...form, origin: "https://autre-site.example" },
      { ...form, origin: "null" },
      { "content-type": "text/plain;charset=UTF-8", "next-action": "7f00", origin: "https://autre-site.example" },
      // A proxy's X-Forwarded-Host is what Next compares the Origin with.
      { ...form, origin: `http://127.0.0.1:${port}`, "x-forwarded-host": "cabinet.example.ma" },
    ];
    for (const headers of refused) {
      const answer = await post(port, headers);
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(answer.body).toContain("Envoi refusé");
      expect(answer.headers["content-security-policy"]).toBeTruthy();
    }
    expect(handlerCalls).toBe(0);
    expect(logLines.at(-1)).toMatchObject({ msg: "request", method: "POST", path: "/contact", status: 403 });
  });

  it("goes through from the site itself, behind its proxy, or without an Origin (as Next lets it)", async () => {
    const port = await serve(0);
    handlerCalls = 0;
    await post(port, { ...form, origin: `http://127.0.0.1:${port}` });
    await post(port, { ...form, origin: "https://cabinet.example.ma", "x-forwarded-host": "cabinet.example.ma" });
    await post(port, form);
    expect(handlerCalls).toBe(3);
  });
});

describe("a refused request in the log (issue 32)", () => {
  it("writes /api/users/email/{email} with the e-mail masked, as withApi does", async () => {
    const port = await serve(0);
    const answer = await send(port, "GET", "/api/users/email/fatima.bennani%E0@cabinet.ma");
    expect(answer.status).toBe(400);
    expect(logLines).toEqual([expect.objectContaining({ msg: "request", path: "/api/users/email/***", status: 400 })]);
    expect(JSON.stringify(logLines)).not.toContain("fatima");
  });
});
