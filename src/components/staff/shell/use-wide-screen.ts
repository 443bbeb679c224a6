"use client";

import { useSyncExternalStore } from "react";

/**
 * Tailwind's breakpoints a list can switch at: from `lg` a triage table fits; below, each
 * request is a card. A wider table (the staff accounts) switches at `xl`.
 */
const queries = { lg: "(min-width: 1024px)", xl: "(min-width: 1280px)" } as const;
export type WideFrom = keyof typeof queries;

/** One subscription function per breakpoint, stable across renders (useSyncExternalStore resubscribes on a new one). */
const subscribers = Object.fromEntries(
  (Object.keys(queries) as WideFrom[]).map((from) => [
    from,
    (onChange: () => void) => {
      const query = window.matchMedia?.(queries[from]);
      query?.addEventListener("change", onChange);
      return () => query?.removeEventListener("change", onChange);
    },
  ]),
) as Record<WideFrom, (onChange: () => void) => () => void>;

/** Whether the screen is at least `from` wide, for a table; true where it cannot be told (server, tests). */
export function useWideScreen(from: WideFrom = "lg"): boolean {
  return useSyncExternalStore(
    subscribers[from],
    () => window.matchMedia?.(queries[from]).matches ?? true,
    () => true,
  );
}
