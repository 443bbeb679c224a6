/**
 * Lighthouse's mobile figures at a CPU slowdown calibrated to the machine that measured them.
 *
 * Lighthouse simulates a mid-tier phone by multiplying the CPU time it observed by a fixed 4,
 * chosen for a high-end desktop host (CPU benchmark index 1500-2000). Its documentation asks to
 * calibrate that multiplier when the host is elsewhere (docs/throttling.md, "Calibrating the CPU
 * slowdown"), and links a calculator whose formula is below. Our shared two-core machine moves
 * between 1050 and 2200 within the hour: at a fixed 4 the same page reads as a different phone
 * from one run to the next. The calibrated figure simulates the same phone whatever the moment:
 * lower than 4 on a slow moment, higher (up to 6 at 2000) on a fast one.
 *
 * In Lighthouse's default "simulate" mode the multiplier is only used when audits turn the
 * observed trace into metrics, so the same run is audited again with the other multiplier:
 * nothing is loaded twice.
 */
import { auditFlowArtifacts, type Result, type RunnerResult } from "lighthouse";

/**
 * The multiplier for a benchmark index, as lighthouse-cpu-throttling-calculator computes it
 * (patrickhulce/lighthouse-cpu-throttling-calculator, linked from Lighthouse's docs): 1533 → 4,
 * 2000 → 6, 1300 → 3, 800 → 2, 150 → 1.
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/**
 * How far the calculator trusts its multiplier: the range it prints beside it. Its anchors stop at
 * 2000; above, the line is extrapolated and the range widens with the distance (at 3600, ×12.9
 * within ×7.9-17.8), so a calibrated figure from a fast host is a wide estimate, not a reading.
 */
export function calibratedCpuSlowdownRange(benchmarkIndex: number): [number, number] {
  const multiplier = calibratedCpuSlowdown(benchmarkIndex);
  const width = benchmarkIndex >= 1300 ? Math.max(multiplier - 3, 1.5, multiplier * 0.3) : benchmarkIndex >= 800 ? 1.5 : 0.5;
  return [Math.max(1, multiplier - width / 2), multiplier + width / 2];
}

/** The run's report again, audited with another CPU slowdown (same artifacts, same categories). */
export async function auditAtCpuSlowdown(run: RunnerResult, cpuSlowdownMultiplier: number): Promise<Result> {
  const settings = run.lhr.configSettings;
  const throttling = { ...settings.throttling, cpuSlowdownMultiplier };
  // Runner.audit refuses artifacts gathered with other settings: in simulate mode the multiplier
  // played no part in gathering, so the artifacts carry the one they are audited with.
  const artifacts = { ...run.artifacts, settings: { ...run.artifacts.settings, throttling } };
  const config = { extends: "lighthouse:default", settings: { onlyCategories: settings.onlyCategories, throttling } };
  const flow = await auditFlowArtifacts({ gatherSteps: [{ artifacts, flags: { onlyCategories: settings.onlyCategories ?? undefined } }], name: "calibrated" } as never, config as never);
  const lhr = flow.steps[0]?.lhr;
  if (!lhr) throw new Error("Lighthouse returned no report when auditing again");
  return lhr;
}
