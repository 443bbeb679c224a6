/**
 * `npm run perf:floor -- [--runs 5] [--port 3107] [--front none|caddy]`
 *
 * What does Lighthouse's mobile simulation give a page that is nothing but Next.js? Builds, in a
 * temporary folder, an App Router app with the very Next.js and React versions of this repository
 * and one page (a heading and a paragraph: no client component, no stylesheet, no web font), then
 * measures it on mobile like `perf:lighthouse` measures `/`, as Next.js writes it. Whatever the
 * bare page cannot reach on this machine, no work on our pages can reach either: it is the
 * framework's floor for TBT and the performance score (docs/performance.md). `--front caddy` puts
 * the repository's Caddyfile in front of it (TLS, HTTP/2), as `perf:lighthouse --front caddy` does.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { chromeLauncherFlags, chromiumPath } from "../../tests/support/chromium";
import { auditValue, categoryScore, medianRun } from "./support/lighthouse-results";
import { frontChoice, frontChromeFlags, frontLabels, frontPort, startCaddyFront, type Front } from "./support/caddy-front";
import { assertPortFree, deadline, machineLine, onExit, startNode, waitForOk } from "./support/processes";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    port: { type: "string", default: "3107" },
    front: { type: "string", default: "none" },
  },
});
const front = frontChoice(values.front);
const runs = Math.max(1, Number(values.runs));
const port = Number(values.port);
deadline((5 + runs) * 60_000, "perf:floor");

const bareApp: Record<string, string> = {
  "package.json": JSON.stringify({ name: "bare-next-app", private: true, type: "module" }),
  "tsconfig.json": JSON.stringify({
    compilerOptions: { target: "ES2022", lib: ["dom", "esnext"], jsx: "react-jsx", module: "esnext", moduleResolution: "bundler", strict: true, skipLibCheck: true, noEmit: true, isolatedModules: true },
    include: ["**/*.tsx"],
  }),
  "app/layout.tsx": `export const metadata = { title: "Bare", description: "One page and nothing else: the framework alone." };
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return <html lang="fr"><body style={{ margin: 0, fontFamily: "system-ui, sans-serif" }}>{children}</body></html>;
}
`,
  "app/page.tsx": `export default function Page() {
  return <main style={{ padding: 24 }}><h1>Cabinet de chirurgie orthopédique</h1><p>Une page minimale : le framework seul.</p></main>;
}
`,
};

type Run = { performance: number; fcp: number; lcp: number; tbt: number; cls: number };

function toRun(lhr: Result): Run {
  return {
    performance: categoryScore(lhr, "performance"),
    fcp: auditValue(lhr, "first-contentful-paint"),
    lcp: auditValue(lhr, "largest-contentful-paint"),
    tbt: auditValue(lhr, "total-blocking-time"),
    cls: auditValue(lhr, "cumulative-layout-shift"),
  };
}

const line = (label: string, r: Run) =>
  `${label.padEnd(12)} ${String(r.performance).padStart(4)}   ${(r.fcp / 1000).toFixed(2)} s   ${(r.lcp / 1000).toFixed(2)} s   ${String(Math.round(r.tbt)).padStart(4)} ms   ${r.cls.toFixed(3)}`;

async function measure(label: string, dir: string, chromePort: number): Promise<void> {
  const server = startNode([path.join(dir, "node_modules/.bin/next"), "start", "-p", String(port), "-H", "127.0.0.1"], {
    port,
    cwd: dir,
    env: { NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
  });
  let caddy: Front | null = null;
  try {
    await waitForOk(`${server.baseUrl}/`, server);
    if (front === "caddy") caddy = await startCaddyFront({ port: frontPort(port), upstream: `127.0.0.1:${port}` });
    const baseUrl = caddy?.baseUrl ?? server.baseUrl;
    console.log(`\n${label}, ${frontLabels[front]}\n             perf   FCP      LCP      TBT       CLS`);
    const results: Run[] = [];
    for (let i = 1; i <= runs; i++) {
      const result = await lighthouse(`${baseUrl}/`, { port: chromePort, logLevel: "error", onlyCategories: ["performance"] });
      if (!result) throw new Error("Lighthouse returned no result");
      const run = toRun(result.lhr);
      results.push(run);
      console.log(line(`run ${i}`, run));
    }
    console.log(line("median", medianRun(results, (run) => run.performance)));
  } finally {
    await caddy?.stop();
    await server.stop();
  }
}

async function main() {
  assertPortFree(port);
  const dir = mkdtempSync(path.join(tmpdir(), "bare-next-app-"));
  onExit(() => rmSync(dir, { recursive: true, force: true }));
  for (const [file, content] of Object.entries(bareApp)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  // Hard links: the same packages as this repository in a second of copying. Turbopack refuses a
  // node_modules symlinked from outside the app's folder.
  const link = spawnSync("cp", ["-al", path.resolve("node_modules"), path.join(dir, "node_modules")], { encoding: "utf8" });
  if (link.status !== 0) throw new Error(`Could not link node_modules into ${dir}: ${link.stderr}`);
  const build = spawnSync(process.execPath, [path.join(dir, "node_modules/.bin/next"), "build"], {
    cwd: dir,
    encoding: "utf8",
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (build.status !== 0) throw new Error(`The bare app did not build:\n${build.stdout}\n${build.stderr}`);

  console.log(`Framework floor: a bare Next.js App Router page, Lighthouse mobile (simulated), ${new Date().toISOString()}\n${machineLine()}`);
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: [...chromeLauncherFlags, ...(front === "caddy" ? frontChromeFlags : [])] });
  try {
    await measure("As Next.js writes it (async scripts in the <head>)", dir, chrome.port);
  } finally {
    await chrome.kill();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
