import { readPracticeHours } from "@/domain/practice-hours/practice-hours";
import { todayIn } from "@/calendar/zone";
import { upcomingHoursNotices } from "@/calendar/opening-hours";
import { getDatabase } from "@/server/db";
import { env } from "@/server/env";
import { logger } from "@/server/logger";
import { getRuntimeValues, practiceIdentityFromEnv, setRuntimeValues, type RuntimeValues } from "@/server/runtime-values";

/**
 * The in-process cache of what the public pages show (decision 035): every page rendered reads
 * the values through here, so a change of the opening hours saved on any instance shows on every
 * instance within `maxAgeMs` plus one render — under 5 s — and a restart shows a new identity at
 * once. When the database does not answer, the pages keep the last values read.
 */

/** Values younger than this are served as they are; older ones are read again first. */
export const maxAgeMs = 3_000;
/** A read slower than this (an unreachable database) does not hold the page: it renders with the last values. */
export const readTimeoutMs = 1_500;
/** After a failed read, the next attempt waits this long, so that a stopped database is not asked by every request. */
export const retryAfterMs = 1_000;

/** The values as the database has them now: the identity of the server's environment, the hours it stores. */
export async function readRuntimeValues(): Promise<RuntimeValues> {
  const { db } = await getDatabase();
  const e = env();
  const today = todayIn(e.PRACTICE_TIME_ZONE);
  const hours = await readPracticeHours(db, { today });
  return {
    identite: practiceIdentityFromEnv(),
    semaine: hours.semaine,
    annonces: upcomingHoursNotices(hours, today),
    templatePagesIndexed: e.TEMPLATE_PAGES_INDEXED,
  };
}

type ReadState = { pending?: Promise<void>; failedAt?: number };
// One read at a time for the whole process (pages and route handlers are separate bundles).
const key = Symbol.for("cabinet.public-values-read");
const slot = globalThis as { [key]?: ReadState };
const state = (): ReadState => (slot[key] ??= {});

export type FreshOptions = {
  read?: () => Promise<RuntimeValues>;
  now?: () => number;
};

/** The values to render now: at most `maxAgeMs` old while the database answers, the last ones read otherwise. */
export async function freshRuntimeValues({ read = readRuntimeValues, now = Date.now }: FreshOptions = {}): Promise<RuntimeValues> {
  const snapshot = getRuntimeValues();
  const started = now();
  const s = state();
  if (started - snapshot.readAt < maxAgeMs) return snapshot.values;
  if (!s.pending && s.failedAt !== undefined && started - s.failedAt < retryAfterMs) return snapshot.values;

  s.pending ??= read()
    .then((values) => {
      if (s.failedAt !== undefined) logger.info("public pages: the database answers again, values read");
      s.failedAt = undefined;
      setRuntimeValues(values, now());
    })
    .catch((error: unknown) => {
      if (s.failedAt === undefined) {
        logger.warn({ err: error instanceof Error ? error.message : String(error) }, "public pages: values not read, the last ones read are shown");
      }
      s.failedAt = now();
    })
    .finally(() => {
      s.pending = undefined;
    });

  let timer: NodeJS.Timeout | undefined;
  await Promise.race([s.pending, new Promise<void>((resolve) => (timer = setTimeout(resolve, readTimeoutMs)))]);
  clearTimeout(timer);
  return getRuntimeValues().values;
}

/** Tests: forget the read in progress and the last failure. */
export function resetPublicValuesReadForTests(): void {
  slot[key] = {};
}
