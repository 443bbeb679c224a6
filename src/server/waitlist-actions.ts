"use server";

import { headers } from "next/headers";
import type { OfferFormState, WaitlistFormState } from "@/schemas/waitlist-form-state";
import { postOfferForm, postWaitlistForm } from "@/server/waitlist";

/**
 * The server functions of the waiting list's pages (decision 051). Unlike the spec's forms, these
 * pages have no JSON call of their own to keep: the function serves both ways (React calls it when
 * the scripts run, the browser posts the form when they do not), so both go through one path.
 */

export async function sendWaitlistForm(_previous: WaitlistFormState, form: FormData): Promise<WaitlistFormState> {
  return postWaitlistForm(form, await headers());
}

export async function answerOffer(_previous: OfferFormState, form: FormData): Promise<OfferFormState> {
  return postOfferForm(form, await headers());
}
