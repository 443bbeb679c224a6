import { eq } from "drizzle-orm";
import { GET as slotsRoute } from "@/app/api/booking/slots/route";
import type { Database } from "@/db/client";
import { appointments, bookingHolds, bookingSettings, visitTypeDoctors, visitTypes } from "@/db/schema";
import { readBookingSettings } from "@/domain/booking/booking-settings";
import { readPracticeHours, savePracticeHours } from "@/domain/practice-hours/practice-hours";
import { parseDateTime } from "@/calendar/zone";
import type { FreeSlot } from "@/schemas/booking";
import type { PracticeHoursInput } from "@/schemas/practice-hours";
import { call, type CallResult } from "./api-test-kit";

/** What the online booking tests share: the pre-filled types, the hours, appointments and slots. */

export const ZONE = "Africa/Casablanca";

/** The instant of a wall-clock time of the practice ("2026-10-15T10:00"). */
export const at = (wallClock: string) => parseDateTime(wallClock, ZONE)!;

/** The id of a visit type pre-filled on the first read of the booking rules, by its French label. */
export async function typeId(db: Database, libelleFr: string): Promise<number> {
  await readBookingSettings(db);
  const [row] = await db.select({ id: visitTypes.id }).from(visitTypes).where(eq(visitTypes.libelleFr, libelleFr));
  if (!row) throw new Error(`No visit type ${libelleFr}`);
  return row.id;
}

/** Back to the first read's state: default rules, every type active and online with every doctor, no hold, no appointment. */
export async function resetBooking(db: Database): Promise<void> {
  await readBookingSettings(db);
  await db.delete(bookingHolds);
  await db.delete(appointments);
  await db.delete(visitTypeDoctors);
  await db.update(visitTypes).set({ actif: true, enLigne: true });
  await db
    .update(bookingSettings)
    .set({ reservationEnLigne: true, preavisMinutes: 120, horizonJours: 60, pasMinutes: null, plafondJournalier: null, delaiAnnulationMinutes: 120 });
}

/** Changes the opening hours document as an admin would (the pre-filled holidays stay). */
export async function editHours(db: Database, adminId: number, today: string, change: (document: PracticeHoursInput) => void): Promise<void> {
  const { semaine, periodes, fermetures } = await readPracticeHours(db, { today });
  const document: PracticeHoursInput = structuredClone({ semaine, periodes, fermetures });
  change(document);
  await savePracticeHours(db, document, { actorId: adminId, requestId: crypto.randomUUID(), today });
}

export async function insertAppointment(
  db: Database,
  values: { patientId: number; medecinId: number; debut: string; minutes: number; status?: "planifie" | "confirme" | "arrive" | "vu" | "absent" | "annule"; source?: "cabinet" | "en_ligne" },
) {
  const status = values.status ?? "planifie";
  await db.insert(appointments).values({
    dateHeure: at(values.debut),
    motif: "Douleur au genou",
    patientId: values.patientId,
    medecinId: values.medecinId,
    dureeMinutes: values.minutes,
    status,
    source: values.source ?? "cabinet",
    ...(status === "annule" ? { motifAnnulation: "Empêchement", annulePar: "patient" as const } : {}),
  });
}

export async function getSlots(query: Record<string, string | number>, address?: string): Promise<CallResult & { slots: FreeSlot[] }> {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const result = await call(slotsRoute, { path: `/api/booking/slots?${search}`, headers: address ? { "x-forwarded-for": address } : undefined });
  return { ...result, slots: result.status === 200 ? (result.body as FreeSlot[]) : [] };
}

/** The starts ("HH:MM") of a doctor's slots on one day. */
export const timesOf = (slots: FreeSlot[], day: string, medecinId: number) =>
  slots.filter((slot) => slot.debut.startsWith(day) && slot.medecin.id === medecinId).map((slot) => slot.debut.slice(11));

/** "09:00", "09:30", … every `step` minutes from `from` while a slot of `minutes` ends by `to`. */
export function grid(from: string, to: string, step: number, minutes = step): string[] {
  const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
  const times: string[] = [];
  for (let m = toMinutes(from); m + minutes <= toMinutes(to); m += step) times.push(`${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`);
  return times;
}
