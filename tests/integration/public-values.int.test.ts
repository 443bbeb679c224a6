import { readPracticeHours, savePracticeHours } from "@/domain/practice-hours/practice-hours";
import { setDatabaseForTests } from "@/server/db";
import { freshRuntimeValues, maxAgeMs, readTimeoutMs, resetPublicValuesReadForTests, retryAfterMs } from "@/server/public-values";
import { defaultRuntimeValues, setRuntimeValues } from "@/server/runtime-values";
import { insertStaff } from "../support/row-fixtures";
import { createTestDatabase, withTestDatabase } from "../support/test-database";

/**
 * The in-process cache of what the public pages show (decision 035), on a real database: a saved
 * change is read once the values are `maxAgeMs` old, never later; when the database fails or
 * hangs, the pages get the last values read, without waiting more than `readTimeoutMs`.
 */
const database = withTestDatabase();
const today = "2026-11-26";

/** A clock the test moves by hand. */
function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

async function saveTuesday(fin: string) {
  const { db } = database();
  const admin = await insertStaff(db, "ADMIN");
  const hours = await readPracticeHours(db, { today });
  await savePracticeHours(
    db,
    { semaine: { ...hours.semaine, "2": [{ debut: "09:00", fin }] }, periodes: hours.periodes, fermetures: hours.fermetures },
    { actorId: admin.id, requestId: "public-values-test", today },
  );
}

beforeEach(() => {
  resetPublicValuesReadForTests();
  setRuntimeValues(defaultRuntimeValues(), 0);
  setDatabaseForTests(database());
});

describe("the public pages' values", () => {
  it("follow a change within maxAgeMs, and are not read again before", async () => {
    const time = clock();
    await saveTuesday("17:00");
    expect((await freshRuntimeValues({ now: time.now })).semaine["2"]).toEqual([{ debut: "09:00", fin: "17:00" }]);

    await saveTuesday("16:00");
    time.advance(maxAgeMs - 1);
    expect((await freshRuntimeValues({ now: time.now })).semaine["2"]).toEqual([{ debut: "09:00", fin: "17:00" }]);
    time.advance(1);
    expect((await freshRuntimeValues({ now: time.now })).semaine["2"]).toEqual([{ debut: "09:00", fin: "16:00" }]);
  });

  it("stay the last ones read when the database fails, and follow it again once it answers", async () => {
    const time = clock();
    await saveTuesday("15:00");
    await freshRuntimeValues({ now: time.now });

    const stopped = await createTestDatabase();
    await stopped.close();
    setDatabaseForTests(stopped);
    time.advance(maxAgeMs);
    expect((await freshRuntimeValues({ now: time.now })).semaine["2"]).toEqual([{ debut: "09:00", fin: "15:00" }]);

    // The next attempts wait `retryAfterMs` after a failure: a stopped database is not asked by every page.
    let reads = 0;
    const counted = async () => {
      reads += 1;
      throw new Error("connection refused");
    };
    await freshRuntimeValues({ now: time.now, read: counted });
    expect(reads).toBe(0);
    time.advance(retryAfterMs);
    expect((await freshRuntimeValues({ now: time.now, read: counted })).semaine["2"]).toEqual([{ debut: "09:00", fin: "15:00" }]);
    expect(reads).toBe(1);

    setDatabaseForTests(database());
    await saveTuesday("14:00");
    time.advance(retryAfterMs);
    expect((await freshRuntimeValues({ now: time.now })).semaine["2"]).toEqual([{ debut: "09:00", fin: "14:00" }]);
  });

  it("do not hold a page longer than readTimeoutMs when the database hangs, and one read serves every page meanwhile", async () => {
    const time = clock();
    await saveTuesday("13:00");
    await freshRuntimeValues({ now: time.now });
    time.advance(maxAgeMs);

    let reads = 0;
    const hanging = () => {
      reads += 1;
      return new Promise<never>(() => {});
    };
    const started = performance.now();
    const [first, second] = await Promise.all([freshRuntimeValues({ now: time.now, read: hanging }), freshRuntimeValues({ now: time.now, read: hanging })]);
    const waited = performance.now() - started;
    expect(first.semaine["2"]).toEqual([{ debut: "09:00", fin: "13:00" }]);
    expect(second).toBe(first);
    expect(reads).toBe(1);
    expect(waited).toBeGreaterThanOrEqual(readTimeoutMs - 50);
    expect(waited).toBeLessThan(readTimeoutMs + 1_000);
  });
});
