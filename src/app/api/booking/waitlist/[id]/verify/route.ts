import { verifyWaitlistEntry } from "@/domain/booking/waitlist";
import { invalid } from "@/domain/errors";
import { json, withApi } from "@/server/http";
import { waitlistCalls } from "@/server/openapi/booking";

/** The entry's contact verified with its code (anyone): the entry waits for a freed slot; a wrong or void code is a 400 on `code`. */
export const POST = withApi(waitlistCalls.verify, async ({ db, params, body }) => {
  const outcome = await verifyWaitlistEntry(db, params.id, body.code, new Date());
  if (outcome.kind !== "verified") throw invalid(outcome.message, { code: outcome.message });
  return json(outcome.answer);
});
