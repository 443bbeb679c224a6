import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { routeOfBuiltPage } from "../../src/server/csp-manifest";
import { deferInBuild } from "./defer-framework-scripts";

const nextPage = (title: string) =>
  `<!DOCTYPE html><html><head><script src="/_next/static/chunks/main.js" async=""></script><title>${title}</title></head><body><h1>${title}</h1></body></html>`;

describe("the build step over a build folder", () => {
  let dist: string;
  const write = (relative: string, html: string) => {
    const file = path.join(dist, "server", relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, html);
    return file;
  };
  const read = (relative: string) => readFileSync(path.join(dist, "server", relative), "utf8");

  beforeEach(() => {
    dist = mkdtempSync(path.join(tmpdir(), "defer-build-"));
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it("rewrites the public pages, in both copies Next keeps, and leaves the staff area's pages alone", () => {
    write("app/index.html", nextPage("Accueil"));
    write("app/contact.html", nextPage("Contact"));
    write("route-cache/APP_PAGE/4f2a/$/contact.html", nextPage("Contact"));
    write("app/login.html", nextPage("Connexion"));
    write("app/responsable/journal.html", nextPage("Journal"));
    write("route-cache/APP_PAGE/9c1b/$/responsable.html", nextPage("Espace"));

    expect(deferInBuild(dist)).toEqual({ pages: 2, files: 3 });
    for (const page of ["app/index.html", "app/contact.html", "route-cache/APP_PAGE/4f2a/$/contact.html"]) {
      expect(read(page)).toContain('<script id="first-paint-loader">');
      expect(read(page)).not.toContain('async=""></script>');
    }
    for (const page of ["app/login.html", "app/responsable/journal.html", "route-cache/APP_PAGE/9c1b/$/responsable.html"]) {
      expect(read(page)).not.toContain("first-paint-loader");
      expect(read(page)).toContain('<script src="/_next/static/chunks/main.js" async=""></script>');
    }
  });

  it("can run again on the same build without changing it", () => {
    write("app/index.html", nextPage("Accueil"));
    deferInBuild(dist);
    const once = read("app/index.html");
    expect(deferInBuild(dist)).toEqual({ pages: 0, files: 0 });
    expect(read("app/index.html")).toBe(once);
  });

  it("fails when the home page has no script to move: Next's markup changed", () => {
    write("app/index.html", "<html><head><script type=\"module\" src=\"/_next/static/chunks/main.js\"></script></head><body></body></html>");
    expect(() => deferInBuild(dist)).toThrow(/Next\.js's markup changed/);
  });

  it("reads a page's route from either copy", () => {
    const server = path.join(dist, "server");
    expect(routeOfBuiltPage(server, path.join(server, "app/index.html"))).toBe("/");
    expect(routeOfBuiltPage(server, path.join(server, "app/doctors/susan-bones.html"))).toBe("/doctors/susan-bones");
    expect(routeOfBuiltPage(server, path.join(server, "route-cache/APP_PAGE/0574/$/index.html"))).toBe("/");
    expect(routeOfBuiltPage(server, path.join(server, "route-cache/APP_PAGE/9c1b/$/responsable/demandes.html"))).toBe("/responsable/demandes");
  });
});
