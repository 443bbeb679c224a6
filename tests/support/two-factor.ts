import { randomBytes } from "node:crypto";
import type { TwoFactorSettings } from "@/domain/two-factor/two-factor";

/** Two-factor login's settings for tests that call the domain directly (the routes read theirs from the environment). */
export const testTwoFactorSettings: TwoFactorSettings = {
  encryptionKey: randomBytes(32),
  recoveryCodeKey: randomBytes(32),
  issuer: "Cabinet du Dr. Test",
  requiredForAdmins: false,
};
