import { updateStaffAccount } from "@/domain/staff/staff-accounts";
import { deleteStaffUser } from "@/domain/staff/staff-users";
import { json, noContent, withApi } from "@/server/http";
import { staffUserCalls } from "@/server/openapi/staff-users";

/** Soft-deletes a staff account (ADMIN only): 204, and its tokens stop working at once. */
export const DELETE = withApi(staffUserCalls.remove, async ({ db, params, audit }) => {
  await deleteStaffUser(db, params.id, audit);
  return noContent();
});

/** Changes an account's names, e-mail, role or doctor flag (ADMIN only); a role or flag change ends the person's sessions. */
export const PATCH = withApi(staffUserCalls.update, async ({ db, params, body, audit }) => json(await updateStaffAccount(db, params.id, body, audit)));
