import { readConsents, saveConsents } from "@/domain/notifications/outbox";
import { consentsInput } from "@/schemas/notification";
import { requireStaff } from "@/server/auth";
import { getDatabase } from "@/server/db";
import { json, readJson, withApi } from "@/server/http";
import { parseIdParam } from "@/server/request-params";

export const dynamic = "force-dynamic";

/** The channels the patient agreed to be written to on, with the date each was agreed (any staff member). */
export const GET = withApi<{ id: string }>(async ({ request, params, requestId }) => {
  const actor = await requireStaff(request);
  const id = parseIdParam(params.id);
  const { db } = await getDatabase();
  return json(await readConsents(db, id, { actorId: actor.id, requestId }));
});

/** Records the channels agreed (all three, true or false); a withdrawn channel's pending messages are not sent. */
export const PUT = withApi<{ id: string }>(async ({ request, params, requestId }) => {
  const actor = await requireStaff(request);
  const id = parseIdParam(params.id);
  const input = await readJson(request, consentsInput);
  const { db } = await getDatabase();
  return json(await saveConsents(db, id, input, { actorId: actor.id, requestId }));
});
