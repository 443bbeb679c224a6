import type { ManagedAppointment, ManagedView } from "@/schemas/appointment-link";
import { env } from "@/server/env";
import { practiceIdentityFromEnv } from "@/server/runtime-values";

/** The clock of the patient's link calls (decision 050): now, in the practice's zone. */
export const linkClock = () => ({ now: new Date(), timeZone: env().PRACTICE_TIME_ZONE });

/** The view with the practice's address and number, which the page shows beside it. */
export function withPracticeContact(view: ManagedView): ManagedAppointment {
  const identity = practiceIdentityFromEnv();
  return { ...view, cabinet: { adresse: identity.address, telephone: identity.phone } };
}
