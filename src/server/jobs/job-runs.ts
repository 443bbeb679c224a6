import { eq, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { jobRuns } from "@/db/schema";

/**
 * A job's turn, claimed in the database so that each run happens on one instance (decision 036).
 * One conditional upsert: the row is taken only when the job is due and no live claim holds it.
 * On PostgreSQL a second instance claiming at the same moment waits for the first one's row lock,
 * then finds the job held and gets nothing; on the embedded database one process owns the data.
 */
export async function claimJob(db: Database, name: string, timing: { everySeconds: number; holdSeconds: number }, now: Date): Promise<boolean> {
  const heldUntil = new Date(now.getTime() + timing.holdSeconds * 1000);
  // Due again one interval after this start, less a second for timers that fire a little late.
  const dueAt = new Date(now.getTime() + Math.max(0, timing.everySeconds - 1) * 1000);
  const claimed = await db
    .insert(jobRuns)
    .values({ name, dueAt, heldUntil, lastStartedAt: now })
    .onConflictDoUpdate({
      target: jobRuns.name,
      set: { dueAt, heldUntil, lastStartedAt: now },
      setWhere: sql`${jobRuns.dueAt} <= ${now} and (${jobRuns.heldUntil} is null or ${jobRuns.heldUntil} < ${now})`,
    })
    .returning({ name: jobRuns.name });
  return claimed.length > 0;
}

/** Gives the turn back after a run: the job runs again once due (an interval after this run started), on any instance. */
export async function finishJob(db: Database, name: string, now: Date): Promise<void> {
  await db.update(jobRuns).set({ heldUntil: null, lastFinishedAt: now }).where(eq(jobRuns.name, name));
}
