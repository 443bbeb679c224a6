import { act } from "@testing-library/react";
import { useMemo, useSyncExternalStore } from "react";

/*
 * next/navigation for component tests, on jsdom's own address: `vi.mock("next/navigation", () =>
 * import(".../tests/support/next-navigation"))`. Next's router follows pushState and replaceState
 * (useSearchParams answers the new values); jsdom's History tells nobody, so this does.
 */
const listeners = new Set<() => void>();
// A test may change the address itself (a link followed, a reload): the screens' updates are then an act() of their own.
const notify = () =>
  act(() => {
    for (const listener of listeners) listener();
  });
let following = false;

function followHistory() {
  if (following) return;
  following = true;
  for (const method of ["pushState", "replaceState"] as const) {
    const original = window.history[method].bind(window.history);
    window.history[method] = (...args: Parameters<History["pushState"]>) => {
      original(...args);
      notify();
    };
  }
  window.addEventListener("popstate", notify);
}

function subscribe(listener: () => void) {
  followHistory();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSearchParams() {
  const search = useSyncExternalStore(subscribe, () => window.location.search);
  return useMemo(() => new URLSearchParams(search), [search]);
}

export function usePathname() {
  return useSyncExternalStore(subscribe, () => window.location.pathname);
}

const router = {
  push: (href: string) => window.history.pushState(null, "", href),
  replace: (href: string) => window.history.replaceState(null, "", href),
  back: () => window.history.back(),
  forward: () => window.history.forward(),
  refresh: () => {},
  prefetch: () => {},
};

export function useRouter() {
  return router;
}

/** Opens the screen at `url`, as a link or a reload would. */
export function visit(url: string) {
  followHistory();
  window.history.replaceState(null, "", url);
}

/** The address as the screen left it, without the origin. */
export function currentUrl(): string {
  return `${window.location.pathname}${window.location.search}`;
}
