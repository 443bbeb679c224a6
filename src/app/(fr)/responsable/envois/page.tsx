import type { Metadata } from "next";
import { Suspense } from "react";
import { NotificationsPage } from "@/components/staff/notifications/notifications-page";
import { pageTitle } from "@/content/practice";
import { getPractice } from "@/server/practice";

export function generateMetadata(): Metadata {
  return { title: pageTitle("Messages envoyés", getPractice()) };
}

export default function EnvoisPage() {
  // Its filters are read from the address (useSearchParams): known in the browser only.
  return (
    <Suspense>
      <NotificationsPage />
    </Suspense>
  );
}
