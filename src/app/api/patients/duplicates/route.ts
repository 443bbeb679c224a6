import { checkDuplicates } from "@/domain/patients/duplicates";
import { requireStaff } from "@/server/auth";
import { getDatabase } from "@/server/db";
import { json, readJson, withApi } from "@/server/http";
import { duplicateCheckInput } from "@/schemas/patient";

export const dynamic = "force-dynamic";

/**
 * Likely duplicates of a person about to be registered (any staff member). A POST because the
 * names and phone number are patient data: they stay out of URLs and access logs.
 */
export const POST = withApi(async ({ request, requestId }) => {
  const actor = await requireStaff(request);
  const input = await readJson(request, duplicateCheckInput);
  const { db } = await getDatabase();
  return json({ duplicates: await checkDuplicates(db, input, { actorId: actor.id, requestId }) });
});
