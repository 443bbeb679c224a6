import type { Metadata } from "next";
import { NotificationsPage } from "@/components/staff/notifications/notifications-page";
import { pageTitle } from "@/content/practice";
import { getPractice } from "@/server/practice";

export function generateMetadata(): Metadata {
  return { title: pageTitle("Messages envoyés", getPractice()) };
}

export default function EnvoisPage() {
  return <NotificationsPage />;
}
