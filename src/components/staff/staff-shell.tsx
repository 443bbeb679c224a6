"use client";

import { useRouter } from "next/navigation";
import { useCallback, useEffect, useMemo, useState } from "react";
import { adoptServerUtcOffsets } from "@/client/practice-dates";
import { clearSession, decodeTokenPayload, isAdminToken, rolesOf, saveUser } from "@/client/session";
import { createStaffApi } from "@/client/staff-api";
import { useStoredSession } from "@/client/use-stored-session";
import { StaffHeader } from "@/components/staff/staff-header";
import { StaffSessionContext, type StaffSession } from "@/components/staff/staff-session";
import type { UtcOffsetTable } from "@/schemas/utc-offsets";

type StaffShellProps = {
  timeZone: string;
  /** The server's offsets of the time zone, used instead of the browser's own data when given. */
  utcOffsets?: UtcOffsetTable;
  siteName: string;
  children: React.ReactNode;
};

/**
 * The staff area's client-side guard and frame. Nothing protected renders until a token is
 * known to be there; without one the user goes to /login. A 401 from any call removes the
 * token, which sends the user to /login the same way. The server is what actually protects
 * the data: this only keeps the screens honest.
 */
export function StaffShell({ timeZone, utcOffsets, siteName, children }: StaffShellProps) {
  // Before any child formats a date (idempotent, so safe to repeat on every render).
  if (utcOffsets) adoptServerUtcOffsets(utcOffsets);
  const router = useRouter();
  const { token, userNom, userId } = useStoredSession();
  // Logging out also removes the token, but goes to / rather than /login.
  const [loggingOut, setLoggingOut] = useState(false);

  const api = useMemo(() => createStaffApi({ onUnauthorized: clearSession }), []);

  useEffect(() => {
    if (token === null && !loggingOut) router.replace("/login");
  }, [token, loggingOut, router]);

  // Asking the server who we are checks the token at once (a deleted account or an expired
  // token answers 401) and refreshes the name and id a failed lookup at login left out.
  useEffect(() => {
    if (!token) return;
    const email = decodeTokenPayload(token)?.email;
    if (typeof email !== "string") return;
    let cancelled = false;
    void api.findUserByEmail(email).then((lookup) => {
      if (!cancelled && lookup.ok) saveUser(lookup.user);
    });
    return () => {
      cancelled = true;
    };
  }, [token, api]);

  const logout = useCallback(() => {
    setLoggingOut(true);
    clearSession();
    router.push("/");
  }, [router]);

  const session = useMemo<StaffSession | null>(
    () =>
      token
        ? {
            token,
            isAdmin: isAdminToken(token),
            roles: rolesOf(decodeTokenPayload(token)),
            userId: userId ?? null,
            userNom: userNom ?? "",
            timeZone,
            api,
            logout,
          }
        : null,
    [token, userId, userNom, timeZone, api, logout],
  );

  if (!session) return <div className="min-h-dvh bg-ink-50" aria-busy="true" />;

  return (
    <StaffSessionContext value={session}>
      <div className="min-h-dvh bg-ink-50">
        <a
          href="#contenu"
          className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-primary-800 focus:shadow-raised"
        >
          Aller au contenu
        </a>
        <StaffHeader siteName={siteName} />
        <main id="contenu" className="mx-auto max-w-[1400px] px-4 py-6 sm:px-6 sm:py-8">
          {children}
        </main>
      </div>
    </StaffSessionContext>
  );
}
