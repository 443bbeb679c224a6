import { badBody, badId, idPath, listOf, type Operation, ref, unauthenticated } from "@/server/openapi/operation";

/** Appointments: a patient's, and recording one. */
export const appointmentCalls = {
  listOfPatient: {
    method: "get",
    path: "/api/appointments/patient/{id}",
    summary: "A patient's appointments, newest first",
    tag: "Appointments",
    access: "staff",
    pathParams: idPath("The patient's id"),
    success: { status: 200, description: "The appointments, newest first", schema: listOf("Appointment") },
    errors: { ...badId, ...unauthenticated, 404: "Patient non trouvé" },
  },
  create: {
    method: "post",
    path: "/api/appointments",
    summary: "Record an appointment (dateHeure without offset = wall-clock time in the practice's time zone)",
    tag: "Appointments",
    access: "staff",
    body: "AppointmentInput",
    success: { status: 201, description: "The stored appointment, dateHeure as a UTC instant", schema: ref("Appointment") },
    errors: { ...badBody, ...unauthenticated, 404: "Patient non trouvé" },
  },
} satisfies Record<string, Operation>;
