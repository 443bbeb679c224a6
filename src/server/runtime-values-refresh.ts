import { readPracticeHours } from "@/domain/practice-hours/practice-hours";
import { todayIn } from "@/domain/time/practice-time";
import { upcomingHoursNotices } from "@/schemas/practice-hours-rules";
import { getDatabase } from "@/server/db";
import { env } from "@/server/env";
import { logger } from "@/server/logger";
import { startRegeneratedPages } from "@/server/regenerated-pages";
import { practiceIdentityFromEnv, type RuntimeValues } from "@/server/runtime-values";

/** The values the public pages show: the identity of the server's environment, the hours as the database has them now. */
export async function loadRuntimeValues(): Promise<RuntimeValues> {
  const { db } = await getDatabase();
  const today = todayIn(env().PRACTICE_TIME_ZONE);
  const hours = await readPracticeHours(db, { today });
  return {
    identite: practiceIdentityFromEnv(),
    semaine: hours.semaine,
    annonces: upcomingHoursNotices(hours, today),
    templatePagesIndexed: env().TEMPLATE_PAGES_INDEXED,
  };
}

/**
 * Start-up (src/server/startup.ts): the public pages follow the database's values, checked every
 * PUBLIC_PAGES_REFRESH_SECONDS (decision 021). Only in the server that serves a build.
 */
export async function startRuntimeValuesRefresh(): Promise<void> {
  const e = env();
  await startRegeneratedPages({
    distDir: e.NEXT_DIST_DIR,
    load: loadRuntimeValues,
    intervalSeconds: e.PUBLIC_PAGES_REFRESH_SECONDS,
    origin: `http://127.0.0.1:${e.PORT}`,
    log: { info: (message) => logger.info(message), warn: (message) => logger.warn(message) },
  });
}
