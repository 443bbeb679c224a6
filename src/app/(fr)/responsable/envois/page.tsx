import type { Metadata } from "next";
import { Suspense } from "react";
import { NotificationsPage } from "@/components/staff/notifications/notifications-page";
import { AdminOnlyScreen } from "@/components/staff/shell/admin-only-screen";
import { pageTitle } from "@/content/practice";
import { getPractice } from "@/server/practice";

export function generateMetadata(): Metadata {
  return { title: pageTitle("Messages envoyés", getPractice()) };
}

// Admins only: anyone else reads that the page is reserved to them (issue 32).
export default function EnvoisPage() {
  // Its filters are read from the address (useSearchParams): known in the browser only.
  return (
    <Suspense>
      <AdminOnlyScreen>
        <NotificationsPage />
      </AdminOnlyScreen>
    </Suspense>
  );
}
