import { House } from "@/components/site/sprite-icons";
import { ButtonLink } from "@/components/ui/button";
import { Logo } from "@/components/site/logo";
import { Illustration } from "@/components/site/illustration";

type NotFoundContentProps = {
  doctorName: string;
  /** Where 'Back To Home' and the logo lead: the home page of the page's language. */
  homeHref?: string;
  /** A line in the page's language under the spec's texts (the Arabic pages add one). */
  line?: string;
  lineLang?: string;
};

/**
 * The spec's not-found page (§2): for a path no route matches (src/app/global-not-found.tsx) and
 * for a page that calls notFound() under either language's root layout. Server-only markup.
 */
export function NotFoundContent({ doctorName, homeHref = "/", line, lineLang }: NotFoundContentProps) {
  // Under another language than French, the spec's English texts say which language they are in.
  const english = lineLang ? "en" : undefined;
  return (
    <div className="relative isolate flex min-h-dvh flex-col overflow-hidden bg-linear-to-br from-primary-50 via-white to-accent-50 px-5 py-8">
      <div className="mx-auto w-full max-w-[1200px]">
        <Logo doctorName={doctorName} href={homeHref} />
      </div>
      <main id="main" className="mx-auto my-auto flex max-w-xl flex-col items-center py-12 text-center">
        <Illustration src="/images/site/not-found.svg" alt="" width={420} height={260} className="w-full max-w-[420px]" />
        <p className="mt-8 font-display text-sm font-bold tracking-[0.2em] text-accent-700 uppercase">Erreur 404</p>
        <h1 lang={english} dir={english && "ltr"} className="mt-3 text-3xl font-extrabold tracking-tight md:text-4xl">
          This page could not be found.
        </h1>
        <p className="mt-4 text-lg text-ink-600">La page demandée n&apos;existe pas ou a été déplacée.</p>
        {line && (
          <p lang={lineLang} className="mt-2 text-lg text-ink-600">
            {line}
          </p>
        )}
        <ButtonLink href={homeHref} size="lg" className="mt-8">
          <House className="size-5" aria-hidden="true" />
          <span lang={english} dir={english && "ltr"}>
            Back To Home
          </span>
        </ButtonLink>
      </main>
    </div>
  );
}
