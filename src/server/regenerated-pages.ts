import { closeSync, openSync, readSync } from "node:fs";
import path from "node:path";
import { htmlFiles, prerenderedRoutes, recordPageScripts, routeOfBuiltPage, routeOfCachedPage } from "@/server/csp-manifest";
import { keepsNextScripts, rewritePrerenderedPage } from "@/server/prerendered-pages";
import { getRuntimeValues, setRuntimeValues, type RuntimeValues } from "@/server/runtime-values";

/**
 * Prerendered pages that follow values changed while the site runs, without a rebuild
 * (docs/decisions/021-runtime-values-on-prerendered-pages.md).
 *
 * Every page says which values it was rendered with (`data-runtime-values` on <html>, from
 * src/app/(fr)/layout.tsx, src/app/(ar)/layout.tsx). Next serves the pages from its cache through src/server/page-cache-handler.mjs,
 * which calls the two hooks below:
 *
 * - `onGet`: a page rendered with other values than the current ones is returned as stale, so
 *   Next serves it once more and renders it again in the background (stale-while-revalidate),
 *   with the current values.
 * - `onSet`: before Next stores the page it rendered, it goes through what `npm run build` does
 *   to prerendered pages (src/server/prerendered-pages.ts: no request's nonce, scripts after the
 *   first paint) and its inline scripts join the CSP manifest; it is published a moment later, so
 *   that a request whose policy was written before the manifest knew the page cannot receive it.
 *
 * `startRegeneratedPages` reads the values every `intervalSeconds` and, when they changed, asks
 * for each public page once (the request that finds it stale), one page at a time, so that the
 * next visitor already gets the new page.
 */

export type CacheEntry = {
  lastModified?: number;
  cacheControl?: { revalidate: number | false; expire?: number };
  value?: { kind?: string; html?: unknown } | null;
};
export type CachedValue = { kind?: string; html?: unknown };

type Hooks = {
  onGet: (key: string, entry: CacheEntry) => CacheEntry;
  onSet: (key: string, data: CachedValue) => Promise<CachedValue>;
};

const hooksKey = Symbol.for("cabinet.page-cache-hooks");
const renderedKey = Symbol.for("cabinet.page-renders");
const globals = globalThis as { [hooksKey]?: Hooks; [renderedKey]?: Map<string, (() => void)[]> };

const versionAttribute = /<html\b[^>]*\sdata-runtime-values="([^"]+)"/;

/** The values version a page was rendered with, from its <html> tag; null for a page without one. */
export function pageValuesVersion(html: string): string | null {
  return versionAttribute.exec(html.slice(0, 2048))?.[1] ?? null;
}

const oneYearSeconds = 31_536_000;

/**
 * The entry as Next should see it: unchanged when the page shows the current values, otherwise
 * stale (a lifetime of one second that has run out), which Next answers by serving it and
 * rendering the page again. The new render gets the route's own lifetime back (never expiring).
 */
export function staleWhenValuesChanged(entry: CacheEntry, currentVersion: string, now = Date.now()): CacheEntry {
  const html = entry.value?.kind === "APP_PAGE" ? entry.value.html : undefined;
  if (typeof html !== "string") return entry;
  const version = pageValuesVersion(html);
  if (version === null || version === currentVersion) return entry;
  return {
    ...entry,
    cacheControl: { revalidate: 1, expire: oneYearSeconds },
    lastModified: Math.min(entry.lastModified ?? now, now - 2_000),
  };
}

function renders(): Map<string, (() => void)[]> {
  globals[renderedKey] ??= new Map();
  return globals[renderedKey];
}

function rendered(route: string): void {
  const waiting = renders().get(route) ?? [];
  renders().delete(route);
  for (const resolve of waiting) resolve();
}

/** Resolves once Next has rendered a new page for `route` (and hands it to the cache), or after `timeoutMs`. */
function nextRender(route: string, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    const waiting = renders().get(route) ?? [];
    waiting.push(() => {
      clearTimeout(timer);
      resolve();
    });
    renders().set(route, waiting);
  });
}

export type PageCacheOptions = {
  distDir: string;
  /** How long a regenerated page waits, its scripts allowed, before it replaces the old one. */
  publishDelayMs?: number;
};

export function pageCacheHooks({ distDir, publishDelayMs = 1_000 }: PageCacheOptions): Hooks {
  return {
    onGet: (_key, entry) => staleWhenValuesChanged(entry, getRuntimeValues().version),
    onSet: async (key, data) => {
      if (data.kind !== "APP_PAGE" || typeof data.html !== "string") return data;
      const route = routeOfCachedPage(key);
      const { html } = rewritePrerenderedPage(route, data.html);
      recordPageScripts(distDir, route, html);
      rendered(route);
      await new Promise((resolve) => setTimeout(resolve, publishDelayMs));
      return { ...data, html };
    },
  };
}

/** The practice's own pages first: they are the ones patients read the hours on. */
const firstRegenerated = ["/", "/appointments", "/contact", "/confidentialite"];

/**
 * The public pages to ask for after a change, the practice's own pages first: every prerendered
 * page but the staff area's (regenerated when next visited) and Next's error shell.
 */
export function pagesToRegenerate(routes: string[]): string[] {
  const rank = (route: string) => (firstRegenerated.includes(route) ? firstRegenerated.indexOf(route) : firstRegenerated.length);
  return routes.filter((route) => !keepsNextScripts(route) && route !== "/_global-error").sort((a, b) => rank(a) - rank(b));
}

/** Routes whose page on disk (either copy) was rendered with other values than `version`. */
export function routesRenderedWithOtherValues(distDir: string, version: string): string[] {
  const serverDir = path.resolve(distDir, "server");
  const stale = new Set<string>();
  for (const file of [...htmlFiles(path.join(serverDir, "app")), ...htmlFiles(path.join(serverDir, "route-cache"))]) {
    const head = Buffer.alloc(2048);
    const fd = openSync(file, "r");
    try {
      const read = readSync(fd, head, 0, head.length, 0);
      const pageVersion = pageValuesVersion(head.subarray(0, read).toString("utf8"));
      if (pageVersion !== null && pageVersion !== version) stale.add(routeOfBuiltPage(serverDir, file));
    } finally {
      closeSync(fd);
    }
  }
  return [...stale];
}

export type RegeneratedPagesOptions = PageCacheOptions & {
  /** Reads the current values (from the database). */
  load: () => Promise<RuntimeValues>;
  intervalSeconds: number;
  /** Where the server listens, for the requests that have pages regenerated. */
  origin: string;
  log: { info: (message: string) => void; warn: (message: string) => void };
};

/**
 * Installs the hooks, reads the values once (start-up waits for it: the first pages rendered
 * show them), then again every `intervalSeconds`. Returns a function that stops the loop.
 */
export async function startRegeneratedPages(options: RegeneratedPagesOptions): Promise<() => void> {
  globals[hooksKey] = pageCacheHooks(options);
  let running = false;
  let queued: string[] | null = null;

  /** Asks for each page once, one at a time; pages queued meanwhile (the values changed again) follow. */
  const regenerate = async (routes: string[]) => {
    queued = queued ? [...new Set([...queued, ...routes])] : routes;
    if (running) return;
    running = true;
    try {
      while (queued) {
        const batch: string[] = queued;
        queued = null;
        const started = Date.now();
        let regenerated = 0;
        for (const route of batch) {
          if (queued) break; // changed again: start over from the first pages
          const render = nextRender(route, 15_000);
          try {
            const response = await fetch(new URL(route, options.origin), { signal: AbortSignal.timeout(15_000) });
            await response.arrayBuffer();
            // HIT: the page already shows the current values (a visitor had it regenerated).
            if (response.headers.get("x-nextjs-cache") === "STALE") {
              await render;
              regenerated += 1;
            }
          } catch (error) {
            options.log.warn(`regenerated-pages: ${route} not regenerated: ${error instanceof Error ? error.message : String(error)}`);
          }
        }
        options.log.info(`regenerated-pages: ${regenerated} of ${batch.length} pages rendered again in ${Date.now() - started} ms`);
      }
    } finally {
      running = false;
    }
  };

  const refresh = async () => {
    try {
      if (setRuntimeValues(await options.load())) {
        options.log.info(`regenerated-pages: values changed (version ${getRuntimeValues().version})`);
        return true;
      }
    } catch (error) {
      options.log.warn(`regenerated-pages: values not read: ${error instanceof Error ? error.message : String(error)}`);
    }
    return false;
  };

  await refresh();
  // Pages on disk were rendered with the build's values (the defaults) or with those of this
  // server's last run: the ones that differ from the database's are regenerated once the server
  // accepts requests (not awaited: it starts listening only when the instrumentation hook returns).
  const stale = pagesToRegenerate(routesRenderedWithOtherValues(options.distDir, getRuntimeValues().version));
  if (stale.length > 0) setTimeout(() => void regenerate(stale), 0).unref();

  let reading = false;
  const timer = setInterval(() => {
    if (reading) return;
    reading = true;
    void refresh()
      .then((changed) => (changed ? regenerate(pagesToRegenerate(prerenderedRoutes(options.distDir))) : undefined))
      .finally(() => {
        reading = false;
      });
  }, options.intervalSeconds * 1_000);
  timer.unref();
  return () => clearInterval(timer);
}
