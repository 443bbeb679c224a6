/**
 * Moved to the practice's calendar (decision 037): src/calendar/opening-hours.ts and its
 * neighbours. This re-export only keeps the importers outside the calendar's part of issue 31
 * building until they import from there; it holds no rule.
 */
export { WEEKDAYS, type Weekday, addDays, isoWeekday } from "@/calendar/plain-date";
export { frenchWeekdayNames as weekdayNames, longFrenchDate } from "@/calendar/names";
export {
  type DayHours,
  type HoursNotice,
  closedDayMessage,
  dayHours,
  frenchDaySpan,
  hoursNoticeTitle,
  isConfirmedClosedDay,
  openingHoursSpecification,
  specialOpeningHoursSpecification,
  upcomingHoursNotices,
  weeklyHoursRows,
} from "@/calendar/opening-hours";
export { defaultPracticeHours, defaultWeeklyHours } from "@/calendar/default-hours";
