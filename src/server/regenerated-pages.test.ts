import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { routeOfCachedPage } from "@/server/csp-manifest";
import { rewritePrerenderedPage, withoutNonces } from "@/server/prerendered-pages";
import {
  pageValuesVersion,
  pagesToRegenerate,
  routesRenderedWithOtherValues,
  staleWhenValuesChanged,
  startRegeneratedPages,
  type CacheEntry,
} from "@/server/regenerated-pages";
import { getPractice } from "@/server/practice";
import { defaultRuntimeValues, getRuntimeValues, runtimeValuesVersion, setRuntimeValues, type RuntimeValues } from "@/server/runtime-values";

const html = (version: string) => `<!DOCTYPE html><html lang="fr" class="x" data-runtime-values="${version}"><head></head><body></body></html>`;
const entry = (version: string | null, lastModified = 1_000): CacheEntry => ({
  lastModified,
  cacheControl: { revalidate: false },
  value: { kind: "APP_PAGE", html: version === null ? "<html><body></body></html>" : html(version) },
});

const lunchBreak = (): RuntimeValues => {
  const values = defaultRuntimeValues();
  values.semaine["3"] = [
    { debut: "09:00", fin: "12:30" },
    { debut: "14:00", fin: "18:00" },
  ];
  return values;
};

afterEach(() => {
  setRuntimeValues(defaultRuntimeValues());
});

describe("the values a page was rendered with", () => {
  it("are named by a version that ignores the order of keys (PostgreSQL's jsonb reorders them)", () => {
    const values = defaultRuntimeValues();
    const reordered = { templatePagesIndexed: values.templatePagesIndexed, identite: values.identite, annonces: [], semaine: Object.fromEntries(Object.entries(values.semaine).map(([day, ranges]) => [day, ranges.map(({ debut, fin }) => ({ fin, debut }))])) };
    expect(runtimeValuesVersion(reordered as unknown as RuntimeValues)).toBe(runtimeValuesVersion(values));
    expect(runtimeValuesVersion(lunchBreak())).not.toBe(runtimeValuesVersion(values));
  });

  it("are the defaults until the server reads others, and a change is reported once", () => {
    expect(getRuntimeValues().version).toBe(runtimeValuesVersion(defaultRuntimeValues()));
    expect(setRuntimeValues(lunchBreak())).toBe(true);
    expect(setRuntimeValues(lunchBreak())).toBe(false);
    expect(getRuntimeValues().values.semaine["3"]).toHaveLength(2);
  });

  it("include the practice identity: another phone or site URL is another version, and what getPractice() shows", () => {
    const values = defaultRuntimeValues();
    const restarted = { ...values, identite: { ...values.identite, phone: "+212 5 37 71 23 45", siteUrl: "https://cabinet-rabat.example.ma" } };
    expect(runtimeValuesVersion(restarted)).not.toBe(runtimeValuesVersion(values));
    expect(getPractice().phone).toBe(values.identite.phone);
    setRuntimeValues(restarted);
    expect(getPractice()).toMatchObject({ phone: "+212 5 37 71 23 45", siteUrl: "https://cabinet-rabat.example.ma" });
  });

  it("are read from the page's <html> tag", () => {
    expect(pageValuesVersion(html("abc123"))).toBe("abc123");
    expect(pageValuesVersion("<html lang=\"fr\"><body data-runtime-values=\"x\"></body></html>")).toBeNull();
  });
});

describe("a cached page", () => {
  it("is stale (served once more, then rendered again) when it shows other values than the current ones", () => {
    const now = 1_000_000;
    const stale = staleWhenValuesChanged(entry("old"), "new", now);
    expect(stale.cacheControl).toEqual({ revalidate: 1, expire: 31_536_000 });
    expect(stale.lastModified).toBe(1_000);
    expect(staleWhenValuesChanged(entry("old", now), "new", now).lastModified).toBe(now - 2_000);
    expect(stale.value).toEqual(entry("old").value);
  });

  it("is left alone when it shows the current values, says nothing of them, or is not a page", () => {
    for (const unchanged of [entry("new"), entry(null), { lastModified: 1, value: { kind: "APP_ROUTE", html: undefined } }]) {
      expect(staleWhenValuesChanged(unchanged, "new")).toBe(unchanged);
    }
  });

  it("is stored without the nonce of the request that had it rendered, and rewritten unless it is the staff's", () => {
    const rendered = '<html><head><script src="/_next/static/chunks/a.js" async="" nonce="n0nce"></script></head><body><script nonce="n0nce">x()</script></body></html>';
    expect(withoutNonces(rendered)).not.toContain("nonce");
    expect(rewritePrerenderedPage("/contact", rendered).deferred).toEqual(["/_next/static/chunks/a.js"]);
    const staff = rewritePrerenderedPage("/responsable/agenda", rendered);
    expect(staff.deferred).toEqual([]);
    expect(staff.html).toBe(withoutNonces(rendered));
  });

  it("has its route read from a cache key or either copy's file", () => {
    expect(routeOfCachedPage("/route-cache/APP_PAGE/4f2a/$/index")).toBe("/");
    expect(routeOfCachedPage("/route-cache/APP_PAGE/4f2a/$/blog/healthy-sleep-habits")).toBe("/blog/healthy-sleep-habits");
    expect(routeOfCachedPage("app/contact.html")).toBe("/contact");
    expect(routeOfCachedPage("/contact")).toBe("/contact");
  });
});

describe("regenerating the pages", () => {
  let distDir: string;
  const write = (relative: string, version: string) => {
    const file = path.join(distDir, "server", relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, html(version));
  };

  beforeEach(() => {
    distDir = mkdtempSync(path.join(tmpdir(), "regenerated-pages-"));
  });
  afterEach(() => rmSync(distDir, { recursive: true, force: true }));

  it("asks for the practice's own pages first, never the staff area's", () => {
    expect(pagesToRegenerate(["/about", "/login", "/contact", "/responsable/agenda", "/_global-error", "/_not-found", "/", "/appointments"])).toEqual([
      "/",
      "/appointments",
      "/contact",
      "/about",
      "/_not-found",
    ]);
  });

  it("finds the pages on disk rendered with other values, in either copy", () => {
    write("app/index.html", "v1");
    write("app/contact.html", "v2");
    write("route-cache/APP_PAGE/9c1b/$/about.html", "v1");
    expect(routesRenderedWithOtherValues(distDir, "v2").sort()).toEqual(["/", "/about"]);
  });

  it("at start-up, has the pages built with another identity rendered again (a new phone: a restart, no rebuild)", async () => {
    const built = getRuntimeValues().version;
    for (const page of ["index", "contact", "login"]) write(`app/${page}.html`, built);
    const asked: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: URL) => {
        asked.push(url.pathname);
        return new Response("<html></html>", { headers: { "x-nextjs-cache": "HIT" } });
      }),
    );
    const values = defaultRuntimeValues();
    const restarted = { ...values, identite: { ...values.identite, phone: "+212 5 37 71 23 45" } };
    const log = { info: vi.fn(), warn: vi.fn() };
    const stop = await startRegeneratedPages({ distDir, load: async () => restarted, intervalSeconds: 60, origin: "http://127.0.0.1:3999", log, publishDelayMs: 0 });
    try {
      expect(getPractice().phone).toBe("+212 5 37 71 23 45");
      await vi.waitFor(() => expect(asked).toEqual(["/", "/contact"]));
    } finally {
      stop();
    }
  });

  it("reads the values at start-up, then on every tick, and has the pages rendered again one at a time when they change", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const current = getRuntimeValues().version;
    for (const page of ["index", "contact", "about", "login"]) write(`app/${page}.html`, current);
    const hooks = () => (globalThis as Record<symbol, { onSet: (key: string, data: object) => Promise<object> }>)[Symbol.for("cabinet.page-cache-hooks")]!;
    const asked: string[] = [];
    // Next's answer to a request for a stale page: served stale, rendered again and stored.
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: URL) => {
        asked.push(url.pathname);
        void hooks().onSet(`/route-cache/APP_PAGE/0/$${url.pathname === "/" ? "/index" : url.pathname}`, { kind: "APP_PAGE", html: html("next") });
        return new Response("<html></html>", { headers: { "x-nextjs-cache": "STALE" } });
      }),
    );
    let values = defaultRuntimeValues();
    const log = { info: vi.fn(), warn: vi.fn() };
    const stop = await startRegeneratedPages({ distDir, load: async () => values, intervalSeconds: 5, origin: "http://127.0.0.1:3999", log, publishDelayMs: 0 });
    try {
      expect(asked).toEqual([]); // the pages on disk show the database's values

      values = lunchBreak();
      await vi.advanceTimersByTimeAsync(5_000);
      await vi.waitFor(() => expect(log.info).toHaveBeenCalledWith(expect.stringMatching(/^regenerated-pages: 3 of 3 pages rendered again/)));
      expect(asked).toEqual(["/", "/contact", "/about"]);
      expect(getRuntimeValues().version).toBe(runtimeValuesVersion(lunchBreak()));

      asked.length = 0;
      await vi.advanceTimersByTimeAsync(5_000);
      expect(asked).toEqual([]); // nothing changed since
    } finally {
      stop();
      vi.useRealTimers();
    }
  });
});
