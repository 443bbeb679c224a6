import { randomBytes } from "node:crypto";
import { hashPassword } from "@/domain/staff/passwords";
import { hashRecoveryCode, newRecoveryCodes, recoveryCodeMatches } from "@/domain/two-factor/recovery-codes";

describe("recovery codes' hashes (decision 038)", () => {
  const key = randomBytes(32);
  const [code, other] = newRecoveryCodes() as [string, string];

  it("stores a keyed hash that gives the code away neither in clear nor without the key", async () => {
    const stored = hashRecoveryCode(key, code);
    expect(stored).toMatch(/^hmac-sha256:v1:[\w-]{43}$/);
    expect(stored).not.toContain(code);
    expect(hashRecoveryCode(key, code)).toBe(stored);
    expect(hashRecoveryCode(randomBytes(32), code)).not.toBe(stored);
    expect(await recoveryCodeMatches(key, stored, code)).toBe(true);
    expect(await recoveryCodeMatches(key, stored, other)).toBe(false);
    expect(await recoveryCodeMatches(randomBytes(32), stored, code)).toBe(false);
  });

  it("still verifies the argon2id hashes stored before, and nothing of another form", async () => {
    const argon = await hashPassword(code);
    expect(await recoveryCodeMatches(key, argon, code)).toBe(true);
    expect(await recoveryCodeMatches(key, argon, other)).toBe(false);
    expect(await recoveryCodeMatches(key, code, code)).toBe(false);
    expect(await recoveryCodeMatches(key, "hmac-sha256:v1:court", code)).toBe(false);
  });
});
