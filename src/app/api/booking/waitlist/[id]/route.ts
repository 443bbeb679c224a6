import { removeWaitlistEntry } from "@/domain/booking/waitlist";
import { noContent, withApi } from "@/server/http";
import { waitlistCalls } from "@/server/openapi/booking";

/** Removes an entry from the waiting list (staff). */
export const DELETE = withApi(waitlistCalls.remove, async ({ db, params, audit }) => {
  await removeWaitlistEntry(db, params.id, { ...audit, now: new Date() });
  return noContent();
});
