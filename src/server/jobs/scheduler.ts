import type { DatabaseHandle } from "@/db/client";
import { getDatabase } from "@/server/db";
import { claimJob, finishJob } from "@/server/jobs/job-runs";
import { logger } from "@/server/logger";

/**
 * The one scheduler of the background jobs (decision 036). Each instance looks every
 * `everySeconds` whether a job is due; the instance that claims it (src/server/jobs/job-runs.ts)
 * runs it, the others skip that turn. A job never overlaps itself, in one process or across them.
 */

export type Job = {
  /** The job's key in job_runs. */
  name: string;
  /** How often it runs (across every instance). */
  everySeconds: number;
  /** How long after start-up this instance first looks. */
  firstAfterSeconds: number;
  /** How long a claim holds before another instance may take the job over (a crashed run). */
  holdSeconds: number;
  /**
   * One run; the handle, not only `db`: a backup reads the embedded database through it. `now` is
   * the scheduler's clock at this turn: a job's rules read it, never the system clock (decision 037).
   */
  run: (database: DatabaseHandle, now: Date) => Promise<void>;
  /** Frees what the job holds (connections to providers) when the server stops. */
  close?: () => void;
};

type Running = { job: Job; timer: NodeJS.Timeout | null; run: Promise<void> | null };
type Scheduler = { running: Running[]; stopped: boolean; clock: () => Date };

// On globalThis: the instrumentation hook that starts it and scripts/serve.ts that stops it are separate bundles.
const slot = globalThis as typeof globalThis & { __cabinetScheduler?: Scheduler };

/** One turn of a job on this instance: claim it, run it, give it back. True when this instance ran it. */
export async function runJobTurn(database: DatabaseHandle, job: Job, clock: () => Date = () => new Date()): Promise<boolean> {
  const { db } = database;
  const now = clock();
  if (!(await claimJob(db, job.name, job, now))) return false;
  try {
    await job.run(database, now);
  } catch (error) {
    logger.error({ job: job.name, error: error instanceof Error ? error.message : String(error) }, "background job failed");
  } finally {
    await finishJob(db, job.name, clock());
  }
  return true;
}

/** Starts the jobs on this instance (once per process; a second call does nothing). */
export function startScheduler(jobs: Job[], clock: () => Date = () => new Date()): void {
  if (slot.__cabinetScheduler) return;
  const scheduler: Scheduler = { running: [], stopped: false, clock };
  for (const job of jobs) {
    const running: Running = { job, timer: null, run: null };
    // One turn after another, an interval apart: a turn never overlaps the previous one.
    const next = (seconds: number) => {
      if (scheduler.stopped) return;
      running.timer = setTimeout(() => {
        running.run = (async () => {
          try {
            await runJobTurn(await getDatabase(), job, scheduler.clock);
          } catch (error) {
            logger.error({ job: job.name, error: error instanceof Error ? error.message : String(error) }, "background job failed");
          } finally {
            running.run = null;
            next(job.everySeconds);
          }
        })();
      }, seconds * 1000);
      running.timer.unref();
    };
    next(job.firstAfterSeconds);
    scheduler.running.push(running);
  }
  slot.__cabinetScheduler = scheduler;
  logger.info({ jobs: jobs.map((job) => job.name) }, "background jobs started");
}

/** Stops every job after the run under way (at most `waitMs`); what a run left half-done is picked up by the next start. */
export async function stopScheduler(waitMs = 10_000): Promise<void> {
  const scheduler = slot.__cabinetScheduler;
  if (!scheduler) return;
  scheduler.stopped = true;
  for (const running of scheduler.running) if (running.timer) clearTimeout(running.timer);
  const runs = scheduler.running.flatMap((running) => (running.run ? [running.run] : []));
  if (runs.length > 0) await Promise.race([Promise.all(runs), new Promise((resolve) => setTimeout(resolve, waitMs).unref())]);
  for (const running of scheduler.running) running.job.close?.();
  slot.__cabinetScheduler = undefined;
}
