import path from "node:path";
import type { NextConfig } from "next";
import { staticSecurityHeaders } from "./src/server/security-headers";

const nextConfig: NextConfig = {
  // Several builds may share one checkout (parallel test runs, CI): each can pick its own output folder.
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  // The Docker image keeps only the dependencies Next traces as used at run time (decision 029).
  output: process.env.NEXT_OUTPUT_STANDALONE === "true" ? "standalone" : undefined,
  poweredByHeader: false,
  reactStrictMode: true,
  // Native and WASM packages must be loaded by Node at run time, not bundled.
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2", "pino", "pg", "proper-lockfile"],
  // The French and Arabic pages have a root layout each: the page for unmatched paths is its own
  // document (src/app/global-not-found.tsx, decision 031).
  experimental: {
    globalNotFound: true,
    // The public forms posted without scripts (decision 032): twice the JSON API's 32 KB, since
    // React posts the previous answer back beside the fields. Next's default is 1 MB.
    serverActions: { bodySizeLimit: "64kb" },
  },
  images: { formats: ["image/avif", "image/webp"] },
  // Next's page cache with the hooks that regenerate prerendered pages when values they show
  // change while the site runs (docs/decisions/021-runtime-values-on-prerendered-pages.md).
  cacheHandler: path.resolve("src/server/page-cache-handler.mjs"),
  // Types are checked by `npm run typecheck` (its own CI step); skipping it here keeps builds fast.
  typescript: { ignoreBuildErrors: true },
  // Security headers for every response; the Content-Security-Policy is set per page in src/proxy.ts.
  async headers() {
    return [{ source: "/:path*", headers: staticSecurityHeaders }];
  },
};

export default nextConfig;
