import { listActiveDoctors } from "@/domain/staff/doctors";
import { requireStaff } from "@/server/auth";
import { getDatabase } from "@/server/db";
import { json, withApi } from "@/server/http";

export const dynamic = "force-dynamic";

/** Active doctors (any staff member), for the conversion's appointment form. */
export const GET = withApi(async ({ request }) => {
  await requireStaff(request);
  const { db } = await getDatabase();
  return json(await listActiveDoctors(db));
});
