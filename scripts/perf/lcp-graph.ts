/**
 * `npm run perf:lcp-graph -- [--page /] [--runs 3] [--dist-dir .next] [--port 3106] [--base-url URL] [--front none|caddy]`
 *
 * Why is the simulated mobile LCP what it is? Lighthouse (Lantern) does not throttle the page: it
 * loads it at full speed, then replays over slow 4G only the requests and tasks it judges the
 * largest paint depended on. A script counts when it finished loading and started running before
 * the observed paint; a script that runs after the paint does not. This prints, for each run, the
 * observed paint, when each script ran compared with it, and the requests of Lantern's optimistic
 * graph with their simulated times — so a change to the page can be judged on what it moves.
 * See docs/performance.md ("What moved the LCP").
 */
import { parseArgs } from "node:util";
import lighthouse from "lighthouse";
// Lighthouse's own computed artifact: the same computation the report's LCP comes from.
import { LanternLargestContentfulPaint } from "lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js";
import { frontChoice } from "./support/caddy-front";
import { runOnPage } from "./support/page-runs";
import { deadline } from "./support/processes";

const { values } = parseArgs({
  options: {
    "dist-dir": { type: "string", default: process.env.NEXT_DIST_DIR ?? ".next" },
    port: { type: "string", default: "3106" },
    page: { type: "string", default: "/" },
    runs: { type: "string", default: "3" },
    "base-url": { type: "string" },
    front: { type: "string", default: "none" },
  },
});
const runs = Math.max(1, Number(values.runs));
deadline((3 + runs) * 60_000, "perf:lcp-graph");

type TraceEvent = { name: string; ph: string; ts: number; dur?: number; tid?: number; args?: { data?: { url?: string; documentLoaderURL?: string; isLoadingMainFrame?: boolean } } };
type GraphNode = { type: string; request?: { url: string; transferSize: number } };
type Estimate = { timing: number; nodeTimings: Map<GraphNode, { startTime: number; endTime: number }> };

const ms = (value: number) => `${Math.round(value)} ms`.padStart(8);
const shortUrl = (url: string) => url.replace(/^https?:\/\/[^/]+/, "") || "/";

async function measure(url: string, port: number, run: number): Promise<void> {
  const result = await lighthouse(url, { port, logLevel: "error", onlyCategories: ["performance"] });
  if (!result) throw new Error("Lighthouse returned no result");
  const { artifacts, lhr } = result;
  const events = artifacts.Trace.traceEvents as unknown as TraceEvent[];
  const navigation = events.find((e) => e.name === "navigationStart" && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL?.startsWith("http"));
  if (!navigation) throw new Error("No navigation in the trace");
  const since = (ts: number) => (ts - navigation.ts) / 1000;
  const observedLcp = Math.max(...events.filter((e) => e.name === "largestContentfulPaint::Candidate").map((e) => since(e.ts)));

  // The renderer's main thread is the one that runs the page's scripts.
  const mainThread = events.find((e) => e.name === "EvaluateScript" && e.args?.data?.url?.includes("/_next/static/"))?.tid;
  const firstPaint = events.find((e) => e.name === "Paint" && e.ph === "X" && e.tid === mainThread && e.ts >= navigation.ts);
  const paintedAt = firstPaint ? since(firstPaint.ts + (firstPaint.dur ?? 0)) : Number.NaN;

  const firstRun = new Map<string, number>();
  for (const e of events) {
    const scriptUrl = e.args?.data?.url;
    if (e.name !== "EvaluateScript" || !scriptUrl?.includes("/_next/static/") || firstRun.has(scriptUrl)) continue;
    firstRun.set(scriptUrl, since(e.ts));
  }

  const lcp = (await LanternLargestContentfulPaint.request(
    { trace: artifacts.Trace, devtoolsLog: artifacts.DevtoolsLog, gatherContext: artifacts.GatherContext, settings: lhr.configSettings, simulator: null, URL: artifacts.URL, SourceMaps: artifacts.SourceMaps },
    { computedCache: new Map() } as never,
  )) as unknown as { timing: number; optimisticEstimate: Estimate; pessimisticEstimate: Estimate };

  console.log(`\nrun ${run}: simulated LCP ${Math.round(lcp.timing)} ms (Lighthouse ${Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN)} ms), TBT ${Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? NaN)} ms; observed paint at ${Math.round(observedLcp)} ms (first frame painted by the main thread at ${Math.round(paintedAt)} ms, then rastered and presented)`);
  console.log("  scripts, first run at (observed):");
  for (const [scriptUrl, at] of [...firstRun].sort((a, b) => a[1] - b[1])) {
    console.log(`  ${ms(at)}  ${at <= observedLcp ? "before the paint — charged" : "after the paint  — not charged"}  ${shortUrl(scriptUrl)}`);
  }
  console.log("  requests in the optimistic LCP graph (simulated start → end, transfer size):");
  const requests = [...lcp.optimisticEstimate.nodeTimings].filter(([node]) => node.type === "network").sort((a, b) => a[1].endTime - b[1].endTime);
  for (const [node, timing] of requests) {
    console.log(`  ${ms(timing.startTime)} → ${ms(timing.endTime)}  ${String(node.request?.transferSize ?? 0).padStart(6)} B  ${shortUrl(node.request?.url ?? "")}`);
  }
}

async function main() {
  const options = { page: values.page, runs, baseUrl: values["base-url"], port: Number(values.port), distDir: values["dist-dir"], front: frontChoice(values.front) };
  await runOnPage({ ...options, title: "Lantern LCP graph", label: "lcp-graph" }, measure);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
