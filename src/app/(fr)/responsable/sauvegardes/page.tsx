import type { Metadata } from "next";
import { BackupsPage } from "@/components/staff/backups/backups-page";
import { AdminOnlyScreen } from "@/components/staff/shell/admin-only-screen";
import { pageTitle } from "@/content/practice";
import { getPractice } from "@/server/practice";

export function generateMetadata(): Metadata {
  return { title: pageTitle("Sauvegardes", getPractice()) };
}

// Admins only: anyone else reads that the page is reserved to them (issue 32).
export default function SauvegardesPage() {
  return (
    <AdminOnlyScreen>
      <BackupsPage />
    </AdminOnlyScreen>
  );
}
