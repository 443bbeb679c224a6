/**
 * Part of `npm run build` after `next build` (after-next-build.ts): rewrites every prerendered
 * page of the build so that Next.js's scripts start after the first frame (first-paint-loader.ts).
 *
 * Next.js keeps each prerendered page twice, under server/app (read by the Content-Security-Policy
 * manifest) and under server/route-cache (served): both copies get the same rewrite. The staff area
 * (`routesKeepingNextScripts`) keeps Next's scripts: staff act on those pages as soon as they see
 * them. Pages rendered on demand are not prerendered, so not touched either.
 *
 * Fails the build when the home page has nothing to rewrite: a Next.js upgrade that changes its
 * markup must be noticed here, not in next month's Lighthouse figures.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { htmlFiles, routeOfHtmlFile } from "../../src/server/csp-manifest";
import { deferFrameworkScripts, loaderId } from "./first-paint-loader";

/** Routes (and everything under them) whose pages keep Next.js's own script loading. */
export const routesKeepingNextScripts = ["/login", "/responsable"];

/** The route of a prerendered page's file, in server/app or in server/route-cache (".../$/login.html"). */
export function routeOfBuiltPage(serverDir: string, file: string): string {
  const relative = path.relative(serverDir, file).replace(/\\/g, "/");
  const inRouteCache = relative.match(/^route-cache\/.*?\/\$\/(.*)$/);
  return routeOfHtmlFile(inRouteCache ? inRouteCache[1]! : relative.replace(/^app\//, ""));
}

function keepsNextScripts(route: string): boolean {
  return routesKeepingNextScripts.some((kept) => route === kept || route.startsWith(`${kept}/`));
}

export function deferInBuild(distDir: string): { pages: number; files: number } {
  const server = path.join(distDir, "server");
  const appDir = path.join(server, "app");
  if (!existsSync(appDir)) throw new Error(`No build in ${distDir}: run next build first.`);

  let files = 0;
  let pages = 0;
  let homeDeferred = false;
  for (const file of [...htmlFiles(appDir), ...htmlFiles(path.join(server, "route-cache"))]) {
    if (keepsNextScripts(routeOfBuiltPage(server, file))) continue;
    const { html, deferred } = deferFrameworkScripts(readFileSync(file, "utf8"));
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
        "Next.js's markup changed; update scripts/build/first-paint-loader.ts.",
    );
  }
  return { pages, files };
}
