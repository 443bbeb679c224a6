import { staffRoleLabel, type StaffUser } from "@/schemas/staff-user";

/** Who an account is, as a confirmation names it: "**Omar Bennani** (omar@cabinet.ma, Médecin)". */
export function AccountSummary({ account }: { account: Pick<StaffUser, "nom" | "prenom" | "email" | "role"> }) {
  return (
    <>
      <strong className="text-ink-900">
        {account.prenom} {account.nom}
      </strong>{" "}
      ({account.email}, {staffRoleLabel(account.role)})
    </>
  );
}
