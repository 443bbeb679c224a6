"use client";

import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useMemo, useState } from "react";
import { adoptServerUtcOffsets } from "@/client/practice-dates";
import { clearSession, decodeTokenPayload, isAdminToken, rolesOf, saveToken, saveUser } from "@/client/session";
import { loginAfterExpiryPath } from "@/client/session-expiry";
import { staffApi } from "@/client/staff-api";
import { createStaffQueryClient } from "@/client/staff-query-client";
import { useStoredSession } from "@/client/use-stored-session";
import { StaffHeader } from "@/components/staff/shell/staff-header";
import { StaffSessionContext, type StaffSession } from "@/components/staff/shell/staff-session";
import { ACCOUNT_HREF } from "@/components/staff/shell/staff-nav";
import { type UtcOffsetTable } from "@/calendar/utc-offsets";

type StaffShellProps = {
  timeZone: string;
  /** The server's offsets of the time zone, used instead of the browser's own data when given. */
  utcOffsets?: UtcOffsetTable;
  siteName: string;
  children: React.ReactNode;
};

/** How the session ended, which decides where the person goes next. */
type Ending = { kind: "logout" } | { kind: "expired"; returnTo: string };

/**
 * The staff area's client-side guard and frame. Nothing protected renders until a token is
 * known to be there; without one the user goes to /login. A 401 from any call means the session
 * has expired: the token goes, and /login says so and brings the person back here afterwards.
 * A 403 `passwordChangeRequired` means the password was temporary: the person is led to the
 * account page's change form (decision 023); a 403 `totpEnrolmentRequired`, that the account must
 * turn two-factor login on, to its enrolment (decision 024). The server is what actually protects the data:
 * this only keeps the screens honest.
 */
export function StaffShell({ timeZone, utcOffsets, siteName, children }: StaffShellProps) {
  // Before any child formats a date (idempotent, so safe to repeat on every render).
  if (utcOffsets) adoptServerUtcOffsets(utcOffsets);
  const router = useRouter();
  const { token, userNom, userId } = useStoredSession();
  const [ending, setEnding] = useState<Ending | null>(null);
  const [passwordChangeRequired, setPasswordChangeRequired] = useState(false);
  const [totpEnrolmentRequired, setTotpEnrolmentRequired] = useState(false);

  // One cache per visit of the staff area: it goes with the layout, so nothing read survives a logout.
  const [queryClient] = useState(() => {
    const client = createStaffQueryClient({
      onUnauthorized: () => {
        const { pathname, search, hash } = window.location;
        setEnding((current) => current ?? { kind: "expired", returnTo: `${pathname}${search}${hash}` });
        void client.cancelQueries();
        clearSession();
      },
      onPasswordChangeRequired: () => {
        setPasswordChangeRequired(true);
        if (window.location.pathname !== ACCOUNT_HREF) router.push(ACCOUNT_HREF);
      },
      onTotpEnrolmentRequired: () => {
        setTotpEnrolmentRequired(true);
        if (window.location.pathname !== ACCOUNT_HREF) router.push(ACCOUNT_HREF);
      },
    });
    return client;
  });

  useEffect(() => {
    if (token !== null) return;
    if (ending?.kind === "expired") router.replace(loginAfterExpiryPath(ending.returnTo));
    // Logging out also removes the token, but goes to / rather than /login.
    else if (!ending) router.replace("/login");
  }, [token, ending, router]);

  const logout = useCallback(() => {
    // The server ends this token's session first (decision 023). The call takes the token as it
    // starts, before the lines below remove it, and its failure must not keep the person logged in.
    staffApi.account.logout().catch(() => undefined);
    setEnding({ kind: "logout" });
    queryClient.clear();
    clearSession();
    router.push("/");
  }, [queryClient, router]);

  const passwordChanged = useCallback((newToken: string) => {
    saveToken(newToken);
    setPasswordChangeRequired(false);
  }, []);

  const totpEnrolled = useCallback(() => {
    setTotpEnrolmentRequired(false);
    // What was refused meanwhile (the header's counts, the session check) is read again.
    void queryClient.invalidateQueries();
  }, [queryClient]);

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
            logout,
            passwordChangeRequired,
            passwordChanged,
            totpEnrolmentRequired,
            totpEnrolled,
          }
        : null,
    [token, userId, userNom, timeZone, logout, passwordChangeRequired, passwordChanged, totpEnrolmentRequired, totpEnrolled],
  );

  if (!session) return <div className="min-h-dvh bg-ink-50" aria-busy="true" />;

  return (
    <QueryClientProvider client={queryClient}>
      <StaffSessionContext value={session}>
        <SessionCheck token={session.token} />
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
    </QueryClientProvider>
  );
}

/**
 * Asks the server who we are: it checks the token at once (a deleted account or an expired
 * token answers 401, which ends the session) and refreshes the name and id that a failed lookup
 * at login left out.
 */
function SessionCheck({ token }: { token: string }) {
  const email = decodeTokenPayload(token)?.email;
  useQuery({
    queryKey: ["session", token],
    queryFn: async () => {
      const user = await staffApi.staffUsers.findByEmail(String(email));
      saveUser(user);
      return user;
    },
    enabled: typeof email === "string",
    staleTime: Infinity,
  });
  return null;
}
