import { queryOptions } from "@tanstack/react-query";
import { staffApi } from "@/client/staff-api";
import type { WaitlistQuery } from "@/schemas/waitlist";

/** The waiting list's read (decision 051): the entries with their offers, those waiting or all. */
export const waitlistKeys = {
  all: ["waitlist"] as const,
  list: (etat: WaitlistQuery["etat"]) => [...waitlistKeys.all, etat] as const,
};

export const waitlistQueries = {
  // Offers change every minute (the round): read again while the page is open.
  list: (etat: WaitlistQuery["etat"]) => queryOptions({ queryKey: waitlistKeys.list(etat), queryFn: () => staffApi.waitlist.list(etat), refetchInterval: 30_000 }),
};
