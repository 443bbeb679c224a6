import { resetStaffPassword } from "@/domain/staff/password-changes";
import { json, withApi } from "@/server/http";
import { forgetLoginFailures } from "@/server/login-throttle";
import { staffUserCalls } from "@/server/openapi/staff-users";

/**
 * Gives a staff account a temporary password (ADMIN only): 200 `{ "temporaryPassword": "..." }`,
 * shown once, valid 24 hours. The account's sessions end, and its failed logins are forgotten.
 */
export const POST = withApi(staffUserCalls.resetPassword, async ({ db, params, audit }) => {
  const { temporaryPassword, email } = await resetStaffPassword(db, params.id, audit);
  await forgetLoginFailures(db, email);
  return json({ temporaryPassword });
});
