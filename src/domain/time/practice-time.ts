/**
 * Moved to the practice's calendar (decision 037): src/calendar/zone.ts and
 * plain-date.ts. This re-export only keeps the importers outside the calendar's part of issue 31
 * building until they import from there; it holds no rule.
 */
export { addDays } from "@/calendar/plain-date";
export { parseDateTime, todayIn, zoneOffsetMs, zonedTimeToInstant } from "@/calendar/zone";
