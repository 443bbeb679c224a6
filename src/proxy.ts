import { NextResponse, type NextRequest } from "next/server";
import { embedOrigins } from "@/content/embeds";
import { scriptHashesFor } from "@/server/csp-manifest";
import { env } from "@/server/env";
import { getPractice } from "@/server/practice";
import { apiContentSecurityPolicy, contentSecurityPolicy, strictTransportSecurity } from "@/server/security-headers";

/**
 * Sets the Content-Security-Policy of every page (and HSTS over HTTPS). The other security
 * headers are static and set in next.config.ts.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const e = env();
  const https = request.nextUrl.protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";

  if (pathname.startsWith("/api/")) {
    const response = NextResponse.next();
    response.headers.set("Content-Security-Policy", apiContentSecurityPolicy);
    if (https) response.headers.set("Strict-Transport-Security", strictTransportSecurity);
    return response;
  }

  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
  const route = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  let decoded = route;
  try {
    decoded = decodeURIComponent(route);
  } catch {
    // A malformed escape is a not-found page; its hashes are below.
  }
  // A path that is not a prerendered page may be the (prerendered) not-found page. The manifest
  // follows the pages Next regenerates while it runs (decision 021).
  const hashesOf = (path: string) => scriptHashesFor(e.NEXT_DIST_DIR, path);
  const scriptHashes = hashesOf(decoded) ?? hashesOf(route) ?? hashesOf("/_not-found") ?? [];
  const csp = contentSecurityPolicy({
    scriptHashes,
    nonce,
    frameOrigins: embedOrigins(getPractice().mapUrl),
    development: e.NODE_ENV === "development",
    https,
  });

  // Next.js reads the nonce from the request's CSP header when it renders a page on demand.
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("Content-Security-Policy", csp);
  requestHeaders.set("x-nonce", nonce);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", csp);
  if (https) response.headers.set("Strict-Transport-Security", strictTransportSecurity);
  return response;
}

export const config = {
  matcher: [
    {
      source: "/((?!_next/static|_next/image|images/|fonts/|favicon.ico|icon|apple-icon|robots.txt|sitemap.xml).*)",
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "purpose", value: "prefetch" },
      ],
    },
  ],
};
