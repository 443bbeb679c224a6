import clsx from "clsx";
import { Clock, DoorOpen, UserRound } from "@/components/ui/icons";
import {
  formatHour,
  slotTimeRange,
  timetableCloses,
  timetableDays,
  timetableOpens,
  type TimetableSlot,
} from "@/content/template/timetable";

const tones: Record<string, string> = {
  Cardiology: "border-primary-500 bg-primary-50",
  Emergency: "border-danger-600 bg-danger-50",
  Pediatrics: "border-accent-500 bg-accent-50",
  Psychiatry: "border-primary-300 bg-primary-50/60",
  Neurology: "border-primary-700 bg-primary-100/60",
  Orthopaedics: "border-ink-500 bg-ink-50",
  Gynecology: "border-accent-700 bg-accent-100/60",
  Dermatology: "border-accent-300 bg-accent-50/70",
};

function SlotDetails({ slot, compact = false }: { slot: TimetableSlot; compact?: boolean }) {
  return (
    <div className={clsx("flex h-full flex-col gap-0.5 rounded-xl border-l-4 px-3 py-2.5 text-left", tones[slot.department] ?? "border-primary-500 bg-primary-50")}>
      <p className="font-display text-[15px] leading-tight font-bold text-ink-900">{slot.department}</p>
      <p className="flex items-center gap-1.5 text-xs font-semibold whitespace-nowrap text-primary-800">
        <Clock className="size-3.5 shrink-0" aria-hidden="true" />
        {slotTimeRange(slot)}
      </p>
      <p className={clsx("flex items-center gap-1.5 text-xs text-ink-600", compact && "mt-0.5")}>
        <UserRound className="size-3.5 shrink-0" aria-hidden="true" />
        {slot.doctor}
      </p>
      <p className="flex items-center gap-1.5 text-xs text-ink-600">
        <DoorOpen className="size-3.5 shrink-0" aria-hidden="true" />
        {slot.roomNumber}
      </p>
    </div>
  );
}

/**
 * The weekly timetable (spec §2, §9): a grid of hours by days on large screens, where a slot spans
 * as many hours as it lasts; a list per day on small screens.
 */
export function TimetableGrid({ slots }: { slots: TimetableSlot[] }) {
  const hours = Array.from({ length: timetableCloses - timetableOpens }, (_, i) => timetableOpens + i);
  const slotAt = (day: string, hour: number) => slots.find((slot) => slot.day === day && slot.start === hour);
  const covered = (day: string, hour: number) => slots.some((slot) => slot.day === day && slot.start < hour && hour < slot.start + slot.hour);

  return (
    <>
      <div className="hidden overflow-hidden rounded-card border border-ink-100 bg-white shadow-card lg:block">
        <table className="w-full table-fixed border-collapse" data-testid="timetable-grid">
          <caption className="sr-only">
            Weekly timetable, {timetableDays[0]} to {timetableDays[timetableDays.length - 1]}, {formatHour(timetableOpens)} to{" "}
            {formatHour(timetableCloses)}
          </caption>
          <thead>
            <tr className="bg-primary-800 text-white">
              <th scope="col" className="w-24 px-3 py-4 text-sm font-semibold">
                Time
              </th>
              {timetableDays.map((day) => (
                <th key={day} scope="col" className="px-3 py-4 font-display text-[15px] font-bold">
                  {day}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {hours.map((hour) => (
              <tr key={hour} className="h-28 border-t border-ink-100">
                <th scope="row" className="bg-ink-50 px-3 align-top text-xs font-semibold whitespace-nowrap text-ink-600">
                  <span className="block pt-3">{formatHour(hour)}</span>
                </th>
                {timetableDays.map((day) => {
                  const slot = slotAt(day, hour);
                  if (slot) {
                    return (
                      // h-px lets the slot's card fill the whole cell, however many hours it spans.
                      <td key={day} rowSpan={slot.hour} className="h-px border-l border-ink-100 p-1.5 align-top">
                        <SlotDetails slot={slot} />
                      </td>
                    );
                  }
                  if (covered(day, hour)) return null;
                  return <td key={day} className="border-l border-ink-100" />;
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <div className="grid gap-6 sm:grid-cols-2 lg:hidden">
        {timetableDays.map((day) => (
          <section key={day} aria-labelledby={`timetable-${day}`} className="rounded-card border border-ink-100 bg-white p-5 shadow-card">
            <h2 id={`timetable-${day}`} className="mb-4 text-lg font-bold">
              {day}
            </h2>
            <ul className="grid gap-3">
              {slots
                .filter((slot) => slot.day === day)
                .sort((a, b) => a.start - b.start)
                .map((slot) => (
                  <li key={`${slot.day}-${slot.start}`}>
                    <SlotDetails slot={slot} compact />
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
