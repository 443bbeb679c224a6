import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./fixtures";

/**
 * A newcomer's first start (issue 32), on the built server `npm start` runs, with an empty data
 * directory of its own: the generated first admin is told where to change the password on the
 * running site, and "ready on …" comes last — after the database and the first admin — and is
 * true when it is printed.
 */

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

test("the first start prints the first admin, then the database, then the address, which answers at once", async () => {
  test.setTimeout(150_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), "cabinet-first-start-"));
  const port = await freePort();
  const server = spawn(process.execPath, [path.join("dist", "server", "serve.mjs")], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      ADMIN_EMAIL: "premier@cabinet.local",
      ADMIN_PASSWORD: "",
      PURGE_HOUR: "off",
      BACKUP_HOUR: "off",
      REMINDER_HOUR: "off",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  server.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  try {
    await expect.poll(() => output, { timeout: 120_000, intervals: [250] }).toContain("ready on");
    // True when printed: the site answers, its database ready.
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);

    const position = (text: string) => output.indexOf(text);
    expect(position("First admin account created")).toBeGreaterThanOrEqual(0);
    expect(position('"msg":"database ready"')).toBeGreaterThan(position("First admin account created"));
    expect(position(`ready on http://localhost:${port}`)).toBeGreaterThan(position('"msg":"database ready"'));
    expect(output).toContain("/responsable/compte");
    expect(output).not.toContain("admin:create");
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
});
