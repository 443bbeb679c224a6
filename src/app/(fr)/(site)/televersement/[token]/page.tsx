import type { Metadata } from "next";
import { pageTitle } from "@/content/practice";
import { phoneUploadWords as words } from "@/content/phone-upload-words";
import { PhoneUploadClosed, PhoneUploadView } from "@/components/site/phone-upload/phone-upload-view";
import { loadPhoneUploadPage } from "@/server/files/phone-upload-page";
import { getPractice } from "@/server/practice";

/** Never indexed, and the token never leaves in a Referer (next.config.ts sends the same as headers). */
export function generateMetadata(): Metadata {
  return { title: pageTitle(words.pageTitle, getPractice()), robots: { index: false, follow: false }, referrer: "no-referrer" };
}

type PageProps = { params: Promise<{ token: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The page a phone opens from the doctor's QR code (decision 061): photos straight into the patient's file, nothing of it shown. */
export default async function PhoneUploadPage({ params, searchParams }: PageProps) {
  const [{ token }, query] = await Promise.all([params, searchParams]);
  const model = await loadPhoneUploadPage(token, query);
  if (model.kind !== "open") return <PhoneUploadClosed unknown={model.kind === "unknown"} />;
  return <PhoneUploadView token={model.token} until={model.until} received={model.received} error={model.error} />;
}
