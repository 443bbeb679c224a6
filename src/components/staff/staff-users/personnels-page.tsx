"use client";

import { ShieldCheck, UserMinus, UserPlus } from "lucide-react";
import { AddUserForm } from "@/components/staff/staff-users/add-user-form";
import { DeleteUserForm } from "@/components/staff/staff-users/delete-user-form";
import { StaffAccountsPanel } from "@/components/staff/staff-users/staff-accounts-panel";
import { StaffPanel } from "@/components/staff/shell/staff-panel";
import { useAdminOnly } from "@/components/staff/shell/use-admin-only";

/** /responsable/personnels: staff accounts, for admins only; anyone else is sent to / (spec §8). */
export function PersonnelsPage() {
  const isAdmin = useAdminOnly();
  if (!isAdmin) return null;

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">Gestion des Personels</h1>
        <p className="mt-2 flex items-center gap-2 text-ink-600">
          <ShieldCheck className="size-[18px] shrink-0 text-accent-600" aria-hidden="true" />
          Cette page n&apos;est visible que par les administrateurs.
        </p>
      </div>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <StaffPanel id="ajouter-utilisateur" title="Ajouter un utilisateur" icon={UserPlus} holdsForm>
          <AddUserForm />
        </StaffPanel>
        <StaffPanel id="supprimer-utilisateur" title="Supprimer un utilisateur" icon={UserMinus} description="La suppression est logique : le compte est désactivé.">
          <DeleteUserForm />
        </StaffPanel>
      </div>
      <StaffAccountsPanel />
    </div>
  );
}
