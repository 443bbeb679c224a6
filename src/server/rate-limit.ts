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

/** The client's address: the first X-Forwarded-For entry (set by the proxy in front), else X-Real-IP. */
export function clientAddress(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  const address = forwarded || request.headers.get("x-real-ip")?.trim() || "unknown";
  // Whatever a client writes there, the key stays short and plain.
  return address.slice(0, 64).replace(/[^\w.:[\]-]/g, "_");
}

export const loginLimits = (address: string) => ({ key: `login:ip:${address}`, ...limits("login") });
export const publicFormLimits = (form: "appointment-request" | "contact", address: string) => ({
  key: `public:${form}:${address}`,
  ...limits("public"),
});

function limits(kind: "login" | "public") {
  const e = env();
  return {
    limit: kind === "login" ? e.RATE_LIMIT_LOGIN_PER_WINDOW : e.RATE_LIMIT_PUBLIC_PER_WINDOW,
    windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS,
  };
}

/** Counts one hit on each limit; 429 with Retry-After when any of them is over. */
export async function hitRateLimits(db: Database, ...rateLimits: RateLimit[]): Promise<void> {
  let retryAfter = 0;
  for (const { key, limit, windowSeconds } of rateLimits) {
    const [row] = await queryRows<{ count: number; retry_after: number }>(
      db,
      sql`
        with w as (select to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds}) as window_start)
        insert into ${rateLimitBuckets} (key, window_start, count)
        select ${key}, window_start, 1 from w
        on conflict (key) do update set
          count = case when ${rateLimitBuckets.windowStart} = excluded.window_start then ${rateLimitBuckets.count} + 1 else 1 end,
          window_start = excluded.window_start
        returning count, ceil(extract(epoch from (window_start + make_interval(secs => ${windowSeconds}) - now())))::int as retry_after`,
    );
    if (row && row.count > limit) retryAfter = Math.max(retryAfter, row.retry_after, 1);
  }
  if (Math.random() < 0.01) await forgetOldWindows(db);
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

async function forgetOldWindows(db: Database) {
  const { RATE_LIMIT_WINDOW_SECONDS: windowSeconds } = env();
  await db.execute(
    sql`delete from ${rateLimitBuckets} where ${rateLimitBuckets.windowStart} < now() - make_interval(secs => ${windowSeconds * 2})`,
  );
}
