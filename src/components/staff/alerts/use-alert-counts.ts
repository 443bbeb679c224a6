"use client";

import { queryOptions, useQuery } from "@tanstack/react-query";
import { staffApi } from "@/client/staff-api";

/** How often the header asks again while the tab is visible: a request may arrive at any time. */
export const COUNTS_REFRESH_MS = 60_000;

export const alertKeys = { all: ["alerts"] as const };

const alertCounts = queryOptions({
  queryKey: alertKeys.all,
  queryFn: staffApi.alerts.counts,
  refetchInterval: COUNTS_REFRESH_MS,
  refetchOnWindowFocus: true,
  staleTime: 0,
});

/**
 * The header's alert counts, one query for every badge on the page: read when the first badge
 * appears, every minute while the tab is visible, when the tab comes back, and whenever a change
 * made here invalidates `alertKeys.all`. Undefined until the first answer.
 */
export function useAlertCounts() {
  return useQuery(alertCounts).data;
}
