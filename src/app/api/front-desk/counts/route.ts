import { alertCounts } from "@/domain/alerts/counts";
import { requireStaff } from "@/server/auth";
import { getDatabase } from "@/server/db";
import { json, withApi } from "@/server/http";

export const dynamic = "force-dynamic";

/** The staff header's alerts (any staff member): new requests, unread messages. */
export const GET = withApi(async ({ request }) => {
  await requireStaff(request);
  const { db } = await getDatabase();
  return json(await alertCounts(db));
});
