import { changeOwnPassword } from "@/domain/staff/password-changes";
import { DomainError } from "@/domain/errors";
import { passwordChangeInput } from "@/schemas/auth";
import { requireStaffSession, signStaffToken } from "@/server/auth";
import { getDatabase } from "@/server/db";
import { json, readJson, withApi } from "@/server/http";
import { passwordChangeThrottle } from "@/server/login-throttle";

export const dynamic = "force-dynamic";

/**
 * Changes the caller's own password (the only call a token obtained with a temporary password is
 * accepted by, besides logging out). Wrong current passwords are slowed down like failed logins.
 * Every session of the account ends; the answer is a new token for this device: `{ "token": "eyJ..." }`.
 */
export const POST = withApi(async ({ request, requestId }) => {
  const { user } = await requireStaffSession(request, { duringPasswordChange: true });
  const input = await readJson(request, passwordChangeInput);
  const { db } = await getDatabase();
  await passwordChangeThrottle.assertAllowed(db, user.id);
  let changed;
  try {
    changed = await changeOwnPassword(db, user.id, input, { actorId: user.id, requestId });
  } catch (error) {
    if (error instanceof DomainError && error.fields?.currentPassword) await passwordChangeThrottle.recordFailure(db, user.id);
    throw error;
  }
  await passwordChangeThrottle.recordSuccess(db, user.id);
  return json({ token: await signStaffToken({ ...changed.user, sessionVersion: changed.sessionVersion }) });
});
