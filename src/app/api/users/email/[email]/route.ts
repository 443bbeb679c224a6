import { getStaffUserByEmail } from "@/domain/staff/staff-users";
import { requireStaff } from "@/server/auth";
import { getDatabase } from "@/server/db";
import { json, withApi } from "@/server/http";

export const dynamic = "force-dynamic";

/** A staff account by e-mail: one's own for everyone, any for an ADMIN. */
export const GET = withApi<{ email: string }>(async ({ request, params }) => {
  const actor = await requireStaff(request);
  const { db } = await getDatabase();
  return json(await getStaffUserByEmail(db, String(params.email ?? ""), actor));
});
