/**
 * Prerendered pages start Next.js's scripts only once their first frame is on screen.
 *
 * Next.js writes its framework and page chunks as `<script src async>` in the `<head>`: they
 * arrive while the HTML is still being parsed and run before the first frame is presented, so
 * every visitor's first paint waits for them, and Lighthouse's simulation charges all 154 kB of
 * them to the largest paint (docs/performance.md). Next.js has no setting for this (vercel/next.js
 * #66958), so `npm run build` rewrites the prerendered HTML once, after `next build`: the scripts
 * leave the markup and a small inline loader adds them, in the same order, when the browser
 * reports its first contentful paint. Why and what it costs: docs/decisions/011-scripts-after-first-paint.md.
 *
 * Pure string functions: the file walking is in defer-framework-scripts.ts.
 */

/** Marks a page that was already rewritten: running the step twice changes nothing. */
export const loaderId = "first-paint-loader";

/** Longest wait for a paint that may never come (a tab opened in the background, a prerender). */
export const paintTimeoutMs = 2500;

/**
 * The loader's source, kept small and ES5 so that it runs everywhere the page is read. It adds the
 * scripts once: after the first largest-contentful-paint entry (or first paint where that entry
 * type is unknown, as in Safari), after `paintTimeoutMs` at the latest, at once in a browser
 * without PerformanceObserver. The entry is delivered after the frame is presented, and the
 * `setTimeout` lets that frame's work finish before the scripts are requested. `async=false` keeps
 * Next's document order: React DOM and the runtime run first, each in its own task, and the page
 * boots in the last, small chunk's task instead of piling onto React DOM's (TBT, docs/performance.md).
 * Each script element is added in a task of its own: adding eight at once took 10–17 ms of one task.
 */
export function firstPaintLoader(sources: readonly string[]): string {
  return (
    `(function(s){var d=0,i=0;function a(){var e=document.createElement("script");e.src=s[i++];e.async=false;document.head.appendChild(e);if(i<s.length)setTimeout(a,0)}function l(){if(d)return;d=1;a()}` +
    `try{var t=PerformanceObserver.supportedEntryTypes||[],k=t.indexOf("largest-contentful-paint")>=0?"largest-contentful-paint":t.indexOf("paint")>=0?"paint":"";` +
    `if(k){new PerformanceObserver(function(x,o){o.disconnect();setTimeout(l,0)}).observe({type:k,buffered:true});setTimeout(l,${paintTimeoutMs});return}}catch(e){}l()})` +
    `(${JSON.stringify(sources).replace(/</g, "\\u003c")})`
  );
}

/** A script tag as Next.js writes its chunks into a page: same-origin, `async`, in the `<head>`. */
export const nextAsyncScript = /<script src="(\/_next\/static\/[^"<>]+\.js)" async=""><\/script>/g;
const linkTag = /<link\b[^>]*>/g;

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1];
}

export type DeferResult = {
  html: string;
  /** The script URLs moved into the loader, in document order; empty when nothing changed. */
  deferred: string[];
};

/**
 * Moves the page's `async` Next.js scripts into the loader and drops the `<link rel="preload"
 * as="script">` hints for them (a preload would fetch them before the paint all the same).
 * Other scripts stay as they are: the inline RSC payload, JSON-LD, the `nomodule` polyfills that
 * modern browsers skip.
 */
export function deferFrameworkScripts(html: string): DeferResult {
  if (html.includes(`id="${loaderId}"`)) return { html, deferred: [] };
  const deferred: string[] = [];
  let rewritten = html.replace(nextAsyncScript, (_tag, src: string) => {
    if (!deferred.includes(src)) deferred.push(src);
    return "";
  });
  if (deferred.length === 0) return { html, deferred };
  rewritten = rewritten.replace(linkTag, (tag) => {
    const isScriptPreload = attribute(tag, "rel") === "preload" && attribute(tag, "as") === "script";
    const href = attribute(tag, "href");
    return isScriptPreload && href && deferred.includes(href) ? "" : tag;
  });
  const headEnd = rewritten.indexOf("</head>");
  if (headEnd < 0) return { html, deferred: [] };
  const loader = `<script id="${loaderId}">${firstPaintLoader(deferred)}</script>`;
  return { html: rewritten.slice(0, headEnd) + loader + rewritten.slice(headEnd), deferred };
}

/** The script URLs that a rewritten page's loader adds, in order; empty for a page without one. */
export function loaderSources(html: string): string[] {
  const body = new RegExp(`<script id="${loaderId}">([\\s\\S]*?)</script>`).exec(html)?.[1];
  const list = body?.match(/\}\)\((\[[\s\S]*\])\)$/)?.[1];
  return list ? (JSON.parse(list) as string[]) : [];
}
