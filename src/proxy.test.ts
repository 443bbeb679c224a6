import { describe, expect, it } from "vitest";
import { config } from "@/proxy";

/**
 * The proxy's matcher: the upload paths are left out, so that Next never buffers their bodies for
 * the proxy (at most 10 MB, the rest silently cut: decision 061); every other path still gets its
 * Content-Security-Policy from the proxy. The matcher is one regular expression in path-to-regexp's
 * group syntax, read here as the whole path must match it; that Next compiles it the same way is
 * held end to end by phone-upload.spec.ts (12 MB reach the route whole) and security-headers.spec.ts.
 */
describe("the proxy's matcher", () => {
  const [matcher] = config.matcher;
  const runs = (path: string) => new RegExp(`^${matcher}$`).test(path);

  it("leaves out the upload paths", () => {
    for (const path of ["/api/patients/12/files", "/api/patients/12/files/", "/api/upload-links/by-token/abc/files"]) expect(runs(path), path).toBe(false);
  });

  it("runs on everything else: pages, the other calls, the phone page, a file's bytes", () => {
    for (const path of ["/", "/contact", "/televersement/abc", "/api/patients/12", "/api/patients/12/filesx", "/api/files/3", "/api/upload-links/3", "/responsable"]) {
      expect(runs(path), path).toBe(true);
    }
  });
});
