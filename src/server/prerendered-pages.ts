import { deferFrameworkScripts, type DeferResult } from "@/server/first-paint-loader";

/**
 * What the public pages' HTML goes through before it is served from Next's cache: once by
 * `npm run build` for every page prerendered at build time (scripts/build/defer-framework-scripts.ts),
 * and again by the server for every page Next regenerates while it runs, because a value it shows
 * changed (src/server/page-cache-hooks.ts, decision 021). One function, so both are the same page.
 */

/** Routes (and everything under them) whose pages keep Next.js's own script loading: staff act on them at once. */
export const routesKeepingNextScripts = ["/login", "/responsable"];

export function keepsNextScripts(route: string): boolean {
  return routesKeepingNextScripts.some((kept) => route === kept || route.startsWith(`${kept}/`));
}

/**
 * A page Next renders while serving a request carries that request's CSP nonce on its scripts.
 * Cached and served to others, the attribute would name a nonce no later policy allows (their
 * scripts are allowed by hash); removed, the page is the same whichever request regenerated it.
 */
export function withoutNonces(html: string): string {
  return html.replace(/(<(?:script|link|style)\b[^>]*?)\s+nonce="[^"]*"/gi, "$1");
}

/**
 * The page as it is served from the cache: no request's nonce, and Next's scripts started after
 * the first paint (decision 011) unless the route keeps Next's loading. `deferred` lists the
 * scripts moved into the first-paint loader (empty when nothing moved).
 */
export function rewritePrerenderedPage(route: string, html: string): DeferResult {
  const clean = withoutNonces(html);
  if (keepsNextScripts(route)) return { html: clean, deferred: [] };
  return deferFrameworkScripts(clean);
}
