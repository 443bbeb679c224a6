import { printInvoice } from "@/domain/fees/invoices";
import { withApi } from "@/server/http";
import { invoiceCalls } from "@/server/openapi/invoices";
import { renderReceiptPdf } from "@/server/pdf/receipt-pdf";

/** The receipt's PDF: the original the first time, a DUPLICATA after (any staff member). */
export const GET = withApi(invoiceCalls.pdf, async ({ db, params, audit }) => {
  const { print, rendered: bytes } = await printInvoice(db, params.id, audit, renderReceiptPdf);
  return new Response(new Uint8Array(bytes), {
    headers: { "Content-Type": "application/pdf", "Content-Disposition": `inline; filename="${print.fileName}"`, "Content-Length": String(bytes.length) },
  });
});
