import { listActiveDoctors } from "@/domain/staff/doctors";
import { json, withApi } from "@/server/http";
import { staffUserCalls } from "@/server/openapi/staff-users";

/** Active doctors (any staff member), for the conversion's appointment form: MEDECIN accounts and admins who consult. */
export const GET = withApi(staffUserCalls.listDoctors, async ({ db }) => json(await listActiveDoctors(db)));
