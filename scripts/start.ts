/**
 * `npm start`: validates the configuration (a bad variable stops here, named), builds the app and
 * its server (`npm run build`) when there is no build or the sources are newer than it, then runs
 * the compiled server (dist/server/serve.mjs: Next's request handler behind the server of
 * src/server/node-server.ts) with plain Node, passing it the signals this process receives.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { InvalidEnvironmentError, parseEnv } from "../src/server/env";

try {
  parseEnv(process.env);
} catch (error) {
  if (error instanceof InvalidEnvironmentError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const distDir = process.env.NEXT_DIST_DIR ?? ".next";
const buildId = path.join(distDir, "BUILD_ID");
const serverEntry = path.join("dist", "server", "serve.mjs");

function newestSourceTime(dir: string): number {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSourceTime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const stale =
  !existsSync(buildId) ||
  !existsSync(serverEntry) ||
  Math.max(newestSourceTime("src"), newestSourceTime("public"), statSync("scripts/serve.ts").mtimeMs, statSync("package-lock.json").mtimeMs) >
    Math.min(statSync(buildId).mtimeMs, statSync(serverEntry).mtimeMs);

if (stale) {
  // What it costs, said before it starts (README, "Set-up"): a newcomer should not think it hangs.
  console.log("Building the application (first start or sources changed): about 2 to 3 minutes on a 2-core machine, longer while it does other work...");
  const started = performance.now();
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  if (build.status !== 0) process.exit(build.status ?? 1);
  console.log(`Built in ${Math.round((performance.now() - started) / 1000)} s. Starting the server: the address is printed once the database is ready.`);
}

const server = spawn(process.execPath, [serverEntry], { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
