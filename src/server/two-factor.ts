import type { Database } from "@/db/client";
import { RefusedProofError, type TwoFactorSettings } from "@/domain/two-factor/two-factor";
import { env } from "@/server/env";
import { loginThrottle } from "@/server/login-throttle";
import { getPractice } from "@/server/practice";
import { clientAddress } from "@/server/rate-limit";
import { recoveryCodeKey, totpEncryptionKey } from "@/server/secrets";

/** Two-factor login's settings for the domain (decisions 024, 038): the sealing and hashing keys, the name apps show, the admins' rule. */
export function twoFactorSettings(): TwoFactorSettings {
  return {
    encryptionKey: totpEncryptionKey(),
    recoveryCodeKey: recoveryCodeKey(),
    issuer: getPractice().siteName,
    requiredForAdmins: env().REQUIRE_2FA_FOR_ADMINS,
  };
}

/**
 * Runs a check of a code or of the password for a signed-in account, throttled like a login:
 * the address's login limit, the e-mail and address pair's delays, and a refused proof counted
 * as a failed login (src/server/login-throttle.ts). Whatever else happens gives the hit back.
 */
export async function throttledLikeLogin<T>(
  db: Database,
  request: Request,
  who: { email: string; requestId: string },
  attempt: () => Promise<T>,
  now: Date = new Date(),
): Promise<T> {
  const address = clientAddress(request);
  await loginThrottle.hitAddress(db, address, now);
  await loginThrottle.assertAllowed(db, who.email, address, now);
  try {
    const result = await attempt();
    await loginThrottle.refundAddress(db, address);
    return result;
  } catch (error) {
    if (error instanceof RefusedProofError) await loginThrottle.recordFailure(db, who.email, address, who.requestId, now);
    else await loginThrottle.refundAddress(db, address);
    throw error;
  }
}
