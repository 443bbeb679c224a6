import { calibratedCpuSlowdown, calibratedCpuSlowdownRange } from "./cpu-calibration";

describe("the CPU slowdown calibrated to the measuring machine", () => {
  it("is Lighthouse's own 4x where its docs place that multiplier, and follows the calculator's anchors", () => {
    expect(calibratedCpuSlowdown(1533)).toBeCloseTo(4, 1);
    expect(calibratedCpuSlowdown(2000)).toBeCloseTo(6, 1);
    expect(calibratedCpuSlowdown(1766)).toBeCloseTo(5, 1);
    expect(calibratedCpuSlowdown(1300)).toBe(3);
    expect(calibratedCpuSlowdown(800)).toBe(2);
    expect(calibratedCpuSlowdown(150)).toBe(1);
  });

  it("simulates the same phone on a slow moment and a fast one: less slowdown when the host is slower", () => {
    expect(calibratedCpuSlowdown(1100)).toBeCloseTo(2.6, 1);
    expect(calibratedCpuSlowdown(2200)).toBeGreaterThan(6);
    expect(calibratedCpuSlowdown(1100)).toBeLessThan(calibratedCpuSlowdown(1101));
  });

  it("never speeds the page up", () => {
    expect(calibratedCpuSlowdown(50)).toBe(1);
  });

  it("is trusted within the calculator's range, which widens far beyond its anchors", () => {
    expect(calibratedCpuSlowdownRange(1533).map((m) => Number(m.toFixed(2)))).toEqual([3.25, 4.75]);
    expect(calibratedCpuSlowdownRange(1000).map((m) => Number(m.toFixed(2)))).toEqual([1.65, 3.15]);
    const [low, high] = calibratedCpuSlowdownRange(3600);
    expect(low).toBeCloseTo(7.9, 1);
    expect(high).toBeCloseTo(17.8, 1);
  });
});
