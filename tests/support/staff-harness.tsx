import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { vi } from "vitest";
import { createStaffApi } from "@/client/staff-api";
import { StaffSessionContext, type StaffSession } from "@/components/staff/staff-session";

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

/** Renders staff widgets inside a session, as the staff layout provides it. */
export function renderInSession(ui: React.ReactElement, overrides: Partial<StaffSession> = {}) {
  const onUnauthorized = vi.fn();
  const session: StaffSession = {
    token: fakeToken({ sub: "7", email: "medecin@cabinet.test", role: "MEDECIN" }),
    isAdmin: false,
    userId: 7,
    userNom: "Bennani",
    roles: ["MEDECIN"],
    timeZone: PRACTICE_TIME_ZONE,
    api: createStaffApi({ onUnauthorized }),
    logout: vi.fn(),
    ...overrides,
  };
  // apiFetch reads the token where the login page put it.
  window.localStorage.setItem("token", session.token);
  const result = render(<StaffSessionContext value={session}>{ui}</StaffSessionContext>);
  return { ...result, session, onUnauthorized };
}

/**
 * A fake clock that still moves with real time, so that Testing Library's and user-event's own
 * small waits (setTimeout 0) run as usual, while a test can jump it forward by seconds. Jumps
 * only ever add to real time: "still there after 2.5 s" and "gone after 3 s" stay exact bounds.
 */
export function useFakeClock() {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
}

export function fakeClockUser() {
  return userEvent.setup({ delay: null });
}
