"use server";

import { headers } from "next/headers";
import { refresh } from "next/cache";
import { bookingWordsAr } from "@/content/ar/booking-words";
import { bookingWordsFr } from "@/content/booking-words";
import type { BookingFlowState } from "@/schemas/booking-page";
import { postBookingForm } from "@/server/booking-form-posts";

/**
 * The server function the online booking form posts to, with scripts (React calls it) and without
 * (the browser posts the form to the page, decision 032). A slot taken meanwhile refreshes the
 * page's slot list, so that the slot no longer shows as free.
 */
export async function sendBookingForm(_previous: BookingFlowState, form: FormData): Promise<BookingFlowState> {
  const words = String(form.get("langue") ?? "") === "ar" ? bookingWordsAr : bookingWordsFr;
  const state = await postBookingForm(form, { words, headers: await headers(), now: new Date() });
  if (state.etape === "pris") refresh();
  return state;
}
