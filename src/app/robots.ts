import type { MetadataRoute } from "next";
import { getPractice } from "@/server/practice";

// Rendered per request: the site URL is the running server's PRACTICE_SITE_URL, not the build's.
export const dynamic = "force-dynamic";

/** Everything public may be indexed; the staff area, the login page and the API may not. */
export default function robots(): MetadataRoute.Robots {
  const base = getPractice().siteUrl.replace(/\/+$/, "");
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: ["/responsable", "/login", "/api/"] }],
    sitemap: `${base}/sitemap.xml`,
    host: base,
  };
}
