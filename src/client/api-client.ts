import { getToken } from "@/client/session";

/**
 * fetch() for the product's API: JSON in, bearer token header when a token is present (spec §6).
 * Returns the Response untouched: callers judge `ok` as the spec's client does.
 */
export function apiFetch(path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
  const { json, headers, ...rest } = init;
  const merged = new Headers(headers);
  const token = getToken();
  if (token) merged.set("Authorization", `Bearer ${token}`);
  if (json !== undefined) merged.set("Content-Type", "application/json");
  return fetch(path, { ...rest, headers: merged, body: json !== undefined ? JSON.stringify(json) : rest.body });
}

/** The message of a thrown network error, as the spec shows it ("Erreur serveur : {message}"). */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
