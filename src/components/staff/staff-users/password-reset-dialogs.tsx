"use client";

import { Check, Copy } from "lucide-react";
import { useState } from "react";
import { StaffDialog } from "@/components/staff/shell/staff-dialog";
import { useResetStaffPassword } from "@/components/staff/staff-users/staff-user-mutations";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { StaffAccount } from "@/schemas/staff-user";

type PasswordResetDialogsProps = {
  /** The account whose password to reset, once 'Réinitialiser le mot de passe' was pressed; null otherwise. */
  account: StaffAccount | null;
  onClose: () => void;
  /** A refused or failed reset, for the list's status line. */
  onFailure: (failure: unknown) => void;
};

/**
 * 'Réinitialiser le mot de passe' of the accounts' list: a confirmation, then the temporary
 * password the server made (POST /api/users/{id}/password-reset), shown this once with a copy
 * button. The server keeps only its hash: closing the dialog loses it (a new reset makes another).
 */
export function PasswordResetDialogs({ account, onClose, onFailure }: PasswordResetDialogsProps) {
  const [temporaryPassword, setTemporaryPassword] = useState<string | null>(null);

  const reset = useResetStaffPassword({
    onSuccess: (answer) => setTemporaryPassword(answer.temporaryPassword),
    onError: (failure) => {
      onFailure(failure);
      onClose();
    },
  });

  const name = account ? `${account.prenom} ${account.nom}` : "";
  const done = () => {
    setTemporaryPassword(null);
    reset.reset();
    onClose();
  };

  return (
    <>
      <ConfirmDialog
        open={account !== null && temporaryPassword === null}
        title="Réinitialiser le mot de passe ?"
        description={
          <p>
            Un mot de passe temporaire va remplacer celui de <strong className="text-ink-900">{name}</strong>, dont les sessions en cours seront
            fermées. Il faudra le lui transmettre ; il choisira le sien à la première connexion.
          </p>
        }
        confirmLabel="Réinitialiser"
        busy={reset.isPending}
        onConfirm={() => account && reset.mutate(account)}
        onCancel={onClose}
      />
      {/* Mounted only while shown: closed, its title would still label a dialog named "Mot de passe…" beside the add form's field. */}
      {temporaryPassword !== null && (
        <StaffDialog open title={`Mot de passe temporaire de ${name}`} onClose={done}>
          <TemporaryPassword password={temporaryPassword} onDone={done} />
        </StaffDialog>
      )}
    </>
  );
}

function TemporaryPassword({ password, onDone }: { password: string; onDone: () => void }) {
  const [copied, setCopied] = useState<boolean | null>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(password);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="text-[15px] text-ink-700">
        Ce mot de passe n&apos;est affiché qu&apos;une fois : copiez-le et transmettez-le à la personne. Il est valable 24 heures.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <output
          aria-label="Mot de passe temporaire"
          className="block flex-1 rounded-xl border border-ink-200 bg-ink-50 px-4 py-3 font-mono text-lg tracking-wide break-all text-ink-900 select-all"
        >
          {password}
        </output>
        <Button variant="secondary" onClick={() => void copy()}>
          {copied ? <Check className="size-4" aria-hidden="true" /> : <Copy className="size-4" aria-hidden="true" />}
          {copied ? "Copié" : "Copier"}
        </Button>
      </div>
      <p role="status" className="min-h-5 text-sm text-ink-600">
        {copied === true ? "Mot de passe copié dans le presse-papiers." : copied === false ? "La copie a échoué : sélectionnez le mot de passe et copiez-le." : ""}
      </p>
      <div>
        <Button onClick={onDone}>Terminé</Button>
      </div>
    </div>
  );
}
