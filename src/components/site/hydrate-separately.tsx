import { Suspense } from "react";

/**
 * A part of a page that React hydrates on its own, after the rest. Nothing here suspends: the
 * server renders the content in place, between the boundary's comment markers. On the client,
 * React leaves a boundary whose server HTML is complete for later (it hydrates it at its lowest
 * priority, in slices of 5 ms, and commits it alone), instead of hydrating and committing the
 * whole page in one render whose commit is one long task (docs/decisions/013). A click inside a
 * part not yet hydrated makes React hydrate that part first, then replay the click.
 */
export function HydrateSeparately({ children }: { children: React.ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
