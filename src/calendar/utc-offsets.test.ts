import { describe, expect, it } from "vitest";
import { practiceUtcOffsetTable, utcOffsetTable } from "@/calendar/utc-offsets";

const changesBetween = (table: ReturnType<typeof utcOffsetTable>, from: number, to: number) =>
  table.changes.filter((change) => change.at > from && change.at < to).map((change) => [new Date(change.at).toISOString(), change.offsetMinutes]);

describe("utcOffsetTable", () => {
  it("finds Morocco's Ramadan changes to the minute, years ahead (UTC+0 during Ramadan, UTC+1 otherwise)", () => {
    const table = utcOffsetTable("Africa/Casablanca", Date.UTC(2026, 0, 1), Date.UTC(2028, 0, 1));
    expect(table.changes[0]).toEqual({ at: Date.UTC(2026, 0, 1), offsetMinutes: 60 });
    expect(changesBetween(table, Date.UTC(2026, 0, 1), Date.UTC(2028, 0, 1))).toEqual([
      ["2026-02-15T02:00:00.000Z", 0],
      ["2026-03-22T02:00:00.000Z", 60],
      ["2027-02-07T02:00:00.000Z", 0],
      ["2027-03-14T02:00:00.000Z", 60],
    ]);
  });

  it("finds European summer time changes at 01:00 UTC", () => {
    const table = utcOffsetTable("Europe/Paris", Date.UTC(2026, 0, 1), Date.UTC(2027, 0, 1));
    expect(changesBetween(table, Date.UTC(2026, 0, 1), Date.UTC(2027, 0, 1))).toEqual([
      ["2026-03-29T01:00:00.000Z", 120],
      ["2026-10-25T01:00:00.000Z", 60],
    ]);
  });

  it("covers twenty years back and thirty ahead for the staff area, with a single entry for a zone that never changes", () => {
    const now = new Date("2026-11-23T10:00:00Z");
    const casablanca = practiceUtcOffsetTable("Africa/Casablanca", now);
    expect([casablanca.from, casablanca.to]).toEqual([Date.UTC(2006, 0, 1), Date.UTC(2056, 0, 1)]);
    expect(casablanca.changes.map((change) => change.at)).toEqual([...casablanca.changes.map((change) => change.at)].sort((a, b) => a - b));
    expect(practiceUtcOffsetTable("UTC", now).changes).toEqual([{ at: Date.UTC(2006, 0, 1), offsetMinutes: 0 }]);
  });
});
