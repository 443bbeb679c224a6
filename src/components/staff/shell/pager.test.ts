import { formatRange } from "@/components/staff/shell/pager";

describe("formatRange", () => {
  it("describes the rows shown", () => {
    expect(formatRange(0, 50, 120)).toBe("1–50 sur 120");
    expect(formatRange(100, 20, 120)).toBe("101–120 sur 120");
    expect(formatRange(0, 0, 0)).toBe("0 sur 0");
  });
});
