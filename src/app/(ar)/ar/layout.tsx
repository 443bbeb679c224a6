import { siteWordsAr } from "@/content/ar/site-words";
import { practiceStructuredData } from "@/content/structured-data";
import { getArabicPractice, getPractice } from "@/server/practice";
import { JsonLd } from "@/components/site/json-ld";
import { RenderSectionsBeforeJumps } from "@/components/site/render-sections-before-jumps";
import { SiteFooter } from "@/components/site/site-footer";
import { SiteHeader } from "@/components/site/site-header";

/** The Arabic pages' frame: the French site's header and footer with the Arabic words and hours. */
export default function ArabicSiteLayout({ children }: { children: React.ReactNode }) {
  const practice = getPractice();
  const shown = getArabicPractice();
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
