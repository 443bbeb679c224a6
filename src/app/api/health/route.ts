import { getDatabase } from "@/server/db";
import { json, withApi } from "@/server/http";

/** For load balancers and monitoring: 200 when the database answers, 503 otherwise (its own answer, not the kernel's). */
export const GET = withApi({ access: "public", database: false }, async () => {
  try {
    const handle = await getDatabase();
    await handle.ping();
    return json({ status: "ok", db: "ok" });
  } catch {
    return json({ status: "error", db: "unreachable", message: "Base de données injoignable." }, 503);
  }
});
