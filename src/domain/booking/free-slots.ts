import { and, gt, inArray, lt, ne, sql } from "drizzle-orm";
import { type Database, queryRows } from "@/db/client";
import { appointments, bookingHolds } from "@/db/schema";
import { readBookingSettings } from "@/domain/booking/booking-settings";
import { bookableTypes, publicDoctorName } from "@/domain/booking/visit-types";
import { invalid, notFound } from "@/domain/errors";
import { readPracticeHours } from "@/domain/practice-hours/practice-hours";
import { dayHours } from "@/calendar/opening-hours";
import { addDays, daysBetween, type PlainDate } from "@/calendar/plain-date";
import { minutesAsTime, startOfDayIn, todayIn, zonedTimeToInstant } from "@/calendar/zone";
import { bookingMessages, type FreeSlot } from "@/schemas/booking";
import { MAX_APPOINTMENT_MINUTES } from "@/schemas/appointment";

/**
 * The free slots of a visit type (decision 047). The clock is a parameter: `now` decides the
 * notice, the horizon and which holds are still alive, so a test fixes it and nothing depends
 * on today's date.
 *
 * A slot is offered when it lies inside the day's opening hours (the usual week, or a special
 * period's such as Ramadan; never on a closure, confirmed or only estimated — an estimated
 * religious holiday is offered once an admin confirms it is not one), starts on the grid (the
 * range's start rounded up to the quarter hour, then every `pasMinutes`, by default the type's
 * duration), ends inside the range, starts at least `preavisMinutes` after `now` and falls on a
 * day at most `horizonJours` after today. It is free for a doctor who takes the type when it
 * overlaps none of the doctor's appointments that count (not annule, not absent) and no live
 * hold of another visitor, and the doctor's online bookings and others' holds of that day are
 * under the daily cap. The reads are the same few whatever the range: the rules, the type with its
 * doctors, the opening hours, then the doctors' appointments and holds of the range's whole days.
 */

export type SlotClock = {
  now: Date;
  timeZone: string;
  /** The visitor's hold does not hide a slot from the visitor (a hash of the client's address). */
  clientKey?: string;
};

export type SlotSearch = {
  typeId: number;
  du: PlainDate;
  au: PlainDate;
  medecinId?: number;
  /** The appointment a patient moves from their link (decision 050): it does not block its own new slot. */
  excludeAppointmentId?: number;
};

type Candidate = { start: number; end: number; day: PlainDate; debut: string; fin: string };
type Busy = { start: number; end: number };

export type SlotComputation = {
  /** Online booking is switched off: nothing is offered. */
  closed: boolean;
  /** Wall-clock starts offered (hours, grid, notice, horizon), free or not. */
  offered: Set<string>;
  free: FreeSlot[];
};

const MINUTE = 60_000;
const QUARTER = 15;

const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * The day's candidate slots, in time order. Offsets are read once per opening range: Morocco
 * changes its clocks at night, outside any hours, and a range that does straddle a change is
 * converted slot by slot.
 */
function dayCandidates(
  day: PlainDate,
  ranges: { debut: string; fin: string }[],
  duration: number,
  step: number,
  earliest: number,
  timeZone: string,
): Candidate[] {
  const midnight = Date.parse(`${day}T00:00:00Z`);
  const candidates: Candidate[] = [];
  for (const range of ranges) {
    const from = toMinutes(range.debut);
    const to = toMinutes(range.fin);
    const first = Math.ceil(from / QUARTER) * QUARTER;
    const offsetAt = (minutes: number) => midnight + minutes * MINUTE - zonedTimeToInstant(midnight + minutes * MINUTE, timeZone);
    const startOffset = offsetAt(from);
    const endOffset = offsetAt(to);
    const instant =
      startOffset === endOffset
        ? (minutes: number) => midnight + minutes * MINUTE - startOffset
        : (minutes: number) => zonedTimeToInstant(midnight + minutes * MINUTE, timeZone);
    for (let minutes = first; minutes + duration <= to; minutes += step) {
      const start = instant(minutes);
      if (start < earliest) continue;
      candidates.push({ start, end: instant(minutes + duration), day, debut: `${day}T${minutesAsTime(minutes)}`, fin: `${day}T${minutesAsTime(minutes + duration)}` });
    }
  }
  return candidates.sort((a, b) => a.start - b.start);
}

/** True when [start, end) meets one of the intervals (sorted by start, none longer than `longest`). */
function overlapsAny(busy: Busy[], start: number, end: number, longest: number): boolean {
  // The first interval that could reach `start`: those starting more than `longest` before cannot.
  let low = 0;
  let high = busy.length;
  const from = start - longest;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (busy[middle]!.start <= from) low = middle + 1;
    else high = middle;
  }
  for (let index = low; index < busy.length && busy[index]!.start < end; index += 1) {
    if (busy[index]!.end > start) return true;
  }
  return false;
}

/** The slots offered and free; throws 404 for a type not offered online, 400 for a doctor who does not take it. */
export async function computeSlots(db: Database, search: SlotSearch, clock: SlotClock): Promise<SlotComputation> {
  const settings = await readBookingSettings(db);
  if (!settings.reservationEnLigne) return { closed: true, offered: new Set(), free: [] };
  const [type] = await bookableTypes(db, { typeId: search.typeId });
  if (!type) throw notFound(bookingMessages.typeNotFound);
  const doctors = search.medecinId === undefined ? type.doctors : type.doctors.filter((doctor) => doctor.id === search.medecinId);
  if (doctors.length === 0) throw invalid(bookingMessages.doctorNotOffered, { medecinId: bookingMessages.doctorNotOffered });

  const { now, timeZone } = clock;
  const today = todayIn(timeZone, now);
  const from = search.du > today ? search.du : today;
  const lastDay = addDays(today, settings.horizonJours);
  const to = search.au < lastDay ? search.au : lastDay;
  const empty: SlotComputation = { closed: false, offered: new Set(), free: [] };
  if (from > to) return empty;

  const hours = await readPracticeHours(db, { today });
  const duration = type.dureeMinutes;
  const step = settings.pasMinutes ?? duration;
  const earliest = now.getTime() + settings.preavisMinutes * MINUTE;
  const candidates: Candidate[] = [];
  for (const day of daysBetween(from, to)) {
    const { ranges, closure } = dayHours(hours, day);
    // A closure, even an estimated one, is never offered: a religious holiday waits for its confirmation.
    if (closure) continue;
    candidates.push(...dayCandidates(day, ranges, duration, step, earliest, timeZone));
  }
  if (candidates.length === 0) return empty;

  // The whole days of the range: the cap counts the day's online bookings, whenever they start.
  const windowStart = startOfDayIn(from, timeZone);
  const windowEnd = startOfDayIn(addDays(to, 1), timeZone);
  const doctorIds = doctors.map((doctor) => doctor.id);
  const [booked, held] = await Promise.all([
    // Read without the ORM's per-field mapping: a busy month is thousands of rows (decision 019's lesson).
    queryRows<{ medecin_id: number; start_ms: number; end_ms: number; en_ligne: boolean }>(
      db,
      sql`select ${appointments.medecinId} as medecin_id,
                 (extract(epoch from ${appointments.dateHeure}) * 1000)::float8 as start_ms,
                 (extract(epoch from ${appointments.dateHeure}) * 1000)::float8 + ${appointments.dureeMinutes} * 60000 as end_ms,
                 ${appointments.source} = 'en_ligne' as en_ligne
          from ${appointments}
          where ${appointments.medecinId} in (${sql.join(doctorIds.map((id) => sql`${id}`), sql`, `)})
            and ${appointments.dateHeure} > ${new Date(windowStart.getTime() - MAX_APPOINTMENT_MINUTES * MINUTE).toISOString()}::timestamptz
            and ${appointments.dateHeure} < ${windowEnd.toISOString()}::timestamptz
            and ${appointments.status} not in ('annule', 'absent')
            ${search.excludeAppointmentId === undefined ? sql`` : sql`and ${appointments.id} <> ${search.excludeAppointmentId}`}`,
    ),
    db
      .select({ medecinId: bookingHolds.medecinId, debut: bookingHolds.debut, fin: bookingHolds.fin })
      .from(bookingHolds)
      .where(
        and(
          inArray(bookingHolds.medecinId, doctorIds),
          gt(bookingHolds.expiresAt, now),
          lt(bookingHolds.debut, windowEnd),
          gt(bookingHolds.fin, windowStart),
          clock.clientKey === undefined ? undefined : ne(bookingHolds.clientKey, clock.clientKey),
        ),
      ),
  ]);

  const busyByDoctor = new Map<number, Busy[]>(doctorIds.map((id) => [id, []]));
  const onlineByDoctorDay = new Map<string, number>();
  const countOnline = (medecinId: number, day: PlainDate) => {
    const key = `${medecinId}:${day}`;
    onlineByDoctorDay.set(key, (onlineByDoctorDay.get(key) ?? 0) + 1);
  };
  // The longest busy interval bounds how far back an overlapping one can start.
  let longest = 0;
  for (const row of booked) {
    const start = Number(row.start_ms);
    const end = Number(row.end_ms);
    busyByDoctor.get(row.medecin_id)!.push({ start, end });
    longest = Math.max(longest, end - start);
    // The practice's day through the server's offset table, as everywhere: PGlite's time-zone data
    // puts Casablanca at UTC+0 (decision 010).
    if (row.en_ligne) countOnline(row.medecin_id, todayIn(timeZone, new Date(start)));
  }
  for (const row of held) {
    busyByDoctor.get(row.medecinId)!.push({ start: row.debut.getTime(), end: row.fin.getTime() });
    longest = Math.max(longest, row.fin.getTime() - row.debut.getTime());
    countOnline(row.medecinId, todayIn(timeZone, row.debut));
  }
  for (const busy of busyByDoctor.values()) busy.sort((a, b) => a.start - b.start);

  const cap = settings.plafondJournalier;
  const offered = new Set(candidates.map((candidate) => candidate.debut));
  const free: FreeSlot[] = [];
  for (const candidate of candidates) {
    for (const doctor of doctors) {
      if (cap !== null && (onlineByDoctorDay.get(`${doctor.id}:${candidate.day}`) ?? 0) >= cap) continue;
      if (overlapsAny(busyByDoctor.get(doctor.id)!, candidate.start, candidate.end, longest)) continue;
      free.push({ debut: candidate.debut, fin: candidate.fin, medecin: { id: doctor.id, nom: publicDoctorName(doctor) } });
    }
  }
  return { closed: false, offered, free };
}

/** GET /api/booking/slots: the free slots, by time then doctor (none while online booking is off). */
export async function findFreeSlots(db: Database, search: SlotSearch, clock: SlotClock): Promise<FreeSlot[]> {
  return (await computeSlots(db, search, clock)).free;
}

/** The first `count` free slots of the type and doctor after `after` (a wall-clock start), looking 31 days ahead. */
export async function nextFreeSlots(
  db: Database,
  search: { typeId: number; medecinId: number; after: string; excludeAppointmentId?: number },
  clock: SlotClock,
  count: number,
): Promise<FreeSlot[]> {
  const day = search.after.slice(0, 10);
  const { free } = await computeSlots(
    db,
    { typeId: search.typeId, medecinId: search.medecinId, du: day, au: addDays(day, 30), excludeAppointmentId: search.excludeAppointmentId },
    clock,
  );
  return free.filter((slot) => slot.debut > search.after).slice(0, count);
}
