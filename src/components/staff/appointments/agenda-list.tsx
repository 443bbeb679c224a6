"use client";

import clsx from "clsx";
import { CalendarPlus, Phone } from "lucide-react";
import { useId } from "react";
import { formatLongDay, minutesOf, timeOf } from "@/components/staff/appointments/agenda-dates";
import { OnlineMark } from "@/components/staff/appointments/agenda-grid";
import { holderName, place, placeHold, type AgendaItem, type Placed } from "@/components/staff/appointments/agenda-layout";
import { AssignDoctor } from "@/components/staff/appointments/agenda-others";
import { AppointmentStatusBadge, PatientActionNote, patientActionNote } from "@/components/staff/appointments/appointment-status";
import { Button } from "@/components/ui/button";
import { dayHours } from "@/calendar/opening-hours";
import { appointmentStatusLabels } from "@/schemas/appointment";
import type { AgendaHold } from "@/schemas/agenda";
import type { PracticeHours } from "@/schemas/practice-hours";
import type { StaffRef } from "@/schemas/staff-user";

/** ", Annulé par le patient (lien)" for a label, or nothing. */
const noteOf = (item: AgendaItem) => {
  const note = patientActionNote(item.actionPatient, item.status);
  return note ? `, ${note}` : "";
};

type AgendaListProps = {
  days: string[];
  appointments: readonly AgendaItem[];
  /** Visitors' live holds (online booking in progress): listed lightly, without anyone's name. */
  holds?: readonly AgendaHold[];
  hours: PracticeHours | undefined;
  timeZone: string;
  /** The practice's date and minute now: today's booking starts at the next half hour. */
  now: { day: string; minutes: number };
  /** The doctor the agenda is narrowed to (a booking is for them), or null for every doctor. */
  medecinId: number | null;
  /** The active doctors, to give « Autres » appointments one. */
  doctors: StaffRef[];
  onOpen: (appointment: AgendaItem) => void;
  onBook: (slot: { wallClock: string; medecinId: number | null }) => void;
  onAssigned: (message: string) => void;
};

const FIRST_BOOKING = 9 * 60;

/**
 * The agenda as a list (decision 041): for phones and narrow tablets, where the grid does not fit,
 * and on request anywhere. Each day of the view, its appointments by time — time, patient, status,
 * motif and doctor — each opened by « Gérer » as a block of the grid is, with the patient's phone
 * to call; a day is booked from its « Réserver » button, as a free half hour of the grid is. An
 * appointment without a doctor (« Autres ») says under whose name it is and can be given one here.
 */
export function AgendaList({ days, appointments, holds = [], hours, timeZone, now, medecinId, doctors, onOpen, onBook, onAssigned }: AgendaListProps) {
  const placed = appointments
    .map((appointment) => place(appointment, timeZone))
    .sort((a, b) => a.start - b.start || a.item.medecin.nom.localeCompare(b.item.medecin.nom) || a.item.id - b.item.id);
  const placedHolds = holds.map((hold) => placeHold(hold, timeZone));
  const doctorNames = new Map(doctors.map((doctor) => [doctor.id, `Dr ${doctor.prenom} ${doctor.nom}`]));
  return (
    <div className="flex flex-col gap-4" role="region" aria-label="Liste de l'agenda">
      {days.map((day) => (
        <AgendaListDay
          key={day}
          day={day}
          entries={placed.filter((entry) => entry.day === day)}
          dayHolds={placedHolds.filter((entry) => entry.day === day)}
          doctorNames={doctorNames}
          hours={hours}
          timeZone={timeZone}
          now={now}
          medecinId={medecinId}
          doctors={doctors}
          onOpen={onOpen}
          onBook={onBook}
          onAssigned={onAssigned}
          single={days.length === 1}
        />
      ))}
    </div>
  );
}

type AgendaListDayProps = Omit<AgendaListProps, "days" | "appointments" | "holds"> & {
  day: string;
  entries: Placed<AgendaItem>[];
  dayHolds: Placed<AgendaHold>[];
  doctorNames: Map<number, string>;
  single: boolean;
};

function AgendaListDay({ day, entries, dayHolds, doctorNames, hours, timeZone, now, medecinId, doctors, onOpen, onBook, onAssigned, single }: AgendaListDayProps) {
  const headingId = useId();
  const info = hours ? dayHours(hours, day) : null;
  const closed = info && (info.closure ? !info.closure.estimee : info.ranges.length === 0);
  const label = formatLongDay(day);
  const isToday = day === now.day;
  const bookingTime = () => {
    const opening = info?.ranges[0] ? minutesOf(info.ranges[0].debut) : FIRST_BOOKING;
    const start = isToday ? Math.max(Math.ceil(now.minutes / 30) * 30, opening) : opening;
    return timeOf(Math.min(start, 23 * 60 + 30));
  };

  return (
    <section aria-labelledby={headingId} className="overflow-hidden rounded-xl border border-ink-200 bg-white">
      <div className={clsx("flex flex-wrap items-center justify-between gap-2 border-b border-ink-200 px-3 py-2.5 sm:px-4", isToday ? "bg-primary-50" : "bg-ink-50")}>
        <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
          <h2 id={headingId} className="font-bold text-ink-900">
            {label}
          </h2>
          {isToday && <span className="rounded-full bg-primary-700 px-2 py-0.5 text-xs font-semibold text-white">Aujourd&apos;hui</span>}
          {info?.closure && (
            <span className={clsx("rounded px-1.5 py-0.5 text-xs font-semibold", info.closure.estimee ? "bg-accent-100 text-accent-800" : "bg-ink-200 text-ink-700")}>
              {info.closure.estimee ? `Férié probable : ${info.closure.libelle}` : `Fermé : ${info.closure.libelle}`}
            </span>
          )}
          {info && !info.closure && info.ranges.length === 0 && <span className="rounded bg-ink-200 px-1.5 py-0.5 text-xs font-semibold text-ink-700">Fermé</span>}
        </div>
        <Button
          size="sm"
          variant={closed ? "ghost" : "secondary"}
          onClick={() => onBook({ wallClock: `${day}T${bookingTime()}`, medecinId })}
          aria-label={`Réserver le ${label}${closed ? ", jour de fermeture" : ""}`}
        >
          <CalendarPlus className="size-4" aria-hidden="true" />
          Réserver
        </Button>
      </div>
      {dayHolds.length > 0 && (
        <ul aria-label={`Réservations en ligne en cours le ${label}`} className="flex flex-wrap gap-2 border-b border-ink-100 px-3 py-2 sm:px-4">
          {dayHolds.map(({ item, start, end }) => (
            <li key={`${item.medecinId}-${item.debut}`} className="rounded-md border border-dotted border-ink-400 bg-ink-50 px-2 py-0.5 text-xs text-ink-700">
              <span className="tabular-nums">
                {timeOf(start)}–{timeOf(end)}
              </span>{" "}
              Réservation en cours{doctorNames.get(item.medecinId) ? ` · ${doctorNames.get(item.medecinId)}` : ""}
            </li>
          ))}
        </ul>
      )}
      {entries.length === 0 ? (
        <p className="px-4 py-4 text-sm text-ink-600">{single ? "Aucun rendez-vous ce jour-là." : "Aucun rendez-vous."}</p>
      ) : (
        <ul aria-label={`Rendez-vous du ${label}`} className="divide-y divide-ink-100">
          {entries.map(({ item, start, end }) => {
            const others = !item.medecin.estMedecin;
            const patient = `${item.patient.prenom} ${item.patient.nom}`;
            return (
              <li
                key={item.id}
                data-appointment-id={item.id}
                className={clsx(
                  "flex flex-col gap-2 px-3 py-3 sm:px-4",
                  others && "bg-accent-50/60",
                  item.status === "annule" && "text-ink-500",
                  item.status === "a_confirmer" && "border-l-4 border-dashed border-amber-700 bg-amber-50/60",
                )}
              >
                <div className="flex items-start justify-between gap-3">
                  <div className="flex min-w-0 flex-col gap-1">
                    <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                      <span className="font-bold text-ink-900 tabular-nums">
                        {timeOf(start)}–{timeOf(end)}
                      </span>
                      <AppointmentStatusBadge status={item.status} />
                      {item.enLigne && <OnlineMark className="text-primary-700" />}
                      <PatientActionNote action={item.actionPatient} status={item.status} />
                    </p>
                    <p className={clsx("font-semibold break-words text-ink-900", item.status === "annule" && "line-through")}>{patient}</p>
                    <p className="text-sm break-words text-ink-700">{item.motif}</p>
                    <p className={clsx("text-sm", others ? "font-semibold text-accent-800" : "text-ink-600")}>
                      {others ? `Autres · enregistré sous ${holderName(item.medecin)}` : holderName(item.medecin)}
                    </p>
                  </div>
                  <div className="flex shrink-0 flex-col items-end gap-2">
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => onOpen(item)}
                      aria-label={`Gérer : ${timeOf(start)}–${timeOf(end)}, ${patient}, ${appointmentStatusLabels[item.status]}${item.enLigne ? ", réservé en ligne" : ""}${noteOf(item)}, ${holderName(item.medecin)}`}
                    >
                      Gérer
                    </Button>
                    {item.patient.telephone && (
                      <a
                        href={`tel:${item.patient.telephone.replace(/[^\d+]/g, "")}`}
                        className="inline-flex h-9 items-center gap-1 rounded-full px-2 text-sm font-semibold text-primary-700 hover:bg-primary-50"
                        aria-label={`Appeler ${patient}`}
                      >
                        <Phone className="size-4" aria-hidden="true" />
                        <span className="hidden sm:inline">{item.patient.telephone}</span>
                      </a>
                    )}
                  </div>
                </div>
                {others && <AssignDoctor appointment={item} doctors={doctors} timeZone={timeZone} onAssigned={onAssigned} />}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
