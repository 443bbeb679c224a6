import type { Metadata } from "next";
import { appointmentLinkWordsFr as words } from "@/content/appointment-link-words";
import { pageTitle } from "@/content/practice";
import { linkPagePath, linkPostPath, loadManagePage } from "@/server/appointment-link-page";
import { getPractice, loadPractice } from "@/server/practice";
import { InvalidLinkView, ManageAppointmentView } from "@/components/site/appointment-link/manage-appointment-view";

/** Never indexed, and the token never leaves in a Referer (next.config.ts sends the same as headers). */
export function generateMetadata(): Metadata {
  return { title: pageTitle(words.pageTitle, getPractice()), robots: { index: false, follow: false }, referrer: "no-referrer" };
}

type PageProps = { params: Promise<{ token: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The patient's own appointment page, opened from the link of a message (decision 050). */
export default async function ManageAppointmentPage({ params, searchParams }: PageProps) {
  const [{ token }, query, practice] = await Promise.all([params, searchParams, loadPractice()]);
  const model = await loadManagePage(token, "fr", query);
  if (model.kind === "invalid") return <InvalidLinkView words={words} phone={practice.phone} />;
  return (
    <ManageAppointmentView
      model={model}
      words={words}
      practice={{ address: practice.address, phone: practice.phone }}
      postPath={linkPostPath(token)}
      otherLanguagePath={linkPagePath(token, "ar")}
    />
  );
}
