import { sql } from "drizzle-orm";
import { queryRows, type Database } from "@/db/client";
import { rateLimitBuckets } from "@/db/schema";
import { DomainError } from "@/domain/errors";
import { env } from "@/server/env";

/**
 * Fixed-window counters in the database (table rate_limit_buckets), so that every instance
 * behind a load balancer counts the same attempts. One statement per hit: an upsert that starts
 * a new window when the stored one is over, and answers the count and the seconds left.
 */

export const rateLimitMessage = "Trop de tentatives. Veuillez réessayer plus tard.";

export type RateLimit = { key: string; limit: number; windowSeconds: number };

/**
 * The client's address, the key of its rate limits. The server that `npm start` runs
 * (src/server/node-server.ts) appends the connection's own address to X-Forwarded-For, as a proxy
 * does, so the list's last entry is the connection's address and each proxy in front added the
 * entry before its own: with TRUST_PROXY_HOPS = n, the address is the entry n places from the right
 * (the leftmost when the list is shorter). Entries further left were written by the client and
 * are ignored, and so is X-Real-IP: a client cannot change its key by sending either header.
 *
 * Where nothing appends the connection's address (`next dev`, route handlers called by tests), the
 * last entry stands for it: Next's own server writes the connection's address there when a client
 * sent none.
 */
export function clientAddress(request: Pick<Request, "headers">): string {
  const chain = (request.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const address = chain[Math.max(chain.length - 1 - env().TRUST_PROXY_HOPS, 0)] ?? "unknown";
  // Whatever a proxy wrote there, the key stays short and plain.
  return address.slice(0, 64).replace(/[^\w.:[\]-]/g, "_");
}

export const loginLimits = (address: string) => ({ key: `login:ip:${address}`, ...limits("login") });
export const publicFormLimits = (form: "appointment-request" | "contact", address: string) => ({
  key: `public:${form}:${address}`,
  ...limits("public"),
});

/**
 * Online booking (decision 047): holds count like a public form's posts; the reads (types and
 * slots, a visitor paging through days) get ten times as many per window. The confirmations and
 * the codes typed (decision 048) are counted apart, twice as many: a code allows 5 tries and a
 * visitor may ask for another, and what stops guessing is the code's own limit, not this one.
 */
export const bookingLimits = (kind: "read" | "hold" | "code", address: string) => {
  const base = limits("public");
  return { key: `public:booking-${kind}:${address}`, ...base, limit: kind === "read" ? base.limit * 10 : kind === "code" ? base.limit * 2 : base.limit };
};

/**
 * The phone upload link's posts (decision 061): a patient photographs several films and reports one
 * after the other, so three times a public form's posts per window.
 */
export const phoneUploadLimits = (address: string) => {
  const base = limits("public");
  return { key: `public:upload:${address}`, ...base, limit: base.limit * 3 };
};

function limits(kind: "login" | "public") {
  const e = env();
  return {
    limit: kind === "login" ? e.RATE_LIMIT_LOGIN_PER_WINDOW : e.RATE_LIMIT_PUBLIC_PER_WINDOW,
    windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS,
  };
}

/**
 * The fixed window `now` falls in: windows start on multiples of `windowSeconds` since the epoch,
 * so every instance agrees on them. `retryAfter`: whole seconds until the next one (at least 1).
 */
export function rateLimitWindow(now: Date, windowSeconds: number): { start: Date; retryAfter: number } {
  const windowMs = windowSeconds * 1000;
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  return { start: new Date(start), retryAfter: Math.max(Math.ceil((start + windowMs - now.getTime()) / 1000), 1) };
}

/**
 * Counts one hit on each limit at `now` (the request's instant, not the database's clock: the rule
 * takes its clock as a parameter, decision 037); 429 with Retry-After when any of them is over.
 */
export async function hitRateLimits(db: Database, rateLimits: readonly RateLimit[], now: Date = new Date()): Promise<void> {
  let retryAfter = 0;
  for (const { key, limit, windowSeconds } of rateLimits) {
    const window = rateLimitWindow(now, windowSeconds);
    const [row] = await queryRows<{ count: number }>(
      db,
      sql`
        insert into ${rateLimitBuckets} (key, window_start, count)
        values (${key}, ${window.start.toISOString()}::timestamptz, 1)
        on conflict (key) do update set
          count = case when ${rateLimitBuckets.windowStart} = excluded.window_start then ${rateLimitBuckets.count} + 1 else 1 end,
          window_start = excluded.window_start
        returning count`,
    );
    if (row && row.count > limit) retryAfter = Math.max(retryAfter, window.retryAfter);
  }
  if (Math.random() < 0.01) await forgetOldWindows(db, now);
  if (retryAfter > 0) throw new DomainError("RATE_LIMITED", rateLimitMessage, undefined, retryAfter);
}

/** Gives back one hit (a successful login does not count against the address or the e-mail). */
export async function refundRateLimits(db: Database, ...rateLimits: RateLimit[]): Promise<void> {
  for (const { key } of rateLimits) {
    await db.execute(
      sql`update ${rateLimitBuckets} set count = greatest(${rateLimitBuckets.count} - 1, 0) where ${rateLimitBuckets.key} = ${key}`,
    );
  }
}

async function forgetOldWindows(db: Database, now: Date) {
  const { RATE_LIMIT_WINDOW_SECONDS: windowSeconds } = env();
  const before = new Date(now.getTime() - windowSeconds * 2 * 1000);
  await db.execute(sql`delete from ${rateLimitBuckets} where ${rateLimitBuckets.windowStart} < ${before.toISOString()}::timestamptz`);
}
