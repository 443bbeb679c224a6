/**
 * Process plumbing shared by the measurement scripts and the drills: start the built app (or any
 * Node server) on a loopback port, wait until it answers, find the process that really listens
 * (its VmHWM is the server's peak memory), and a watchdog so that no script can run forever.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export const loopback = "127.0.0.1";

const children = new Set<ChildProcess>();
const cleanups: (() => void)[] = [];

/** Runs `fn` (synchronously) when the script ends, however it ends: to stop a private PostgreSQL. */
export function onExit(fn: () => void): void {
  cleanups.push(fn);
}

function killAll(): void {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      try {
        process.kill(child.pid, "SIGKILL");
      } catch {
        // already gone
      }
    }
  }
  for (const fn of cleanups.splice(0).reverse()) {
    try {
      fn();
    } catch (error) {
      console.error("cleanup failed:", error instanceof Error ? error.message : error);
    }
  }
}

process.on("exit", killAll);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the servers started by this script.`);
    process.exit(130);
  });
}

/**
 * The whole script stops after `ms`, whatever it is waiting for (a hung server, a hung request):
 * every process it started is killed and the exit code is 2.
 */
export function deadline(ms: number, label: string): void {
  const timer = setTimeout(() => {
    console.error(`\n${label}: time limit of ${Math.round(ms / 1000)} s reached, stopping.`);
    process.exit(2);
  }, ms);
  timer.unref();
}

export type Server = {
  child: ChildProcess;
  port: number;
  baseUrl: string;
  /** Last lines written by the server on stderr/stdout, for error reports. */
  output(): string;
  /** PID of the process bound to the port (the server itself, not a wrapper). */
  listenerPid(): number;
  stop(signal?: NodeJS.Signals): Promise<void>;
};

/**
 * Starts `node <args>` with `env`. Its output goes to a log file, not through a pipe: reading a
 * pipe would cost this process CPU while it is also the load generator.
 */
export function startNode(args: string[], options: { port: number; env: Record<string, string | undefined>; cwd?: string }): Server {
  return startBinary(process.execPath, args, options);
}

/** Starts `command <args>` as startNode does: a server on `port`, its output in a log file. */
export function startBinary(command: string, args: string[], options: { port: number; env: Record<string, string | undefined>; cwd?: string }): Server {
  const logFile = path.join("/tmp", `quality-server-${options.port}.log`);
  const fd = openSync(logFile, "w");
  const child = spawn(command, args, {
    cwd: options.cwd ?? process.cwd(),
    env: { ...process.env, ...options.env },
    stdio: ["ignore", fd, fd],
  });
  closeSync(fd);
  children.add(child);
  child.on("exit", () => children.delete(child));
  return {
    child,
    port: options.port,
    baseUrl: `http://${loopback}:${options.port}`,
    output: () => `${logFile}:\n${readFileSync(logFile, "utf8").slice(-4_000)}`,
    listenerPid: () => listeningPid(options.port) ?? child.pid ?? -1,
    stop: (signal: NodeJS.Signals = "SIGTERM") => stopChild(child, signal),
  };
}

export const nextBin = path.join(process.cwd(), "node_modules", ".bin", "next");
/** The product's server as `npm run build` compiles it (scripts/serve.ts): what production runs. */
export const serverEntry = path.join(process.cwd(), "dist", "server", "serve.mjs");

/**
 * The built app, served by the product's server (`server: "product"`, the default) or by
 * `next start` (`server: "next"`: to measure a build made before the server was compiled, or
 * Next alone), run by node itself so that the child is the server process.
 */
export function startApp(options: { port: number; distDir: string; env: Record<string, string | undefined>; server?: "product" | "next" }): Server {
  if (!existsSync(path.join(options.distDir, "BUILD_ID"))) {
    throw new Error(
      `No build in ${options.distDir}. Build first: NEXT_DIST_DIR=${options.distDir} npm run build`,
    );
  }
  const next = options.server === "next";
  if (!next && !existsSync(serverEntry)) throw new Error(`No compiled server in ${serverEntry}. Build first: npm run build`);
  return startNode(next ? [nextBin, "start", "-p", String(options.port), "-H", loopback] : [serverEntry], {
    port: options.port,
    env: {
      NODE_ENV: "production",
      NEXT_DIST_DIR: options.distDir,
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: String(options.port),
      ...options.env,
    },
  });
}

async function stopChild(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill(signal);
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}

/** Polls `url` until it answers 200, the process dies, or `timeoutMs` passes. */
export async function waitForOk(url: string, server: Server | null, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  let last = "";
  while (Date.now() < until) {
    if (server && (server.child.exitCode !== null || server.child.signalCode !== null)) {
      throw new Error(`The server exited (${server.child.exitCode ?? server.child.signalCode}) before answering:\n${server.output()}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      if (response.ok) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s (last: ${last})${server ? `\n${server.output()}` : ""}`);
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** PID of the process listening on a TCP port, from `ss` (iproute2). */
export function listeningPid(port: number): number | null {
  const result = spawnSync("ss", ["-Hltnp", `sport = :${port}`], { encoding: "utf8" });
  const match = /pid=(\d+)/.exec(result.stdout ?? "");
  return match?.[1] ? Number(match[1]) : null;
}

/** Peak resident set size (VmHWM) of a live process, in MiB. */
export function peakMemoryMiB(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = /^VmHWM:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}

/**
 * Peak resident set sizes (VmHWM) of a live process and of its descendants (the workers of the
 * product's server on PostgreSQL, decision 046), in MiB: their sum and how many processes.
 */
export function peakMemoryOfTreeMiB(pid: number): { mib: number | null; processes: number } {
  const pids = [pid];
  for (let i = 0; i < pids.length; i++) {
    const children = spawnSync("pgrep", ["-P", String(pids[i])], { encoding: "utf8" }).stdout ?? "";
    pids.push(...children.split("\n").filter(Boolean).map(Number));
  }
  const peaks = pids.map(peakMemoryMiB).filter((mib): mib is number => mib !== null);
  return { mib: peaks.length ? peaks.reduce((sum, mib) => sum + mib, 0) : null, processes: peaks.length };
}

/** Fails fast when another process already holds a port this script needs. */
export function assertPortFree(port: number): void {
  const pid = listeningPid(port);
  if (pid !== null) throw new Error(`Port ${port} is already used by process ${pid}: choose another one or stop it.`);
}

/** One line describing this machine, for the outputs pasted into the docs. */
export function machineLine(): string {
  const cpu = /^model name\s*:\s*(.+)$/m.exec(readFileSync("/proc/cpuinfo", "utf8"))?.[1]?.trim() ?? "unknown CPU";
  const cores = readFileSync("/proc/cpuinfo", "utf8").match(/^processor\s*:/gm)?.length ?? 0;
  const memKb = Number(/^MemTotal:\s+(\d+)/m.exec(readFileSync("/proc/meminfo", "utf8"))?.[1] ?? 0);
  const load = readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
  return `${cpu}, ${cores} cores, ${Math.round(memKb / 1024 / 1024)} GiB RAM, Node ${process.version}, load average ${load}`;
}

export type SiteUnderTest = {
  baseUrl: string;
  /** Stops the app this started (nothing when measuring `--base-url`) and removes its data. */
  stop(): Promise<void>;
};

/**
 * The site a Lighthouse script measures: `baseUrl` when given, else the build in `distDir` started
 * on `port` with a throwaway data directory, once it answers its health check.
 */
export async function siteUnderTest(options: {
  baseUrl?: string;
  port: number;
  distDir: string;
  label: string;
  server?: "product" | "next";
  env?: Record<string, string>;
}): Promise<SiteUnderTest> {
  if (options.baseUrl) return { baseUrl: options.baseUrl, stop: async () => {} };
  assertPortFree(options.port);
  const dataDir = mkdtempSync(path.join(tmpdir(), `${options.label}-data-`));
  const server = startApp({
    port: options.port,
    distDir: options.distDir,
    server: options.server,
    env: { DATA_DIR: dataDir, LOG_LEVEL: "warn", ADMIN_EMAIL: "admin@perf.test", ADMIN_PASSWORD: "perf-admin-password", ...options.env },
  });
  await waitForOk(`${server.baseUrl}/api/health`, server);
  return {
    baseUrl: server.baseUrl,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
