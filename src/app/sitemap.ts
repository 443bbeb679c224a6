import type { MetadataRoute } from "next";
import { blogPosts } from "@/content/template/blog";
import { departments } from "@/content/template/departments";
import { doctors } from "@/content/template/doctors";
import { arabicPathOf, languageAlternates } from "@/content/locales";
import { getPractice } from "@/server/practice";
import { templatePagesIndexed } from "@/server/template-pages";

// Rendered per request: the URLs are on the running server's PRACTICE_SITE_URL, not the build's.
export const dynamic = "force-dynamic";

type Entry = { path: string; priority: number; changeFrequency: "daily" | "weekly" | "monthly" | "yearly" };

/** The practice's own pages, in French and in Arabic (decision 031), each naming the other. */
const practicePages: Entry[] = [
  { path: "/", priority: 1, changeFrequency: "weekly" },
  { path: "/appointments", priority: 0.9, changeFrequency: "monthly" },
  { path: "/rendez-vous", priority: 0.9, changeFrequency: "daily" },
  { path: "/rendez-vous/liste-attente", priority: 0.5, changeFrequency: "monthly" },
  { path: "/contact", priority: 0.8, changeFrequency: "monthly" },
  { path: "/confidentialite", priority: 0.3, changeFrequency: "yearly" },
];

/**
 * The template pages (a fictional hospital): listed only when TEMPLATE_PAGES_INDEXED is true;
 * otherwise they say noindex, and a sitemap must not list pages it asks to leave out.
 */
const templatePages: Entry[] = [
  { path: "/about", priority: 0.6, changeFrequency: "monthly" },
  { path: "/doctors", priority: 0.5, changeFrequency: "monthly" },
  { path: "/departments", priority: 0.5, changeFrequency: "monthly" },
  { path: "/blog", priority: 0.5, changeFrequency: "weekly" },
  { path: "/pricing-plan", priority: 0.4, changeFrequency: "monthly" },
  { path: "/gallery", priority: 0.4, changeFrequency: "monthly" },
  { path: "/timetable", priority: 0.4, changeFrequency: "monthly" },
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

/** Public pages only; the staff area and the login page are not for search engines. */
export default function sitemap(): MetadataRoute.Sitemap {
  const base = getPractice().siteUrl.replace(/\/+$/, "");
  const url = (path: string) => `${base}${path}`;
  const bilingual = practicePages.flatMap(({ path, priority, changeFrequency }) => {
    const languages = Object.fromEntries(Object.entries(languageAlternates(path)).map(([language, href]) => [language, url(href)]));
    return [path, arabicPathOf(path)].map((page) => ({ url: url(page), priority, changeFrequency, alternates: { languages } }));
  });
  const template = templatePagesIndexed() ? [...templatePages, ...itemPages, ...homeVariants] : [];
  return [...bilingual, ...template.map(({ path, priority, changeFrequency }) => ({ url: url(path), priority, changeFrequency }))];
}
