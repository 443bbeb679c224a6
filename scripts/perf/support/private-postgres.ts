/**
 * A private PostgreSQL cluster for the measurements and drills, in its own data directory and on
 * its own port (5499 by default). The machine's shared PostgreSQL on 5432 serves other people's
 * tests: these scripts never stop or load it. The cluster runs as the `postgres` system user
 * (PostgreSQL refuses to run as root) and is stopped when the script ends.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { loopback, onExit } from "./processes";

export type PrivatePostgres = {
  port: number;
  dataDir: string;
  url(database: string): string;
  /** Asynchronous, so that a load running in this process goes on while the server starts. */
  start(): Promise<void>;
  /** `immediate` is a crash (no checkpoint, connections cut); `fast` a clean shutdown. */
  stop(mode: "fast" | "immediate"): Promise<void>;
  isRunning(): boolean;
  /** Drops (if present) and creates an empty database. */
  recreateDatabase(name: string): Promise<void>;
};

function postgresBin(): string {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a)) : [];
  const version = versions[0];
  if (!version) throw new Error(`No PostgreSQL server binaries under ${root} (apt-get install postgresql).`);
  return path.join(root, version, "bin");
}

function asPostgres(command: string): { status: number | null; output: string } {
  const result = spawnSync("su", ["postgres", "-s", "/bin/sh", "-c", command], { encoding: "utf8", timeout: 60_000 });
  return { status: result.status, output: `${result.stdout ?? ""}${result.stderr ?? ""}` };
}

function run(command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn("su", ["postgres", "-s", "/bin/sh", "-c", command], { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    const timer = setTimeout(() => child.kill("SIGKILL"), 90_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(output);
      else reject(new Error(`${command}\n${output}`));
    });
  });
}

export function privatePostgres(options: { port?: number; dataDir?: string } = {}): PrivatePostgres {
  const port = options.port ?? 5499;
  const dataDir = options.dataDir ?? `/tmp/pg-quality-${port}`;
  const bin = postgresBin();
  const pgCtl = path.join(bin, "pg_ctl");
  const logFile = `${dataDir}.log`;
  let startedHere = false;

  const isRunning = () => asPostgres(`${pgCtl} -D ${dataDir} status`).status === 0;

  const cluster: PrivatePostgres = {
    port,
    dataDir,
    url: (database) => `postgres://postgres@${loopback}:${port}/${database}`,
    isRunning,
    async start() {
      if (!existsSync(path.join(dataDir, "PG_VERSION"))) {
        await run(`mkdir -p ${dataDir} && ${path.join(bin, "initdb")} -D ${dataDir} -U postgres -A trust --no-sync >/dev/null`);
      }
      if (isRunning()) return;
      // Sockets in /tmp: the default socket directory belongs to the shared cluster.
      await run(`${pgCtl} -D ${dataDir} -l ${logFile} -w -t 60 -o "-p ${port} -k /tmp -c listen_addresses=${loopback}" start >/dev/null`);
      if (!startedHere) {
        startedHere = true;
        onExit(() => {
          if (isRunning()) asPostgres(`${pgCtl} -D ${dataDir} -m fast -w -t 30 stop`);
        });
      }
    },
    async stop(mode) {
      if (!isRunning()) return;
      await run(`${pgCtl} -D ${dataDir} -m ${mode} -w -t 60 stop >/dev/null`);
    },
    async recreateDatabase(name) {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unsafe database name: ${name}`);
      const client = new pg.Client({ connectionString: cluster.url("postgres") });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
        await client.query(`create database ${name}`);
      } finally {
        await client.end();
      }
    },
  };
  return cluster;
}
