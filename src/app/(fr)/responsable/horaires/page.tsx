import type { Metadata } from "next";
import { PracticeHoursPage } from "@/components/staff/practice-hours/practice-hours-page";
import { AdminOnlyScreen } from "@/components/staff/shell/admin-only-screen";
import { pageTitle } from "@/content/practice";
import { getPractice } from "@/server/practice";

export function generateMetadata(): Metadata {
  return { title: pageTitle("Horaires", getPractice()) };
}

// Admins only: anyone else reads that the page is reserved to them (issue 32).
export default function HorairesRoute() {
  return (
    <AdminOnlyScreen>
      <PracticeHoursPage />
    </AdminOnlyScreen>
  );
}
