/**
 * The yardstick for `npm run bench`: a minimal `node:http` server that answers the four measured
 * calls with the same SQL statements the app sends (captured from PostgreSQL's statement log),
 * over `pg` (PostgreSQL) or PGlite directly — no framework, no validation library, no logging.
 * The app's figures divided by these show what Next.js, zod, pino and Drizzle cost per request.
 *
 * Run by bench.ts as `node --import tsx scripts/perf/baseline-server.ts` with:
 *   BASELINE_PORT, BASELINE_HTML (the home page's HTML as the app sent it), JWT_SECRET,
 *   DATABASE_URL (PostgreSQL) or BASELINE_PGLITE_DIR (embedded).
 */
import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { pgliteExtensions } from "../../src/db/client";
import { auditSql, insertRequestSql, rateLimitSql, searchParams, searchSql, staffSql } from "./support/baseline-sql";

type Query = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

const port = Number(process.env.BASELINE_PORT ?? 3108);
const html = readFileSync(process.env.BASELINE_HTML ?? "");
const secret = process.env.JWT_SECRET ?? "";

async function openDatabase(): Promise<Query> {
  if (process.env.DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
    pool.on("error", () => {});
    return (text, params) => pool.query(text, params);
  }
  const client = await PGlite.create(`${process.env.BASELINE_PGLITE_DIR}`, { extensions: pgliteExtensions });
  return async (text, params) => ({ rows: (await client.query<Record<string, unknown>>(text, params)).rows });
}

function send(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
  res.end(text);
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** HS256 signature and expiry check: the least a server must do with a bearer token. */
function verifiedSubject(header: string | undefined): number | null {
  const token = header?.startsWith("Bearer ") ? header.slice(7) : "";
  const [head, payload, signature] = token.split(".");
  if (!head || !payload || !signature) return null;
  const expected = createHmac("sha256", secret).update(`${head}.${payload}`).digest();
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { sub?: string; exp?: number };
  if (!claims.exp || claims.exp * 1000 < Date.now()) return null;
  return Number(claims.sub);
}

const query = await openDatabase();

const server = createServer(async (req, res) => {
  try {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (req.method === "GET" && url.pathname === "/") {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-length": html.byteLength });
      res.end(html);
    } else if (req.method === "GET" && url.pathname === "/api/health") {
      await query("select 1");
      send(res, 200, { status: "ok", db: "ok" });
    } else if (req.method === "POST" && url.pathname === "/api/appointment-requests") {
      const input = JSON.parse(await readBody(req)) as Record<string, string | null>;
      const [limit] = (await query(rateLimitSql, [600, 600, `public:appointment-request:${req.socket.remoteAddress}`, 600])).rows;
      if (Number(limit?.count) > 1_000_000_000) return send(res, 429, { message: "Trop de requêtes." });
      const [row] = (
        await query(insertRequestSql, [input.nom, input.prenom, input.telephone, input.datePreferee, input.heurePreferee, input.motif ?? null])
      ).rows;
      send(res, 201, {
        id: row?.id,
        nom: row?.nom,
        prenom: row?.prenom,
        telephone: row?.telephone,
        datePreferee: row?.date_preferee,
        heurePreferee: row?.heure_preferee,
        motif: row?.motif,
        createdAt: row?.created_at,
      });
    } else if (req.method === "GET" && url.pathname === "/api/patients") {
      const userId = verifiedSubject(req.headers.authorization);
      if (!userId) return send(res, 401, { message: "Authentification requise." });
      const [user] = (await query(staffSql, [userId, 1])).rows;
      if (!user) return send(res, 401, { message: "Authentification requise." });
      const nom = url.searchParams.get("nom") ?? "";
      const rows = (await query(searchSql, searchParams(nom))).rows;
      await query(auditSql, [userId, "patient.search", null, null, randomUUID(), JSON.stringify({ results: rows.length, patientIds: rows.map((r) => r.id) })]);
      send(
        res,
        200,
        rows.map((r) => ({
          id: r.id,
          nom: r.nom,
          prenom: r.prenom,
          dateNaissance: r.date_naissance,
          gender: r.gender,
          telephone: r.telephone,
          email: r.email,
          adresse: r.adresse,
          mutuelle: r.mutuelle,
          compagnie: r.compagnie,
          dateCreation: r.date_creation,
        })),
      );
    } else {
      send(res, 404, { message: "Introuvable." });
    }
  } catch (error) {
    send(res, 500, { message: error instanceof Error ? error.message : "error" });
  }
});

server.listen(port, "127.0.0.1", () => console.log(`baseline listening on ${port}`));
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.close(() => process.exit(0)));
