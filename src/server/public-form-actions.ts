"use server";

import { headers } from "next/headers";
import type { AppointmentFormState, ContactFormState } from "@/schemas/public-form-state";
import { postAppointmentRequestForm, postContactForm } from "@/server/public-form-posts";

/**
 * The server functions the public forms post to when their scripts have not run (decision 032):
 * a page passes them to its form, React writes them into the form's markup, and Next renders the
 * page again with the answer. With scripts, the forms call the JSON API instead.
 */

export async function sendAppointmentRequestForm(_previous: AppointmentFormState, form: FormData): Promise<AppointmentFormState> {
  return postAppointmentRequestForm(form, await headers());
}

export async function sendContactForm(_previous: ContactFormState, form: FormData): Promise<ContactFormState> {
  return postContactForm(form, await headers());
}
