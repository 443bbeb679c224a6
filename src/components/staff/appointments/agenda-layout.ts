import { nowForDateTimeInput } from "@/client/practice-dates";
import { minutesOf } from "@/components/staff/appointments/agenda-dates";
import type { AgendaHold, AgendaHolder, AgendaWeek } from "@/schemas/agenda";
import type { AgendaAppointment, AppointmentStatus, PatientAction } from "@/schemas/appointment";
import type { StaffRef } from "@/schemas/staff-user";

/** Statuses that hold no slot: the doctor's time is free again (the server's overlap rule). */
export const FREEING_STATUSES: readonly AppointmentStatus[] = ["annule", "absent"];

/** What the agenda shows of an appointment, and what its overlap warning needs: a full appointment has it too. */
export type AgendaShown = Pick<AgendaAppointment, "id" | "dateHeure" | "dureeMinutes" | "status" | "motif" | "patient"> & { medecin: StaffRef };

/**
 * An appointment of the agenda's answer (decision 041) with its holder, and whether the holder is an active doctor; `enLigne`:
 * booked online; `actionPatient`: what the patient did from their link (decision 050).
 */
export type AgendaItem = AgendaShown & { medecin: AgendaHolder; enLigne?: boolean; actionPatient?: PatientAction | null };

/** The agenda's answer as the screen uses it: each appointment with its holder (an unknown holder is not a doctor). */
export function agendaItems(week: AgendaWeek): AgendaItem[] {
  const holders = new Map(week.medecins.map((holder) => [holder.id, holder]));
  return week.rendezVous.map(({ medecinId, ...entry }) => ({
    ...entry,
    medecin: holders.get(medecinId) ?? { id: medecinId, nom: "", prenom: `Compte n° ${medecinId}`, estMedecin: false },
  }));
}

/** "Dr Omar Bennani"; an account that is not an active doctor is named without the title. */
export function holderName(holder: AgendaHolder): string {
  return holder.estMedecin ? `Dr ${holder.prenom} ${holder.nom}` : `${holder.prenom} ${holder.nom}`.trim();
}

/** The agenda's time grid needs this many pixels for `columns` columns (the hours' column, then 9.5rem each). */
export function gridWidth(columns: number): number {
  return 56 + columns * 152;
}

/** Below this width (Tailwind's `sm`: a phone), the agenda is a list even when one column would fit. */
export const PHONE_WIDTH = 640;

/** Grid or list, for a page `width` px wide showing `columns` columns: the list on a phone and wherever the grid does not fit. */
export function fittingDisplay(width: number | null, columns: number): "grille" | "liste" {
  if (width === null) return "grille";
  return width < PHONE_WIDTH || width < gridWidth(Math.max(columns, 1)) ? "liste" : "grille";
}

/** Where an appointment sits on the practice's clock: its day, and its start and end in minutes. */
export type Placed<T> = { item: T; day: string; start: number; end: number };

/** '2026-11-23T10:30' → the day and the minutes after midnight. */
export function splitWallClock(wallClock: string): { day: string; minutes: number } {
  return { day: wallClock.slice(0, 10), minutes: minutesOf(wallClock.slice(11, 16)) };
}

export function place<T extends { dateHeure: string; dureeMinutes: number }>(item: T, timeZone: string): Placed<T> {
  const { day, minutes } = splitWallClock(nowForDateTimeInput(timeZone, new Date(item.dateHeure)));
  return { item, day, start: minutes, end: minutes + item.dureeMinutes };
}

/** Where a visitor's hold sits on the practice's clock, as an appointment is placed. */
export function placeHold(hold: AgendaHold, timeZone: string): Placed<AgendaHold> {
  const minutes = Math.round((Date.parse(hold.fin) - Date.parse(hold.debut)) / 60_000);
  return { ...place({ dateHeure: hold.debut, dureeMinutes: minutes }, timeZone), item: hold };
}

/**
 * The appointments of `medecinId` that a booking from `wallClock` for `minutes` would overlap
 * (touching is fine; cancelled and absent ones free their slot). A warning before saving: the
 * server decides.
 */
export function overlapsOf<T extends AgendaShown>(
  appointments: readonly T[],
  booking: { wallClock: string; minutes: number; medecinId: number; excludeId?: number },
  timeZone: string,
): T[] {
  const { day, minutes } = splitWallClock(booking.wallClock);
  const end = minutes + booking.minutes;
  return appointments
    .filter((appointment) => appointment.medecin.id === booking.medecinId && appointment.id !== booking.excludeId && !FREEING_STATUSES.includes(appointment.status))
    .map((appointment) => place(appointment, timeZone))
    .filter((placed) => placed.day === day && placed.start < end && minutes < placed.end)
    .map((placed) => placed.item);
}

/**
 * Side-by-side lanes for the appointments of one column that overlap (a forced double booking):
 * each gets a lane and the number of lanes of its group, so that none hides another.
 */
export function laneLayout<T>(placed: Placed<T>[]): (Placed<T> & { lane: number; lanes: number })[] {
  const sorted = [...placed].sort((a, b) => a.start - b.start || a.end - b.end);
  const result: (Placed<T> & { lane: number; lanes: number })[] = [];
  let group: (Placed<T> & { lane: number; lanes: number })[] = [];
  let groupEnd = -1;
  const closeGroup = () => {
    const lanes = Math.max(1, ...group.map((entry) => entry.lane + 1));
    for (const entry of group) entry.lanes = lanes;
    result.push(...group);
    group = [];
  };
  for (const entry of sorted) {
    if (entry.start >= groupEnd && group.length > 0) closeGroup();
    const laneEnds: number[] = [];
    for (const other of group) laneEnds[other.lane] = Math.max(laneEnds[other.lane] ?? -1, other.end);
    let lane = laneEnds.findIndex((laneEnd) => laneEnd <= entry.start);
    if (lane === -1) lane = laneEnds.length;
    group.push({ ...entry, lane, lanes: 1 });
    groupEnd = Math.max(groupEnd, entry.end);
  }
  closeGroup();
  return result;
}
