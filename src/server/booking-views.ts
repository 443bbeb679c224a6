import type { PlainDate } from "@/calendar/plain-date";
import { bookingDayChip, bookingDayTitle } from "@/content/booking-dates";
import type { BookingWords } from "@/content/booking-words";
import type { HeldSlot } from "@/domain/booking/held-slots";
import type { BookingType, FreeSlot } from "@/schemas/booking";
import type { BookingDayView, BookingSlotView, BookingTypeView, DoctorChoice, HeldSlotView } from "@/schemas/booking-page";

/**
 * The booking pages' labels, written on the server in the page's language (issue 33): the slots
 * travel as wall-clock times of the practice and are shown as such, with "heure du Maroc".
 */

/** The afternoon starts at 13:00 on the slot grid's headings. */
const AFTERNOON = "13:00";

export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

export function typeView(type: BookingType, words: BookingWords): BookingTypeView {
  const arabic = words.locale === "ar";
  return {
    id: type.id,
    libelle: arabic ? type.libelleAr : type.libelleFr,
    dureeMinutes: type.dureeMinutes,
    connusSeulement: type.reservablePar === "patients_connus",
    instructions: (arabic ? type.instructionsAr : type.instructionsFr) ?? null,
    medecins: type.medecins,
  };
}

export function slotView(slot: FreeSlot, words: BookingWords): BookingSlotView {
  const heure = slot.debut.slice(11, 16);
  const jour = bookingDayTitle(slot.debut.slice(0, 10), words.locale);
  return { debut: slot.debut, heure, medecin: slot.medecin, label: fill(words.slots.slotName, { jour, heure, medecin: slot.medecin.nom }), afternoon: heure >= AFTERNOON };
}

export function dayView(day: PlainDate, count: number, href: string, words: BookingWords): BookingDayView {
  return { jour: day, ...bookingDayChip(day, words.locale), title: bookingDayTitle(day, words.locale), count, href };
}

export function heldSlotView(held: HeldSlot, words: BookingWords): HeldSlotView {
  const arabic = words.locale === "ar";
  return {
    id: held.id,
    typeId: held.typeId,
    typeLibelle: arabic ? held.libelleAr : held.libelleFr,
    dureeMinutes: held.dureeMinutes,
    instructions: (arabic ? held.instructionsAr : held.instructionsFr) ?? null,
    medecin: held.medecin,
    debut: held.debut,
    jour: bookingDayTitle(held.debut.slice(0, 10), words.locale),
    heure: held.debut.slice(11, 16),
    jusqua: held.expiresAt,
  };
}

/** "premier" (the first available), or a doctor's id. */
export function doctorChoice(value: string | undefined): DoctorChoice {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : "premier";
}

/** The page's address for a choice of type, doctor and days (GET: it only shows; nothing is held). */
export function bookingHref(
  path: string,
  choice: { type: number; medecin: DoctorChoice; du?: PlainDate; jour?: PlainDate; modifier?: boolean },
  anchor = "#creneaux",
): string {
  const query = new URLSearchParams({ type: String(choice.type), medecin: String(choice.medecin) });
  if (choice.du) query.set("du", choice.du);
  if (choice.jour) query.set("jour", choice.jour);
  if (choice.modifier) query.set("modifier", "1");
  return `${path}?${query.toString()}${choice.modifier ? "" : anchor}`;
}

/** With the first available doctor, one slot per time: the first doctor free then. */
export function firstDoctorPerTime(slots: FreeSlot[]): FreeSlot[] {
  const seen = new Set<string>();
  return slots.filter((slot) => (seen.has(slot.debut) ? false : (seen.add(slot.debut), true)));
}
