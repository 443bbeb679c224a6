import type { Metadata } from "next";
import { AccountPage } from "@/components/staff/account/account-page";
import { pageTitle } from "@/content/practice";
import { getPractice } from "@/server/practice";

export function generateMetadata(): Metadata {
  return { title: pageTitle("Mon compte", getPractice()) };
}

export default function CompteRoute() {
  return <AccountPage />;
}
