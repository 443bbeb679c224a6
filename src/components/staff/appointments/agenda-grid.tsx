"use client";

import clsx from "clsx";
import { Globe, Plus } from "lucide-react";
import { formatLongDay, minutesOf, timeOf } from "@/components/staff/appointments/agenda-dates";
import { holderName, laneLayout, place, placeHold, type AgendaItem } from "@/components/staff/appointments/agenda-layout";
import { appointmentStatusTones, patientActionNote } from "@/components/staff/appointments/appointment-status";
import type { AgendaHold } from "@/schemas/agenda";
import { appointmentStatusLabels } from "@/schemas/appointment";
import { type PracticeHours, type TimeRange } from "@/schemas/practice-hours";
import { dayHours } from "@/calendar/opening-hours";

/** One column of the grid: a day, and a doctor when the agenda is split by doctor. */
export type AgendaColumn = {
  key: string;
  day: string;
  medecinId: number | null;
  title: string;
  subtitle?: string;
  /** The column's doctor, named in its slots' labels ("Dr Omar Bennani"). */
  doctorName?: string;
  /**
   * « Autres »: the appointments held by an account that is not an active doctor (booked under an
   * assistant's name by the spec's form, or a deactivated doctor's). Nothing can be booked in it.
   */
  others?: boolean;
};

type AgendaGridProps = {
  columns: AgendaColumn[];
  appointments: readonly AgendaItem[];
  /** Visitors' live holds (online booking in progress): light blocks that staff may book over. */
  holds?: readonly AgendaHold[];
  hours: PracticeHours | undefined;
  timeZone: string;
  /** The practice's date and minute now, to draw the current time on today's column. */
  now: { day: string; minutes: number };
  /** Shows each appointment's doctor (a column holds several doctors' appointments). */
  showDoctor: boolean;
  onOpen: (appointment: AgendaItem) => void;
  onBook: (slot: { wallClock: string; medecinId: number | null }) => void;
};

/** Height of a minute on screen: a 30-minute appointment shows two lines. */
const PX_PER_MINUTE = 1.4;
const SLOT_MINUTES = 30;
const DEFAULT_START = 8 * 60;
const DEFAULT_END = 19 * 60;

const inside = (ranges: TimeRange[], start: number, end: number) => ranges.some((range) => minutesOf(range.debut) <= start && end <= minutesOf(range.fin));

/**
 * The agenda's time grid: a column per day or per doctor, hours down the side, each appointment
 * placed by its time and length, its status in words and colour. Every free half hour is a button
 * that books it; hours outside the opening hours are hatched, closed days say so. A visitor's hold
 * (« Réservation en cours ») is a light block under the half hours' buttons, which still book it;
 * an online booking to confirm is drawn dashed with its « À confirmer » badge.
 */
export function AgendaGrid({ columns, appointments, holds = [], hours, timeZone, now, showDoctor, onOpen, onBook }: AgendaGridProps) {
  const placed = appointments.map((appointment) => place(appointment, timeZone));
  const placedHolds = holds.map((hold) => placeHold(hold, timeZone));
  const dayRanges = new Map(columns.map((column) => [column.day, hours ? dayHours(hours, column.day) : null]));

  // From the earliest opening (or appointment) to the latest, in whole hours.
  let first = DEFAULT_START;
  let last = DEFAULT_END;
  for (const info of dayRanges.values()) {
    for (const range of info?.ranges ?? []) {
      first = Math.min(first, minutesOf(range.debut));
      last = Math.max(last, minutesOf(range.fin));
    }
  }
  for (const entry of placed) {
    first = Math.min(first, entry.start);
    last = Math.max(last, entry.end);
  }
  first = Math.floor(first / 60) * 60;
  last = Math.min(24 * 60, Math.ceil(last / 60) * 60);
  const height = (last - first) * PX_PER_MINUTE;
  const slots: number[] = [];
  for (let minute = first; minute < last; minute += SLOT_MINUTES) slots.push(minute);

  return (
    <div role="region" aria-label="Grille de l'agenda" tabIndex={0} className="overflow-x-auto rounded-xl border border-ink-200 bg-white">
      <div className="grid min-w-full" style={{ gridTemplateColumns: `3.5rem repeat(${columns.length}, minmax(9.5rem, 1fr))`, width: "max-content" }}>
        <div className="sticky left-0 z-20 border-b border-ink-200 bg-ink-50" />
        {columns.map((column) => {
          const info = dayRanges.get(column.day);
          return (
            <div key={column.key} className={clsx("border-b border-l border-ink-200 px-2 py-2 text-center", column.others ? "bg-accent-50" : "bg-ink-50")}>
              <p className="text-sm font-semibold text-ink-900">{column.title}</p>
              {column.subtitle && <p className="text-xs text-ink-600">{column.subtitle}</p>}
              {info?.closure && (
                <p className={clsx("mt-1 rounded px-1.5 py-0.5 text-xs font-semibold", info.closure.estimee ? "bg-accent-100 text-accent-800" : "bg-ink-200 text-ink-700")}>
                  {info.closure.estimee ? `Férié probable : ${info.closure.libelle}` : `Fermé : ${info.closure.libelle}`}
                </p>
              )}
              {info && !info.closure && info.ranges.length === 0 && <p className="mt-1 rounded bg-ink-200 px-1.5 py-0.5 text-xs font-semibold text-ink-700">Fermé</p>}
            </div>
          );
        })}

        <div className="sticky left-0 z-20 border-r border-ink-200 bg-white" style={{ height }} aria-hidden="true">
          {slots
            .filter((minute) => minute % 60 === 0)
            .map((minute) => (
              <span key={minute} className="absolute right-2 -translate-y-1/2 text-xs text-ink-500 tabular-nums first:translate-y-0" style={{ top: (minute - first) * PX_PER_MINUTE }}>
                {timeOf(minute)}
              </span>
            ))}
        </div>

        {columns.map((column) => {
          const info = dayRanges.get(column.day);
          const ranges = info?.ranges ?? [];
          const mine = laneLayout(
            placed.filter(
              (entry) =>
                entry.day === column.day &&
                (column.others ? !entry.item.medecin.estMedecin : column.medecinId === null || entry.item.medecin.id === column.medecinId),
            ),
          );
          const columnHolds = column.others
            ? []
            : placedHolds.filter((entry) => entry.day === column.day && (column.medecinId === null || entry.item.medecinId === column.medecinId));
          return (
            <div key={column.key} className="relative border-l border-ink-200" style={{ height }}>
              {column.others &&
                slots.map((minute) => (
                  <div
                    key={minute}
                    aria-hidden="true"
                    className={clsx("absolute inset-x-0 border-t bg-accent-50/40", minute % 60 === 0 ? "border-ink-200" : "border-dashed border-ink-100")}
                    style={{ top: (minute - first) * PX_PER_MINUTE, height: SLOT_MINUTES * PX_PER_MINUTE }}
                  />
                ))}
              {columnHolds.map(({ item, start, end }) => (
                <div
                  key={`${item.medecinId}-${item.debut}`}
                  aria-hidden="true"
                  data-hold
                  className="pointer-events-none absolute inset-x-0 z-[5] mx-0.5 overflow-hidden rounded-md border border-dotted border-ink-400 bg-ink-50/90 px-1.5 py-0.5 text-[11px] leading-tight text-ink-600"
                  style={{ top: (start - first) * PX_PER_MINUTE + 1, height: Math.max((end - start) * PX_PER_MINUTE - 2, 16) }}
                >
                  <span className="block truncate">
                    <span className="tabular-nums">{timeOf(start)}</span> Réservation en cours
                  </span>
                </div>
              ))}
              {!column.others && slots.map((minute) => {
                const open = inside(ranges, minute, minute + SLOT_MINUTES);
                const held = columnHolds.some((entry) => entry.start < minute + SLOT_MINUTES && minute < entry.end);
                const label = `Réserver le ${formatLongDay(column.day)} à ${timeOf(minute)}${column.doctorName ? ` (${column.doctorName})` : ""}${open ? "" : ", hors des heures d'ouverture"}${held ? ", réservation en ligne en cours" : ""}`;
                return (
                  <button
                    key={minute}
                    type="button"
                    aria-label={label}
                    title={label}
                    onClick={() => onBook({ wallClock: `${column.day}T${timeOf(minute)}`, medecinId: column.medecinId })}
                    className={clsx(
                      "group absolute inset-x-0 flex items-start justify-end border-t px-1.5 pt-0.5 text-primary-700 outline-offset-[-2px] hover:bg-primary-50 focus-visible:bg-primary-50",
                      minute % 60 === 0 ? "border-ink-200" : "border-dashed border-ink-100",
                      !open && "bg-[repeating-linear-gradient(135deg,var(--color-ink-50)_0,var(--color-ink-50)_6px,var(--color-ink-100)_6px,var(--color-ink-100)_8px)]",
                    )}
                    style={{ top: (minute - first) * PX_PER_MINUTE, height: SLOT_MINUTES * PX_PER_MINUTE }}
                  >
                    <Plus className="size-4 opacity-0 group-hover:opacity-100 group-focus-visible:opacity-100" aria-hidden="true" />
                  </button>
                );
              })}
              {column.day === now.day && now.minutes >= first && now.minutes < last && (
                <div className="pointer-events-none absolute inset-x-0 z-20 border-t-2 border-danger-600" style={{ top: (now.minutes - first) * PX_PER_MINUTE }} aria-hidden="true">
                  <span className="absolute -top-1.5 -left-1 size-3 rounded-full bg-danger-600" />
                </div>
              )}
              {mine.map(({ item, start, end, lane, lanes }) => {
                const tone = appointmentStatusTones[item.status];
                const short = end - start < 25;
                const waiting = item.status === "a_confirmer";
                const note = patientActionNote(item.actionPatient, item.status);
                return (
                  <button
                    key={item.id}
                    type="button"
                    onClick={() => onOpen(item)}
                    aria-label={`${timeOf(start)}–${timeOf(end)}, ${item.patient.prenom} ${item.patient.nom}, ${item.motif}, ${appointmentStatusLabels[item.status]}${item.enLigne ? ", réservé en ligne" : ""}${note ? `, ${note}` : ""}, ${
                      item.medecin.estMedecin ? holderName(item.medecin) : `enregistré sous ${holderName(item.medecin)}, sans médecin`
                    }`}
                    data-appointment-id={item.id}
                    className={clsx(
                      "absolute z-10 overflow-hidden rounded-md px-1.5 py-0.5 text-left text-xs leading-tight shadow-xs hover:brightness-95 focus-visible:z-30",
                      waiting ? "border-2 border-dashed" : "border-l-4",
                      tone.block,
                    )}
                    style={{
                      top: (start - first) * PX_PER_MINUTE + 1,
                      height: Math.max((end - start) * PX_PER_MINUTE - 2, 18),
                      left: `calc(${(lane / lanes) * 100}% + 2px)`,
                      width: `calc(${100 / lanes}% - 4px)`,
                    }}
                  >
                    {/* One line per fact, each cut short rather than wrapped: a half hour shows two. */}
                    <span className="block truncate font-semibold">
                      {waiting && <WaitingBadge />}
                      {item.enLigne && <OnlineMark />}
                      <span className="tabular-nums">{timeOf(start)}</span> {item.patient.prenom} {item.patient.nom}
                      {short && !waiting && <span className="font-medium"> · {appointmentStatusLabels[item.status]}</span>}
                    </span>
                    {!short && (
                      <span className="block truncate">
                        {!waiting && <span className="font-semibold">{appointmentStatusLabels[item.status]} · </span>}
                        {item.motif}
                      </span>
                    )}
                    {note && !short && end - start >= 30 && <span className="block truncate font-semibold">{note}</span>}
                    {(showDoctor || column.others) && end - start >= 45 && (
                      <span className="block truncate">{item.medecin.estMedecin ? `Dr ${item.medecin.nom}` : holderName(item.medecin)}</span>
                    )}
                  </button>
                );
              })}
            </div>
          );
        })}
      </div>
    </div>
  );
}

/** The grid block's mark of an online booking waiting for the front desk: a word, not only a dashed border. */
function WaitingBadge() {
  return <span className="mr-1 inline-block rounded-sm bg-amber-700 px-1 text-[10px] leading-4 font-bold tracking-wide text-white uppercase">À confirmer</span>;
}

/** The small mark of an appointment the patient booked online. */
export function OnlineMark({ className }: { className?: string }) {
  return (
    <span className={clsx("mr-1 inline-flex items-center gap-0.5 rounded-sm border border-current px-0.5 text-[10px] leading-3.5 font-semibold", className)} title="Réservé en ligne par le patient">
      <Globe className="size-2.5" aria-hidden="true" />
      en ligne
    </span>
  );
}
