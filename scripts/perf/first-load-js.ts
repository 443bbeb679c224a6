/**
 * First-load JavaScript of a page as a visitor's browser receives it: every external script the
 * served HTML references, gzipped (level 9, as Next.js used to report it), plus the inline
 * scripts (the React Server Components payload and the bootstrap) shown apart. `nomodule`
 * scripts (Next.js's polyfills for old browsers) are neither downloaded nor run by the browsers
 * that support modules, so they are left out of the total and counted on their own. Measured on the
 * HTML the running server actually sends, so nothing that the build prints can drift from it.
 */
import { gzipSync } from "node:zlib";

export type FirstLoad = {
  route: string;
  status: number;
  scripts: number;
  /** External JavaScript files, gzip bytes. */
  filesGzip: number;
  /** Inline <script> bodies (bootstrap + RSC payload), gzip bytes. */
  inlineGzip: number;
  /** `nomodule` scripts, for legacy browsers only, gzip bytes. */
  legacyGzip: number;
};

const gzipSize = (text: string | Buffer) => gzipSync(text, { level: 9 }).byteLength;

export async function firstLoadJs(baseUrl: string, route: string, cache = new Map<string, number>()): Promise<FirstLoad> {
  const response = await fetch(new URL(route, baseUrl), { signal: AbortSignal.timeout(15_000) });
  const html = await response.text();
  const sources = new Set<string>();
  const legacy = new Set<string>();
  let inline = "";
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = "", body = ""] = match;
    const src = /\bsrc\s*=\s*["']([^"']+)["']/i.exec(attributes)?.[1];
    if (src) (/\bnomodule\b/i.test(attributes) ? legacy : sources).add(src.replace(/&amp;/g, "&"));
    else if (!/type\s*=\s*["']?application\/(ld\+)?json/i.test(attributes)) inline += body;
  }
  const total = async (set: Set<string>) => {
    let sum = 0;
    for (const src of set) {
      const url = new URL(src, baseUrl).toString();
      let size = cache.get(url);
      if (size === undefined) {
        const file = await fetch(url, { signal: AbortSignal.timeout(15_000) });
        if (!file.ok) throw new Error(`${route}: ${src} answered ${file.status}`);
        size = gzipSize(Buffer.from(await file.arrayBuffer()));
        cache.set(url, size);
      }
      sum += size;
    }
    return sum;
  };
  return {
    route,
    status: response.status,
    scripts: sources.size,
    filesGzip: await total(sources),
    inlineGzip: inline ? gzipSize(inline) : 0,
    legacyGzip: await total(legacy),
  };
}

export const kB = (bytes: number) => (bytes / 1000).toFixed(1);
