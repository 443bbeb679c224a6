import type { Metadata } from "next";
import { Suspense } from "react";
import { MessagesInbox } from "@/components/staff/contact-messages/messages-inbox";
import { pageTitle } from "@/content/practice";
import { getPractice } from "@/server/practice";

export function generateMetadata(): Metadata {
  return { title: pageTitle("Messages", getPractice()) };
}

export default function MessagesPage() {
  // Its filters are read from the address (useSearchParams): known in the browser only.
  return (
    <Suspense>
      <MessagesInbox />
    </Suspense>
  );
}
