import type { Metadata } from "next";
import { loadPractice } from "@/server/practice";
import { templatePagesMetadata } from "@/server/template-pages";
import { TemplateShell } from "@/components/template/template-shell";

export function generateMetadata(): Metadata {
  return templatePagesMetadata();
}

/** The template pages and home variants 2 and 6 share this layout (spec §2); copyright 2024 (§9). */
export default async function TemplateLayout({ children }: { children: React.ReactNode }) {
  return (
    <TemplateShell practice={await loadPractice()} copyrightYear={2024}>
      {children}
    </TemplateShell>
  );
}
