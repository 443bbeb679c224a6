/**
 * Reading Lighthouse results, shared by `perf:lighthouse` and `perf:floor` so that both report
 * the same figures chosen the same way.
 */
import type { Result } from "lighthouse";

/** A category's score out of 100 (0 when Lighthouse could not score it). */
export const categoryScore = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);

/** An audit's numeric value (milliseconds for timings), NaN when missing. */
export const auditValue = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

/** The median run by performance score: one slow run on a shared machine does not decide. */
export function medianRun<T>(runs: readonly T[], performance: (run: T) => number): T {
  const sorted = [...runs].sort((a, b) => performance(a) - performance(b));
  const median = sorted[Math.floor(sorted.length / 2)];
  if (median === undefined) throw new Error("No run to take the median of");
  return median;
}
