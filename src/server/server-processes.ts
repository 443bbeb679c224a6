import cluster, { type Worker } from "node:cluster";
import { availableParallelism } from "node:os";
import type { Logger } from "pino";
import type { Env } from "@/server/env";

/**
 * How many processes the product's server runs, and the primary that runs them (decision 046).
 *
 * On PostgreSQL a page render takes one core for tens of milliseconds (React's renderers): one
 * Node process serves from one core whatever the machine has. The server then forks
 * `WEB_CONCURRENCY` workers (the number of CPUs by default) with node:cluster; they share the
 * port, the primary hands them the connections in turn. The embedded database (PGlite) can be
 * opened by one process only (src/db/client.ts): there the server stays one process.
 */

export type ServerProcesses = {
  /** Processes that serve requests: 1 means this process serves, without a primary. */
  workers: number;
  /** Why a WEB_CONCURRENCY that was set is not followed, for a log line. */
  ignored?: string;
};

export function serverProcesses(settings: Pick<Env, "DATABASE_URL" | "WEB_CONCURRENCY">, cpus = availableParallelism()): ServerProcesses {
  if (!settings.DATABASE_URL) {
    return settings.WEB_CONCURRENCY !== undefined && settings.WEB_CONCURRENCY > 1
      ? {
          workers: 1,
          ignored: `WEB_CONCURRENCY=${settings.WEB_CONCURRENCY} ignored: the embedded database (PGlite) can be opened by one process only, so the server runs as one process; set DATABASE_URL to serve from several`,
        }
      : { workers: 1 };
  }
  return { workers: settings.WEB_CONCURRENCY ?? Math.max(1, cpus) };
}

export type PrimaryOptions = {
  workers: number;
  logger: Logger;
  /** Variables every worker gets on top of the primary's environment. */
  workerEnv?: Record<string, string>;
  /** How long the workers have to finish what is under way after SIGTERM before they are killed. */
  stopTimeoutMs?: number;
};

export type Primary = {
  /** Resolves with the exit code once every worker has exited after `stop` (or a failed start). */
  done: Promise<number>;
  /** Asks every worker to stop (SIGTERM), then kills those still running after `stopTimeoutMs`. */
  stop(code?: number): void;
};

/**
 * Forks the workers and keeps their number: a worker that dies after it started serving is
 * replaced; one that dies before ever listening (a broken build, a port taken) stops them all
 * with its exit code, as a single-process server that fails to start would, rather than fork
 * again and again. Call it in the cluster's primary only, after the start-up work.
 */
export function runPrimary({ workers, logger, workerEnv = {}, stopTimeoutMs = 15_000 }: PrimaryOptions): Primary {
  let stopping = false;
  let exitCode = 0;
  const listening = new Set<number>();
  const running = new Set<Worker>();
  let resolveDone: (code: number) => void = () => {};
  const done = new Promise<number>((resolve) => (resolveDone = resolve));

  const fork = () => {
    const worker = cluster.fork(workerEnv);
    running.add(worker);
    worker.once("listening", () => {
      listening.add(worker.id);
      logger.info({ worker: worker.id, pid: worker.process.pid }, "worker serving");
    });
    worker.once("exit", (code, signal) => {
      running.delete(worker);
      const served = listening.delete(worker.id);
      if (stopping) {
        if (running.size === 0) resolveDone(exitCode);
        return;
      }
      if (!served) {
        logger.error({ worker: worker.id, pid: worker.process.pid, code, signal }, "a worker stopped before it served: stopping the server");
        stop(typeof code === "number" && code !== 0 ? code : 1);
        return;
      }
      logger.error({ worker: worker.id, pid: worker.process.pid, code, signal }, "a worker died: starting another");
      fork();
    });
  };

  function stop(code = 0) {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    if (running.size === 0) {
      resolveDone(exitCode);
      return;
    }
    for (const worker of running) worker.process.kill("SIGTERM");
    const timer = setTimeout(() => {
      for (const worker of running) {
        logger.warn({ worker: worker.id, pid: worker.process.pid }, "worker still running after SIGTERM: killed");
        worker.process.kill("SIGKILL");
      }
    }, stopTimeoutMs);
    timer.unref();
  }

  for (let i = 0; i < workers; i++) fork();
  return { done, stop };
}
