import { readInvoice } from "@/domain/fees/invoices";
import { json, withApi } from "@/server/http";
import { invoiceCalls } from "@/server/openapi/invoices";

/** A receipt or a credit note with its payments and balance (any staff member). */
export const GET = withApi(invoiceCalls.read, async ({ db, params }) => json(await readInvoice(db, params.id)));
