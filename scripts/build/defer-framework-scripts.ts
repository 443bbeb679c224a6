/**
 * Part of `npm run build` after `next build` (after-next-build.ts): rewrites every prerendered
 * page of the build so that Next.js's scripts start after the first frame (src/server/first-paint-loader.ts).
 *
 * Next.js keeps each prerendered page twice, under server/app (read by the Content-Security-Policy
 * manifest) and under server/route-cache (served): both copies get the same rewrite
 * (src/server/prerendered-pages.ts, which the server also applies to the pages Next regenerates
 * while it runs: decision 021). The staff area (`routesKeepingNextScripts`) keeps Next's scripts:
 * staff act on those pages as soon as they see them.
 *
 * Fails the build when the home page has nothing to rewrite: a Next.js upgrade that changes its
 * markup must be noticed here, not in next month's Lighthouse figures.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { htmlFiles, routeOfBuiltPage } from "../../src/server/csp-manifest";
import { loaderId } from "../../src/server/first-paint-loader";
import { rewritePrerenderedPage } from "../../src/server/prerendered-pages";

export function deferInBuild(distDir: string): { pages: number; files: number } {
  const server = path.join(distDir, "server");
  const appDir = path.join(server, "app");
  if (!existsSync(appDir)) throw new Error(`No build in ${distDir}: run next build first.`);

  let files = 0;
  let pages = 0;
  let homeDeferred = false;
  for (const file of [...htmlFiles(appDir), ...htmlFiles(path.join(server, "route-cache"))]) {
    const { html, deferred } = rewritePrerenderedPage(routeOfBuiltPage(server, file), readFileSync(file, "utf8"));
    // Rewritten now or by an earlier run of this step: the page carries the loader either way.
    if (file === path.join(appDir, "index.html")) homeDeferred = html.includes(`id="${loaderId}"`);
    if (deferred.length === 0) continue;
    writeFileSync(file, html);
    files += 1;
    if (file.startsWith(appDir + path.sep)) pages += 1;
  }
  if (!homeDeferred) {
    throw new Error(
      `${path.join(appDir, "index.html")} has no <script src="/_next/static/…" async=""> to defer: ` +
        "Next.js's markup changed; update src/server/first-paint-loader.ts.",
    );
  }
  return { pages, files };
}
