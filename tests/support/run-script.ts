import { execFile } from "node:child_process";
import path from "node:path";

const tsx = path.resolve("node_modules/.bin/tsx");

/**
 * Runs one of the operator's commands (`scripts/…`) as `npm run` would: a separate process on the
 * embedded database (DATABASE_URL left out), its output and exit code.
 */
export function runScript(script: string, args: string[], env: Record<string, string>) {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(tsx, [script, ...args], { env: { ...inherited, ...env } }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === "number" ? error.code : 1) : 0, stdout, stderr });
    });
  });
}
