/**
 * `npm start`: validates the configuration (a bad variable stops here, named), builds the app (`npm run build`)
 * when there is no build or the sources are newer than it, then serves it (scripts/serve.ts: Next's
 * request handler behind the server of src/server/node-server.ts).
 */
import { spawnSync } from "node:child_process";
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
  Math.max(newestSourceTime("src"), newestSourceTime("public"), statSync("package-lock.json").mtimeMs) >
    statSync(buildId).mtimeMs;

if (stale) {
  console.log("Building the application (first start or sources changed)...");
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Served from this process: Next reads NODE_ENV when it loads.
Object.assign(process.env, { NODE_ENV: "production" });
await import("./serve");
