import { randomUUID } from "node:crypto";
import { describeDatabaseError } from "@/db/errors";
import type { BookingWords } from "@/content/booking-words";
import { type BookingContext, confirmHold, verifyHold } from "@/domain/booking/bookings";
import { readHeldSlot } from "@/domain/booking/held-slots";
import { holdClientKey, placeHold } from "@/domain/booking/holds";
import { DomainError } from "@/domain/errors";
import { type BookingHoldConflict, bookingMessages, bookingPersonInput, bookingPersonMessages, codeChannels, holdInput } from "@/schemas/booking";
import type { BookingFlowState, DetailsField, HeldSlotView } from "@/schemas/booking-page";
import { bookingCodeChannels } from "@/server/booking";
import { heldSlotView, slotView } from "@/server/booking-views";
import { getDatabase } from "@/server/db";
import { env } from "@/server/env";
import { validatePayload } from "@/server/http";
import { logger } from "@/server/logger";
import { typedDateToIso } from "@/server/public-form-posts";
import { bookingLimits, clientAddress, hitRateLimits } from "@/server/rate-limit";

/**
 * The online booking form's posts (issue 33), with scripts (React runs the server function) and
 * without (the browser posts the form and the page is rendered again with the answer, decision
 * 032). Three posts, told apart by the hidden `etape`: a slot to hold (the same rate limit, check
 * under the doctor's lock and 409 with the next slots as POST /api/booking/holds), the person's
 * details (a code is sent, or the booking waits for the front desk), the code. Nothing typed is
 * logged nor put in an address: one line per post with the step, the outcome and the duration.
 */

const detailsFields: DetailsField[] = ["nom", "prenom", "dateNaissance", "gender", "telephone", "email", "consentementRappels"];
const detailsRequired: DetailsField[] = ["nom", "prenom", "dateNaissance", "gender", "telephone"];

type Context = { words: BookingWords; headers: Headers; now: Date };
type Taken = Extract<BookingFlowState, { etape: "pris" }>;

const text = (form: FormData, name: string) => String(form.get(name) ?? "").trim();

function clockOf(context: Context) {
  const address = clientAddress({ headers: context.headers });
  return { now: context.now, timeZone: env().PRACTICE_TIME_ZONE, clientKey: holdClientKey(address), address };
}

/** A slot button posts `{debut}|{medecinId}` beside the type: the hold, or why not. */
async function holdSlot(form: FormData, context: Context): Promise<BookingFlowState> {
  const typeId = Number(text(form, "type"));
  const [debut = "", medecin = ""] = text(form, "creneau").split("|");
  const refused = (motif: Taken["motif"]): Taken => ({
    etape: "pris",
    motif,
    typeId: Number.isInteger(typeId) && typeId > 0 ? typeId : null,
    suivants: [],
  });
  const { db } = await getDatabase();
  const clock = clockOf(context);
  try {
    await hitRateLimits(db, [bookingLimits("hold", clock.address)], context.now);
    const input = validatePayload({ type: typeId, medecinId: Number(medecin), debut }, holdInput);
    const outcome = await placeHold(db, input, clock);
    if (outcome.kind === "taken") {
      if (outcome.conflict.message === bookingMessages.bookingClosed) return refused("closed");
      return { ...refused("taken"), suivants: outcome.conflict.suivants.map((slot) => slotView(slot, context.words)) };
    }
    const held = await readHeldSlot(db, outcome.hold.id, clock);
    if (!held) return refused("failed");
    return { etape: "coordonnees", hold: heldSlotView(held, context.words) };
  } catch (error) {
    if (error instanceof DomainError) return refused(error.code === "RATE_LIMITED" ? "limited" : "invalid");
    throw error;
  }
}

/** The hold the later steps name in a hidden field, while it is alive. */
async function liveHold(form: FormData, context: Context): Promise<HeldSlotView | null> {
  const { db } = await getDatabase();
  const held = await readHeldSlot(db, text(form, "hold"), clockOf(context));
  return held ? heldSlotView(held, context.words) : null;
}

/** The booking calls' context for this post, as bookingContext (src/server/booking.ts) builds it for a route. */
function callContext(context: Context): BookingContext {
  const clock = clockOf(context);
  return { now: clock.now, timeZone: clock.timeZone, clientKey: clock.clientKey, siteUrl: env().PRACTICE_SITE_URL, channels: bookingCodeChannels(), requestId: randomUUID() };
}

function detailsOf(form: FormData): Record<DetailsField, string> {
  return Object.fromEntries(detailsFields.map((field) => [field, String(form.get(field) ?? "")])) as Record<DetailsField, string>;
}

/** The slot was taken meanwhile (a staff booking over the hold): the next free slots, as a hold's 409. */
function takenState(typeId: number, conflict: BookingHoldConflict, words: BookingWords): BookingFlowState {
  return { etape: "pris", motif: "taken", typeId, suivants: conflict.suivants.map((slot) => slotView(slot, words)) };
}

/** The person's details: a code is sent (or the booking waits for the front desk). `resend`: asked again from the code step. */
async function sendDetails(form: FormData, context: Context, resend = false): Promise<BookingFlowState> {
  const hold = await liveHold(form, context);
  if (!hold) return { etape: "expire", motif: "hold" };
  const values = detailsOf(form);
  const dateNaissance = typedDateToIso(values.dateNaissance);
  if (detailsRequired.some((field) => values[field].trim() === "") || dateNaissance === null) {
    return { etape: "coordonnees", hold, outcome: "missingFields", values, ...(values.dateNaissance.trim() !== "" && dateNaissance === null ? { dateRejected: true } : {}) };
  }
  const { db } = await getDatabase();
  const call = callContext(context);
  try {
    await hitRateLimits(db, [bookingLimits("hold", clockOf(context).address)], context.now);
    const person = validatePayload(
      {
        nom: values.nom,
        prenom: values.prenom,
        dateNaissance,
        gender: values.gender,
        telephone: values.telephone,
        email: values.email,
        // A ticked box posts "on"; an unticked one posts nothing (decision 034).
        ...(values.consentementRappels === "on" ? { consentementRappels: true } : {}),
        langue: context.words.locale,
      },
      bookingPersonInput,
    );
    const outcome = await confirmHold(db, hold.id, person, call);
    if (outcome.kind === "taken") return takenState(hold.typeId, outcome.conflict, context.words);
    const { answer } = outcome;
    if (answer.aConfirmer) return { etape: "a_confirmer", hold };
    // The hold now lasts as long as the code: shown again with its new end.
    const kept = (await liveHold(form, context)) ?? hold;
    return { etape: "code", hold: kept, canal: answer.canal ?? "sms", destination: answer.destination ?? "", values, ...(resend ? { outcome: "resent" as const } : {}) };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    if (error.code === "NOT_FOUND") return { etape: "expire", motif: "hold" };
    const fieldErrors = error.fields ? pickFields(error.fields) : undefined;
    const outcome = error.code === "RATE_LIMITED" || error.code === "CONFLICT" ? "limited" : "failed";
    return { etape: "coordonnees", hold, outcome, values, ...(fieldErrors ? { fieldErrors } : {}) };
  }
}

function pickFields(fields: Record<string, string>): Partial<Record<DetailsField, string>> | undefined {
  const kept = detailsFields.flatMap((field) => (fields[field] ? [[field, fields[field]] as const] : []));
  return kept.length > 0 ? Object.fromEntries(kept) : undefined;
}

/** The code: the appointment is booked, or the code is refused (tries left), or it is no longer valid. */
async function checkCode(form: FormData, context: Context): Promise<BookingFlowState> {
  const code = text(form, "code").replace(/\s/g, "");
  const hold = await liveHold(form, context);
  if (!hold) return { etape: "expire", motif: "code" };
  const canal = codeChannels.find((channel) => channel === text(form, "canal")) ?? "sms";
  const again = { etape: "code" as const, hold, canal, destination: text(form, "destination").slice(0, 80), values: detailsOf(form) };
  if (!/^\d{6}$/.test(code)) return { ...again, outcome: "missing" };
  const { db } = await getDatabase();
  try {
    await hitRateLimits(db, [bookingLimits("hold", clockOf(context).address)], context.now);
    const outcome = await verifyHold(db, hold.id, code, callContext(context));
    if (outcome.kind === "taken") return takenState(hold.typeId, outcome.conflict, context.words);
    return { etape: "reserve", hold, lienEnvoye: outcome.booking.lienEnvoye };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    if (error.code === "NOT_FOUND") return { etape: "expire", motif: "code" };
    const reason = error.fields?.code ?? "";
    if (reason === bookingPersonMessages.codeExhausted) return { etape: "expire", motif: "tooMany" };
    if (reason === bookingPersonMessages.codeExpired || reason === bookingPersonMessages.codeMissing) return { etape: "expire", motif: "code" };
    if (error.code === "VALIDATION") {
      const left = /(\d+) essai/.exec(reason)?.[1];
      return { ...again, outcome: "wrong", ...(left ? { triesLeft: Number(left) } : {}) };
    }
    return { ...again, outcome: "failed" };
  }
}

/** The booking form posted (with or without scripts); `headers` are the request's (client address). */
export async function postBookingForm(form: FormData, context: Context): Promise<BookingFlowState> {
  const started = performance.now();
  const step = text(form, "etape");
  let state: BookingFlowState;
  try {
    if (step === "creneau") state = await holdSlot(form, context);
    else if (step === "coordonnees") state = await sendDetails(form, context);
    else if (step === "code") state = await checkCode(form, context);
    else if (step === "nouveau-code") state = await sendDetails(form, context, true);
    else state = { etape: null };
  } catch (error) {
    logger.error({ form: "online-booking", step, err: describeDatabaseError(error) }, "form post failed");
    state = { etape: "pris", motif: "failed", typeId: null, suivants: [] };
  }
  logger.info({ form: "online-booking", step, outcome: state.etape, durationMs: Math.round(performance.now() - started) }, "form post");
  return state;
}
