import { markPatientVerified } from "@/domain/patients/patient-records";
import { json, withApi } from "@/server/http";
import { bookingsToConfirmCalls } from "@/server/openapi/bookings-to-confirm";

/** Marks a file created by an online booking as checked by the front desk (any staff member). */
export const POST = withApi(bookingsToConfirmCalls.verifyPatient, async ({ db, params, audit }) => json(await markPatientVerified(db, params.id, audit)));
