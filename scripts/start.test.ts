import { execFile } from "node:child_process";
import path from "node:path";

/**
 * `npm start` with a bad variable stops before anything is built or served, and names the
 * variable. The configuration is checked first thing, so these runs take a couple of seconds.
 */

const tsx = path.resolve("node_modules/.bin/tsx");

function start(env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = execFile(
      tsx,
      ["scripts/start.ts"],
      // Safety net only: were validation to let the value through, the script would start a build.
      { env: { ...process.env, ...env }, timeout: 60_000, killSignal: "SIGKILL" },
      (error, stdout, stderr) => resolve({ code: error ? (typeof error.code === "number" ? error.code : null) : 0, output: stdout + stderr }),
    );
    child.stdin?.end();
  });
}

describe("npm start with a bad configuration", () => {
  it("stops at once on PORT=abc, naming PORT", async () => {
    const { code, output } = await start({ PORT: "abc" });
    expect(code).toBe(1);
    expect(output).toContain("PORT must be a whole number between 1 and 65535");
    expect(output).not.toContain("Building");
  }, 70_000);

  it("names every bad variable at once, e.g. a DATABASE_URL that is not PostgreSQL's", async () => {
    const { code, output } = await start({ PORT: "70000", DATABASE_URL: "mysql://db:3306/cabinet" });
    expect(code).toBe(1);
    expect(output).toContain("PORT must be a whole number between 1 and 65535");
    expect(output).toContain("DATABASE_URL must be a postgres:// or postgresql:// URL");
    expect(output).not.toContain("Building");
  }, 70_000);
});
