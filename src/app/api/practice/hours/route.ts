import { readPracticeHours, savePracticeHours } from "@/domain/practice-hours/practice-hours";
import { todayIn } from "@/calendar/zone";
import { env } from "@/server/env";
import { json, withApi } from "@/server/http";
import { practiceHoursCalls } from "@/server/openapi/practice-hours";

/** The opening hours and closures (anyone; shared caches may keep them a minute). */
export const GET = withApi(practiceHoursCalls.read, async ({ db }) => {
  const today = todayIn(env().PRACTICE_TIME_ZONE);
  const hours = await readPracticeHours(db, { today });
  return json({ ...hours, aujourdHui: today }, 200, { "Cache-Control": "public, max-age=60" });
});

/** Replaces the opening hours and closures (ADMIN only); answers the stored document. */
export const PUT = withApi(practiceHoursCalls.save, async ({ db, body, audit }) => {
  const today = todayIn(env().PRACTICE_TIME_ZONE);
  const saved = await savePracticeHours(db, body, { ...audit, today });
  return json({ ...saved, aujourdHui: today });
});
