"use client";

import { createContext, use } from "react";

/** What every staff screen needs: who is logged in and the practice's clock. Calls go through `staffApi`. */
export type StaffSession = {
  token: string;
  isAdmin: boolean;
  /** The logged-in user's id and display name (userId, userNom in localStorage); filled after login. */
  userId: number | null;
  userNom: string;
  /** Roles read from the token (ADMIN, MEDECIN, ASSISTANT), for display only: the server decides. */
  roles: string[];
  /** The practice's IANA time zone: dates are shown on its clock. */
  timeZone: string;
  logout: () => void;
  /**
   * The server refused a call because the account must choose a new password first (its
   * password was temporary): the staff area leads to the account page's change form (decision 023).
   */
  passwordChangeRequired: boolean;
  /** The password was changed: the server's new token replaces the old one, which it no longer accepts. */
  passwordChanged: (token: string) => void;
  /**
   * The server refused a call because the account must turn two-factor login on first (an admin
   * while REQUIRE_2FA_FOR_ADMINS is on): the staff area leads to the account page's enrolment (decision 024).
   */
  totpEnrolmentRequired: boolean;
  /** Two-factor login is on and its recovery codes noted: the staff area opens again. */
  totpEnrolled: () => void;
};

export const StaffSessionContext = createContext<StaffSession | null>(null);

export function useStaffSession(): StaffSession {
  const session = use(StaffSessionContext);
  if (!session) throw new Error("useStaffSession must be used inside the staff area's layout.");
  return session;
}
