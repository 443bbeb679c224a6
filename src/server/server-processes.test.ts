import cluster from "node:cluster";
import http from "node:http";
import { createServer, type AddressInfo } from "node:net";
import path from "node:path";
import { runPrimary, serverProcesses, type Primary } from "@/server/server-processes";
import { parseEnv } from "@/server/env";
import { createLogger } from "@/server/logger";

describe("how many processes the product's server runs (decision 046)", () => {
  const postgres = "postgres://db/cabinet";

  it("on PostgreSQL, one per CPU unless WEB_CONCURRENCY says otherwise", () => {
    expect(serverProcesses({ DATABASE_URL: postgres }, 2)).toEqual({ workers: 2 });
    expect(serverProcesses({ DATABASE_URL: postgres }, 8)).toEqual({ workers: 8 });
    expect(serverProcesses({ DATABASE_URL: postgres, WEB_CONCURRENCY: 3 }, 2)).toEqual({ workers: 3 });
    expect(serverProcesses({ DATABASE_URL: postgres, WEB_CONCURRENCY: 1 }, 8)).toEqual({ workers: 1 });
  });

  it("on the embedded database, always one, saying why when more were asked for", () => {
    expect(serverProcesses({}, 8)).toEqual({ workers: 1 });
    expect(serverProcesses({ WEB_CONCURRENCY: 1 }, 8)).toEqual({ workers: 1 });
    const asked = serverProcesses({ WEB_CONCURRENCY: 4 }, 8);
    expect(asked.workers).toBe(1);
    expect(asked.ignored).toMatch(/WEB_CONCURRENCY=4 ignored: the embedded database \(PGlite\) can be opened by one process only/);
  });

  it("reads WEB_CONCURRENCY as a whole number from 1 to 64, blank as unset", () => {
    expect(parseEnv({ WEB_CONCURRENCY: "2" }).WEB_CONCURRENCY).toBe(2);
    expect(parseEnv({ WEB_CONCURRENCY: "" }).WEB_CONCURRENCY).toBeUndefined();
    expect(parseEnv({}).WEB_CONCURRENCY).toBeUndefined();
    for (const bad of ["0", "1.5", "deux", "65"]) {
      expect(() => parseEnv({ WEB_CONCURRENCY: bad })).toThrowError(/WEB_CONCURRENCY must be a whole number between 1 and 64/);
    }
  });
});

describe("the primary keeps its workers (decision 046)", () => {
  const fixture = path.resolve("tests/support/cluster-worker.mjs");
  let lines: Record<string, unknown>[] = [];
  const logger = createLogger({ level: "info", destination: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) } });
  let primary: Primary | undefined;

  beforeEach(() => {
    lines = [];
  });

  afterEach(async () => {
    primary?.stop();
    await primary?.done;
    primary = undefined;
  });

  it("two workers answer on one port; one that dies is replaced; a stop ends them all", async () => {
    const port = await freePort();
    cluster.setupPrimary({ exec: fixture, silent: true });
    primary = runPrimary({ workers: 2, logger, workerEnv: { FIXTURE_PORT: String(port) } });
    await vi.waitUntil(() => serving().length === 2, { timeout: 15_000, interval: 50 });

    // The primary hands new connections to the workers in turn.
    const answers = await Promise.all(Array.from({ length: 8 }, () => get(port, "/")));
    const workerIds = new Set(answers.map((answer) => answer.split(" ")[0]));
    expect(workerIds).toEqual(new Set(["1", "2"]));

    const [dying, deadPid] = (await get(port, "/die")).split(" ");
    expect(dying).toBe("dying");
    await vi.waitUntil(() => serving().length === 3, { timeout: 15_000, interval: 50 });
    expect(lines.some((line) => line.msg === "a worker died: starting another" && line.code === 3)).toBe(true);
    expect(alive(Number(deadPid))).toBe(false);
    const pids = new Set((await Promise.all(Array.from({ length: 8 }, () => get(port, "/")))).map((answer) => Number(answer.split(" ")[1])));
    expect(pids.size).toBe(2);
    expect(pids.has(Number(deadPid))).toBe(false);

    primary.stop();
    expect(await primary.done).toBe(0);
    for (const pid of pids) expect(alive(pid)).toBe(false);
    await expect(get(port, "/")).rejects.toThrow(/ECONNREFUSED/);
  }, 30_000);

  it("workers that die before serving stop the server with their exit code instead of being forked again", async () => {
    cluster.setupPrimary({ exec: fixture, silent: true });
    primary = runPrimary({ workers: 2, logger, workerEnv: { FIXTURE_FAIL_START: "true", FIXTURE_PORT: "0" } });
    expect(await primary.done).toBe(7);
    expect(lines.filter((line) => line.msg === "a worker stopped before it served: stopping the server")).toHaveLength(1);
    expect(lines.some((line) => line.msg === "a worker died: starting another")).toBe(false);
  }, 30_000);

  function serving() {
    return lines.filter((line) => line.msg === "worker serving");
  }
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** One request on a connection of its own (no keep-alive), so that the primary picks a worker for it. */
function get(port: number, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path, agent: false }, (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => resolve(body));
      })
      .on("error", reject);
  });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
