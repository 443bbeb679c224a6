import { recordAuditEvent } from "@/domain/audit/audit-log";
import { revenueScope } from "@/domain/fees/money-access";
import { revenueReport } from "@/domain/fees/revenue";
import { json, withApi } from "@/server/http";
import { reportCalls } from "@/server/openapi/reports";

/** Revenue by month (ADMIN all, a doctor their own; ASSISTANT 403). */
export const GET = withApi(reportCalls.revenue, async ({ db, query, actor, audit }) => {
  const report = await revenueReport(db, revenueScope(actor), query);
  await recordAuditEvent(db, audit, { action: "report.revenue", details: { du: query.du, au: query.au, par: query.par } });
  return json(report);
});
