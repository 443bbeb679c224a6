import { getStaffUserByEmail } from "@/domain/staff/staff-users";
import { json, withApi } from "@/server/http";
import { staffUserCalls } from "@/server/openapi/staff-users";

/** A staff account by e-mail: one's own for everyone, any for an ADMIN. */
export const GET = withApi(staffUserCalls.readByEmail, async ({ db, params, actor }) => json(await getStaffUserByEmail(db, String(params.email ?? ""), actor)));
