/**
 * The staff session as the spec keeps it: `token`, `userNom` and `userId` in localStorage.
 * Login state is the presence of the token. Browser-only.
 */
export const storageKeys = { token: "token", userNom: "userNom", userId: "userId" } as const;

// `storage` events only fire in other tabs; this one tells the current tab's subscribers.
const sessionChangeEvent = "session-change";

function notifySessionChange(): void {
  window.dispatchEvent(new Event(sessionChangeEvent));
}

/** Calls `onChange` whenever the session changes, in this tab or another (for useSyncExternalStore). */
export function subscribeSession(onChange: () => void): () => void {
  window.addEventListener("storage", onChange);
  window.addEventListener(sessionChangeEvent, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(sessionChangeEvent, onChange);
  };
}

export function getToken(): string | null {
  return typeof window === "undefined" ? null : window.localStorage.getItem(storageKeys.token);
}

export function saveToken(raw: string): void {
  // The login answer is read as text; surrounding quotes are stripped (spec §7).
  window.localStorage.setItem(storageKeys.token, raw.trim().replace(/^"+|"+$/g, ""));
  notifySessionChange();
}

export function saveUser(user: { id: number | string; nom: string }): void {
  window.localStorage.setItem(storageKeys.userId, String(user.id));
  window.localStorage.setItem(storageKeys.userNom, user.nom);
  notifySessionChange();
}

export function getUser(): { id: number | null; nom: string | null } {
  const id = Number(window.localStorage.getItem(storageKeys.userId));
  return { id: Number.isInteger(id) && id > 0 ? id : null, nom: window.localStorage.getItem(storageKeys.userNom) };
}

export function clearSession(): void {
  for (const key of Object.values(storageKeys)) window.localStorage.removeItem(key);
  notifySessionChange();
}

/** The token's payload, without verifying it (the server verifies; this only drives the UI). */
export function decodeTokenPayload(token: string): Record<string, unknown> | null {
  const part = token.split(".")[1];
  if (!part) return null;
  try {
    const base64 = part.replace(/-/g, "+").replace(/_/g, "/").padEnd(Math.ceil(part.length / 4) * 4, "=");
    const text = new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
    const payload: unknown = JSON.parse(text);
    return payload && typeof payload === "object" ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Role names found in a `role` or `roles` claim, whether a string, a list or an object of values. */
export function rolesOf(payload: Record<string, unknown> | null): string[] {
  if (!payload) return [];
  const collect = (claim: unknown): string[] => {
    if (typeof claim === "string") return claim.split(/[\s,]+/).filter(Boolean);
    if (Array.isArray(claim)) return claim.flatMap(collect);
    if (claim && typeof claim === "object") return Object.values(claim).flatMap(collect);
    return [];
  };
  return [...collect(payload.role), ...collect(payload.roles)].map((role) => role.replace(/^ROLE_/i, "").toUpperCase());
}

export function isAdminToken(token: string | null): boolean {
  return token ? rolesOf(decodeTokenPayload(token)).includes("ADMIN") : false;
}
