import { loadPractice } from "@/server/practice";
import { practiceStructuredData } from "@/content/structured-data";
import { JsonLd } from "@/components/site/json-ld";
import { RenderSectionsBeforeJumps } from "@/components/site/render-sections-before-jumps";
import { SiteFooter } from "@/components/site/site-footer";
import { SiteHeader } from "@/components/site/site-header";

/** The main public site's frame: header, content, footer (copyright 2026), structured data. */
export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  const practice = await loadPractice();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[200] rounded-full bg-primary-700 px-5 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:start-3"
      >
        Aller au contenu principal
      </a>
      <SiteHeader practice={practice} />
      <main id="main" tabIndex={-1} className="page-sections outline-none">
        {children}
      </main>
      <RenderSectionsBeforeJumps />
      <SiteFooter practice={practice} copyrightYear={2026} />
      <JsonLd data={practiceStructuredData(practice)} />
    </>
  );
}
