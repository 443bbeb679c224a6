/**
 * The template's weekly timetable (spec §3 "timetable slot", §9): Monday to Saturday,
 * 8:00 AM to 9:00 PM; each slot lasts 1 to 4 hours and shows a department with its time range,
 * a doctor and a room.
 */

export const timetableDays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
export type TimetableDay = (typeof timetableDays)[number];

/** Opening and closing hours of the grid, on a 24-hour clock. */
export const timetableOpens = 8;
export const timetableCloses = 21;

export type TimetableSlot = {
  day: TimetableDay;
  /** Starting hour, 24-hour clock. */
  start: number;
  /** Length of the slot in hours, 1 to 4. */
  hour: 1 | 2 | 3 | 4;
  department: string;
  doctor: string;
  roomNumber: string;
};

type SlotRow = [start: number, hour: TimetableSlot["hour"], department: string, doctor: string, roomNumber: string];

const week: Record<TimetableDay, SlotRow[]> = {
  Monday: [
    [8, 2, "Cardiology", "Dr. Susan Bones", "Room 204"],
    [10, 1, "Dermatology", "Dr. Claire Dubois", "Room 406"],
    [11, 3, "Orthopaedics", "Dr. Robert Hayes", "Room 402"],
    [14, 4, "Emergency", "Dr. Marcus Webb", "ER 1"],
    [18, 3, "Psychiatry", "Dr. Daniel Brooks", "Room 305"],
  ],
  Tuesday: [
    [8, 1, "Pediatrics", "Dr. Emily Chen", "Room 112"],
    [9, 3, "Neurology", "Dr. Leila Haddad", "Room 210"],
    [13, 2, "Gynecology", "Dr. Sofia Martins", "Room 120"],
    [15, 4, "Emergency", "Dr. Nadia Benali", "ER 2"],
    [19, 2, "Cardiology", "Dr. James Carter", "Room 208"],
  ],
  Wednesday: [
    [8, 4, "Emergency", "Dr. Marcus Webb", "ER 1"],
    [12, 2, "Pediatrics", "Dr. Omar Idrissi", "Room 118"],
    [14, 1, "Dermatology", "Dr. Claire Dubois", "Room 406"],
    [15, 3, "Psychiatry", "Dr. Amina Tazi", "Room 309"],
    [18, 2, "Orthopaedics", "Dr. Robert Hayes", "Room 402"],
  ],
  Thursday: [
    [8, 3, "Cardiology", "Dr. Susan Bones", "Room 204"],
    [11, 1, "Pediatrics", "Dr. Emily Chen", "Room 112"],
    [12, 4, "Emergency", "Dr. Nadia Benali", "ER 2"],
    [16, 2, "Psychiatry", "Dr. Daniel Brooks", "Room 305"],
    [18, 3, "Neurology", "Dr. Leila Haddad", "Room 210"],
  ],
  Friday: [
    [8, 2, "Gynecology", "Dr. Sofia Martins", "Room 120"],
    [10, 3, "Orthopaedics", "Dr. Robert Hayes", "Room 402"],
    [14, 2, "Cardiology", "Dr. James Carter", "Room 208"],
    [16, 4, "Emergency", "Dr. Marcus Webb", "ER 1"],
    [20, 1, "Psychiatry", "Dr. Amina Tazi", "Room 309"],
  ],
  Saturday: [
    [8, 4, "Pediatrics", "Dr. Omar Idrissi", "Room 118"],
    [12, 2, "Dermatology", "Dr. Claire Dubois", "Room 406"],
    [14, 3, "Emergency", "Dr. Nadia Benali", "ER 2"],
    [17, 1, "Cardiology", "Dr. Susan Bones", "Room 204"],
  ],
};

export const timetableSlots: TimetableSlot[] = timetableDays.flatMap((day) =>
  week[day].map(([start, hour, department, doctor, roomNumber]) => ({ day, start, hour, department, doctor, roomNumber })),
);

/** '8:00 AM', '12:00 PM', '9:00 PM' — the template shows a 12-hour clock. */
export function formatHour(hour24: number): string {
  const suffix = hour24 < 12 ? "AM" : "PM";
  const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12;
  return `${hour12}:00 ${suffix}`;
}

/** '8:00 AM - 10:00 AM' */
export function slotTimeRange(slot: Pick<TimetableSlot, "start" | "hour">): string {
  return `${formatHour(slot.start)} - ${formatHour(slot.start + slot.hour)}`;
}
