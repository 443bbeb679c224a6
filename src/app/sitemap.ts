import type { MetadataRoute } from "next";
import { blogPosts } from "@/content/template/blog";
import { departments } from "@/content/template/departments";
import { doctors } from "@/content/template/doctors";
import { getPractice } from "@/server/practice";

// Rendered per request: the URLs are on the running server's PRACTICE_SITE_URL, not the build's.
// An XML file: no scripts, so no CSP hashes to keep (decision 027).
export const dynamic = "force-dynamic";

type Entry = { path: string; priority: number; changeFrequency: "weekly" | "monthly" | "yearly" };

/** Public pages only; the staff area and the login page are not for search engines. */
const routes: Entry[] = [
  { path: "/", priority: 1, changeFrequency: "weekly" },
  { path: "/appointments", priority: 0.9, changeFrequency: "monthly" },
  { path: "/contact", priority: 0.8, changeFrequency: "monthly" },
  { path: "/about", priority: 0.6, changeFrequency: "monthly" },
  { path: "/doctors", priority: 0.5, changeFrequency: "monthly" },
  { path: "/departments", priority: 0.5, changeFrequency: "monthly" },
  { path: "/blog", priority: 0.5, changeFrequency: "weekly" },
  { path: "/pricing-plan", priority: 0.4, changeFrequency: "monthly" },
  { path: "/gallery", priority: 0.4, changeFrequency: "monthly" },
  { path: "/timetable", priority: 0.4, changeFrequency: "monthly" },
  { path: "/confidentialite", priority: 0.3, changeFrequency: "yearly" },
];

// Each doctor, department and post has its own page. The template's literal *-details links
// show a sample item and name that item's page as canonical, so they are left out.
const itemPages: Entry[] = [
  ...doctors.map((doctor) => `/doctors/${doctor.id}`),
  ...departments.map((department) => `/departments/${department.id}`),
  ...blogPosts.map((post) => `/blog/${post.id}`),
].map((path) => ({ path, priority: 0.3, changeFrequency: "monthly" }));

const homeVariants: Entry[] = ["v2", "v3", "v4", "v5", "v6"].map((variant) => ({
  path: `/home-${variant}`,
  priority: 0.2,
  changeFrequency: "monthly",
}));

export default function sitemap(): MetadataRoute.Sitemap {
  const base = getPractice().siteUrl.replace(/\/+$/, "");
  return [...routes, ...itemPages, ...homeVariants].map(({ path, priority, changeFrequency }) => ({
    url: `${base}${path}`,
    priority,
    changeFrequency,
  }));
}
