/**
 * Next.js's cache of rendered pages (`cacheHandler` in next.config.ts): Next's own file-system
 * cache, with two hooks that the server installs at start-up (src/server/regenerated-pages.ts,
 * through src/instrumentation.ts): pages rendered with values that have changed since are served
 * as stale and rendered again, and every page Next stores while it runs gets the build's rewrite
 * and joins the CSP manifest (docs/decisions/021-runtime-values-on-prerendered-pages.md).
 *
 * Plain JavaScript because Node loads it as it is, outside Next's bundles; the hooks are on
 * globalThis for that reason. Without them (`next build`, which also stores pages through this
 * class) it is Next's cache unchanged. Next.js exports no public base class for this, so it extends
 * the internal one: `src/server/page-cache-handler.test.ts` fails when its shape changes.
 */
import FileSystemCacheModule from "next/dist/server/lib/incremental-cache/file-system-cache.js";

const FileSystemCache = FileSystemCacheModule.default ?? FileSystemCacheModule;
const hooksKey = Symbol.for("cabinet.page-cache-hooks");

export default class PageCacheHandler extends FileSystemCache {
  async get(key, ctx) {
    const entry = await super.get(key, ctx);
    const hooks = globalThis[hooksKey];
    return hooks && entry ? hooks.onGet(key, entry) : entry;
  }

  async set(key, data, ctx) {
    const hooks = globalThis[hooksKey];
    return super.set(key, hooks && data ? await hooks.onSet(key, data) : data, ctx);
  }
}
