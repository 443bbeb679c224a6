import { URI } from "otpauth";
import { describe, expect, it } from "vitest";
import { formatRecoveryCode, newRecoveryCodes } from "@/domain/two-factor/recovery-codes";
import { matchingTotpStep, newTotpSecret, qrCodeDataUrl, totpCodeAt, totpUri } from "@/domain/two-factor/totp";
import { recoveryCodeField, totpCodeField } from "@/schemas/two-factor";

// RFC 6238's SHA-1 test key ("12345678901234567890") in base32, and its published 8-digit values' last 6 digits.
const rfcSecret = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";
const rfcVectors: [seconds: number, code: string][] = [
  [59, "287082"],
  [1111111109, "081804"],
  [1234567890, "005924"],
  [2000000000, "279037"],
];

describe("TOTP codes", () => {
  it.each(rfcVectors)("give RFC 6238's value at %i s", (seconds, code) => {
    expect(totpCodeAt(rfcSecret, seconds * 1000)).toBe(code);
  });

  it("match the current step and one step either side (a phone's clock drifts), not further", () => {
    const secret = newTotpSecret();
    const now = 1_800_000_015_000;
    const step = Math.floor(now / 30_000);
    expect(matchingTotpStep(secret, totpCodeAt(secret, now), now)).toBe(step);
    expect(matchingTotpStep(secret, totpCodeAt(secret, now - 30_000), now)).toBe(step - 1);
    expect(matchingTotpStep(secret, totpCodeAt(secret, now + 30_000), now)).toBe(step + 1);
    expect(matchingTotpStep(secret, totpCodeAt(secret, now - 60_000), now)).toBeNull();
    expect(matchingTotpStep(secret, totpCodeAt(secret, now + 60_000), now)).toBeNull();
  });

  it("come from a 160-bit random secret, new each time", () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
  });

  it("are described to apps by an otpauth:// URI naming the practice and the account", () => {
    const uri = totpUri(rfcSecret, { issuer: "Cabinet du Dr. Test", label: "nadia@cabinet.ma" });
    expect(uri.startsWith("otpauth://totp/")).toBe(true);
    const parsed = URI.parse(uri);
    expect(parsed).toMatchObject({ issuer: "Cabinet du Dr. Test", label: "nadia@cabinet.ma", digits: 6, period: 30, algorithm: "SHA1" });
    expect(parsed.secret.base32).toBe(rfcSecret);
  });

  it("are drawn as an SVG QR code", async () => {
    const url = await qrCodeDataUrl("otpauth://totp/x?secret=GEZDGNBV");
    expect(url.startsWith("data:image/svg+xml;base64,")).toBe(true);
    expect(Buffer.from(url.split(",")[1]!, "base64").toString("utf8")).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
  });

  it("are read with spaces between the digits, and six digits only", () => {
    expect(totpCodeField.parse(" 123 456 ")).toBe("123456");
    for (const bad of ["12345", "1234567", "12a456", ""]) expect(totpCodeField.safeParse(bad).success).toBe(false);
  });
});

describe("recovery codes", () => {
  it("are ten distinct codes of 10 letters and digits without look-alikes, shown as ABCDE-FGHJK", () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) {
      expect(code).toMatch(/^[A-HJ-NP-Z2-9]{10}$/);
      expect(formatRecoveryCode(code)).toBe(`${code.slice(0, 5)}-${code.slice(5)}`);
    }
  });

  it("are read whatever their case, dashes and spaces", () => {
    expect(recoveryCodeField.parse(" abcde-fghjk ")).toBe("ABCDEFGHJK");
    expect(recoveryCodeField.parse("ABCDE FGHJK")).toBe("ABCDEFGHJK");
    for (const bad of ["ABCDE-FGHJ", "ABCDE-FGHIO", "ABCDE-FGH0K", ""]) expect(recoveryCodeField.safeParse(bad).success).toBe(false);
  });
});
