"use client";

import { useState } from "react";
import { useWatch } from "react-hook-form";
import { actionFailure, type ListedStaffAccount } from "@/client/staff-api";
import { FormFooter } from "@/components/staff/shell/form-footer";
import { StaffDialog } from "@/components/staff/shell/staff-dialog";
import { useStaffForm } from "@/components/staff/shell/staff-form";
import { NameAndEmailFields, RoleField } from "@/components/staff/staff-users/account-fields";
import { LetterheadFields, letterheadChanges, letterheadOf } from "@/components/staff/staff-users/letterhead-fields";
import { useUpdateStaffUser } from "@/components/staff/staff-users/staff-user-mutations";
import { staffAccountMessages, staffUserUpdateInput } from "@/schemas/staff-user";

type EditAccountDialogProps = {
  /** The account to edit; null: the dialog is closed. */
  account: ListedStaffAccount | null;
  onClose: () => void;
  /** After a saved change, with the account as the server now has it. */
  onSaved: (account: ListedStaffAccount) => void;
};

/** The admin's switch beside the role: an ADMIN who also sees patients holds appointments as a doctor (issue 31). */
export const CONSULTS_LABEL = "Consulte (médecin)";

/**
 * 'Modifier': an account's nom, prénom, e-mail and rôle, checked by the server's own schema; for
 * an ADMIN, whether they consult too ('Consulte (médecin)').
 */
export function EditAccountDialog({ account, onClose, onSaved }: EditAccountDialogProps) {
  return (
    <StaffDialog open={account !== null} title={account ? `Modifier le compte de ${account.prenom} ${account.nom}` : "Modifier le compte"} onClose={onClose}>
      {account && <EditAccountForm key={account.id} account={account} onCancel={onClose} onSaved={onSaved} />}
    </StaffDialog>
  );
}

function EditAccountForm({ account, onCancel, onSaved }: { account: ListedStaffAccount; onCancel: () => void; onSaved: (account: ListedStaffAccount) => void }) {
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
  // A MEDECIN always consults; an ADMIN as the switch says (a MEDECIN made ADMIN goes on consulting unless unticked).
  const consulted = account.estMedecin ?? false;
  const [consults, setConsults] = useState(consulted);
  const role = useWatch({ control: form.control, name: "role" });
  const consultsError = error("estMedecin");
  // A doctor's letterhead: sent only when changed, so that other changes keep the spec's payload.
  const [letterhead, setLetterhead] = useState(() => letterheadOf(account));
  const isDoctorNow = role === "MEDECIN" || (role === "ADMIN" && consults);

  return (
    <form method="post" noValidate onSubmit={form.handleSubmit((changes) =>
        // Sent only when it changes what the server would keep: an account's other changes stay the spec's payload.
        save.mutate({
          ...changes,
          ...(role === "ADMIN" && consults !== consulted ? { estMedecin: consults } : {}),
          ...letterheadChanges(letterheadOf(account), letterhead),
        }),
      )} className="grid gap-4 sm:grid-cols-2">
      <p className="text-sm text-ink-600 sm:col-span-2">
        Identifiant : <span className="font-semibold text-ink-900">{account.username}</span>
      </p>
      <NameAndEmailFields field={field} error={error} idPrefix="account" />
      <RoleField field={field} error={error} idPrefix="account" hint="Un changement de rôle ferme les sessions en cours de cette personne." />
      {role === "ADMIN" && (
        <div className="flex flex-col gap-1.5 sm:col-span-2">
          <label className="flex items-start gap-2.5 text-[15px] font-semibold text-ink-800">
            <input
              id="account-estMedecin"
              type="checkbox"
              checked={consults}
              onChange={(event) => setConsults(event.target.checked)}
              aria-describedby={consultsError ? "account-estMedecin-error" : "account-estMedecin-hint"}
              aria-invalid={consultsError ? true : undefined}
              className="mt-1 size-4 accent-primary-700"
            />
            {CONSULTS_LABEL}
          </label>
          {consultsError ? (
            <p id="account-estMedecin-error" className="text-sm text-danger-700">
              {consultsError}
            </p>
          ) : (
            <p id="account-estMedecin-hint" className="text-sm text-ink-500">
              Un administrateur qui reçoit aussi des patients : il a sa colonne dans l&apos;agenda et peut tenir des rendez-vous.
            </p>
          )}
        </div>
      )}
      {isDoctorNow && <LetterheadFields values={letterhead} onChange={setLetterhead} error={error} idPrefix="account" />}
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
