/**
 * The scripts every page runs at start-up are compiled by the browser in the background while
 * they download, instead of function by function on the main thread once they run.
 *
 * V8 compiles a function only when it is first called, unless told otherwise. Turbopack wraps
 * every module in a factory function, so React DOM and Next's router were parsed and compiled on
 * the main thread, in the middle of the start-up task, when their factories ran: that compile was
 * most of the page's longest task (docs/performance.md, TBT). A file that starts with the magic
 * comment `//# allFunctionsCalledOnLoad` (V8's explicit compile hints, Chrome 136) is compiled
 * eagerly, on the background thread that streams it. Other browsers read a comment.
 *
 * Only the start-up chunks get the hint: the scripts a prerendered page starts with. Chunks loaded
 * on demand (date picker, lightbox, video player, staff screens) keep lazy compilation, most of
 * their functions are not called at once. Why and what it costs: docs/decisions/012-startup-compile-hints-and-deferred-sections.md.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { htmlFiles } from "../../src/server/csp-manifest";
import { loaderSources, nextAsyncScript } from "../../src/server/first-paint-loader";

export const compileHint = "//# allFunctionsCalledOnLoad";

/** The source with the hint as its first line; unchanged when it is already there. */
export function withCompileHint(source: string): string {
  return source.startsWith(compileHint) ? source : `${compileHint}\n${source}`;
}

/**
 * The Next.js scripts a page runs at start-up, in document order: the `async` ones still in its
 * markup (pages that keep Next's loading) and the ones its first-paint loader adds.
 */
export function startupScripts(html: string): string[] {
  const tagged = [...html.matchAll(nextAsyncScript)].map((match) => match[1]!);
  return [...new Set([...tagged, ...loaderSources(html)])];
}

/**
 * Adds the hint to every start-up chunk of the build's prerendered pages. Returns how many chunk
 * files it changed (0 when run again). Fails when a page names a chunk the build does not have:
 * the URL-to-file mapping (`/_next/static/…` → `<distDir>/static/…`) no longer holds.
 */
export function hintStartupChunks(distDir: string): { chunks: number; hinted: number } {
  const pages = htmlFiles(path.join(distDir, "server", "app"));
  const urls = new Set(pages.flatMap((file) => startupScripts(readFileSync(file, "utf8"))));
  if (urls.size === 0) throw new Error(`No prerendered page in ${distDir} names a start-up script.`);

  let hinted = 0;
  for (const url of urls) {
    const file = path.join(distDir, "static", url.slice("/_next/static/".length));
    if (!existsSync(file)) throw new Error(`${url} is named by a page but ${file} does not exist.`);
    const source = readFileSync(file, "utf8");
    const changed = withCompileHint(source);
    if (changed === source) continue;
    writeFileSync(file, changed);
    hinted += 1;
  }
  return { chunks: urls.size, hinted };
}
