import { getDatabase } from "@/server/db";
import { json, withApi } from "@/server/http";

export const dynamic = "force-dynamic";

/** For load balancers and monitoring: 200 when the database answers, 503 otherwise. */
export const GET = withApi(async () => {
  try {
    const handle = await getDatabase();
    await handle.ping();
    return json({ status: "ok", db: "ok" });
  } catch {
    return json({ status: "error", db: "unreachable", message: "Base de données injoignable." }, 503);
  }
});
