import { alertCounts, recentLoginGuessing } from "@/domain/alerts/counts";
import { requireStaff } from "@/server/auth";
import { getDatabase } from "@/server/db";
import { json, withApi } from "@/server/http";

export const dynamic = "force-dynamic";

/** The staff header's alerts (any staff member): new requests, unread messages; for admins, accounts being guessed at. */
export const GET = withApi(async ({ request }) => {
  const user = await requireStaff(request);
  const { db } = await getDatabase();
  const counts = await alertCounts(db);
  return json(user.role === "ADMIN" ? { ...counts, loginGuessing: await recentLoginGuessing(db) } : counts);
});
