import type { Metadata } from "next";
import { House } from "@/components/ui/icons";
import { pageTitle } from "@/content/practice";
import { getPractice } from "@/server/practice";
import { ButtonLink } from "@/components/ui/button";
import { Logo } from "@/components/site/logo";
import { Illustration } from "@/components/site/illustration";

export function generateMetadata(): Metadata {
  const practice = getPractice();
  return { title: pageTitle("Page introuvable", practice), metadataBase: new URL(practice.siteUrl) };
}

/** Any unknown path (spec §2). Server-only markup: this file ships with every route. */
export default function NotFound() {
  const practice = getPractice();
  return (
    <div className="relative isolate flex min-h-dvh flex-col overflow-hidden bg-linear-to-br from-primary-50 via-white to-accent-50 px-5 py-8">
      <div className="mx-auto w-full max-w-[1200px]">
        <Logo doctorName={practice.doctorName} />
      </div>
      <main id="main" className="mx-auto my-auto flex max-w-xl flex-col items-center py-12 text-center">
        <Illustration src="/images/site/not-found.svg" alt="" width={420} height={260} className="w-full max-w-[420px]" />
        <p className="mt-8 font-display text-sm font-bold tracking-[0.2em] text-accent-700 uppercase">Erreur 404</p>
        <h1 className="mt-3 text-3xl font-extrabold tracking-tight md:text-4xl">This page could not be found.</h1>
        <p className="mt-4 text-lg text-ink-600">La page demandée n&apos;existe pas ou a été déplacée.</p>
        <ButtonLink href="/" size="lg" className="mt-8">
          <House className="size-5" aria-hidden="true" />
          Back To Home
        </ButtonLink>
      </main>
    </div>
  );
}
