/**
 * How long a request has waited, as the front desk reads it at a glance: "12 min", "3 h",
 * "2 j". Rounded down: a request is never shown as older than it is.
 */
export function formatWaiting(since: string, now: Date = new Date()): string {
  const start = Date.parse(since);
  if (Number.isNaN(start)) return "";
  const minutes = Math.max(0, Math.floor((now.getTime() - start) / 60_000));
  if (minutes < 1) return "moins d'une minute";
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h`;
  return `${Math.floor(hours / 24)} j`;
}

/** The date-time input's value for a preferred date and time: '2026-05-04' + '10:30:00' → '2026-05-04T10:30'. */
export function preferredDateTime(datePreferee: string, heurePreferee: string): string {
  return `${datePreferee}T${heurePreferee.slice(0, 5)}`;
}
