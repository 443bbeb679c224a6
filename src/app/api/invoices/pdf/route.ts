import { periodReceipts } from "@/domain/fees/period-receipts";
import { revenueScope } from "@/domain/fees/money-access";
import { withApi } from "@/server/http";
import { invoiceCalls } from "@/server/openapi/invoices";
import { renderReceiptsPdf } from "@/server/pdf/receipt-pdf";

/** The period's receipts and credit notes as one PDF (ADMIN all, a doctor their own; ASSISTANT 403). */
export const GET = withApi(invoiceCalls.periodPdf, async ({ db, query, actor, audit }) => {
  const { rendered: bytes } = await periodReceipts(db, revenueScope(actor), query, audit, (prints) => renderReceiptsPdf(prints, query));
  return new Response(new Uint8Array(bytes), {
    headers: { "Content-Type": "application/pdf", "Content-Disposition": `attachment; filename="recus-${query.du}-${query.au}.pdf"`, "Content-Length": String(bytes.length) },
  });
});
