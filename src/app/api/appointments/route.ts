import { createAppointment } from "@/domain/appointments/appointments";
import { appointmentInput } from "@/schemas/appointment";
import { requireStaff } from "@/server/auth";
import { getDatabase } from "@/server/db";
import { env } from "@/server/env";
import { json, readJson, withApi } from "@/server/http";

export const dynamic = "force-dynamic";

/** Records an appointment (any staff member); a dateHeure without offset is practice time. */
export const POST = withApi(async ({ request, requestId }) => {
  const actor = await requireStaff(request);
  const input = await readJson(request, appointmentInput);
  const { db } = await getDatabase();
  const appointment = await createAppointment(db, input, {
    actorId: actor.id,
    requestId,
    timeZone: env().PRACTICE_TIME_ZONE,
  });
  return json(appointment, 201);
});
