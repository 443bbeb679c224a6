import { listPatientAppointments } from "@/domain/appointments/appointments";
import { json, withApi } from "@/server/http";
import { appointmentCalls } from "@/server/openapi/appointments";

/** A patient's appointments, newest first (any staff member). */
export const GET = withApi(appointmentCalls.listOfPatient, async ({ db, params, audit }) => json(await listPatientAppointments(db, params.id, audit)));
