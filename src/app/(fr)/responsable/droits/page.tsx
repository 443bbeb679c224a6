import type { Metadata } from "next";
import { Suspense } from "react";
import { RightsRegisterPage } from "@/components/staff/data-protection/rights-register-page";
import { AdminOnlyScreen } from "@/components/staff/shell/admin-only-screen";
import { pageTitle } from "@/content/practice";
import { getPractice } from "@/server/practice";

export function generateMetadata(): Metadata {
  return { title: pageTitle("Registre des droits", getPractice()) };
}

// Admins only: anyone else reads that the page is reserved to them (issue 32).
export default function DroitsPage() {
  // Its filters are read from the address (useSearchParams): known in the browser only.
  return (
    <Suspense>
      <AdminOnlyScreen>
        <RightsRegisterPage />
      </AdminOnlyScreen>
    </Suspense>
  );
}
