import { calibratedCpuSlowdown } from "./cpu-calibration";

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
});
