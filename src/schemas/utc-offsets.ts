/**
 * The practice time zone's UTC offsets over a range of years, as the server's time-zone data
 * knows them, for the staff area's browser to format instants with instead of its own data.
 * Why: browsers' copies of the time-zone database can lag. The system Chromium of our machines
 * (156) stops predicting Morocco's Ramadan changes after October 2026 and shows Africa/Casablanca
 * at UTC+0 from then on, an hour early; Node's data has them to 2087.
 */
export type UtcOffsetTable = {
  timeZone: string;
  /** The instants (ms since 1970, UTC) the table covers: [from, to). */
  from: number;
  to: number;
  /** Offset changes in order: from `at` (ms) on, the zone is `offsetMinutes` east of UTC. The first entry is at `from`. */
  changes: { at: number; offsetMinutes: number }[];
};
