import { findAppointmentWarnings } from "@/domain/appointments/slot-warnings";
import { env } from "@/server/env";
import { json, withApi } from "@/server/http";
import { appointmentCalls } from "@/server/openapi/appointments";

/** What an appointment, as booked, overlaps in its doctor's agenda and whether the practice is closed then (any staff member). */
export const GET = withApi(appointmentCalls.warnings, async ({ db, params, audit }) =>
  json(await findAppointmentWarnings(db, params.id, { ...audit, timeZone: env().PRACTICE_TIME_ZONE })),
);
