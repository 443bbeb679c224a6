import { NextResponse, type NextRequest } from "next/server";
import { buildPractice } from "@/content/practice";
import { embedOrigins } from "@/content/embeds";
import { defaultWeeklyHours } from "@/calendar/default-hours";
import { env } from "@/server/env";
import { practiceIdentityFromEnv } from "@/server/runtime-values";
import { apiContentSecurityPolicy, contentSecurityPolicy } from "@/server/security-headers";

/** Paths answered with data or a file, never a page: nothing may run or be loaded from them. */
const notPage = /^\/(api\/|images\/|fonts\/|favicon\.ico$|icon|apple-icon|opengraph-image|robots\.txt$|sitemap\.xml$)/;

let frameOrigins: string[] | undefined;

/**
 * The Content-Security-Policy of every response Next sends but its build files (next.config.ts
 * sets theirs, and HSTS over HTTPS on all): a page gets a policy with a fresh nonce, which Next
 * reads from the request's header and writes on every script it renders (decision 035); prefetches
 * included. Everything else gets the policy that allows nothing.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (notPage.test(pathname)) {
    const response = NextResponse.next();
    response.headers.set("Content-Security-Policy", apiContentSecurityPolicy);
    return response;
  }

  const e = env();
  // The map's origin comes from the practice identity, which the environment sets for the process.
  frameOrigins ??= embedOrigins(buildPractice({ ...practiceIdentityFromEnv(), semaine: defaultWeeklyHours() }).mapUrl);
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
  const csp = contentSecurityPolicy({
    nonce,
    frameOrigins,
    development: e.NODE_ENV === "development",
    https: request.nextUrl.protocol === "https:" || request.headers.get("x-forwarded-proto") === "https",
  });

  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("Content-Security-Policy", csp);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", csp);
  return response;
}

export const config = {
  // Next's build files (hashed scripts, styles, fonts; optimised images): headers in next.config.ts.
  matcher: ["/((?!_next/static|_next/image).*)"],
};
