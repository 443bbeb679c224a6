import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { nodeFs } from "next/dist/server/lib/node-fs-methods";
import { tmpdir } from "node:os";
import path from "node:path";
import { scriptHashesFor, sha256Base64 } from "@/server/csp-manifest";
import { loaderId } from "@/server/first-paint-loader";
import PageCacheHandler from "@/server/page-cache-handler.mjs";
import { pageCacheHooks, type CacheEntry } from "@/server/regenerated-pages";
import { getRuntimeValues } from "@/server/runtime-values";

/**
 * The handler against Next.js's own file-system cache (the internal class it extends): a build's
 * page is read through it, marked stale when it shows other values, and a page Next stores goes
 * through the build's rewrite and into the CSP manifest. A Next.js upgrade that changes that class
 * or its entries fails here.
 */

const page = (version: string, body: string) =>
  `<!DOCTYPE html><html lang="fr" data-runtime-values="${version}"><head><script src="/_next/static/chunks/main.js" async="" nonce="abc123"></script></head>` +
  `<body><p>${body}</p><script nonce="abc123">self.__next_f.push([1,"${body}"])</script></body></html>`;

const hooksKey = Symbol.for("cabinet.page-cache-hooks");
const globals = globalThis as { [hooksKey]?: unknown };

describe("the page cache handler over Next's file-system cache", () => {
  let distDir: string;
  let serverDir: string;

  beforeEach(() => {
    // An absolute build folder of its own: the CSP manifest is kept per build folder for the process.
    distDir = mkdtempSync(path.join(tmpdir(), "page-cache-"));
    serverDir = path.join(distDir, "server");
    mkdirSync(path.join(serverDir, "app"), { recursive: true });
    writeFileSync(path.join(serverDir, "app", "contact.html"), page("old-values", "Lundi - Vendredi"));
    writeFileSync(path.join(serverDir, "app", "contact.rsc"), "0:{}");
    writeFileSync(path.join(serverDir, "app", "contact.meta"), JSON.stringify({ headers: {}, cacheControl: { revalidate: false } }));
  });

  afterEach(() => {
    delete globals[hooksKey];
    rmSync(distDir, { recursive: true, force: true });
  });

  const handler = () => new PageCacheHandler({ fs: nodeFs, serverDistDir: serverDir, flushToDisk: true, revalidatedTags: [] }) as {
    get: (key: string, ctx: object) => Promise<CacheEntry | null>;
    set: (key: string, data: object, ctx: object) => Promise<void>;
  };

  it("without the hooks (next build) it is Next's cache unchanged", async () => {
    const cache = handler();
    const entry = await cache.get("/contact", { kind: "APP_PAGE" });
    expect(entry?.value?.kind).toBe("APP_PAGE");
    expect(entry?.value?.html).toBe(page("old-values", "Lundi - Vendredi"));
    expect(entry?.cacheControl).toEqual({ revalidate: false });
  });

  it("serves a page rendered with other values as stale, and a current one as it is", async () => {
    globals[hooksKey] = pageCacheHooks({ distDir, publishDelayMs: 0 });
    const cache = handler();
    const stale = await cache.get("/contact", { kind: "APP_PAGE" });
    expect(stale?.cacheControl?.revalidate).toBe(1);
    expect(stale?.lastModified).toBeLessThan(Date.now() - 1_000);

    writeFileSync(path.join(serverDir, "app", "contact.html"), page(getRuntimeValues().version, "Lundi - Vendredi"));
    const current = await handler().get("/contact", { kind: "APP_PAGE" });
    expect(current?.cacheControl).toEqual({ revalidate: false });
  });

  it("stores a regenerated page as the build writes pages, its scripts allowed by the policy", async () => {
    globals[hooksKey] = pageCacheHooks({ distDir, publishDelayMs: 0 });
    const html = page(getRuntimeValues().version, "Mardi - Samedi");
    await handler().set(
      "/route-cache/APP_PAGE/4f2a/$/contact",
      { kind: "APP_PAGE", html, rscData: Buffer.from("0:{}"), headers: {}, status: 200, segmentData: undefined, postponed: undefined },
      { cacheControl: { revalidate: false } },
    );
    const stored = readFileSync(path.join(serverDir, "route-cache", "APP_PAGE", "4f2a", "$", "contact.html"), "utf8");
    expect(stored).toContain(`<script id="${loaderId}">`);
    expect(stored).not.toContain("nonce=");
    expect(stored).not.toContain('async=""></script>');
    expect(scriptHashesFor(distDir, "/contact")).toContain(`sha256-${sha256Base64('self.__next_f.push([1,"Mardi - Samedi"])')}`);
    // The build's page stays allowed: a request may still receive it.
    expect(scriptHashesFor(distDir, "/contact")).toContain(`sha256-${sha256Base64('self.__next_f.push([1,"Lundi - Vendredi"])')}`);
  });
});
