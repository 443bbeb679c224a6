import { NextResponse, type NextRequest } from "next/server";
import { buildPractice } from "@/content/practice";
import { embedOrigins } from "@/content/embeds";
import { defaultWeeklyHours } from "@/calendar/default-hours";
import { env } from "@/server/env";
import { jsonNestedDeeperThan, MAX_JSON_DEPTH, tooDeepMessage } from "@/server/json-depth";
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
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (notPage.test(pathname)) {
    const response = NextResponse.next();
    response.headers.set("Content-Security-Policy", apiContentSecurityPolicy);
    return response;
  }
  if (request.method === "POST" && (await serverActionTooDeep(request))) return tooDeepAnswer();

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

/**
 * A Server Action posted to a page (the public forms without scripts, decision 032) whose
 * arguments nest deeper than MAX_JSON_DEPTH: React decodes them by recursion before any code of
 * ours runs, and a 64 KB post can nest 32,000 levels (issue 32). Only React's own fields are read
 * as JSON (`$ACTION_…`, and the numbered fields of a post made by script); what people typed is
 * not. Next buffers the body for the proxy and hands it on intact (proxyClientMaxBodySize).
 */
async function serverActionTooDeep(request: NextRequest): Promise<boolean> {
  const contentType = (request.headers.get("content-type") ?? "").toLowerCase();
  if (contentType.startsWith("multipart/form-data")) {
    const form = await request.formData().catch(() => null);
    if (!form) return false;
    for (const [name, value] of form) {
      if (typeof value === "string" && /^(\$ACTION|\d)/.test(name) && jsonNestedDeeperThan(value, MAX_JSON_DEPTH)) return true;
    }
    return false;
  }
  if (!request.headers.has("next-action")) return false;
  return jsonNestedDeeperThan(await request.text(), MAX_JSON_DEPTH);
}

function tooDeepAnswer(): NextResponse {
  const html =
    `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>Requête invalide</title></head>` +
    `<body><h1>Requête invalide</h1><p>${tooDeepMessage}</p><p><a href="/">Retour à l'accueil</a></p></body></html>`;
  return new NextResponse(html, {
    status: 400,
    headers: { "Content-Type": "text/html; charset=utf-8", "Content-Security-Policy": apiContentSecurityPolicy, "Cache-Control": "no-store" },
  });
}

export const config = {
  // Next's build files (hashed scripts, styles, fonts; optimised images): headers in next.config.ts.
  // And the paths files are uploaded to (decision 061), which the proxy must never see: when it
  // runs, Next buffers the request's body for it (experimental.proxyClientMaxBodySize, 10 MB by
  // default) and silently hands the route the first 10 MB only. Left out here, their bodies stream
  // straight to the route handler; their Content-Security-Policy is set in next.config.ts instead.
  matcher: ["/((?!_next/static|_next/image|api/patients/[^/]+/files/?$|api/upload-links/by-token/).*)"],
};
