import type { Metadata } from "next";
import { BookingsToConfirmPage } from "@/components/staff/bookings-to-confirm/bookings-to-confirm-page";
import { pageTitle } from "@/content/practice";
import { getPractice } from "@/server/practice";

export function generateMetadata(): Metadata {
  return { title: pageTitle("Réservations à confirmer", getPractice()) };
}

export default function ReservationsAConfirmerPage() {
  return <BookingsToConfirmPage />;
}
