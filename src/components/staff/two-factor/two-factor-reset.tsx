"use client";

import { StatusBadge } from "@/components/staff/shell/status-badge";
import { AccountSummary } from "@/components/staff/staff-users/account-summary";
import { useResetTwoFactor } from "@/components/staff/two-factor/two-factor-mutations";
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

type TwoFactorResetDialogProps = {
  /** The account whose two-factor login to turn off, once its row's button was pressed; null otherwise. */
  account: StaffAccount | null;
  onClose: () => void;
  onDone: () => void;
  /** A refused or failed reset, for the list's status line. */
  onFailure: (failure: unknown) => void;
};

/**
 * 'Réinitialiser la double authentification' of the accounts' list (a lost phone): a confirmation
 * that says what follows — the password alone opens the account until it enrols again — then
 * DELETE /api/users/{id}/totp.
 */
export function TwoFactorResetDialog({ account, onClose, onDone, onFailure }: TwoFactorResetDialogProps) {
  const reset = useResetTwoFactor({
    onSuccess: onDone,
    onError: onFailure,
    onSettled: onClose,
  });

  return (
    <ConfirmDialog
      open={account !== null}
      tone="danger"
      title="Réinitialiser la double authentification ?"
      description={
        account && (
          <p>
            <AccountSummary account={account} /> pourra se connecter avec son seul mot de passe, puis activer de nouveau la double
            authentification depuis sa page Mon compte. Ses codes de secours ne fonctionneront plus.
          </p>
        )
      }
      confirmLabel="Réinitialiser"
      busy={reset.isPending}
      onConfirm={() => account && reset.mutate(account)}
      onCancel={onClose}
    />
  );
}
