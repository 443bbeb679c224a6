"use client";

import { Trash2 } from "lucide-react";
import { useState } from "react";
import { actionFailure, deleteErrorMessage } from "@/client/staff-api";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useStaffForm } from "@/components/staff/shell/staff-form";
import { FormFooter } from "@/components/staff/shell/form-footer";
import { AccountSummary } from "@/components/staff/staff-users/account-summary";
import { useDeactivateStaffUser, useFindStaffUser } from "@/components/staff/staff-users/staff-user-mutations";
import { Field, inputClasses } from "@/components/ui/field";
import { staffUserLookupInput, staffUserMessages, type StaffUser } from "@/schemas/staff-user";

/**
 * Deletes a staff account by e-mail. The account is looked up first, so the confirmation can
 * say who is about to lose access; the deletion is logical (the server keeps the record).
 */
export function DeleteUserForm() {
  const { form, field, error, status, detail, startAttempt, showFailure } = useStaffForm({
    schema: staffUserLookupInput,
    defaultValues: { email: "" },
    idPrefix: "delete-user",
  });
  const [target, setTarget] = useState<StaffUser | null>(null);

  const lookup = useFindStaffUser({
    onMutate: () => {
      startAttempt();
      status.clear();
    },
    onSuccess: setTarget,
    onError: (failure) => status.show(actionFailure(failure, staffUserMessages.notFound, deleteErrorMessage)),
  });

  const remove = useDeactivateStaffUser({
    onMutate: startAttempt,
    onSuccess: () => {
      status.show(staffUserMessages.deleted);
      form.reset({ email: "" });
    },
    onError: (failure) => showFailure(actionFailure(failure, staffUserMessages.deleteFailed, deleteErrorMessage), failure),
    onSettled: () => setTarget(null),
  });

  const busy = lookup.isPending || remove.isPending;

  return (
    <>
      <form method="post" noValidate onSubmit={form.handleSubmit((values) => lookup.mutate(values))} className="flex flex-col gap-4">
        <Field label="E-mail de l'utilisateur" htmlFor="delete-user-email" required error={error("email")}>
          <input {...field("email")} type="email" required autoComplete="off" className={inputClasses} />
        </Field>
        <FormFooter message={status.message} detail={detail} submitLabel="Supprimer l'utilisateur" busy={busy} icon={<Trash2 className="size-4" aria-hidden="true" />} variant="danger" />
      </form>

      <ConfirmDialog
        open={target !== null}
        tone="danger"
        title="Supprimer cet utilisateur ?"
        description={
          target && (
            <p>
              <AccountSummary account={target} /> ne pourra plus se connecter. Son compte est désactivé, ses rendez-vous restent dans les
              dossiers.
            </p>
          )
        }
        confirmLabel="Supprimer"
        cancelLabel="Annuler"
        busy={remove.isPending}
        onConfirm={() => target && remove.mutate(target)}
        onCancel={() => setTarget(null)}
      />
    </>
  );
}
