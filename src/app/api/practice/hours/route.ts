import { readPracticeHours, savePracticeHours } from "@/domain/practice-hours/practice-hours";
import { todayIn } from "@/domain/time/practice-time";
import { practiceHoursInput } from "@/schemas/practice-hours";
import { requireRole, requireStaff } from "@/server/auth";
import { getDatabase } from "@/server/db";
import { env } from "@/server/env";
import { json, readJson, withApi } from "@/server/http";

export const dynamic = "force-dynamic";

/** The opening hours and closures (anyone; shared caches may keep them a minute). */
export const GET = withApi(async () => {
  const { db } = await getDatabase();
  const today = todayIn(env().PRACTICE_TIME_ZONE);
  const hours = await readPracticeHours(db, { today });
  return json({ ...hours, aujourdHui: today }, 200, { "Cache-Control": "public, max-age=60" });
});

/** Replaces the opening hours and closures (ADMIN only); answers the stored document. */
export const PUT = withApi(async ({ request, requestId }) => {
  const actor = await requireStaff(request);
  requireRole(actor, "ADMIN");
  const input = await readJson(request, practiceHoursInput);
  const { db } = await getDatabase();
  const today = todayIn(env().PRACTICE_TIME_ZONE);
  const saved = await savePracticeHours(db, input, { actorId: actor.id, requestId, today });
  return json({ ...saved, aujourdHui: today });
});
