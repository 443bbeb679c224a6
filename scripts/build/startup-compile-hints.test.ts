import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { firstPaintLoader } from "../../src/server/first-paint-loader";
import { compileHint, hintStartupChunks, startupScripts, withCompileHint } from "./startup-compile-hints";

const chunk = (name: string) => `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["${name}",1,function(e){}]);`;
const pageWithLoader = (...sources: string[]) =>
  `<!DOCTYPE html><html><head><script id="first-paint-loader">${firstPaintLoader(sources)}</script></head><body></body></html>`;
const pageWithNextScripts = (...sources: string[]) =>
  `<!DOCTYPE html><html><head>${sources.map((src) => `<script src="${src}" async=""></script>`).join("")}</head><body></body></html>`;

describe("the compile hint", () => {
  it("is the first line of the chunk, added once", () => {
    const hinted = withCompileHint(chunk("a"));
    expect(hinted.split("\n")[0]).toBe("//# allFunctionsCalledOnLoad");
    expect(hinted.split("\n")[1]).toBe(chunk("a"));
    expect(withCompileHint(hinted)).toBe(hinted);
  });
});

describe("a page's start-up scripts", () => {
  it("are the ones its loader adds, or Next's async scripts on pages that keep them, in order and once", () => {
    expect(startupScripts(pageWithLoader("/_next/static/chunks/react.js", "/_next/static/chunks/app.js"))).toEqual([
      "/_next/static/chunks/react.js",
      "/_next/static/chunks/app.js",
    ]);
    expect(
      startupScripts(pageWithNextScripts("/_next/static/chunks/react.js", "/_next/static/chunks/staff.js", "/_next/static/chunks/react.js")),
    ).toEqual(["/_next/static/chunks/react.js", "/_next/static/chunks/staff.js"]);
  });

  it("leave out inline scripts, JSON-LD and other origins", () => {
    const html =
      '<html><head><script>self.__next_f=[]</script><script type="application/ld+json">{}</script>' +
      '<script src="https://www.youtube.com/iframe_api" async=""></script></head></html>';
    expect(startupScripts(html)).toEqual([]);
  });
});

describe("hinting a build's start-up chunks", () => {
  let dist: string;
  const write = (relative: string, text: string) => {
    const file = path.join(dist, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  };
  const read = (relative: string) => readFileSync(path.join(dist, relative), "utf8");

  beforeEach(() => {
    dist = mkdtempSync(path.join(tmpdir(), "compile-hints-"));
    for (const name of ["react", "home", "staff", "date-picker"]) write(`static/chunks/${name}.js`, chunk(name));
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it("marks every chunk a prerendered page starts with, and only those", () => {
    write("server/app/index.html", pageWithLoader("/_next/static/chunks/react.js", "/_next/static/chunks/home.js"));
    write("server/app/responsable.html", pageWithNextScripts("/_next/static/chunks/react.js", "/_next/static/chunks/staff.js"));

    expect(hintStartupChunks(dist)).toEqual({ chunks: 3, hinted: 3 });
    for (const name of ["react", "home", "staff"]) expect(read(`static/chunks/${name}.js`)).toBe(`${compileHint}\n${chunk(name)}`);
    // Loaded on demand (the appointment form's calendar): most of it never runs, it stays lazy.
    expect(read("static/chunks/date-picker.js")).toBe(chunk("date-picker"));
  });

  it("can run again on the same build without changing it", () => {
    write("server/app/index.html", pageWithLoader("/_next/static/chunks/react.js"));
    hintStartupChunks(dist);
    expect(hintStartupChunks(dist)).toEqual({ chunks: 1, hinted: 0 });
    expect(read("static/chunks/react.js")).toBe(`${compileHint}\n${chunk("react")}`);
  });

  it("fails when a page names a chunk the build does not have, or no page names any", () => {
    write("server/app/index.html", pageWithLoader("/_next/static/chunks/missing.js"));
    expect(() => hintStartupChunks(dist)).toThrow(/missing\.js is named by a page/);
    write("server/app/index.html", "<html><head></head><body></body></html>");
    expect(() => hintStartupChunks(dist)).toThrow(/No prerendered page/);
  });
});
