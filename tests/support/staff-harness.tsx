import { notifyManager, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, vi } from "vitest";
import { createStaffQueryClient } from "@/client/staff-query-client";
import { StaffSessionContext, type StaffSession } from "@/components/staff/shell/staff-session";

// TanStack Query tells components of a change in a setTimeout(0). Under the fake clock that
// moves by itself, that timer may fire between a test's steps, outside act(): tell them at once.
notifyManager.setScheduler((notify) => notify());

/** A JWT-shaped token with the given payload (unsigned: the browser never verifies it). */
export function fakeToken(payload: Record<string, unknown>): string {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
  return `${encode({ alg: "HS256", typ: "JWT" })}.${encode(payload)}.signature`;
}

export const PRACTICE_TIME_ZONE = "Africa/Casablanca";

type Route = (url: URL, init: RequestInit) => Response | Promise<Response>;
export type FetchCall = { method: string; path: string; body: unknown; authorization: string | null };

/**
 * Replaces fetch with a router over "METHOD /path" keys (query string ignored; see `calls` for
 * it). An unexpected call fails the test. A route may throw to simulate a network failure.
 */
export function mockApi(routes: Record<string, Route>) {
  const calls: FetchCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), "http://localhost");
    const method = (init.method ?? "GET").toUpperCase();
    const headers = new Headers(init.headers);
    calls.push({
      method,
      path: url.pathname + url.search,
      body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
      authorization: headers.get("Authorization"),
    });
    const route = routes[`${method} ${url.pathname}`];
    if (!route) throw new Error(`Unexpected call: ${method} ${url.pathname}`);
    return route(url, init);
  });
  vi.stubGlobal("fetch", fetchMock);
  return { calls, fetchMock };
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/**
 * Renders staff widgets inside a session and a fresh query cache, as the staff layout provides
 * them. No retries: a failed call shows its failure at once.
 */
export function renderInSession(ui: React.ReactElement, overrides: Partial<StaffSession> = {}) {
  const onUnauthorized = vi.fn();
  const queryClient = createStaffQueryClient({ onUnauthorized, retry: false });
  const session: StaffSession = {
    token: fakeToken({ sub: "7", email: "medecin@cabinet.test", role: "MEDECIN" }),
    isAdmin: false,
    userId: 7,
    userNom: "Bennani",
    roles: ["MEDECIN"],
    timeZone: PRACTICE_TIME_ZONE,
    logout: vi.fn(),
    passwordChangeRequired: false,
    passwordChanged: vi.fn(),
    totpEnrolmentRequired: false,
    totpEnrolled: vi.fn(),
    ...overrides,
  };
  // apiFetch reads the token where the login page put it.
  window.localStorage.setItem("token", session.token);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <StaffSessionContext value={session}>{ui}</StaffSessionContext>
    </QueryClientProvider>,
  );
  return { ...result, session, onUnauthorized, queryClient };
}

/**
 * A fake clock that still moves with real time, so that Testing Library's and user-event's own
 * small waits (setTimeout 0) run as usual, while a test can jump it forward by seconds. Jumps
 * only ever add to real time: "still there after 2.5 s" and "gone after 3 s" stay exact bounds.
 */
export function useFakeClock() {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
}

/** The fake clock in every test of the file, from `start` when given, back to real time after each. */
export function fakeClockInEachTest(start?: Date) {
  beforeEach(() => {
    useFakeClock();
    if (start) vi.setSystemTime(start);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

/** A route that never answers: the network failed ("Failed to fetch", as browsers say). */
export function networkFailure(message = "Failed to fetch") {
  return () => {
    throw new TypeError(message);
  };
}

export function fakeClockUser() {
  return userEvent.setup({ delay: null });
}

/** A route that answers 500 until `recover()` is called, then `body`: a load that fails, then works on 'Réessayer'. */
export function flakyRoute(body: unknown) {
  let recovered = false;
  return {
    route: () => (recovered ? json(body) : json({ message: "Erreur interne" }, 500)),
    recover: () => {
      recovered = true;
    },
  };
}
