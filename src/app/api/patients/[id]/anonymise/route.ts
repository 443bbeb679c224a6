import { anonymisePatient } from "@/domain/data-protection/anonymisation";
import { anonymiseInput } from "@/schemas/data-protection";
import { requireRole, requireStaff } from "@/server/auth";
import { getDatabase } from "@/server/db";
import { env } from "@/server/env";
import { json, readJson, withApi } from "@/server/http";
import { parseIdParam } from "@/server/request-params";

export const dynamic = "force-dynamic";

/** Replaces the identity of a patient file everywhere it was held, keeping its medical history (ADMIN; decision 034). */
export const POST = withApi<{ id: string }>(async ({ request, params, requestId }) => {
  const actor = await requireStaff(request);
  requireRole(actor, "ADMIN");
  const id = parseIdParam(params.id);
  const { motif } = await readJson(request, anonymiseInput);
  const { db } = await getDatabase();
  return json(await anonymisePatient(db, id, { motif }, { actorId: actor.id, requestId, timeZone: env().PRACTICE_TIME_ZONE }));
});
