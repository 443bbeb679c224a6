"use client";

import { useEffect, useState } from "react";
import { subscribeFrontDeskChange } from "@/client/front-desk-api";
import { useFrontDeskApi } from "@/components/front-desk/use-front-desk-api";
import { type FrontDeskCounts } from "@/schemas/front-desk";

/** How often the header asks again while the tab is visible: a request may arrive at any time. */
export const COUNTS_REFRESH_MS = 60_000;

/**
 * The header's alert counts: read on arrival, every minute while the tab is visible, when the
 * tab comes back, and right after this tab changed a request or a message. Null until known.
 */
export function useFrontDeskCounts(): FrontDeskCounts | null {
  const api = useFrontDeskApi();
  const [counts, setCounts] = useState<FrontDeskCounts | null>(null);

  useEffect(() => {
    let cancelled = false;
    const refresh = () => {
      if (document.visibilityState === "hidden") return;
      void api.counts().then((next) => {
        if (!cancelled && next) setCounts(next);
      });
    };
    refresh();
    const timer = window.setInterval(refresh, COUNTS_REFRESH_MS);
    const unsubscribe = subscribeFrontDeskChange(refresh);
    document.addEventListener("visibilitychange", refresh);
    return () => {
      cancelled = true;
      window.clearInterval(timer);
      unsubscribe();
      document.removeEventListener("visibilitychange", refresh);
    };
  }, [api]);

  return counts;
}
