import { and, eq, gte, inArray, isNull, lt, sql, type AnyColumn } from "drizzle-orm";
import type { Database } from "@/db/client";
import { appointmentRequests, appointments, contactMessages, patients } from "@/db/schema";
import { dayHours } from "@/calendar/opening-hours";
import { addDays, addMonths, daysBetween, monthStart, weekStart, type PlainDate } from "@/calendar/plain-date";
import { startOfDayIn, todayIn } from "@/calendar/zone";
import { occupiesSlot } from "@/domain/appointments/appointment-status";
import { forbidden } from "@/domain/errors";
import type { RevenueScope } from "@/domain/fees/money-access";
import { revenueReport } from "@/domain/fees/revenue";
import { readPracticeHours } from "@/domain/practice-hours/practice-hours";
import { listActiveDoctors } from "@/domain/staff/doctors";
import { appointmentStatuses } from "@/schemas/appointment";
import { type DashboardAnswer, dashboardMessages } from "@/schemas/dashboard";

/**
 * The practice at a glance (decision 059). Everything is read for the practice day `today` in
 * `timeZone`, given by the caller (tests pass a fixed one). Appointment, patient and request
 * figures are the practice's (the agenda is shared); revenue follows `revenueScope`.
 */

/** A cancellation by the patient less than this before the start is a late one (decision 059). */
export const LATE_CANCELLATION_HOURS = 24;
export const ABSENCE_MONTHS = 6;
export const NEW_PATIENT_MONTHS = 12;
export const REQUEST_WEEKS = 12;
export const REVENUE_MONTHS = 12;

/** The months from `first` (YYYY-MM-DD, first of a month) to the month of `last`, as YYYY-MM. */
function monthsFrom(first: PlainDate, last: PlainDate): string[] {
  const months: string[] = [];
  for (let day = first; day.slice(0, 7) <= last.slice(0, 7); day = addMonths(day, 1)) months.push(day.slice(0, 7));
  return months;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The median of some numbers (the mean of the middle two for an even count), null for none. */
export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Counts by key, for the keys given (zero where nothing fell). */
function countBy<K extends string>(keys: K[], values: K[]): Map<K, number> {
  const counts = new Map<K, number>(keys.map((key) => [key, 0]));
  for (const value of values) if (counts.has(value)) counts.set(value, counts.get(value)! + 1);
  return counts;
}

const oneDecimal = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

export async function practiceDashboard(db: Database, scope: RevenueScope, options: { today: PlainDate; timeZone: string }): Promise<DashboardAnswer> {
  if (scope.kind === "none") throw forbidden(dashboardMessages.forbidden);
  const { today, timeZone } = options;
  // Instants are put on practice days here, not in SQL: PGlite's time-zone data has Casablanca at
  // UTC+0 (PostgreSQL's at UTC+1), while Node's is right and is what the rest of the product uses.
  const during = (column: AnyColumn, first: PlainDate, last: PlainDate) =>
    and(gte(column, startOfDayIn(first, timeZone)), lt(column, startOfDayIn(addDays(last, 1), timeZone)));
  const dayOf = (instant: Date) => todayIn(timeZone, instant);
  const monthOf = (instant: Date) => dayOf(instant).slice(0, 7);
  const weekOf = (instant: Date) => weekStart(dayOf(instant));
  const handledSeconds = (end: AnyColumn, start: AnyColumn) => sql<number | null>`extract(epoch from (${end} - ${start}))::float8`;

  // 1. Today's appointments by status.
  const todayRows = await db
    .select({ statut: appointments.status, nombre: sql<number>`count(*)::int` })
    .from(appointments)
    .where(during(appointments.dateHeure, today, today))
    .groupBy(appointments.status);
  const byStatus = new Map(todayRows.map((row) => [row.statut, Number(row.nombre)]));
  const parStatut = appointmentStatuses.map((statut) => ({ statut, nombre: byStatus.get(statut) ?? 0 }));

  // 2. This week's fill rate (Monday to Saturday): booked minutes ÷ (open minutes × active doctors).
  const monday = weekStart(today);
  const saturday = addDays(monday, 5);
  const [hours, doctors] = await Promise.all([readPracticeHours(db, { today }), listActiveDoctors(db)]);
  const holding = appointmentStatuses.filter(occupiesSlot);
  const weekRows = await db
    .select({ dateHeure: appointments.dateHeure, minutes: appointments.dureeMinutes })
    .from(appointments)
    .where(and(during(appointments.dateHeure, monday, saturday), inArray(appointments.status, holding)));
  const booked = new Map<string, number>();
  for (const row of weekRows) booked.set(dayOf(row.dateHeure), (booked.get(dayOf(row.dateHeure)) ?? 0) + row.minutes);
  const medecins = doctors.length;
  const rate = (reserved: number, open: number) => (open > 0 ? Math.round((reserved / open) * 100) : null);
  const jours = daysBetween(monday, saturday).map((date) => {
    const open = dayHours(hours, date).ranges.reduce((sum, range) => sum + minutesOf(range.fin) - minutesOf(range.debut), 0) * Math.max(medecins, 1);
    const reserved = booked.get(date) ?? 0;
    return { date, minutesOuvertes: open, minutesReservees: reserved, tauxPourcent: rate(reserved, open) };
  });
  const openWeek = jours.reduce((sum, row) => sum + row.minutesOuvertes, 0);
  const bookedWeek = jours.reduce((sum, row) => sum + row.minutesReservees, 0);

  // 3. No-shows and the patients' late cancellations by the appointment's month, up to today.
  const absenceFrom = monthStart(addMonths(today, -(ABSENCE_MONTHS - 1)));
  const absenceMonths = monthsFrom(absenceFrom, today);
  const lateCancellation = sql<boolean>`(${appointments.status} = 'annule' and ${appointments.annulePar} = 'patient' and ${appointments.statusChangedAt} > ${appointments.dateHeure} - make_interval(hours => ${LATE_CANCELLATION_HOURS}))`;
  const pastRows = await db
    .select({ dateHeure: appointments.dateHeure, status: appointments.status, late: lateCancellation })
    .from(appointments)
    .where(during(appointments.dateHeure, absenceFrom, today));
  const absences = absenceMonths.map((mois) => {
    const inMonth = pastRows.filter((row) => monthOf(row.dateHeure) === mois);
    return { mois, rendezVous: inMonth.length, absents: inMonth.filter((row) => row.status === "absent").length, annulationsTardives: inMonth.filter((row) => row.late === true).length };
  });

  // 4. New patient files per month (a merged duplicate is not a new patient).
  const patientsFrom = monthStart(addMonths(today, -(NEW_PATIENT_MONTHS - 1)));
  const patientMonths = monthsFrom(patientsFrom, today);
  const patientRows = await db
    .select({ createdAt: patients.dateCreation })
    .from(patients)
    .where(and(during(patients.dateCreation, patientsFrom, today), isNull(patients.mergedIntoId)));
  const patientsByMonth = countBy(patientMonths, patientRows.map((row) => monthOf(row.createdAt)));
  const nouveauxPatients = patientMonths.map((mois) => ({ mois, nombre: patientsByMonth.get(mois) ?? 0 }));

  // 5. Requests, messages and online bookings per week received, and how fast the first two were handled
  //    (a request: its status left « nouvelle »; a message: it was read).
  const weeksFrom = addDays(weekStart(today), -7 * (REQUEST_WEEKS - 1));
  const weeks = Array.from({ length: REQUEST_WEEKS }, (_, index) => addDays(weeksFrom, 7 * index));
  const [requestRows, messageRows, bookingRows] = await Promise.all([
    db
      .select({
        createdAt: appointmentRequests.createdAt,
        seconds: sql<number | null>`case when ${appointmentRequests.status} <> 'nouvelle' then ${handledSeconds(appointmentRequests.statusChangedAt, appointmentRequests.createdAt)} end`,
      })
      .from(appointmentRequests)
      .where(during(appointmentRequests.createdAt, weeksFrom, today)),
    db
      .select({ createdAt: contactMessages.createdAt, seconds: handledSeconds(contactMessages.readAt, contactMessages.createdAt) })
      .from(contactMessages)
      .where(during(contactMessages.createdAt, weeksFrom, today)),
    db
      .select({ createdAt: appointments.createdAt })
      .from(appointments)
      .where(and(during(appointments.createdAt, weeksFrom, today), eq(appointments.source, "en_ligne"))),
  ]);
  const perWeek = (rows: { createdAt: Date; seconds?: number | null }[]) =>
    new Map(
      weeks.map((semaine) => {
        const inWeek = rows.filter((row) => weekOf(row.createdAt) === semaine);
        const handled = inWeek.flatMap((row) => (row.seconds === null || row.seconds === undefined ? [] : [Number(row.seconds) / 3600]));
        return [semaine, { nombre: inWeek.length, medianHours: oneDecimal(median(handled)) }];
      }),
    );
  const requestsByWeek = perWeek(requestRows);
  const messagesByWeek = perWeek(messageRows);
  const bookingsByWeek = perWeek(bookingRows);
  const demandes = weeks.map((semaine) => ({
    semaine,
    demandesRendezVous: requestsByWeek.get(semaine)!.nombre,
    messages: messagesByWeek.get(semaine)!.nombre,
    reservationsEnLigne: bookingsByWeek.get(semaine)!.nombre,
    delaiMedianDemandesHeures: requestsByWeek.get(semaine)!.medianHours,
    delaiMedianMessagesHeures: messagesByWeek.get(semaine)!.medianHours,
  }));

  // 6. Billed revenue per month: the revenue report's own computation and scope.
  const revenueFrom = monthStart(addMonths(today, -(REVENUE_MONTHS - 1)));
  const revenue = await revenueReport(db, scope, { du: revenueFrom, au: today, par: "medecin" });
  const revenueByMonth = new Map(revenue.totauxParMois.map((row) => [row.mois, row.montant]));

  return {
    date: today,
    aujourdhui: { parStatut, total: parStatut.reduce((sum, row) => sum + row.nombre, 0) },
    remplissage: { du: monday, au: saturday, medecins, jours, minutesOuvertes: openWeek, minutesReservees: bookedWeek, tauxPourcent: rate(bookedWeek, openWeek) },
    absences,
    nouveauxPatients,
    demandes,
    recettes: {
      portee: scope.kind === "all" ? "cabinet" : "medecin",
      mois: monthsFrom(revenueFrom, today).map((mois) => ({ mois, montant: revenueByMonth.get(mois) ?? 0 })),
      total: revenue.total,
    },
  };
}
