import { changeOwnPassword } from "@/domain/staff/password-changes";
import { DomainError } from "@/domain/errors";
import { signStaffToken } from "@/server/auth";
import { json, withApi } from "@/server/http";
import { passwordChangeThrottle } from "@/server/login-throttle";
import { authCalls } from "@/server/openapi/auth";

/**
 * Changes the caller's own password (the only call a token obtained with a temporary password is
 * accepted by, besides logging out). Wrong current passwords are slowed down like failed logins.
 * Every session of the account ends; the answer is a new token for this device: `{ "token": "eyJ..." }`.
 */
export const POST = withApi(authCalls.changePassword, async ({ db, actor, body, audit }) => {
  await passwordChangeThrottle.assertAllowed(db, actor.id);
  let changed;
  try {
    changed = await changeOwnPassword(db, actor.id, body, audit);
  } catch (error) {
    if (error instanceof DomainError && error.fields?.currentPassword) await passwordChangeThrottle.recordFailure(db, actor.id);
    throw error;
  }
  await passwordChangeThrottle.recordSuccess(db, actor.id);
  return json({ token: await signStaffToken({ ...changed.user, sessionVersion: changed.sessionVersion }) });
});
