import { todayIn } from "@/calendar/zone";
import { recordAuditEvent } from "@/domain/audit/audit-log";
import { revenueScope } from "@/domain/fees/money-access";
import { practiceDashboard } from "@/domain/reports/dashboard";
import { env } from "@/server/env";
import { json, withApi } from "@/server/http";
import { reportCalls } from "@/server/openapi/reports";

/** The practice at a glance (ADMIN and doctors; ASSISTANT 403). */
export const GET = withApi(reportCalls.dashboard, async ({ db, query, actor, audit }) => {
  const timeZone = env().PRACTICE_TIME_ZONE;
  const today = query.date ?? todayIn(timeZone);
  const dashboard = await practiceDashboard(db, revenueScope(actor), { today, timeZone });
  await recordAuditEvent(db, audit, { action: "report.dashboard", details: { date: today } });
  return json(dashboard);
});
