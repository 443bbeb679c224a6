import { listStaffAccounts } from "@/domain/staff/staff-accounts";
import { createStaffUser } from "@/domain/staff/staff-users";
import { json, withApi } from "@/server/http";
import { staffUserCalls } from "@/server/openapi/staff-users";

/** Creates a staff account (ADMIN only). */
export const POST = withApi(staffUserCalls.create, async ({ db, body, audit }) => json(await createStaffUser(db, body, audit), 201));

/** Every staff account, active or deactivated (ADMIN only). */
export const GET = withApi(staffUserCalls.list, async ({ db }) => json(await listStaffAccounts(db)));
