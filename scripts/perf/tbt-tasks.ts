/**
 * `npm run perf:tbt-tasks -- [--page /] [--runs 3] [--dist-dir .next] [--port 3108] [--base-url URL] [--front none|caddy]
 *   [--cpu-slowdown 4|calibrated]`
 *
 * Why is the simulated mobile TBT what it is? Lighthouse (Lantern) multiplies every main-thread
 * task it observed by the CPU slowdown (4x), places it on the simulated timeline, and counts, of
 * each task that ends after the first contentful paint, the time beyond its first 50 ms. This
 * prints, for each run, the tasks of 50 ms or more in Lantern's pessimistic simulation, what each
 * adds to the blocking time, when it ran on the real (observed) timeline and what ran inside it
 * (style, layout, which script, which timer) — the list that led to decision 012.
 * `--cpu-slowdown calibrated` simulates the same run at the multiplier calibrated to its CPU
 * benchmark index (decision 015) instead of Lighthouse's 4: on a fast host the tasks that count
 * on the phone Lighthouse means, which the default multiplier lets through.
 */
import { parseArgs } from "node:util";
import lighthouse from "lighthouse";
// Lighthouse's own computed artifacts: the same computations the report's FCP and TBT come from.
import { LanternFirstContentfulPaint } from "lighthouse/core/computed/metrics/lantern-first-contentful-paint.js";
import { LanternTotalBlockingTime } from "lighthouse/core/computed/metrics/lantern-total-blocking-time.js";
import { calibratedCpuSlowdown } from "./support/cpu-calibration";
import { frontChoice } from "./support/caddy-front";
import { runOnPage } from "./support/page-runs";
import { deadline } from "./support/processes";

const { values } = parseArgs({
  options: {
    "dist-dir": { type: "string", default: process.env.NEXT_DIST_DIR ?? ".next" },
    port: { type: "string", default: "3108" },
    page: { type: "string", default: "/" },
    runs: { type: "string", default: "3" },
    "base-url": { type: "string" },
    front: { type: "string", default: "none" },
    "cpu-slowdown": { type: "string", default: "4" },
  },
});
if (values["cpu-slowdown"] !== "calibrated" && !(Number(values["cpu-slowdown"]) >= 1)) {
  throw new Error("--cpu-slowdown takes a multiplier of at least 1, or 'calibrated'");
}
const runs = Math.max(1, Number(values.runs));
deadline((3 + runs) * 60_000, "perf:tbt-tasks");

/** Lantern's blocking threshold: a task's first 50 ms never count. */
const blockingThresholdMs = 50;

type TraceEvent = { name: string; ph: string; ts: number; dur?: number; args?: { data?: { url?: string; functionName?: string; isLoadingMainFrame?: boolean; documentLoaderURL?: string }; beginData?: { url?: string } } };
type CpuNode = { type: "cpu"; event: TraceEvent; childEvents: TraceEvent[] };
type GraphNode = CpuNode | { type: "network" };
type Timing = { startTime: number; endTime: number; duration: number };
type Estimate = { timeInMs: number; nodeTimings: Map<GraphNode, Timing> };
type Metric = { timing: number; optimisticEstimate: Estimate; pessimisticEstimate: Estimate };

/** The trace events worth naming inside a task; the rest are bookkeeping. */
const namedWork = new Set(["ParseHTML", "ParseAuthorStyleSheet", "EvaluateScript", "v8.compile", "FunctionCall", "TimerFire", "FireAnimationFrame", "EventDispatch", "RunMicrotasks", "UpdateLayoutTree", "Layout", "PrePaint", "Paint", "Layerize", "MinorGC", "MajorGC"]);
const shortUrl = (url: string) => url.replace(/^https?:\/\/[^/]+/, "").replace("/_next/static/chunks/", "") || "/";

/** "Layout 12.6 · UpdateLayoutTree 12.8 · ..." — the largest kinds of work in a task, in ms. */
function insideTask(node: CpuNode): string {
  const byKind = new Map<string, number>();
  for (const event of node.childEvents) {
    if (!namedWork.has(event.name)) continue;
    const url = event.args?.data?.url ?? event.args?.beginData?.url;
    const fn = event.args?.data?.functionName;
    const kind = `${event.name}${url ? ` ${shortUrl(url)}` : ""}${fn ? `:${fn}` : ""}`;
    byKind.set(kind, (byKind.get(kind) ?? 0) + (event.dur ?? 0) / 1000);
  }
  return [...byKind].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([kind, ms]) => `${kind} ${ms.toFixed(1)}`).join(" · ");
}

async function measure(url: string, port: number, run: number): Promise<void> {
  const result = await lighthouse(url, { port, logLevel: "error", onlyCategories: ["performance"] });
  if (!result) throw new Error("Lighthouse returned no result");
  const { artifacts, lhr } = result;
  const benchmarkIndex = lhr.environment.benchmarkIndex;
  const cpuSlowdownMultiplier = values["cpu-slowdown"] === "calibrated" ? calibratedCpuSlowdown(benchmarkIndex) : Number(values["cpu-slowdown"]);
  // In simulate mode the multiplier only enters here, when the observed trace becomes metrics.
  const settings = { ...lhr.configSettings, throttling: { ...lhr.configSettings.throttling, cpuSlowdownMultiplier } };
  const data = { trace: artifacts.Trace, devtoolsLog: artifacts.DevtoolsLog, gatherContext: artifacts.GatherContext, settings, simulator: null, URL: artifacts.URL, SourceMaps: artifacts.SourceMaps };
  const context = { computedCache: new Map() } as never;
  const tbt = (await LanternTotalBlockingTime.request(data as never, context)) as unknown as Metric;
  const fcp = (await LanternFirstContentfulPaint.request(data as never, context)) as unknown as Metric;
  const events = artifacts.Trace.traceEvents as unknown as TraceEvent[];
  const navigation = events.find((e) => e.name === "navigationStart" && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL?.startsWith("http"));
  if (!navigation) throw new Error("No navigation in the trace");

  // The pessimistic estimate counts from the optimistic FCP (Lantern's TotalBlockingTime).
  const countsFrom = fcp.optimisticEstimate.timeInMs;
  console.log(
    `\nrun ${run}: TBT ${Math.round(tbt.timing)} ms at CPU ×${cpuSlowdownMultiplier.toFixed(1)} (Lighthouse's report at ×${lhr.configSettings.throttling.cpuSlowdownMultiplier}: ${Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? NaN)} ms; Lantern: optimistic ${Math.round(tbt.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(tbt.pessimisticEstimate.timeInMs)}), simulated FCP ${Math.round(countsFrom)} ms, CPU benchmark index ${Math.round(benchmarkIndex)}`,
  );
  console.log("  simulated task (start + duration) → counts   observed at, duration   what ran inside");
  const tasks = [...tbt.pessimisticEstimate.nodeTimings]
    .filter((entry): entry is [CpuNode, Timing] => entry[0].type === "cpu" && entry[1].duration >= blockingThresholdMs)
    .sort((a, b) => a[1].startTime - b[1].startTime);
  for (const [node, timing] of tasks) {
    const counted = Math.max(0, timing.endTime - Math.max(timing.startTime, countsFrom) - blockingThresholdMs);
    const observedAt = (node.event.ts - navigation.ts) / 1000;
    console.log(
      `  ${`${Math.round(timing.startTime)} + ${Math.round(timing.duration)} ms`.padStart(16)} → ${`${Math.round(counted)} ms`.padEnd(8)} ${`${Math.round(observedAt)} ms, ${((node.event.dur ?? 0) / 1000).toFixed(1)} ms`.padEnd(20)} ${insideTask(node) || "(browser work outside the page: navigation, context set-up)"}`,
    );
  }
}

async function main() {
  const options = { page: values.page, runs, baseUrl: values["base-url"], port: Number(values.port), distDir: values["dist-dir"], front: frontChoice(values.front) };
  await runOnPage({ ...options, title: "Lantern TBT tasks", label: "tbt-tasks" }, measure);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
