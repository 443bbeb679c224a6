import type { MetadataRoute } from "next";
import { getPractice } from "@/server/practice";

/** Public pages only; the staff area and the login page are not for search engines. */
const routes: { path: string; priority: number; changeFrequency: "weekly" | "monthly" | "yearly" }[] = [
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

export default function sitemap(): MetadataRoute.Sitemap {
  const base = getPractice().siteUrl.replace(/\/+$/, "");
  return routes.map(({ path, priority, changeFrequency }) => ({ url: `${base}${path}`, priority, changeFrequency }));
}
