/**
 * CI: what integrators' and auditors' own validators say about the built app (issue 22).
 *
 * - Every public page through the W3C Nu HTML checker (`vnu-jar`, Java): the pages of
 *   tests/e2e/routes.ts, those of the sitemap, every same-origin page they link to, and the
 *   not-found page — checked in one Java run, 0 errors allowed.
 * - GET /api/openapi.json as the server answers it, through swagger-parser's `validate` and
 *   Redocly's `lint` (recommended rules): 0 errors allowed.
 *
 * Starts the build (`NEXT_DIST_DIR`) on `CONFORMANCE_PORT` (default 3450) with a throwaway
 * embedded database, through the same compiled server as `npm start` (dist/server/serve.mjs), or
 * checks a running site given as `CONFORMANCE_BASE_URL`. Exits non-zero on any error.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import { validateOpenApi } from "../../tests/support/openapi-validators";
import { notFoundRoute, publicRoutes } from "../../tests/e2e/routes";

const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
const work = mkdtempSync(path.join(os.tmpdir(), "cabinet-conformance-"));
let server: ChildProcess | undefined;

function cleanUp() {
  server?.kill("SIGTERM");
  rmSync(work, { recursive: true, force: true });
}

async function startServer(): Promise<string> {
  const port = process.env.CONFORMANCE_PORT ?? "3450";
  server = spawn(process.execPath, ["dist/server/serve.mjs"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: port,
      DATA_DIR: path.join(work, "data"),
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      // Named, so the first start does not print a generated password into the CI log.
      ADMIN_EMAIL: "admin@conformance.test",
      ADMIN_PASSWORD: "conformance-admin-password",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i++) {
    if (server.exitCode !== null) throw new Error(`the server stopped (exit code ${server.exitCode})`);
    const health = await fetch(`${base}/api/health`).catch(() => undefined);
    if (health?.ok) return base;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the server did not answer /api/health within 60 s");
}

/** The site's own pages a page links to (no staff area, API, files or fragments). */
function linkedPages(html: string, base: string): string[] {
  const pages: string[] = [];
  for (const [, href] of html.matchAll(/<a\b[^>]*\bhref="([^"#]*)/g)) {
    const url = new URL(href!.replaceAll("&amp;", "&"), base);
    if (url.origin !== base) continue;
    const page = url.pathname;
    if (/^\/(responsable|api|_next)(\/|$)/.test(page) || /\.\w+$/.test(page)) continue;
    pages.push(page);
  }
  return pages;
}

async function collectPages(base: string): Promise<Map<string, string>> {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const queue = [...publicRoutes, ...[...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname)];
  const pages = new Map<string, string>();
  while (queue.length > 0 && pages.size < 500) {
    const page = queue.shift()!;
    if (pages.has(page)) continue;
    const response = await fetch(`${base}${page}`, { redirect: "manual" });
    if (response.status !== 200) throw new Error(`${page} answered ${response.status}`);
    const html = await response.text();
    pages.set(page, html);
    queue.push(...linkedPages(html, base));
  }
  const notFound = await fetch(`${base}${notFoundRoute}`);
  if (notFound.status !== 404) throw new Error(`${notFoundRoute} answered ${notFound.status}, not 404`);
  pages.set(notFoundRoute, await notFound.text());
  return pages;
}

type VnuMessage = { type: string; url: string; lastLine?: number; message: string; extract?: string };

/** One Java run over every page: the JVM's start costs more than checking a page. */
function checkHtml(pages: Map<string, string>): number {
  const files = new Map<string, string>();
  for (const [page, html] of pages) {
    const file = path.join(work, `${page === "/" ? "index" : page.slice(1).replaceAll("/", "__")}.html`);
    writeFileSync(file, html);
    files.set(`file:${file}`, page);
  }
  const jar = createRequire(import.meta.url)("vnu-jar") as string;
  const run = spawnSync("java", ["-jar", String(jar), "--errors-only", "--format", "json", "--stdout", ...[...files.keys()].map((f) => f.slice(5))], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error || !run.stdout) throw new Error(`the Nu HTML checker did not run: ${run.error?.message ?? run.stderr}`);
  const { messages } = JSON.parse(run.stdout) as { messages: VnuMessage[] };
  const errors = messages.filter((m) => m.type === "error" || m.type === "non-document-error");
  for (const error of errors) {
    console.log(`  ${files.get(error.url) ?? error.url}:${error.lastLine ?? "?"} ${error.message}${error.extract ? `\n      ${error.extract.trim().slice(0, 160)}` : ""}`);
  }
  console.log(`Nu HTML checker: ${pages.size} pages, ${errors.length} errors (${seconds()} s)`);
  return errors.length;
}

async function checkOpenApi(base: string): Promise<number> {
  const response = await fetch(`${base}/api/openapi.json`);
  const problems = await validateOpenApi(await response.json());
  for (const problem of problems) console.log(`  ${problem}`);
  console.log(`OpenAPI document (swagger-parser validate, Redocly lint): ${problems.length} errors (${seconds()} s)`);
  return problems.length;
}

let failures = 0;
try {
  const base = process.env.CONFORMANCE_BASE_URL?.replace(/\/+$/, "") ?? (await startServer());
  console.log(`Checking ${base} (${seconds()} s)`);
  const pages = await collectPages(base);
  failures += await checkOpenApi(base);
  failures += checkHtml(pages);
} catch (error) {
  console.error(`conformance check FAILED: ${error instanceof Error ? error.message : String(error)}`);
  failures += 1;
} finally {
  cleanUp();
}
console.log(failures === 0 ? `conformance: 0 errors (${seconds()} s)` : `conformance: ${failures} errors`);
process.exit(failures === 0 ? 0 : 1);
