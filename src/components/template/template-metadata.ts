import type { Metadata } from "next";
import type { Practice } from "@/content/practice";
import type { BlogPost } from "@/content/template/blog";
import type { Department } from "@/content/template/departments";
import type { Doctor } from "@/content/template/doctors";
import { heroes } from "@/content/template/home-variants";
import { clampDescription, templatePageDescriptions, type TemplatePagePath } from "@/content/template/page-descriptions";
import { pageMetadata } from "@/components/site/page-metadata";

/** Title, description, canonical link and Open Graph tags of a template list or section page. */
export function templatePageMetadata(practice: Practice, page: string, path: TemplatePagePath): Metadata {
  return pageMetadata(practice, { page, path, description: templatePageDescriptions[path] });
}

/** A home variant describes itself with its hero's text. */
export function homeVariantMetadata(practice: Practice, variant: keyof typeof heroes): Metadata {
  const page = `Home ${variant.toUpperCase()}`;
  return pageMetadata(practice, { page, path: `/home-${variant}`, description: clampDescription(heroes[variant].subTitle) });
}

// An item's canonical page is its own (`/doctors/{id}`), also for the template's literal
// `/doctors/doctor-details` link, which shows a sample item.

export function doctorMetadata(practice: Practice, doctor: Doctor, page = doctor.name): Metadata {
  const description = clampDescription(`${doctor.name}, ${doctor.designation} (${doctor.department}). ${doctor.description}`);
  return pageMetadata(practice, { page, path: `/doctors/${doctor.id}`, description });
}

export function departmentMetadata(practice: Practice, department: Department, page = department.title): Metadata {
  const description = clampDescription(`${department.title}: ${department.intro[0] ?? department.subTitle}`);
  return pageMetadata(practice, { page, path: `/departments/${department.id}`, description });
}

export function blogPostMetadata(practice: Practice, post: BlogPost): Metadata {
  return pageMetadata(practice, { page: post.article.title, path: `/blog/${post.id}`, description: clampDescription(post.article.lead) });
}
