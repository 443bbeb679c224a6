import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { config } from "@/proxy";

// Next's own compilation of a proxy's matcher (not in its typings).
const { getMiddlewareMatchers } = createRequire(import.meta.url)("next/dist/build/analysis/get-page-static-info.js") as {
  getMiddlewareMatchers: (matcher: unknown, nextConfig: object) => { regexp: string }[];
};

/**
 * The proxy's matcher as Next compiles it: the upload paths are left out, so that Next never
 * buffers their bodies for the proxy (at most 10 MB, the rest silently cut: decision 061); every
 * other path still gets its Content-Security-Policy from the proxy.
 */
describe("the proxy's matcher", () => {
  const [matcher] = getMiddlewareMatchers(config.matcher, {});
  const runs = (path: string) => new RegExp(matcher!.regexp).test(path);

  it("leaves out the upload paths", () => {
    for (const path of ["/api/patients/12/files", "/api/patients/12/files/", "/api/upload-links/by-token/abc/files"]) expect(runs(path), path).toBe(false);
  });

  it("runs on everything else: pages, the other calls, the phone page, a file's bytes", () => {
    for (const path of ["/", "/contact", "/televersement/abc", "/api/patients/12", "/api/patients/12/filesx", "/api/files/3", "/api/upload-links/3", "/responsable"]) {
      expect(runs(path), path).toBe(true);
    }
  });
});
