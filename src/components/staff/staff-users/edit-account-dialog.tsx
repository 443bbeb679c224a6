"use client";

import { actionFailure } from "@/client/staff-api";
import { FormFooter } from "@/components/staff/shell/form-footer";
import { StaffDialog } from "@/components/staff/shell/staff-dialog";
import { useStaffForm } from "@/components/staff/shell/staff-form";
import { NameAndEmailFields, RoleField } from "@/components/staff/staff-users/account-fields";
import { useUpdateStaffUser } from "@/components/staff/staff-users/staff-user-mutations";
import { staffAccountMessages, staffUserUpdateInput, type StaffAccount } from "@/schemas/staff-user";

type EditAccountDialogProps = {
  /** The account to edit; null: the dialog is closed. */
  account: StaffAccount | null;
  onClose: () => void;
  /** After a saved change, with the account as the server now has it. */
  onSaved: (account: StaffAccount) => void;
};

/** 'Modifier': an account's nom, prénom, e-mail and rôle, checked by the server's own schema. */
export function EditAccountDialog({ account, onClose, onSaved }: EditAccountDialogProps) {
  return (
    <StaffDialog open={account !== null} title={account ? `Modifier le compte de ${account.prenom} ${account.nom}` : "Modifier le compte"} onClose={onClose}>
      {account && <EditAccountForm key={account.id} account={account} onCancel={onClose} onSaved={onSaved} />}
    </StaffDialog>
  );
}

function EditAccountForm({ account, onCancel, onSaved }: { account: StaffAccount; onCancel: () => void; onSaved: (account: StaffAccount) => void }) {
  const { form, field, error, status, detail, startAttempt, showFailure } = useStaffForm({
    schema: staffUserUpdateInput,
    defaultValues: { nom: account.nom, prenom: account.prenom, email: account.email, role: account.role },
    idPrefix: "account",
  });

  const save = useUpdateStaffUser(account.id, {
    onMutate: startAttempt,
    onSuccess: (saved) => onSaved(saved),
    onError: (failure) => showFailure(actionFailure(failure, staffAccountMessages.updateFailed), failure),
  });

  return (
    <form method="post" noValidate onSubmit={form.handleSubmit((changes) => save.mutate(changes))} className="grid gap-4 sm:grid-cols-2">
      <p className="text-sm text-ink-600 sm:col-span-2">
        Identifiant : <span className="font-semibold text-ink-900">{account.username}</span>
      </p>
      <NameAndEmailFields field={field} error={error} idPrefix="account" />
      <RoleField field={field} error={error} idPrefix="account" hint="Un changement de rôle ferme les sessions en cours de cette personne." />
      <div className="flex flex-col gap-3 sm:col-span-2">
        <FormFooter
          message={status.message}
          detail={detail}
          submitLabel="Enregistrer"
          busyLabel="Enregistrement..."
          busy={save.isPending}
          cancel={{ onClick: onCancel }}
        />
      </div>
    </form>
  );
}
