import { auditTrail } from "@/domain/audit/access-history";
import { env } from "@/server/env";
import { json, withApi } from "@/server/http";
import { auditCalls } from "@/server/openapi/audit";

/** The whole audit trail (ADMIN only), by person and by day in the practice's time zone. */
export const GET = withApi(auditCalls.trail, async ({ db, query, audit }) => json(await auditTrail(db, query, { ...audit, timeZone: env().PRACTICE_TIME_ZONE })));
