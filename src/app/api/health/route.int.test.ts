import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/health/route";
import { withTestDatabase } from "../../../../tests/support/test-database";

const database = withTestDatabase();

describe("GET /api/health", () => {
  it("answers 200 with the database status and a request id", async () => {
    const response = await GET(new Request("http://test/api/health"));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", db: "ok" });
    expect(response.headers.get("x-request-id")).toMatch(/^[\w-]{8,}$/);
  });

  it("answers 503 when the database is unreachable", async () => {
    const handle = database();
    const realPing = handle.ping;
    handle.ping = () => Promise.reject(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }));
    try {
      const response = await GET(new Request("http://test/api/health"));
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ status: "error", db: "unreachable" });
    } finally {
      handle.ping = realPing;
    }
  });
});
