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

  it("takes an age public key or a passphrase for backups, not both, and refuses anything else as a key", () => {
    const recipient = "age1ql3z7hjy54pw3hyww5ayyfg7zqgvc7w3j2elw8zmrj2kg5sfn9aqmcac8p";
    expect(parseEnv({ BACKUP_RECIPIENT: recipient }).BACKUP_RECIPIENT).toBe(recipient);
    expect(() => parseEnv({ BACKUP_RECIPIENT: "ssh-ed25519 AAAA" })).toThrowError(/BACKUP_RECIPIENT must be an age public key/);
    expect(() => parseEnv({ BACKUP_PASSPHRASE: "short" })).toThrowError(/BACKUP_PASSPHRASE must be at least 12/);
    expect(() => parseEnv({ BACKUP_RECIPIENT: recipient, BACKUP_PASSPHRASE: "a long enough passphrase" })).toThrowError(/BACKUP_PASSPHRASE cannot be used together/);
  });

  it("makes the daily backup at 02:00 keeping 14 by default, at another hour, or not at all", () => {
    expect(parseEnv({})).toMatchObject({ BACKUP_HOUR: 2, BACKUP_KEEP: 14 });
    expect(parseEnv({ BACKUP_HOUR: "23", BACKUP_KEEP: "30" })).toMatchObject({ BACKUP_HOUR: 23, BACKUP_KEEP: 30 });
    expect(parseEnv({ BACKUP_HOUR: "off" }).BACKUP_HOUR).toBe("off");
    expect(() => parseEnv({ BACKUP_HOUR: "24" })).toThrowError(/BACKUP_HOUR/);
  });

  it("requires TOTP_ENCRYPTION_KEY in production on PostgreSQL, of at least 32 characters, not with the embedded database", () => {
    const production = { NODE_ENV: "production", DATABASE_URL: "postgres://db/app", JWT_SECRET: "x".repeat(32), FILES_ENCRYPTION_KEY: "f".repeat(32) };
    expect(() => parseEnv(production)).toThrowError(/TOTP_ENCRYPTION_KEY is required/);
    expect(() => parseEnv({ ...production, TOTP_ENCRYPTION_KEY: "too-short" })).toThrowError(/TOTP_ENCRYPTION_KEY must be at least 32/);
    expect(parseEnv({ ...production, TOTP_ENCRYPTION_KEY: "k".repeat(32) }).TOTP_ENCRYPTION_KEY).toBe("k".repeat(32));
    expect(parseEnv({ NODE_ENV: "production" }).TOTP_ENCRYPTION_KEY).toBeUndefined();
  });

  it("requires FILES_ENCRYPTION_KEY in production on PostgreSQL, of at least 32 characters, not with the embedded database (decision 061)", () => {
    const production = { NODE_ENV: "production", DATABASE_URL: "postgres://db/app", JWT_SECRET: "x".repeat(32), TOTP_ENCRYPTION_KEY: "t".repeat(32) };
    expect(() => parseEnv(production)).toThrowError(/FILES_ENCRYPTION_KEY is required/);
    expect(() => parseEnv({ ...production, FILES_ENCRYPTION_KEY: "too-short" })).toThrowError(/FILES_ENCRYPTION_KEY must be at least 32/);
    expect(parseEnv({ ...production, FILES_ENCRYPTION_KEY: "k".repeat(32) }).FILES_ENCRYPTION_KEY).toBe("k".repeat(32));
    expect(parseEnv({ NODE_ENV: "production" }).FILES_ENCRYPTION_KEY).toBeUndefined();
  });

  it("reads REQUIRE_2FA_FOR_ADMINS as true or false, off by default", () => {
    expect(parseEnv({}).REQUIRE_2FA_FOR_ADMINS).toBe(false);
    for (const on of ["true", "TRUE", "1", " true "]) expect(parseEnv({ REQUIRE_2FA_FOR_ADMINS: on }).REQUIRE_2FA_FOR_ADMINS).toBe(true);
    for (const off of ["false", "0", ""]) expect(parseEnv({ REQUIRE_2FA_FOR_ADMINS: off }).REQUIRE_2FA_FOR_ADMINS).toBe(false);
    expect(() => parseEnv({ REQUIRE_2FA_FOR_ADMINS: "oui" })).toThrowError(/REQUIRE_2FA_FOR_ADMINS must be true or false/);
  });

  it("treats blank optional variables as unset", () => {
    expect(parseEnv({ DATABASE_URL: "", ADMIN_EMAIL: " " }).DATABASE_URL).toBeUndefined();
  });
});
