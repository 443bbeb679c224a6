import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "@/server/security-headers";

const base = { nonce: "n0nce", frameOrigins: ["https://www.youtube-nocookie.com", "https://www.google.com"] };

describe("contentSecurityPolicy", () => {
  it("allows the scripts of the request's nonce and those they load, and nothing inline", () => {
    const csp = contentSecurityPolicy({ ...base, development: false, https: false });
    expect(csp).toContain("script-src 'self' 'nonce-n0nce' 'strict-dynamic'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("frame-src https://www.youtube-nocookie.com https://www.google.com");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).not.toContain("upgrade-insecure-requests");
  });

  it("lets the staff screens show the files they fetched with the token through blob: addresses, and embed none as objects", () => {
    // The patients' images and thumbnails (decision 062) are <img src="blob:…">; PDFs open in a new tab.
    const csp = contentSecurityPolicy({ ...base, development: false, https: false });
    expect(csp).toMatch(/(^|; )img-src [^;]*\bblob:/);
    expect(csp).not.toMatch(/(^|; )default-src [^;]*\bblob:/);
    expect(csp).toContain("object-src 'none'");
  });

  it("upgrades insecure requests over HTTPS", () => {
    expect(contentSecurityPolicy({ ...base, development: false, https: true })).toContain("upgrade-insecure-requests");
  });

  it("lets React's development tooling evaluate code in development only", () => {
    expect(contentSecurityPolicy({ ...base, development: true, https: false })).toMatch(/script-src [^;]*'unsafe-eval'/);
  });
});
