import { restoreStaffAccount } from "@/domain/staff/staff-accounts";
import { json, withApi } from "@/server/http";
import { staffUserCalls } from "@/server/openapi/staff-users";

/** Reactivates a deactivated staff account (ADMIN only). */
export const POST = withApi(staffUserCalls.restore, async ({ db, params, audit }) => json(await restoreStaffAccount(db, params.id, audit)));
