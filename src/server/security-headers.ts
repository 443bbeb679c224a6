/**
 * Security headers. The Content-Security-Policy of a page allows the scripts that carry the
 * request's nonce, which src/proxy.ts makes and Next.js writes on every script of the page it
 * renders, and those they load ('strict-dynamic'). Never 'unsafe-inline' for scripts in
 * production (decision 035).
 */

export type CspInput = {
  nonce: string;
  /** Origins allowed in frames: the video player and the map. */
  frameOrigins: string[];
  development: boolean;
  https: boolean;
};

export function contentSecurityPolicy({ nonce, frameOrigins, development, https }: CspInput): string {
  // 'self' only for browsers without 'strict-dynamic' (CSP 2), which ignore it otherwise.
  const scriptSrc = development
    ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"] // React's dev tooling needs eval; dev only
    : ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"];
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

/** For JSON answers and files (scripts, images, fonts): nothing may be loaded or framed. */
export const apiContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'";

/** Headers for every response, whatever it is (set in next.config.ts and by src/server/node-server.ts's own answers). */
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

/**
 * The patient's appointment page, /rendez-vous/gerer/{token} and /ar/… (decision 050): no Referer
 * at all (its address holds the token), never indexed. (Rendered per request, Next already sends
 * it with `Cache-Control: no-store`.)
 */
export const appointmentLinkHeaders: { key: string; value: string }[] = [
  { key: "Referrer-Policy", value: "no-referrer" },
  { key: "X-Robots-Tag", value: "noindex, nofollow" },
];

/** Sent on every response to a request that came over HTTPS (next.config.ts: X-Forwarded-Proto). */
export const strictTransportSecurity = "max-age=63072000; includeSubDomains";
