import { recordAuditEvent } from "@/domain/audit/audit-log";
import { invoicesCsv } from "@/domain/fees/invoices-csv";
import { revenueScope } from "@/domain/fees/money-access";
import { withApi } from "@/server/http";
import { reportCalls } from "@/server/openapi/reports";

/** The period's receipts and credit notes as CSV for the accountant (ADMIN all, a doctor their own; ASSISTANT 403). */
export const GET = withApi(reportCalls.invoicesCsv, async ({ db, query, actor, audit }) => {
  const csv = await invoicesCsv(db, revenueScope(actor), query);
  await recordAuditEvent(db, audit, { action: "export.invoices_csv", details: { du: query.du, au: query.au } });
  return new Response(csv, {
    headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="recus-${query.du}-${query.au}.csv"` },
  });
});
