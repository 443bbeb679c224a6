import type { Metadata } from "next";
import { Suspense } from "react";
import { AuditTrailPage } from "@/components/staff/audit/audit-trail-page";
import { AdminOnlyScreen } from "@/components/staff/shell/admin-only-screen";
import { pageTitle } from "@/content/practice";
import { getPractice } from "@/server/practice";

export function generateMetadata(): Metadata {
  return { title: pageTitle("Journal d'audit", getPractice()) };
}

// Admins only: anyone else reads that the page is reserved to them (issue 32).
export default function JournalPage() {
  // Its filters are read from the address (useSearchParams): known in the browser only.
  return (
    <Suspense>
      <AdminOnlyScreen>
        <AuditTrailPage />
      </AdminOnlyScreen>
    </Suspense>
  );
}
