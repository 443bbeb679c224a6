import type { Practice } from "@/content/practice";
import { RenderSectionsBeforeJumps } from "@/components/site/render-sections-before-jumps";
import { SiteFooter } from "@/components/site/site-footer";
import { SiteHeader } from "@/components/site/site-header";

type TemplateShellProps = {
  practice: Practice;
  /** Spec §9: 2024 under the shared template layout, 2023 on home variants 3, 4 and 5. */
  copyrightYear: 2023 | 2024;
  children: React.ReactNode;
};

/** The frame of the template pages: the public site's header and footer around the page. */
export function TemplateShell({ practice, copyrightYear, children }: TemplateShellProps) {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[200] rounded-full bg-primary-700 px-5 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Aller au contenu principal
      </a>
      <SiteHeader practice={practice} />
      <main id="main" tabIndex={-1} className="page-sections outline-none">
        {children}
      </main>
      <RenderSectionsBeforeJumps />
      <SiteFooter practice={practice} copyrightYear={copyrightYear} />
    </>
  );
}
