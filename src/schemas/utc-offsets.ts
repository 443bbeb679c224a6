// The table is the practice's calendar's (decision 037); its type is re-exported for the staff shell.
export type { UtcOffsetTable } from "@/calendar/utc-offsets";
