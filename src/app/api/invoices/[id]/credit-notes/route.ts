import { issueCreditNote } from "@/domain/fees/invoices";
import { receiptLetterhead } from "@/server/documents";
import { json, withApi } from "@/server/http";
import { invoiceCalls } from "@/server/openapi/invoices";

/** A credit note correcting a receipt, which stays as issued (any staff member). */
export const POST = withApi(invoiceCalls.creditNote, async ({ db, params, body, actor, audit }) =>
  json(await issueCreditNote(db, params.id, body, actor, audit, receiptLetterhead(), new Date()), 201),
);
