import { addDays } from "@/calendar/plain-date";
import { todayIn } from "@/calendar/zone";
import { listVisitsToBill } from "@/domain/fees/billing-lists";
import { env } from "@/server/env";
import { json, withApi } from "@/server/http";
import { invoiceCalls } from "@/server/openapi/invoices";

/** Visits seen and not yet billed (any staff member). */
export const GET = withApi(invoiceCalls.toBill, async ({ db, query }) => {
  const timeZone = env().PRACTICE_TIME_ZONE;
  const today = todayIn(timeZone);
  return json(await listVisitsToBill(db, { du: query.du ?? addDays(today, -30), au: query.au ?? today }, timeZone));
});
