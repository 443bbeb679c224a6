/** The few API calls the drills make, each bounded by a client-side timeout. */

export type Outcome = { status: number; ms: number; body: string; error?: string };

/** A request that never waits longer than `timeoutMs`; a network failure is status 0. */
export async function timedFetch(url: string, init: RequestInit = {}, timeoutMs = 20_000): Promise<Outcome> {
  const started = performance.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const body = await response.text();
    return { status: response.status, ms: performance.now() - started, body };
  } catch (error) {
    const cause = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
    return { status: 0, ms: performance.now() - started, body: "", error: cause };
  }
}

export async function logIn(baseUrl: string, credentials: { email: string; password: string }): Promise<string> {
  const outcome = await timedFetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(credentials),
  });
  if (outcome.status !== 200) throw new Error(`login answered ${outcome.status}: ${outcome.body || outcome.error}`);
  return outcome.body.trim().replace(/^"+|"+$/g, "");
}

export function appointmentRequest(nom: string, prenom: string) {
  return {
    nom,
    prenom,
    telephone: "+212 6 12 34 56 78",
    datePreferee: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
    heurePreferee: "09:30:00",
    motif: "Exercice de reprise après incident",
  };
}

export function postJson(url: string, body: unknown, timeoutMs?: number): Promise<Outcome> {
  return timedFetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }, timeoutMs);
}

/** The message of a JSON error answer, if it has one. */
export function messageOf(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    return typeof parsed.message === "string" ? parsed.message : undefined;
  } catch {
    return undefined;
  }
}
