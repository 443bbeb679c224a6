import { env, InvalidEnvironmentError } from "@/server/env";
import { getDatabase } from "@/server/db";
import { backgroundJobs } from "@/server/jobs/background-jobs";
import { startScheduler } from "@/server/jobs/scheduler";

/**
 * Validates the configuration (a bad variable stops start-up, named), prepares the database, then
 * starts the background jobs.
 */
export async function startServer(): Promise<void> {
  try {
    env();
  } catch (error) {
    if (error instanceof InvalidEnvironmentError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  await getDatabase();
  // The background jobs (decision 036): purge, backup, notifications, each once across instances; never during `next build`.
  if (env().NEXT_PHASE !== "phase-production-build") startScheduler(backgroundJobs(env()));
}
