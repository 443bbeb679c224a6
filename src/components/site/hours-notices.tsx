import type { Practice } from "@/content/practice";

/**
 * The special periods and closures of the coming weeks, below the usual week: "Ramadan, du … au …"
 * with its own hours, "Fermé le vendredi 1er mai 2026 (Fête du Travail)". Spans only, so it fits
 * inside the contact details' phrasing content as well as in a block.
 */
export function HoursNotices({ notices }: { notices: Practice["hoursNotices"] }) {
  if (notices.length === 0) return null;
  return (
    <span className="mt-3 flex flex-col gap-2">
      {notices.map((notice) => (
        <span key={notice.title} className="block rounded-lg border border-accent-200 bg-accent-50 px-3 py-2 text-sm font-normal text-ink-800">
          <span className="block font-semibold text-ink-900">{notice.title}</span>
          {notice.hours.map((slot) => (
            <span key={slot.days} className="block">
              {slot.days} : <span className="whitespace-nowrap">{slot.hours}</span>
            </span>
          ))}
        </span>
      ))}
    </span>
  );
}
