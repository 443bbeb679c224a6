import { parseDisplayDate } from "@/calendar/display-date";
import { describeDatabaseError } from "@/db/errors";
import { createAppointmentRequest } from "@/domain/appointment-requests/appointment-requests";
import { createContactMessage } from "@/domain/contact-messages/contact-messages";
import { DomainError } from "@/domain/errors";
import { appointmentRequestInput } from "@/schemas/appointment-request";
import { contactMessageInput } from "@/schemas/contact-message";
import type { AppointmentFormField, AppointmentFormState, ContactFormField, ContactFormState, PublicFormState } from "@/schemas/public-form-state";
import { getDatabase } from "@/server/db";
import { env } from "@/server/env";
import { validatePayload } from "@/server/http";
import { logger } from "@/server/logger";
import { clientAddress, hitRateLimits, publicFormLimits } from "@/server/rate-limit";

/**
 * The public forms posted without scripts (before the page's scripts run, or with scripts off):
 * decision 032. The same steps as POST /api/appointment-requests and POST /api/contact — the rate
 * limits per client address, the payload's text cleaned and the zod schema, the domain function —
 * but the answer is the form's state, for the page to be rendered again with it. Nothing typed is
 * logged: one line with the form, the outcome and the duration.
 */

const appointmentFields: AppointmentFormField[] = ["nom", "prenom", "telephone", "datePreferee", "heurePreferee", "motif", "consentementRappels"];
const appointmentRequired: AppointmentFormField[] = ["nom", "prenom", "telephone", "datePreferee", "heurePreferee"];
const contactFields: ContactFormField[] = ["nomComplet", "email", "sujet", "message"];

function valuesOf<Field extends string>(form: FormData, fields: Field[]): Record<Field, string> {
  // React's own hidden fields ($ACTION_…) and anything else posted are left out.
  return Object.fromEntries(fields.map((field) => [field, String(form.get(field) ?? "")])) as Record<Field, string>;
}

/**
 * The date as typed without the script's mask: 'dd/mm/yyyy', 'ddmmyyyy' or 'dd-mm-yyyy' (and the
 * ISO form) become 'yyyy-mm-dd'; null when it is no calendar date. The schema checks the rest.
 */
export function typedDateToIso(text: string): string | null {
  const trimmed = text.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) return trimmed;
  const match = /^(\d{2})\D?(\d{2})\D?(\d{4})$/.exec(trimmed);
  // The calendar reads the date (decision 037): a day that does not exist (31/09) is none.
  return match ? parseDisplayDate(`${match[1]}/${match[2]}/${match[3]}`) : null;
}

/** Refusals become the form's state; anything else is logged (without what was typed) and fails. */
async function settle<Field extends string>(
  form: "appointment-request" | "contact",
  values: Record<Field, string>,
  send: () => Promise<unknown>,
): Promise<PublicFormState<Field>> {
  const started = performance.now();
  let state: PublicFormState<Field>;
  try {
    await send();
    state = { outcome: "success" };
  } catch (error) {
    if (!(error instanceof DomainError)) logger.error({ form, err: describeDatabaseError(error) }, "form post failed");
    const fieldErrors = error instanceof DomainError && error.fields ? error.fields : undefined;
    state = { outcome: "failed", values, ...(fieldErrors ? { fieldErrors } : {}) };
  }
  logger.info({ form, via: "form post", outcome: state.outcome, durationMs: Math.round(performance.now() - started) }, "form post");
  return state;
}

/** The appointment request form without scripts; `headers` are the request's (client address). */
export async function postAppointmentRequestForm(form: FormData, headers: Headers): Promise<AppointmentFormState> {
  const values = valuesOf(form, appointmentFields);
  const datePreferee = typedDateToIso(values.datePreferee);
  // As the script does: nothing is sent while a required field is empty, and a date that is not a
  // date counts as empty (its own reason beside the field).
  if (appointmentRequired.some((field) => values[field].trim() === "") || datePreferee === null) {
    return { outcome: "missingFields", values, ...(values.datePreferee.trim() !== "" && datePreferee === null ? { dateRejected: true } : {}) };
  }
  return settle("appointment-request", values, async () => {
    const { db } = await getDatabase();
    await hitRateLimits(db, [publicFormLimits("appointment-request", clientAddress({ headers }))]);
    // A ticked box posts "on"; an unticked one posts nothing (decision 034).
    const { consentementRappels, ...typed } = values;
    // The Arabic pages' form carries a hidden langue=ar (decision 043); the French ones nothing.
    const arabic = String(form.get("langue") ?? "") === "ar";
    const input = validatePayload(
      { ...typed, datePreferee, ...(consentementRappels === "on" ? { consentementRappels: true } : {}), ...(arabic ? { langue: "ar" } : {}) },
      appointmentRequestInput,
    );
    // The product's forms ask the server to refuse a day the practice is closed (issue 20).
    await createAppointmentRequest(db, input, { timeZone: env().PRACTICE_TIME_ZONE, rejectClosedDays: true });
  });
}

/** The contact form without scripts. */
export async function postContactForm(form: FormData, headers: Headers): Promise<ContactFormState> {
  const values = valuesOf(form, contactFields);
  if (contactFields.some((field) => values[field].trim() === "")) return { outcome: "missingFields", values };
  return settle("contact", values, async () => {
    const { db } = await getDatabase();
    await hitRateLimits(db, [publicFormLimits("contact", clientAddress({ headers }))]);
    await createContactMessage(db, validatePayload(values, contactMessageInput));
  });
}
