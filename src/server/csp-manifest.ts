import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * Pages served from Next's cache cannot carry a per-request nonce, so the policy allows their
 * inline bootstrap scripts by hash. The hashes are read from what is served: at start-up from the
 * prerendered pages on disk (both copies Next keeps, server/app and server/route-cache), then from
 * every page Next writes while it runs (a page regenerated because a value it shows changed:
 * src/server/page-cache-hooks.ts, decision 021), so the policy is always in step with the HTML.
 */

/** "doctors/doctor-details.html" → "/doctors/doctor-details"; "index.html" → "/". */
export function routeOfHtmlFile(relative: string): string {
  const withoutExt = relative.replace(/\\/g, "/").replace(/\.html$/, "");
  if (withoutExt === "index") return "/";
  return `/${withoutExt.replace(/\/index$/, "")}`;
}

/**
 * The route of a page in Next's cache: a file under server/app ("app/contact.html") or
 * server/route-cache ("route-cache/APP_PAGE/4f2a…/$/contact.html"), or a cache key
 * ("/route-cache/APP_PAGE/4f2a…/$/contact").
 */
export function routeOfCachedPage(relative: string): string {
  const normalized = relative.replace(/\\/g, "/").replace(/^\//, "");
  const inRouteCache = normalized.match(/^route-cache\/.*?\/\$\/(.*)$/);
  const file = inRouteCache ? inRouteCache[1]! : normalized.replace(/^app\//, "");
  return routeOfHtmlFile(file.endsWith(".html") ? file : `${file}.html`);
}

/** The route of a prerendered page's file, in server/app or in server/route-cache (".../$/login.html"). */
export function routeOfBuiltPage(serverDir: string, file: string): string {
  return routeOfCachedPage(path.relative(serverDir, file));
}

export function sha256Base64(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("base64");
}

/** 'sha256-...' of each executable inline <script> (no src) in a page, without duplicates. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = "", body = ""] = match;
    if (/\bsrc\s*=/i.test(attributes) || body.length === 0) continue;
    // JSON-LD and other data blocks are not executed; CSP does not apply to them.
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !["text/javascript", "module", "application/javascript"].includes(type)) continue;
    hashes.add(`sha256-${sha256Base64(body)}`);
  }
  return [...hashes];
}

/** Every .html file under `dir`, at any depth; none when `dir` does not exist (no build yet). */
export function htmlFiles(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return []; // no build output (development)
  }
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}

/**
 * Versions of a route's HTML kept allowed: the one served now and a few before it. A request whose
 * policy was written just before a regenerated page replaced the old one may still receive the
 * old page; allowing the hashes of scripts this server itself wrote earlier costs nothing.
 */
const versionsKept = 4;

type Manifest = Map<string, string[][]>;

/**
 * One manifest per build folder for the whole process. The proxy, the page cache and the app are
 * bundled apart by Next.js (each with its own copy of this module), so the manifest lives on
 * globalThis where all three see the same one.
 */
const manifests: Map<string, Manifest> = ((globalThis as Record<symbol, unknown>)[Symbol.for("cabinet.csp-manifest")] ??= new Map()) as Map<
  string,
  Manifest
>;

function addVersion(manifest: Manifest, route: string, hashes: string[]): void {
  const versions = manifest.get(route) ?? [];
  const known = new Set(versions.flat());
  if (hashes.every((hash) => known.has(hash)) && versions.length > 0) return;
  manifest.set(route, [...versions, hashes].slice(-versionsKept));
}

function manifestOf(distDir: string): Manifest {
  let manifest = manifests.get(distDir);
  if (manifest) return manifest;
  manifest = new Map();
  const serverDir = path.resolve(distDir, "server");
  for (const file of [...htmlFiles(path.join(serverDir, "app")), ...htmlFiles(path.join(serverDir, "route-cache"))]) {
    addVersion(manifest, routeOfBuiltPage(serverDir, file), inlineScriptHashes(readFileSync(file, "utf8")));
  }
  manifests.set(distDir, manifest);
  return manifest;
}

/** The hashes to allow on `route`, or undefined when no page of that route is prerendered. */
export function scriptHashesFor(distDir: string, route: string): string[] | undefined {
  const versions = manifestOf(distDir).get(route);
  return versions ? [...new Set(versions.flat())] : undefined;
}

/** Every route with a prerendered page, in the order they were found. */
export function prerenderedRoutes(distDir: string): string[] {
  return [...manifestOf(distDir).keys()];
}

/** Allows the inline scripts of a page Next is about to serve from its cache for `route`. */
export function recordPageScripts(distDir: string, route: string, html: string): void {
  addVersion(manifestOf(distDir), route, inlineScriptHashes(html));
}
