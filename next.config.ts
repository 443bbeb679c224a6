import type { NextConfig } from "next";
import { apiContentSecurityPolicy, appointmentLinkHeaders, staticSecurityHeaders, strictTransportSecurity } from "./src/server/security-headers";

const nextConfig: NextConfig = {
  // Several builds may share one checkout (parallel test runs, CI): each can pick its own output folder.
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  // The Docker image keeps only the dependencies Next traces as used at run time (decision 029).
  output: process.env.NEXT_OUTPUT_STANDALONE === "true" ? "standalone" : undefined,
  poweredByHeader: false,
  reactStrictMode: true,
  // Native and WASM packages must be loaded by Node at run time, not bundled.
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2", "pino", "pg", "proper-lockfile", "pdfkit"],
  // The French and Arabic pages have a root layout each: the page for unmatched paths is its own
  // document (src/app/global-not-found.tsx, decision 031).
  experimental: {
    globalNotFound: true,
    // The public forms posted without scripts (decision 032): twice the JSON API's 32 KB, since
    // React posts the previous answer back beside the fields. Next's default is 1 MB.
    serverActions: { bodySizeLimit: "64kb" },
  },
  images: { formats: ["image/avif", "image/webp"] },
  // Types are checked by `npm run typecheck` (its own CI step); skipping it here keeps builds fast.
  typescript: { ignoreBuildErrors: true },
  // Security headers for every response (decision 035). The Content-Security-Policy is set by
  // src/proxy.ts, per request, on everything but Next's build files, which get theirs here; HSTS
  // on every response to a request that came over HTTPS (the proxy in front says so).
  async headers() {
    return [
      { source: "/:path*", headers: staticSecurityHeaders },
      { source: "/_next/:kind(static|image)/:path*", headers: [{ key: "Content-Security-Policy", value: apiContentSecurityPolicy }] },
      // The patient's appointment link (decision 050): its token never leaves in a Referer, the page
      // is never indexed. A later rule's header wins over the general Referrer-Policy's.
      ...["/rendez-vous/gerer/:token*", "/ar/rendez-vous/gerer/:token*"].map((source) => ({ source, headers: appointmentLinkHeaders })),
      // The phone upload page holds its link's token in its address too (decision 061).
      { source: "/televersement/:token*", headers: appointmentLinkHeaders },
      // The upload paths, which src/proxy.ts leaves out so that their bodies are never buffered, get the API's policy here.
      ...["/api/patients/:id/files", "/api/upload-links/by-token/:path*"].map((source) => ({ source, headers: [{ key: "Content-Security-Policy", value: apiContentSecurityPolicy }] })),
      {
        source: "/:path*",
        has: [{ type: "header", key: "x-forwarded-proto", value: "https" }],
        headers: [{ key: "Strict-Transport-Security", value: strictTransportSecurity }],
      },
    ];
  },
};

export default nextConfig;
