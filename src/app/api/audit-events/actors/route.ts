import { auditActors } from "@/domain/audit/access-history";
import { json, withApi } from "@/server/http";
import { auditCalls } from "@/server/openapi/audit";

/** Every staff account, deleted ones included, for the audit trail's person filter (ADMIN only). */
export const GET = withApi(auditCalls.actors, async ({ db, audit }) => json(await auditActors(db, audit)));
