import { issueInvoice } from "@/domain/fees/invoices";
import { receiptLetterhead } from "@/server/documents";
import { json, withApi } from "@/server/http";
import { invoiceCalls } from "@/server/openapi/invoices";

/** Bills a visit and takes its first payments (any staff member). */
export const POST = withApi(invoiceCalls.issue, async ({ db, body, actor, audit }) => json(await issueInvoice(db, body, actor, audit, receiptLetterhead(), new Date()), 201));
