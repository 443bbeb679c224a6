"use client";

import { useSyncExternalStore } from "react";

/** Tailwind's `lg`: from here a triage table fits; below, each request is a card. */
const WIDE = "(min-width: 1024px)";

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia?.(WIDE);
  query?.addEventListener("change", onChange);
  return () => query?.removeEventListener("change", onChange);
}

/** Whether the screen is wide enough for a table; true where it cannot be told (server, tests). */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(WIDE).matches ?? true,
    () => true,
  );
}
