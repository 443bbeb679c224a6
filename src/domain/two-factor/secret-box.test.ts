import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { openSecret, SealedSecretError, sealSecret } from "@/domain/two-factor/secret-box";

const key = randomBytes(32);
const secret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

describe("sealed TOTP secrets", () => {
  it("open with the key and the account they were sealed for", () => {
    const sealed = sealSecret(key, secret, "staff_totp:7");
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain(secret);
    expect(openSecret(key, sealed, "staff_totp:7")).toBe(secret);
  });

  it("differ each time the same secret is sealed (a fresh nonce)", () => {
    expect(sealSecret(key, secret, "staff_totp:7")).not.toBe(sealSecret(key, secret, "staff_totp:7"));
  });

  it("do not open with another key, for another account, altered or cut short", () => {
    const sealed = sealSecret(key, secret, "staff_totp:7");
    const [version, nonce, tag, ciphertext] = sealed.split(".") as [string, string, string, string];
    const flipped = `${ciphertext.slice(0, -2)}${ciphertext.endsWith("AA") ? "BB" : "AA"}`;
    const attempts: [Uint8Array, string, string][] = [
      [randomBytes(32), sealed, "staff_totp:7"],
      [key, sealed, "staff_totp:8"],
      [key, [version, nonce, tag, flipped].join("."), "staff_totp:7"],
      [key, [version, nonce, tag.slice(0, 8), ciphertext].join("."), "staff_totp:7"],
      [key, ["v2", nonce, tag, ciphertext].join("."), "staff_totp:7"],
      [key, "not sealed", "staff_totp:7"],
    ];
    for (const [otherKey, text, context] of attempts) expect(() => openSecret(otherKey, text, context)).toThrow(SealedSecretError);
  });

  it("refuse a key that is not 256 bits", () => {
    expect(() => sealSecret(randomBytes(16), secret, "staff_totp:7")).toThrow(/32 bytes/);
  });
});
