/**
 * When the server stops accepting the token mid-work (expired, account deleted), the staff area
 * sends the person to /login with a note, and back to the page they were on once logged in.
 * Kept apart from the staff client's libraries: the login page loads it too.
 */

export const SESSION_EXPIRED_MESSAGE = "Votre session a expiré. Veuillez vous reconnecter.";

const STAFF_AREA = "/responsable";

/**
 * The page to return to, when it is a path of the staff area on this site; null otherwise. A
 * login link must not be able to send anyone elsewhere (an open redirect): no scheme, no
 * `//host`, no backslash tricks, nothing outside /responsable.
 */
export function safeReturnPath(candidate: string | null | undefined): string | null {
  if (!candidate || !candidate.startsWith("/") || candidate.startsWith("//") || /[\\\u0000-\u001f]/.test(candidate)) return null;
  let url: URL;
  try {
    url = new URL(candidate, "http://same.origin");
  } catch {
    return null;
  }
  if (url.origin !== "http://same.origin") return null;
  if (url.pathname !== STAFF_AREA && !url.pathname.startsWith(`${STAFF_AREA}/`)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** /login?expiree=1&retour=…: the login page that follows an expired session. */
export function loginAfterExpiryPath(returnTo: string): string {
  const params = new URLSearchParams({ expiree: "1" });
  const path = safeReturnPath(returnTo);
  if (path) params.set("retour", path);
  return `/login?${params.toString()}`;
}

/** What the login page's address says: whether a session expired, and where to go back to. */
export function readLoginParams(search: string): { expired: boolean; returnTo: string | null } {
  const params = new URLSearchParams(search);
  const expired = params.get("expiree") === "1";
  // Only after an expiry: a plain login goes to /responsable, as the spec says.
  return { expired, returnTo: expired ? safeReturnPath(params.get("retour")) : null };
}
