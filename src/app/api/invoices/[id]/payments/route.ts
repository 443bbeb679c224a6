import { addPayment } from "@/domain/fees/invoices";
import { env } from "@/server/env";
import { json, withApi } from "@/server/http";
import { invoiceCalls } from "@/server/openapi/invoices";

/** A further payment on a receipt, in today's cash day (any staff member). */
export const POST = withApi(invoiceCalls.pay, async ({ db, params, body, actor, audit }) =>
  json(await addPayment(db, params.id, body, actor, audit, env().PRACTICE_TIME_ZONE, new Date()), 201),
);
