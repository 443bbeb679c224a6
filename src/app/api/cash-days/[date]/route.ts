import { readCashDay, setCashFloat } from "@/domain/fees/cash-days";
import { json, withApi } from "@/server/http";
import { invoiceCalls } from "@/server/openapi/invoices";

/** The day's journal (any staff member). */
export const GET = withApi(invoiceCalls.cashDay, async ({ db, params }) => json(await readCashDay(db, params.date)));

/** The day's opening float (any staff member), while the day is open. */
export const PATCH = withApi(invoiceCalls.cashFloat, async ({ db, params, body, audit }) => json(await setCashFloat(db, params.date, body.fondCaisse, audit)));
