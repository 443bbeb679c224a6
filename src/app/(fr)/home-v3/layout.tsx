import type { Metadata } from "next";
import { getPractice } from "@/server/practice";
import { templatePagesMetadata } from "@/server/template-pages";
import { TemplateShell } from "@/components/template/template-shell";

export function generateMetadata(): Metadata {
  return templatePagesMetadata();
}

/** Home variant 3 has its own layout (spec §2); copyright 2023 (§9). */
export default function HomeV3Layout({ children }: { children: React.ReactNode }) {
  return (
    <TemplateShell practice={getPractice()} copyrightYear={2023}>
      {children}
    </TemplateShell>
  );
}
