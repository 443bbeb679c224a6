import { patientAccessHistory } from "@/domain/audit/access-history";
import { json, withApi } from "@/server/http";
import { auditCalls } from "@/server/openapi/audit";

/** Who opened or changed this patient's file, newest first (any staff member). */
export const GET = withApi(auditCalls.patientAccessHistory, async ({ db, params, query, audit }) => json(await patientAccessHistory(db, params.id, query, audit)));
