import { siteWordsAr } from "@/content/ar/site-words";
import { practiceStructuredData } from "@/content/structured-data";
import { loadArabicPractice, loadPractice } from "@/server/practice";
import { JsonLd } from "@/components/site/json-ld";
import { RenderSectionsBeforeJumps } from "@/components/site/render-sections-before-jumps";
import { SiteFooter } from "@/components/site/site-footer";
import { SiteHeader } from "@/components/site/site-header";

/** The Arabic pages' frame: the French site's header and footer with the Arabic words and hours. */
export default async function ArabicSiteLayout({ children }: { children: React.ReactNode }) {
  const practice = await loadPractice();
  const shown = await loadArabicPractice();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[200] rounded-full bg-primary-700 px-5 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:start-3 focus:top-3"
      >
        {siteWordsAr.skipLink}
      </a>
      <SiteHeader practice={shown} words={siteWordsAr} />
      <main id="main" tabIndex={-1} className="page-sections outline-none">
        {children}
      </main>
      <RenderSectionsBeforeJumps />
      <SiteFooter practice={shown} copyrightYear={2026} words={siteWordsAr} />
      <JsonLd data={practiceStructuredData(practice)} />
    </>
  );
}
