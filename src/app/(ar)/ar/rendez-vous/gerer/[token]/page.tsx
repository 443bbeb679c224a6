import type { Metadata } from "next";
import { appointmentLinkWordsAr as words } from "@/content/appointment-link-words";
import { linkPagePath, linkPostPath, loadManagePage } from "@/server/appointment-link-page";
import { getPractice, loadArabicPractice } from "@/server/practice";
import { arabicPageTitle } from "@/components/site/page-metadata";
import { InvalidLinkView, ManageAppointmentView } from "@/components/site/appointment-link/manage-appointment-view";

/** Never indexed, and the token never leaves in a Referer (next.config.ts sends the same as headers). */
export function generateMetadata(): Metadata {
  return { title: arabicPageTitle(words.pageTitle, getPractice()), robots: { index: false, follow: false }, referrer: "no-referrer" };
}

type PageProps = { params: Promise<{ token: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The patient's own appointment page in Arabic (decision 050), right to left like every /ar page. */
export default async function ArabicManageAppointmentPage({ params, searchParams }: PageProps) {
  const [{ token }, query, practice] = await Promise.all([params, searchParams, loadArabicPractice()]);
  const model = await loadManagePage(token, "ar", query);
  if (model.kind === "invalid") return <InvalidLinkView words={words} phone={practice.phone} />;
  return (
    <ManageAppointmentView
      model={model}
      words={words}
      practice={{ address: practice.address, phone: practice.phone }}
      postPath={linkPostPath(token)}
      otherLanguagePath={linkPagePath(token, "fr")}
    />
  );
}
