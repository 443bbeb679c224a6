import { describeDatabaseError } from "@/db/errors";
import { readBookingSettings } from "@/domain/booking/booking-settings";
import { holdClientKey } from "@/domain/booking/holds";
import { bookableTypes, publicDoctorName } from "@/domain/booking/visit-types";
import { joinWaitlist, verifyWaitlistEntry } from "@/domain/booking/waitlist";
import { acceptOffer, declineOffer, readOffer } from "@/domain/booking/waitlist-offers";
import { DomainError } from "@/domain/errors";
import { addDays } from "@/calendar/plain-date";
import { todayIn } from "@/calendar/zone";
import type { WaitlistOffer } from "@/schemas/waitlist";
import { waitlistInput, waitlistVerifyInput } from "@/schemas/waitlist";
import type { OfferFormState, WaitlistFormField, WaitlistFormState } from "@/schemas/waitlist-form-state";
import { bookingCodeChannels } from "@/server/booking";
import { getDatabase } from "@/server/db";
import { env } from "@/server/env";
import { validatePayload } from "@/server/http";
import { logger } from "@/server/logger";
import { typedDateToIso } from "@/server/public-form-posts";
import { bookingLimits, clientAddress, hitRateLimits } from "@/server/rate-limit";

/**
 * The waiting list's pages (decision 051): what they show, and their posts. A post goes through
 * the JSON calls' steps — the rate limit per address, the payload cleaned and the zod schema, the
 * domain function — and answers the form's state. The same server function serves the page with
 * scripts (React calls it) and without (the browser posts the form). Nothing typed is logged.
 */

export type WaitlistPageType = { id: number; libelleFr: string; libelleAr: string; medecins: { id: number; nom: string }[] };
export type WaitlistPageData = { open: boolean; types: WaitlistPageType[]; firstDay: string; lastDay: string };

/** The types and doctors the form offers, and the days it accepts (today to the horizon); null when the database does not answer. */
export async function loadWaitlistPage(): Promise<WaitlistPageData | null> {
  try {
    const { db } = await getDatabase();
    const settings = await readBookingSettings(db);
    const today = todayIn(env().PRACTICE_TIME_ZONE);
    const types = settings.reservationEnLigne ? await bookableTypes(db) : [];
    return {
      open: settings.reservationEnLigne && types.length > 0,
      types: types.map((type) => ({
        id: type.id,
        libelleFr: type.libelleFr,
        libelleAr: type.libelleAr,
        medecins: type.doctors.map((doctor) => ({ id: doctor.id, nom: publicDoctorName(doctor) })),
      })),
      firstDay: today,
      lastDay: addDays(today, settings.horizonJours),
    };
  } catch (error) {
    logger.error({ page: "waitlist", err: describeDatabaseError(error) }, "waiting list page failed");
    return null;
  }
}

const fields: WaitlistFormField[] = ["type", "medecinId", "du", "au", "nom", "prenom", "dateNaissance", "gender", "contact"];
const required: WaitlistFormField[] = ["type", "du", "au", "nom", "prenom", "dateNaissance", "gender", "contact"];

function valuesOf(form: FormData): Record<WaitlistFormField, string> {
  return Object.fromEntries([...fields, "code"].map((field) => [field, String(form.get(field) ?? "").slice(0, 300)])) as Record<WaitlistFormField, string>;
}

/** The form's post: `intent` join (the details, a code sent) or verify (the code). */
export async function postWaitlistForm(form: FormData, headers: Headers): Promise<WaitlistFormState> {
  const started = performance.now();
  const intent = String(form.get("intent") ?? "join") === "verify" ? "verify" : "join";
  const state = intent === "verify" ? await verifyStep(form, headers) : await joinStep(form, headers);
  logger.info({ form: "waitlist", step: intent, outcome: state.outcome ?? state.step, durationMs: Math.round(performance.now() - started) }, "form post");
  return state;
}

async function joinStep(form: FormData, headers: Headers): Promise<WaitlistFormState> {
  const values = valuesOf(form);
  const dateNaissance = typedDateToIso(values.dateNaissance);
  const kept = { ...values, code: "" };
  if (required.some((field) => values[field].trim() === "") || dateNaissance === null) return { step: "form", outcome: "missingFields", values: kept };
  const langue = String(form.get("langue") ?? "") === "ar" ? "ar" : "fr";
  try {
    const { db } = await getDatabase();
    const address = clientAddress({ headers });
    await hitRateLimits(db, [bookingLimits("hold", address)]);
    const input = validatePayload(
      {
        type: values.type,
        medecinId: values.medecinId === "" ? null : values.medecinId,
        du: values.du,
        au: values.au,
        nom: values.nom,
        prenom: values.prenom,
        dateNaissance,
        gender: values.gender,
        contact: values.contact,
        langue,
      },
      waitlistInput,
    );
    const joined = await joinWaitlist(db, input, { now: new Date(), timeZone: env().PRACTICE_TIME_ZONE, clientKey: holdClientKey(address), channels: bookingCodeChannels() });
    return { step: "code", outcome: null, entryId: joined.id, destination: joined.destinataire, canal: joined.canal };
  } catch (error) {
    return { step: "form", ...failure(error), values: kept };
  }
}

async function verifyStep(form: FormData, headers: Headers): Promise<WaitlistFormState> {
  const entryId = Number(form.get("entryId"));
  const destination = String(form.get("destination") ?? "").slice(0, 100);
  const codeStep = { step: "code" as const, entryId, destination };
  if (!Number.isInteger(entryId) || entryId <= 0) return { step: "form", outcome: "failed" };
  const code = String(form.get("code") ?? "").replace(/\s/g, "");
  if (code === "") return { ...codeStep, outcome: "missingFields" };
  try {
    const { db } = await getDatabase();
    await hitRateLimits(db, [bookingLimits("hold", clientAddress({ headers }))]);
    const input = validatePayload({ code }, waitlistVerifyInput);
    const outcome = await verifyWaitlistEntry(db, entryId, input.code, new Date());
    if (outcome.kind === "wrong") return { ...codeStep, outcome: "codeWrong", triesLeft: outcome.triesLeft };
    if (outcome.kind === "void") return { ...codeStep, outcome: "codeExpired" };
    return { step: "done", outcome: null, du: outcome.answer.du, au: outcome.answer.au };
  } catch (error) {
    return { ...codeStep, ...failure(error) };
  }
}

/** A refusal as the form's outcome; anything unexpected is logged (without what was typed). */
function failure(error: unknown): Pick<WaitlistFormState, "outcome" | "fieldErrors"> {
  if (error instanceof DomainError) {
    if (error.code === "RATE_LIMITED") return { outcome: "tooMany" };
    if (error.code === "CONFLICT") return { outcome: error.fields?.contact ? "undeliverable" : "closed" };
    return { outcome: "failed", ...(error.fields ? { fieldErrors: error.fields } : {}) };
  }
  logger.error({ form: "waitlist", err: describeDatabaseError(error) }, "form post failed");
  return { outcome: "failed" };
}

/** The offer a link holds, or null for an unknown link (the page says so). */
export async function loadOffer(token: string): Promise<WaitlistOffer | null> {
  const { db } = await getDatabase();
  try {
    return await readOffer(db, token, { now: new Date(), timeZone: env().PRACTICE_TIME_ZONE });
  } catch (error) {
    if (error instanceof DomainError && error.code === "NOT_FOUND") return null;
    throw error;
  }
}

/** The offer page's post: take the slot, or let it go. */
export async function postOfferForm(form: FormData, headers: Headers): Promise<OfferFormState> {
  const token = String(form.get("token") ?? "");
  const intent = String(form.get("intent") ?? "accept");
  const started = performance.now();
  let state: OfferFormState;
  try {
    const { db } = await getDatabase();
    await hitRateLimits(db, [bookingLimits("hold", clientAddress({ headers }))]);
    const clock = { now: new Date(), timeZone: env().PRACTICE_TIME_ZONE };
    if (intent === "decline") {
      const declined = await declineOffer(db, token, clock);
      state = { outcome: declined.message.startsWith("C'est noté") ? "declined" : "closed" };
    } else {
      const outcome = await acceptOffer(db, token, { ...clock, requestId: crypto.randomUUID(), channels: bookingCodeChannels() });
      state = { outcome: outcome.kind === "accepted" ? "accepted" : outcome.kind };
    }
  } catch (error) {
    if (error instanceof DomainError && error.code === "NOT_FOUND") state = { outcome: "closed" };
    else {
      if (!(error instanceof DomainError)) logger.error({ form: "waitlist-offer", err: describeDatabaseError(error) }, "form post failed");
      state = { outcome: "failed" };
    }
  }
  logger.info({ form: "waitlist-offer", step: intent, outcome: state.outcome, durationMs: Math.round(performance.now() - started) }, "form post");
  return state;
}
