import { todayIn } from "@/calendar/zone";
import { closeCashDay } from "@/domain/fees/cash-days";
import { env } from "@/server/env";
import { json, withApi } from "@/server/http";
import { invoiceCalls } from "@/server/openapi/invoices";

/** Closes the day's cash with the cash counted (any staff member). */
export const POST = withApi(invoiceCalls.closeCashDay, async ({ db, params, body, actor, audit }) => {
  const now = new Date();
  return json(await closeCashDay(db, params.date, { especesComptees: body.especesComptees, remarque: body.remarque ?? null }, actor, audit, todayIn(env().PRACTICE_TIME_ZONE, now), now));
});
