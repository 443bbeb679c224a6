import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { firstAdminMessage } from "@/server/db";
import { createLogger } from "@/server/logger";
import { announceWhenReady } from "@/server/readiness";

/**
 * The start-up's last words (issue 32): the address is printed once the site answers — the
 * database migrated and the first admin created — never before, and the first admin is told
 * where to change the generated password on the running site.
 */

let server: Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

/**
 * A stand-in for the app: its health check answers 503 until `ready()` is called, as while the
 * database is prepared — by itself after `readyAfter` probes, when given.
 */
async function app(events: string[], readyAfter = Infinity) {
  let isReady = false;
  let probes = 0;
  server = createServer((request, response) => {
    probes += 1;
    if (probes > readyAfter && !isReady) {
      events.push("database ready");
      isReady = true;
    }
    events.push(`health ${isReady ? 200 : 503}`);
    response.writeHead(isReady ? 200 : 503, { "content-type": "application/json" });
    response.end("{}");
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    ready: () => {
      events.push("database ready");
      isReady = true;
    },
  };
}

function capturingLogger(events: string[]) {
  return createLogger({ level: "info", destination: { write: (line: string) => void events.push(`log: ${(JSON.parse(line) as { msg: string }).msg}`) } });
}

describe("announceWhenReady", () => {
  it("prints 'ready on' after the health check answers 200, not when the port opens", async () => {
    const events: string[] = [];
    const { origin } = await app(events, 3);
    const announced = await announceWhenReady({ probeOrigin: origin, publicOrigin: "http://localhost:3000", logger: capturingLogger(events), retryMs: 20 });
    expect(announced).toBe(true);
    const readyAt = events.indexOf("database ready");
    expect(readyAt).toBe(3);
    expect(events.slice(0, readyAt).every((event) => event === "health 503")).toBe(true);
    expect(events.slice(readyAt + 1)).toEqual(["health 200", "log: ready on http://localhost:3000"]);
  });

  it("says the database does not answer yet while it waits, and stops asking when told to", async () => {
    const events: string[] = [];
    const { origin } = await app(events);
    const stop = new AbortController();
    setTimeout(() => stop.abort(), 200);
    const announced = await announceWhenReady({ probeOrigin: origin, publicOrigin: "http://localhost:3000", logger: capturingLogger(events), retryMs: 20, warnEveryMs: 60, signal: stop.signal });
    expect(announced).toBe(false);
    expect(events.filter((event) => event.startsWith("log: listening, but the database does not answer yet")).length).toBeGreaterThan(0);
    expect(events.some((event) => event.startsWith("log: ready on"))).toBe(false);
  });
});

describe("the first admin's message", () => {
  it("points to the account page of the running site, not to admin:create, which refuses while the site runs", () => {
    const message = firstAdminMessage("admin@cabinet.local", "mot-de-passe-genere");
    expect(message).toContain("admin@cabinet.local");
    expect(message).toContain("mot-de-passe-genere");
    expect(message).toContain("/responsable/compte");
    expect(message).not.toContain("admin:create");
  });
});
