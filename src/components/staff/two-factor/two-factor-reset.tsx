"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ShieldOff } from "lucide-react";
import { useState } from "react";
import { staffApi } from "@/client/staff-api";
import { StatusBadge } from "@/components/staff/shell/status-badge";
import { AccountSummary } from "@/components/staff/staff-users/account-summary";
import { staffUserKeys } from "@/components/staff/staff-users/staff-user-queries";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { StaffAccount } from "@/schemas/staff-user";

export const twoFactorResetMessages = {
  done: "Double authentification réinitialisée avec succès.",
  failed: "Erreur lors de la réinitialisation de la double authentification.",
} as const;

/** The accounts' list's cell: whether the account has two-factor login on. */
export function TwoFactorBadge({ enabled }: { enabled: boolean }) {
  return enabled ? (
    <StatusBadge label="Activée" tone="bg-success-50 text-success-700 ring-success-700/20" />
  ) : (
    <span className="text-ink-500">Non</span>
  );
}

/**
 * An admin turns another account's two-factor login off (a lost phone), after a confirmation
 * that says what follows: the password alone opens the account until it enrols again.
 */
export function TwoFactorResetAction({ account, onDone, onFailure }: { account: StaffAccount; onDone: () => void; onFailure: (failure: unknown) => void }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const reset = useMutation({
    mutationFn: () => staffApi.twoFactor.reset(account.id),
    onSuccess: onDone,
    onError: onFailure,
    onSettled: () => {
      setConfirming(false);
      void queryClient.invalidateQueries({ queryKey: staffUserKeys.all });
    },
  });

  return (
    <>
      <Button size="sm" variant="secondary" className="h-8 px-3" onClick={() => setConfirming(true)} disabled={reset.isPending}>
        <ShieldOff className="size-3.5" aria-hidden="true" />
        Réinitialiser la double authentification
      </Button>
      <ConfirmDialog
        open={confirming}
        tone="danger"
        title="Réinitialiser la double authentification ?"
        description={
          <p>
            <AccountSummary account={account} /> pourra se connecter avec son seul mot de passe, puis activer de nouveau la double authentification depuis sa page Mon compte.
            Ses codes de secours ne fonctionneront plus.
          </p>
        }
        confirmLabel="Réinitialiser"
        busy={reset.isPending}
        onConfirm={() => reset.mutate()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
