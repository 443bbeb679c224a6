/**
 * Security headers. The Content-Security-Policy allows scripts from the app itself plus, for the
 * inline bootstrap scripts Next.js writes into each page, either their SHA-256 hashes (pages
 * prerendered at build time: see scripts/csp-manifest.ts) or a per-request nonce (pages rendered
 * on demand). Never 'unsafe-inline' for scripts in production.
 */

export type CspInput = {
  /** 'sha256-...' sources of the page's inline scripts, when it was prerendered. */
  scriptHashes: string[];
  nonce: string;
  /** Origins allowed in frames: the video player and the map. */
  frameOrigins: string[];
  development: boolean;
  https: boolean;
};

export function contentSecurityPolicy({ scriptHashes, nonce, frameOrigins, development, https }: CspInput): string {
  const scriptSrc = development
    ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"] // React's dev tooling needs eval; dev only
    : ["'self'", `'nonce-${nonce}'`, ...scriptHashes.map((hash) => `'${hash}'`)];
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", scriptSrc],
    // Inline style attributes (next/font, transitions) are harmless compared with scripts.
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", "blob:"]],
    ["font-src", ["'self'"]],
    ["connect-src", development ? ["'self'", "ws:"] : ["'self'"]],
    ["frame-src", frameOrigins],
    ["media-src", ["'self'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
    ["manifest-src", ["'self'"]],
    ["worker-src", ["'self'", "blob:"]],
  ];
  const policy = directives.map(([name, sources]) => `${name} ${sources.join(" ")}`);
  if (https) policy.push("upgrade-insecure-requests");
  return policy.join("; ");
}

/** For JSON answers: nothing may be loaded or framed. */
export const apiContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'";

/** Headers for every response, whatever it is (set in next.config.ts). */
export const staticSecurityHeaders: { key: string; value: string }[] = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  {
    key: "Permissions-Policy",
    value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()",
  },
];

export const strictTransportSecurity = "max-age=63072000; includeSubDomains";
