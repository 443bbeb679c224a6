import { notFound } from "next/navigation";

/** Any path under /ar that no Arabic page has: the Arabic root layout's not-found page. */
export default function MissingArabicPage() {
  notFound();
}
