import { todayIn } from "@/calendar/zone";
import { infiltrationRegister, InfiltrationWarningsError, recordInfiltration } from "@/domain/consultations/infiltrations";
import { env } from "@/server/env";
import { json, withApi } from "@/server/http";
import { consultationCalls } from "@/server/openapi/consultations";

/** The patient's register, with each joint's warnings for an injection today (the practice's today). */
export const GET = withApi(consultationCalls.infiltrations, async ({ db, params, audit }) =>
  json(await infiltrationRegister(db, params.id, todayIn(env().PRACTICE_TIME_ZONE, new Date()), audit)),
);

/** Records an infiltration (201), or answers 409 {message, alertes} for the doctor to confirm with `forcer`. */
export const POST = withApi(consultationCalls.recordInfiltration, async ({ db, params, body, actor, audit }) => {
  try {
    return json(await recordInfiltration(db, params.id, body, actor, audit), 201);
  } catch (error) {
    if (error instanceof InfiltrationWarningsError) return json({ message: error.message, alertes: error.alertes }, 409);
    throw error;
  }
});
