/**
 * The site as it is deployed (compose.yaml): the repository's own Caddyfile in front of the app,
 * with TLS and HTTP/2, on a loopback port. Lighthouse's simulation models a page's requests by
 * protocol: over HTTP/1.1 straight to Node, each of six connections starts slow; over HTTP/2 they
 * share the document's warm one (docs/performance.md, « Measured as deployed »). Certificates come
 * from Caddy's own authority: the browser measuring runs with --ignore-certificate-errors.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";
import { assertPortFree, loopback, onExit, siteUnderTest, startBinary, type SiteUnderTest } from "./processes";

export type Front = { baseUrl: string; stop(): Promise<void> };

/** The flag Chromium needs to load a page signed by Caddy's local authority. */
export const frontChromeFlags = ["--ignore-certificate-errors"];

function answers(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request(url, { rejectUnauthorized: false, timeout: 2_000 }, (response) => {
      response.resume();
      resolve((response.statusCode ?? 500) < 500);
    });
    req.on("error", () => resolve(false));
    req.on("timeout", () => req.destroy());
    req.end();
  });
}

/** Starts Caddy on https://127.0.0.1:`port`, passing to the app at `upstream` (host:port). */
export async function startCaddyFront(options: { port: number; upstream: string }): Promise<Front> {
  if (spawnSync("caddy", ["version"]).status !== 0) {
    throw new Error("--front caddy needs Caddy 2 on this machine: apt-get install caddy (the deployment's own, scripts/docker/caddy.Dockerfile)");
  }
  assertPortFree(options.port);
  assertPortFree(options.port + 1);
  const dir = mkdtempSync(path.join(tmpdir(), "caddy-front-"));
  onExit(() => rmSync(dir, { recursive: true, force: true }));
  const baseUrl = `https://${loopback}:${options.port}`;
  // Global options for a loopback copy (no admin endpoint, no system trust store, ports of its
  // own), then the deployment's site block as it is.
  writeFileSync(
    path.join(dir, "Caddyfile"),
    `{\n\tadmin off\n\tskip_install_trust\n\thttps_port ${options.port}\n\thttp_port ${options.port + 1}\n}\nimport ${path.resolve("Caddyfile")}\n`,
  );
  const caddy = startBinary("caddy", ["run", "--config", path.join(dir, "Caddyfile"), "--adapter", "caddyfile"], {
    port: options.port,
    env: { PRACTICE_SITE_URL: baseUrl, CADDY_TLS: "internal", APP_UPSTREAM: options.upstream, XDG_DATA_HOME: path.join(dir, "data"), XDG_CONFIG_HOME: path.join(dir, "config") },
  });
  for (let waited = 0; !(await answers(`${baseUrl}/api/health`)); waited += 200) {
    if (caddy.child.exitCode !== null || waited > 30_000) throw new Error(`Caddy did not answer on ${baseUrl}:\n${caddy.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { baseUrl, stop: () => caddy.stop() };
}

/** `--front`: `none` measures the app straight over HTTP/1.1; `caddy` measures it as deployed. */
export type FrontChoice = "none" | "caddy";

export function frontChoice(value: string | undefined): FrontChoice {
  if (value === undefined || value === "none" || value === "caddy") return value ?? "none";
  throw new Error(`--front ${value}: expected none or caddy`);
}

/** Caddy's port for an app on `port`: a thousand above, out of the scripts' 31xx range. */
export const frontPort = (port: number) => port + 1000;

/** How the site was reached, for the scripts' outputs. */
export const frontLabels: Record<FrontChoice, string> = { none: "straight to the app (HTTP/1.1)", caddy: "through Caddy, as deployed (TLS, HTTP/2)" };

/**
 * The site under test (see siteUnderTest), behind Caddy when `front` is `caddy`: the app then runs
 * as compose.yaml runs it, with one proxy counted and the site's https address.
 */
export async function frontedSiteUnderTest(front: FrontChoice, options: Parameters<typeof siteUnderTest>[0]): Promise<SiteUnderTest & { appUrl: string; chromeFlags: string[]; front: string }> {
  if (front === "none") {
    const site = await siteUnderTest(options);
    return { ...site, appUrl: site.baseUrl, chromeFlags: [], front: frontLabels.none };
  }
  const port = frontPort(options.port);
  const site = await siteUnderTest({ ...options, env: { ...options.env, TRUST_PROXY_HOPS: "1", PRACTICE_SITE_URL: `https://${loopback}:${port}` } });
  const upstream = options.baseUrl ? new URL(options.baseUrl).host : `${loopback}:${options.port}`;
  const caddy = await startCaddyFront({ port, upstream }).catch(async (error: unknown) => {
    await site.stop();
    throw error;
  });
  return {
    baseUrl: caddy.baseUrl,
    // For what Node's fetch reads (warm-ups, first-load JS): it does not trust Caddy's authority.
    appUrl: site.baseUrl,
    chromeFlags: frontChromeFlags,
    front: frontLabels.caddy,
    stop: async () => {
      await caddy.stop();
      await site.stop();
    },
  };
}
