import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import type { DatabaseHandle } from "@/db/client";
import { jobRuns } from "@/db/schema";
import { claimJob } from "@/server/jobs/job-runs";
import { type Job, runJobTurn } from "@/server/jobs/scheduler";
import { createInstancesDatabase } from "../support/test-database";

/**
 * The background jobs' scheduler (decision 036): each turn of a job runs on one instance. On
 * PostgreSQL (TEST_DATABASE_URL) two instances, each with its own connection pool, claim at once;
 * on the embedded database, which one process owns, two turns of that process.
 */

const template = inject("databaseTemplate");
let handles: DatabaseHandle[] = [];
let instances: Awaited<ReturnType<typeof createInstancesDatabase>> | undefined;

beforeAll(async () => {
  instances = await createInstancesDatabase(2, 2);
  // The embedded database: two turns of its one process.
  handles = instances.handles.length === 1 ? [instances.handles[0]!, instances.handles[0]!] : instances.handles;
}, 60_000);

afterAll(async () => {
  await instances?.close();
});

/** A job that counts its runs and takes a little time, so that the two instances' turns overlap. */
function countingJob(name: string): Job & { runs: number } {
  const job = {
    name,
    everySeconds: 60,
    firstAfterSeconds: 1,
    holdSeconds: 600,
    runs: 0,
    run: async () => {
      job.runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
    },
  };
  return job;
}

const at = (iso: string) => () => new Date(iso);

it(`runs a due job once across ${template.kind === "postgres" ? "two instances on one PostgreSQL" : "two turns of the embedded database's process"}`, async () => {
  const job = countingJob("counting");
  const first = await Promise.all(handles.map((handle) => runJobTurn(handle, job, at("2030-07-15T10:00:00Z"))));
  expect(first.filter(Boolean)).toHaveLength(1);
  expect(job.runs).toBe(1);

  // Not due again before its interval, on either instance.
  const early = await Promise.all(handles.map((handle) => runJobTurn(handle, job, at("2030-07-15T10:00:30Z"))));
  expect(early.filter(Boolean)).toHaveLength(0);
  expect(job.runs).toBe(1);

  // One interval later: once more, on one of them.
  const later = await Promise.all(handles.map((handle) => runJobTurn(handle, job, at("2030-07-15T10:01:00Z"))));
  expect(later.filter(Boolean)).toHaveLength(1);
  expect(job.runs).toBe(2);
});

it("lets another instance take over a job whose run never ended, once its claim has lapsed", async () => {
  const [one, other] = handles;
  // An instance claims the job and dies without giving it back.
  expect(await claimJob(one!.db, "crashing", { everySeconds: 60, holdSeconds: 600 }, new Date("2030-07-15T10:00:00Z"))).toBe(true);
  const job = countingJob("crashing");
  expect(await runJobTurn(other!, job, at("2030-07-15T10:05:00Z"))).toBe(false);
  expect(await runJobTurn(other!, job, at("2030-07-15T10:10:01Z"))).toBe(true);
  expect(job.runs).toBe(1);
});

it("gives the turn back after a failed run, which is due again an interval after it started", async () => {
  const job: Job = { ...countingJob("failing"), run: async () => Promise.reject(new Error("provider down")) };
  expect(await runJobTurn(handles[0]!, job, at("2030-07-15T10:00:00Z"))).toBe(true);
  const [row] = await handles[0]!.db.select().from(jobRuns).where(eq(jobRuns.name, "failing"));
  expect(row!.heldUntil).toBeNull();
  expect(await runJobTurn(handles[1]!, job, at("2030-07-15T10:01:00Z"))).toBe(true);
});

it("gives a job the scheduler's clock: the daily purge waits for PURGE_HOUR on that clock, not the system's", async () => {
  const { env } = await import("@/server/env");
  const { retentionPurgeJob } = await import("@/server/jobs/retention-purge-job");
  const { auditEvents } = await import("@/db/schema");
  const job = retentionPurgeJob(env(), 3);
  const purges = async () => (await handles[0]!.db.select().from(auditEvents).where(eq(auditEvents.action, "retention.purge"))).length;
  // 02:30 in Casablanca (UTC+1 in November 2030): not yet.
  expect(await runJobTurn(handles[0]!, job, at("2030-11-20T01:30:00Z"))).toBe(true);
  expect(await purges()).toBe(0);
  // 03:05 there, a quarter of an hour later by the same clock: the purge is made.
  expect(await runJobTurn(handles[0]!, job, at("2030-11-20T02:05:00Z"))).toBe(true);
  expect(await purges()).toBe(1);
});
