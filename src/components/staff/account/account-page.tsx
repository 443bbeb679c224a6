"use client";

import { KeyRound, TriangleAlert } from "lucide-react";
import Link from "next/link";
import { PasswordChangeForm } from "@/components/staff/account/password-change-form";
import { SessionsPanel } from "@/components/staff/account/sessions-panel";
import { StaffPanel } from "@/components/staff/shell/staff-panel";
import { useStaffSession } from "@/components/staff/shell/staff-session";
import { TwoFactorSection } from "@/components/staff/two-factor/two-factor-section";
import { passwordChangeMessages } from "@/schemas/auth";
import { staffRoleLabel } from "@/schemas/staff-user";
import { twoFactorMessages } from "@/schemas/two-factor-messages";

/**
 * /responsable/compte, every staff member's own account: one section a concern (the password,
 * the sessions...), each a component of its own, laid out in a column of panels. While the
 * password must be changed (it was temporary), that form comes alone, with the reason; then,
 * while an admin must turn two-factor login on (decision 024), its enrolment comes alone.
 */
export function AccountPage() {
  const { userNom, roles, passwordChangeRequired, totpEnrolmentRequired, totpEnrolled } = useStaffSession();
  const enrolmentOnly = totpEnrolmentRequired && !passwordChangeRequired;
  const role = roles[0] ? staffRoleLabel(roles[0]) : null;

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">Mon compte</h1>
        {(userNom || role) && <p className="mt-2 text-ink-600">{[userNom, role].filter(Boolean).join(" · ")}</p>}
      </div>
      {passwordChangeRequired && (
        <p role="alert" className="flex items-start gap-3 rounded-xl border border-accent-200 bg-accent-50 px-4 py-3 text-[15px] font-semibold text-accent-800">
          <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          {passwordChangeMessages.changeRequired}
        </p>
      )}
      {enrolmentOnly && (
        <p role="alert" className="flex items-start gap-3 rounded-xl border border-accent-200 bg-accent-50 px-4 py-3 text-[15px] font-semibold text-accent-800">
          <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          {twoFactorMessages.enrolmentRequired}
        </p>
      )}
      {enrolmentOnly ? (
        <TwoFactorSection onEnrolled={totpEnrolled} />
      ) : (
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
          <StaffPanel id="changer-mot-de-passe" title="Changer le mot de passe" icon={KeyRound} holdsForm>
            <PasswordChangeForm />
          </StaffPanel>
          {!passwordChangeRequired && (
            <div className="flex flex-col gap-6">
              <SessionsPanel />
              <TwoFactorSection />
            </div>
          )}
        </div>
      )}
      {!passwordChangeRequired && !enrolmentOnly && (
        <p className="text-sm text-ink-500">
          <Link href="/responsable" className="font-semibold text-primary-800 underline-offset-4 hover:underline">
            Retour à l&apos;espace professionnel
          </Link>
        </p>
      )}
    </div>
  );
}
