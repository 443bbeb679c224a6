import { addDays, type PlainDate } from "@/calendar/plain-date";
import { isPlainDate } from "@/calendar/display-date";
import { todayIn } from "@/calendar/zone";
import type { BookingWords } from "@/content/booking-words";
import { readBookingSettings } from "@/domain/booking/booking-settings";
import { findFreeSlots } from "@/domain/booking/free-slots";
import { holdClientKey } from "@/domain/booking/holds";
import { bookableTypes, toBookingType } from "@/domain/booking/visit-types";
import { DomainError } from "@/domain/errors";
import { SLOTS_MAX_DAYS, type FreeSlot } from "@/schemas/booking";
import type { BookingDayView, BookingPageView, DoctorChoice } from "@/schemas/booking-page";
import { bookingHref, dayView, doctorChoice, firstDoctorPerTime, slotView, typeView } from "@/server/booking-views";
import { getDatabase } from "@/server/db";
import { env } from "@/server/env";
import { bookingLimits, clientAddress, hitRateLimits } from "@/server/rate-limit";

/**
 * What /rendez-vous and /ar/rendez-vous show for their address (issue 33): the visit types, or,
 * once a type is chosen, the days of a window of at most 31 days that have free slots and the
 * chosen day's slots — computed by the very function GET /api/booking/slots answers with, with
 * the same rate limit per address. A GET: nothing is held here (holds are POSTs of the form).
 */

export type BookingQuery = Record<string, string | string[] | undefined>;

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const dateParam = (value: string | undefined) => (value && isPlainDate(value) ? value : undefined);
/** How many windows of days the page looks through for the first free slot before saying there is none. */
const WINDOWS_SEARCHED = 3;

export async function loadBookingPage(query: BookingQuery, words: BookingWords, headers: Headers, now = new Date()): Promise<BookingPageView> {
  const { db } = await getDatabase();
  const settings = await readBookingSettings(db);
  if (!settings.reservationEnLigne) return { kind: "closed" };
  const types = (await bookableTypes(db)).map((type) => typeView(toBookingType(type), words));
  if (types.length === 0) return { kind: "closed" };

  const typeId = Number(one(query.type));
  const type = types.find((candidate) => candidate.id === typeId);
  const asked = doctorChoice(one(query.medecin));
  // A doctor who does not take the type: every doctor's slots, each naming its doctor.
  const medecin: DoctorChoice = asked !== "premier" && type?.medecins.some((doctor) => doctor.id === asked) ? asked : "premier";
  if (!type || one(query.modifier) === "1") return { kind: "choose", types, typeId: type?.id ?? null, medecin: type ? medecin : asked };

  const path = words.paths.booking;
  const timeZone = env().PRACTICE_TIME_ZONE;
  const today = todayIn(timeZone, now);
  const lastDay = addDays(today, settings.horizonJours);
  const base: Omit<Extract<BookingPageView, { kind: "slots" }>, "jours" | "jour" | "creneaux" | "precedent" | "suivant" | "limited"> = {
    kind: "slots",
    focus: one(query.jour) ? "day" : "step",
    type,
    medecin,
    medecinNom: medecin === "premier" ? null : (type.medecins.find((doctor) => doctor.id === medecin)?.nom ?? null),
    modifier: bookingHref(path, { type: type.id, medecin, modifier: true }),
  };
  const address = clientAddress({ headers });
  try {
    await hitRateLimits(db, [bookingLimits("read", address)], now);
  } catch (error) {
    if (error instanceof DomainError && error.code === "RATE_LIMITED") return { ...base, jours: [], jour: null, creneaux: [], precedent: null, suivant: null, limited: true };
    throw error;
  }

  const askedStart = dateParam(one(query.du));
  let du: PlainDate = askedStart && askedStart > today ? askedStart : today;
  let au: PlainDate = du;
  let free: FreeSlot[] = [];
  // No free slot in the window asked for: the next windows, up to the horizon (the first available).
  for (let window = 0; window < WINDOWS_SEARCHED && du <= lastDay; window += 1) {
    au = addDays(du, SLOTS_MAX_DAYS - 1) < lastDay ? addDays(du, SLOTS_MAX_DAYS - 1) : lastDay;
    const found = await findFreeSlots(
      db,
      { typeId: type.id, du, au, medecinId: medecin === "premier" ? undefined : medecin },
      { now, timeZone, clientKey: holdClientKey(address) },
    );
    free = medecin === "premier" ? firstDoctorPerTime(found) : found;
    if (free.length > 0 || askedStart) break;
    du = addDays(au, 1);
  }

  const byDay = new Map<PlainDate, FreeSlot[]>();
  for (const slot of free) {
    const day = slot.debut.slice(0, 10);
    byDay.set(day, [...(byDay.get(day) ?? []), slot]);
  }
  const jours: BookingDayView[] = [...byDay].map(([day, slots]) => dayView(day, slots.length, bookingHref(path, { type: type.id, medecin, du, jour: day }), words));
  const askedDay = dateParam(one(query.jour));
  const jour = jours.find((day) => day.jour === askedDay) ?? jours[0] ?? null;
  const previousStart = addDays(du, -SLOTS_MAX_DAYS) > today ? addDays(du, -SLOTS_MAX_DAYS) : today;
  return {
    ...base,
    jours,
    jour,
    creneaux: jour ? byDay.get(jour.jour)!.map((slot) => slotView(slot, words)) : [],
    precedent: du > today ? bookingHref(path, { type: type.id, medecin, du: previousStart }) : null,
    suivant: au < lastDay ? bookingHref(path, { type: type.id, medecin, du: addDays(au, 1) }) : null,
    limited: false,
  };
}

