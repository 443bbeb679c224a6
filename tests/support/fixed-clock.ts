import { afterAll, beforeAll, vi } from "vitest";

/**
 * The clock of the tests that work with dates: Wednesday 14 October 2026, 10:00 in Casablanca
 * (UTC+1 then). The days around it are ordinary: open from Wednesday to Saturday, closed on
 * Sunday 18 October, no public holiday (confirmed or estimated) before 6 November. A test never
 * asks for "today + n" of the real calendar, which falls on a Sunday or a holiday some weeks.
 */
export const FIXED_NOW = new Date("2026-10-14T09:00:00Z");
/** FIXED_NOW's calendar date in the practice's time zone. */
export const FIXED_TODAY = "2026-10-14";

/**
 * Moves `Date` (only: timers stay real) to `instant` and lets it run on from there, so that
 * deadlines computed with Date.now() still pass. PGlite's now() follows it (it reads the
 * process's clock); PostgreSQL's does not, so tests compare SQL timestamps to their own clock
 * only where the domain wrote them from the injected clock.
 */
export function setFixedClock(instant: Date = FIXED_NOW): void {
  vi.useFakeTimers({ toFake: ["Date"], now: instant, shouldAdvanceTime: true });
}

/** The whole file runs on the fixed clock. */
export function fixedClockInFile(instant: Date = FIXED_NOW): void {
  beforeAll(() => setFixedClock(instant));
  afterAll(() => {
    vi.useRealTimers();
  });
}

/** Runs `work` on the fixed clock, then goes back to the real one. */
export async function atFixedClock<T>(work: () => Promise<T>, instant: Date = FIXED_NOW): Promise<T> {
  setFixedClock(instant);
  try {
    return await work();
  } finally {
    vi.useRealTimers();
  }
}
