import { describe, expect, it } from "vitest";
import { inlineScriptHashes, routeOfHtmlFile, sha256Base64 } from "@/server/csp-manifest";
import { contentSecurityPolicy } from "@/server/security-headers";

const base = { scriptHashes: ["sha256-abc="], nonce: "n0nce", frameOrigins: ["https://www.youtube-nocookie.com", "https://www.google.com"] };

describe("contentSecurityPolicy", () => {
  it("allows the app's own scripts, the page's hashes and nonce, and nothing inline", () => {
    const csp = contentSecurityPolicy({ ...base, development: false, https: false });
    expect(csp).toContain("script-src 'self' 'nonce-n0nce' 'sha256-abc='");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("frame-src https://www.youtube-nocookie.com https://www.google.com");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("upgrade-insecure-requests");
  });

  it("upgrades insecure requests over HTTPS", () => {
    expect(contentSecurityPolicy({ ...base, development: false, https: true })).toContain("upgrade-insecure-requests");
  });
});

describe("inline script hashes of prerendered pages", () => {
  it("hashes executable inline scripts only", () => {
    const html = [
      '<script src="/_next/static/a.js" async=""></script>',
      "<script>self.__next_f.push([1])</script>",
      '<script type="application/ld+json">{"@type":"Physician"}</script>',
      "<script>self.__next_f.push([1])</script>",
      '<script id="x">other()</script>',
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([
      `sha256-${sha256Base64("self.__next_f.push([1])")}`,
      `sha256-${sha256Base64("other()")}`,
    ]);
  });

  it("maps build files to routes", () => {
    expect(routeOfHtmlFile("index.html")).toBe("/");
    expect(routeOfHtmlFile("doctors/doctor-details.html")).toBe("/doctors/doctor-details");
    expect(routeOfHtmlFile("_not-found.html")).toBe("/_not-found");
  });
});
