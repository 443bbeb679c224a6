// @vitest-environment jsdom
import { deferFrameworkScripts, firstPaintLoader, loaderId, loaderSources, paintTimeoutMs } from "@/server/first-paint-loader";

/** The shape of a prerendered page as Next.js 16 writes it (trimmed). */
const page = [
  "<!DOCTYPE html><html lang=\"fr\"><head><meta charSet=\"utf-8\"/>",
  '<link rel="preload" href="/_next/static/media/inter.woff2" as="font" crossorigin="" type="font/woff2"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/page.js"/>',
  '<script src="/_next/static/chunks/react-dom.js" async=""></script>',
  '<script src="/_next/static/chunks/turbopack-runtime.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  "<title>Accueil</title></head><body><h1>Cabinet</h1>",
  '<script type="application/ld+json">{"@type":"MedicalClinic"}</script>',
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({})</script>',
  '<script src="/_next/static/chunks/page.js" async=""></script>',
  "<script>(self.__next_f=self.__next_f||[]).push([0])</script>",
  "</body></html>",
].join("");

describe("deferFrameworkScripts (the build step's rewrite of a prerendered page)", () => {
  it("takes every async Next.js script out of the markup and lists them, in order, in one loader", () => {
    const { html, deferred } = deferFrameworkScripts(page);
    expect(deferred).toEqual(["/_next/static/chunks/react-dom.js", "/_next/static/chunks/turbopack-runtime.js", "/_next/static/chunks/page.js"]);
    expect(html).not.toMatch(/<script src="[^"]+" async="">/);
    expect(html.match(new RegExp(`<script id="${loaderId}">`, "g"))).toHaveLength(1);
    expect(html.indexOf(`id="${loaderId}"`)).toBeLessThan(html.indexOf("</head>"));
  });

  it("drops the preload hint of a deferred script, and keeps fonts, styles and every other script", () => {
    const { html } = deferFrameworkScripts(page);
    expect(html).not.toContain('as="script"');
    expect(html).toContain('as="font"');
    expect(html).toContain('rel="stylesheet"');
    expect(html).toContain('noModule=""');
    expect(html).toContain('<script type="application/ld+json">');
    expect(html).toContain("self.__next_f=self.__next_f||[]");
    expect(html).toContain('<script id="_R_">');
  });

  it("changes nothing the second time, nor on a page without async scripts", () => {
    const once = deferFrameworkScripts(page).html;
    expect(deferFrameworkScripts(once)).toEqual({ html: once, deferred: [] });
    const plain = "<html><head></head><body><p>Rien</p></body></html>";
    expect(deferFrameworkScripts(plain)).toEqual({ html: plain, deferred: [] });
  });

  it("lets the first-load measurement read back what the loader adds", () => {
    const { html, deferred } = deferFrameworkScripts(page);
    expect(loaderSources(html)).toEqual(deferred);
    expect(loaderSources(page)).toEqual([]);
  });

  it("cannot be made to close its script element by a source URL", () => {
    expect(firstPaintLoader(["/_next/static/chunks/a</script>.js"])).not.toContain("</script>");
  });
});

describe("the loader in the browser", () => {
  type Callback = (list: unknown, observer: { disconnect(): void }) => void;
  let observers: { type: string; callback: Callback }[];

  function runLoader(supportedEntryTypes: string[] | null) {
    observers = [];
    document.head.innerHTML = "";
    const PerformanceObserverStub = supportedEntryTypes
      ? Object.assign(
          class {
            constructor(private callback: Callback) {}
            observe({ type }: { type: string }) {
              observers.push({ type, callback: this.callback });
            }
            disconnect() {}
          },
          { supportedEntryTypes },
        )
      : undefined;
    vi.stubGlobal("PerformanceObserver", PerformanceObserverStub);
    new Function(firstPaintLoader(["/a.js", "/b.js"]))();
  }

  const added = () => [...document.head.querySelectorAll("script")].map((s) => s.getAttribute("src"));

  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("adds the scripts, in order and once, only after the first contentful paint is reported", () => {
    runLoader(["paint", "largest-contentful-paint"]);
    expect(observers.map((o) => o.type)).toEqual(["largest-contentful-paint"]);
    vi.advanceTimersByTime(paintTimeoutMs - 1);
    expect(added()).toEqual([]);

    observers[0]!.callback([], { disconnect() {} });
    expect(added()).toEqual([]); // the frame's own work finishes first
    vi.advanceTimersToNextTimer();
    expect(added()).toEqual(["/a.js"]); // one script element per task, not one long task for all
    vi.advanceTimersToNextTimer();
    expect(added()).toEqual(["/a.js", "/b.js"]);
    // Downloaded in parallel, run in document order: the order Next.js wrote them in.
    expect([...document.head.querySelectorAll("script")].every((s) => !s.async)).toBe(true);

    vi.advanceTimersByTime(paintTimeoutMs);
    expect(added()).toEqual(["/a.js", "/b.js"]);
  });

  it("waits for the first paint where largest-contentful-paint is unknown (Safari)", () => {
    runLoader(["paint"]);
    expect(observers.map((o) => o.type)).toEqual(["paint"]);
  });

  it(`starts after ${paintTimeoutMs} ms when no paint comes (a tab opened in the background)`, () => {
    runLoader(["largest-contentful-paint"]);
    vi.advanceTimersByTime(paintTimeoutMs - 1);
    expect(added()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(added()).toEqual(["/a.js"]);
    vi.runAllTimers();
    expect(added()).toEqual(["/a.js", "/b.js"]);
  });

  it("starts at once in a browser without PerformanceObserver", () => {
    runLoader(null);
    expect(added()).toEqual(["/a.js"]);
    vi.runAllTimers();
    expect(added()).toEqual(["/a.js", "/b.js"]);
  });
});
