import { describe, expect, it } from "vitest";
import { describeDatabaseError, errorChain, innermostError, isDatabaseUnavailable, violatedUniqueConstraint } from "@/db/errors";

/** Drizzle's wrapping of a driver error: the query and its parameters in the message, the driver's error as cause. */
function wrapped(cause: unknown): Error {
  return new Error("Failed query: insert into staff_users ... params: secret", { cause });
}

function driverError(code: string, fields: Record<string, unknown> = {}): Error {
  return Object.assign(new Error(`driver error ${code}`), { code, ...fields });
}

describe("errorChain", () => {
  it("gives the error and each of its causes once, and ends on a cycle", () => {
    const inner = driverError("23505");
    const outer = wrapped(inner);
    expect([...errorChain(outer)]).toEqual([outer, inner]);

    const a = new Error("a");
    const b = new Error("b", { cause: a });
    (a as { cause?: unknown }).cause = b;
    expect([...errorChain(a)]).toEqual([a, b]);
    expect(innermostError(a)).toBe(b);
    expect(isDatabaseUnavailable(a)).toBe(false);
    expect(violatedUniqueConstraint(a)).toBeNull();
  });

  it("gives nothing for what is not an object", () => {
    expect([...errorChain("boom")]).toEqual([]);
    expect([...errorChain(null)]).toEqual([]);
  });
});

describe("reading a chain", () => {
  it("finds the violated unique constraint however deep", () => {
    expect(violatedUniqueConstraint(wrapped(driverError("23505", { constraint: "staff_users_email_active" })))).toBe("staff_users_email_active");
    expect(violatedUniqueConstraint(driverError("23505"))).toBe("");
    expect(violatedUniqueConstraint(wrapped(driverError("23503")))).toBeNull();
  });

  it("tells an unreachable database from a bad query", () => {
    expect(isDatabaseUnavailable(wrapped(driverError("ECONNREFUSED")))).toBe(true);
    expect(isDatabaseUnavailable(driverError("08006"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(driverError("42P01")))).toBe(false);
  });

  it("counts a database that refuses connections now as unavailable, and a 55000 in a query as a bug", () => {
    // `ALTER DATABASE … ALLOW_CONNECTIONS false`: PostgreSQL ends the new session (issue 32).
    expect(isDatabaseUnavailable(wrapped(driverError("55000", { severity: "FATAL" })))).toBe(true);
    expect(isDatabaseUnavailable(driverError("55000", { message: 'database "cabinet" is not currently accepting connections' }))).toBe(true);
    expect(isDatabaseUnavailable(driverError("57P03"))).toBe(true);
    expect(isDatabaseUnavailable(driverError("08001"))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(driverError("55000", { severity: "ERROR" })))).toBe(false);
  });

  it("describes the innermost error, never the failed query", () => {
    expect(innermostError(wrapped({ code: "not an Error" }))).toBeInstanceOf(Error);
    expect(describeDatabaseError(wrapped(driverError("42P01")))).toEqual({ type: "Error", code: "42P01", message: "driver error 42P01" });
    expect(describeDatabaseError(new Error("Failed query: select secret"))).toEqual({ type: "Error", code: undefined, message: "(query failed)" });
    expect(describeDatabaseError("boom")).toEqual({ type: "string" });
  });
});
