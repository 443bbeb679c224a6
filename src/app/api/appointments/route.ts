import { listAgenda } from "@/domain/appointments/agenda";
import { createAppointment } from "@/domain/appointments/appointments";
import { agendaQuery, appointmentInput } from "@/schemas/appointment";
import { outcomeResponse, wantsConflictCheck } from "@/server/appointment-outcome";
import { requireStaff } from "@/server/auth";
import { getDatabase } from "@/server/db";
import { env } from "@/server/env";
import { json, readJson, withApi } from "@/server/http";
import { parseQuery } from "@/server/request-params";

export const dynamic = "force-dynamic";

/**
 * Records an appointment (any staff member); a dateHeure without offset is practice time. With
 * `X-Conflict-Check: reject`, an overlap with the doctor's other appointments answers 409
 * {message, conflits} unless the body says `forcer: true`; without it, the spec's call.
 */
export const POST = withApi(async ({ request, requestId }) => {
  const actor = await requireStaff(request);
  const input = await readJson(request, appointmentInput);
  const { db } = await getDatabase();
  const outcome = await createAppointment(
    db,
    input,
    { actorId: actor.id, requestId, timeZone: env().PRACTICE_TIME_ZONE },
    { checkConflicts: wantsConflictCheck(request) },
  );
  return outcomeResponse(outcome, 201);
});

/** The agenda (any staff member): appointments starting on the days du…au (practice time zone), by time then doctor. */
export const GET = withApi(async ({ request, requestId }) => {
  const actor = await requireStaff(request);
  const query = parseQuery(request, agendaQuery);
  const { db } = await getDatabase();
  return json(await listAgenda(db, query, { actorId: actor.id, requestId, timeZone: env().PRACTICE_TIME_ZONE }));
});
