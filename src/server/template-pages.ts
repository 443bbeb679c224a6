import type { Metadata } from "next";
import { getRuntimeValues } from "@/server/runtime-values";

/**
 * The template pages (a fictional hospital, in English: spec §2) are kept for the spec but are not
 * the practice: search engines are asked to leave them out unless TEMPLATE_PAGES_INDEXED is true
 * (decision 031). Read with the other values the pages show (src/server/runtime-values.ts).
 */
export function templatePagesIndexed(): boolean {
  return getRuntimeValues().values.templatePagesIndexed;
}

/** The template layouts' metadata: noindex (links still followed) unless the setting turns indexing on. */
export function templatePagesMetadata(): Metadata {
  return templatePagesIndexed() ? {} : { robots: { index: false, follow: true } };
}
