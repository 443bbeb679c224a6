"use client";

import { useSyncExternalStore } from "react";
import { createFrontDeskApi, subscribeFrontDeskChange } from "@/client/front-desk-api";
import { clearSession } from "@/client/session";
import type { AlertCounts } from "@/schemas/alerts";

/** How often the header asks again while the tab is visible: a request may arrive at any time. */
export const COUNTS_REFRESH_MS = 60_000;

/**
 * The header's alert counts, one store for every badge on the page: read when the first badge
 * appears, every minute while the tab is visible, when the tab comes back, and right after this
 * tab changed a request or a message. Stops when the last badge goes.
 */
let counts: AlertCounts | null = null;
const listeners = new Set<() => void>();
let stop: (() => void) | null = null;

function start(): () => void {
  const api = createFrontDeskApi({ onUnauthorized: clearSession });
  let active = true;
  const refresh = () => {
    if (document.visibilityState === "hidden") return;
    void api.counts().then((next) => {
      if (!active || !next) return;
      counts = next;
      for (const listener of listeners) listener();
    });
  };
  refresh();
  const timer = window.setInterval(refresh, COUNTS_REFRESH_MS);
  const unsubscribe = subscribeFrontDeskChange(refresh);
  document.addEventListener("visibilitychange", refresh);
  return () => {
    active = false;
    window.clearInterval(timer);
    unsubscribe();
    document.removeEventListener("visibilitychange", refresh);
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  stop ??= start();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      stop?.();
      stop = null;
      // The next session (another user, after a logout) starts from nothing known.
      counts = null;
    }
  };
}

/** Null until the first answer. */
export function useFrontDeskCounts(): AlertCounts | null {
  return useSyncExternalStore(
    subscribe,
    () => counts,
    () => null,
  );
}
