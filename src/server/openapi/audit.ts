import { auditEventQuery } from "@/schemas/audit";
import { pageQuery } from "@/schemas/paging";
import { adminOnly, badId, badQuery, idPath, listOf, type Operation, ref, unauthenticated } from "@/server/openapi/operation";

/** The audit trail: a patient's access history (any staff member) and the whole trail (admins). */
export const auditCalls = {
  patientAccessHistory: {
    method: "get",
    path: "/api/patients/{id}/access-history",
    summary: "Who opened or changed a patient's file, newest first",
    tag: "Front desk",
    access: "staff",
    pathParams: idPath("The patient's id"),
    query: pageQuery,
    success: { status: 200, description: "A page of audit events", schema: ref("AccessEventPage") },
    errors: { ...badId, ...unauthenticated, 404: "Patient non trouvé" },
  },
  trail: {
    method: "get",
    path: "/api/audit-events",
    summary: "The whole audit trail, newest first, by person and by day (practice time zone, both ends included)",
    tag: "Front desk",
    access: "admin",
    query: auditEventQuery,
    success: { status: 200, description: "A page of audit events", schema: ref("AccessEventPage") },
    errors: { ...badQuery, ...unauthenticated, ...adminOnly },
  },
  actors: {
    method: "get",
    path: "/api/audit-events/actors",
    summary: "Every staff account, deleted ones included, for the audit trail's person filter",
    tag: "Front desk",
    access: "admin",
    success: { status: 200, description: "The accounts", schema: listOf("AuditActor") },
    errors: { ...unauthenticated, ...adminOnly },
  },
} satisfies Record<string, Operation>;
