import type { Metadata } from "next";
import { BookingPage } from "@/components/staff/booking/booking-page";
import { pageTitle } from "@/content/practice";
import { getPractice } from "@/server/practice";

export function generateMetadata(): Metadata {
  return { title: pageTitle("Réservation en ligne", getPractice()) };
}

export default function ReservationRoute() {
  return <BookingPage />;
}
