import { listUnpaidInvoices } from "@/domain/fees/billing-lists";
import { json, withApi } from "@/server/http";
import { invoiceCalls } from "@/server/openapi/invoices";

/** Receipts with something still due (any staff member). */
export const GET = withApi(invoiceCalls.unpaid, async ({ db }) => json(await listUnpaidInvoices(db)));
