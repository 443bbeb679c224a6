import { CollectionNoticeBlock } from "@/components/site/collection-notice";
import type { Practice } from "@/content/practice";
import { collectionNoticeFr } from "@/content/collection-notice";

/** The notice of law 09-08 under the template pages' booking forms: French, as the practice that receives the request writes it. */
export function TemplateBookingNotice({ practice }: { practice: Practice }) {
  return <CollectionNoticeBlock lang="fr" notice={collectionNoticeFr(practice, "request")} />;
}
