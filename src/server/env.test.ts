import { describe, expect, it } from "vitest";
import { InvalidEnvironmentError, parseEnv } from "@/server/env";

describe("parseEnv", () => {
  it("gives the documented defaults for an empty environment", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe("./data");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PRACTICE_TIME_ZONE).toBe("Africa/Casablanca");
  });

  it("names PORT when it is not a number", () => {
    expect(() => parseEnv({ PORT: "abc" })).toThrowError(/PORT/);
  });

  it("names every bad variable at once", () => {
    try {
      parseEnv({ PORT: "70000", DATABASE_URL: "mysql://x", PRACTICE_TIME_ZONE: "Mars/Olympus" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidEnvironmentError);
      const text = (error as Error).message;
      for (const name of ["PORT", "DATABASE_URL", "PRACTICE_TIME_ZONE"]) expect(text).toContain(name);
    }
  });

  it("requires JWT_SECRET in production on PostgreSQL, not with the embedded database", () => {
    expect(() => parseEnv({ NODE_ENV: "production", DATABASE_URL: "postgres://db/app" })).toThrowError(/JWT_SECRET/);
    expect(parseEnv({ NODE_ENV: "production" }).JWT_SECRET).toBeUndefined();
  });

  it("treats blank optional variables as unset", () => {
    expect(parseEnv({ DATABASE_URL: "", ADMIN_EMAIL: " " }).DATABASE_URL).toBeUndefined();
  });
});
