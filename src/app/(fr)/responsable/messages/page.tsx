import type { Metadata } from "next";
import { MessagesInbox } from "@/components/staff/contact-messages/messages-inbox";
import { pageTitle } from "@/content/practice";
import { getPractice } from "@/server/practice";

export function generateMetadata(): Metadata {
  return { title: pageTitle("Messages", getPractice()) };
}

export default function MessagesPage() {
  return <MessagesInbox />;
}
