import { describe, expect, it } from "vitest";
import { assertLoginAllowed, recordLoginFailure } from "@/server/login-throttle";
import { hitRateLimits, rateLimitWindow } from "@/server/rate-limit";
import { withTestDatabase } from "../support/test-database";

/**
 * The rate limits and the login throttle read the instant they are given, as every rule that
 * depends on "now" does (decision 037, issue 32): not the database's clock, which a test cannot
 * set on PostgreSQL. Instants far from today's prove it on both engines.
 */

const database = withTestDatabase();
const at = (iso: string, seconds = 0) => new Date(Date.parse(iso) + seconds * 1000);
const T = "2030-07-15T10:03:20Z";

describe("the rate limits' fixed windows", () => {
  it("start on multiples of the window, and answer the seconds left until the next one", () => {
    expect(rateLimitWindow(at(T), 600)).toEqual({ start: new Date("2030-07-15T10:00:00Z"), retryAfter: 400 });
    expect(rateLimitWindow(at("2030-07-15T10:09:59.500Z"), 600).retryAfter).toBe(1);
  });

  it("count the hits of the window the given instant falls in, and start again in the next", async () => {
    const { db } = database();
    const limit = { key: "test:clock", limit: 2, windowSeconds: 600 };
    await hitRateLimits(db, [limit], at(T));
    await hitRateLimits(db, [limit], at(T, 60));
    await expect(hitRateLimits(db, [limit], at(T, 120))).rejects.toMatchObject({ code: "RATE_LIMITED", retryAfterSeconds: 280 });
    // 10:10:00 by the same clock: a new window.
    await expect(hitRateLimits(db, [limit], at(T, 400))).resolves.toBeUndefined();
  });
});

describe("the login throttle", () => {
  it("makes a pair wait 30 s from its fifth failure, counted on the given clock", async () => {
    const { db } = database();
    const [email, address] = ["horloge@cabinet.ma", "198.51.100.7"];
    for (let i = 0; i < 5; i++) await recordLoginFailure(db, email, address, `req-${i}`, at(T, i));
    // The fifth failure at T+4 s: blocked until T+34 s.
    await expect(assertLoginAllowed(db, email, address, at(T, 14))).rejects.toMatchObject({ code: "RATE_LIMITED", retryAfterSeconds: 20 });
    await expect(assertLoginAllowed(db, email, address, at(T, 34))).resolves.toBeUndefined();
  });

  it("forgets failures an hour after the last one, by the given clock", async () => {
    const { db } = database();
    const [email, address] = ["oubli@cabinet.ma", "198.51.100.8"];
    for (let i = 0; i < 4; i++) await recordLoginFailure(db, email, address, `req-${i}`, at(T, i));
    // Two hours later the count starts again: this failure is the first, not the fifth.
    await recordLoginFailure(db, email, address, "req-late", at(T, 2 * 3600));
    await expect(assertLoginAllowed(db, email, address, at(T, 2 * 3600 + 1))).resolves.toBeUndefined();
  });
});
