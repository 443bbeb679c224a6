import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * Pages prerendered at build time cannot carry a per-request nonce, so the policy allows their
 * inline bootstrap scripts by hash. The hashes are read from the build output itself, once per
 * process: nothing to remember after `next build`, and always in step with the served HTML.
 */

/** "doctors/doctor-details.html" → "/doctors/doctor-details"; "index.html" → "/". */
export function routeOfHtmlFile(relative: string): string {
  const withoutExt = relative.replace(/\\/g, "/").replace(/\.html$/, "");
  if (withoutExt === "index") return "/";
  return `/${withoutExt.replace(/\/index$/, "")}`;
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

const cache = new Map<string, Record<string, string[]>>();

/** Route → hashes of its inline scripts, for every page prerendered into `distDir`. */
export function prerenderedScriptHashes(distDir: string): Record<string, string[]> {
  const cached = cache.get(distDir);
  if (cached) return cached;
  const appDir = path.join(process.cwd(), distDir, "server", "app");
  const manifest: Record<string, string[]> = {};
  for (const file of htmlFiles(appDir)) {
    manifest[routeOfHtmlFile(path.relative(appDir, file))] = inlineScriptHashes(readFileSync(file, "utf8"));
  }
  cache.set(distDir, manifest);
  return manifest;
}
