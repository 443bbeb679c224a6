"use client";

import { useEffect } from "react";

/** Spec §2 and §9: a hash in the address scrolls smoothly to its section 100 ms after load. */
export const HASH_SCROLL_DELAY_MS = 100;

export function HashScroll() {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!id) return;
    const timer = setTimeout(() => {
      const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      document.getElementById(id)?.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
    }, HASH_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return null;
}
