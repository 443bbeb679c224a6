"use client";

import { actionFailure } from "@/client/staff-api";
import { useStaffForm } from "@/components/staff/shell/staff-form";
import { FormFooter } from "@/components/staff/shell/form-footer";
import { NewPasswordField } from "@/components/staff/account/new-password-field";
import { useAddStaffUser } from "@/components/staff/staff-users/staff-user-mutations";
import { Field, inputClasses } from "@/components/ui/field";
import { NameAndEmailFields, RoleField } from "@/components/staff/staff-users/account-fields";
import { staffUserInput, staffUserMessages, type StaffUserInput } from "@/schemas/staff-user";

// ASSISTANT first: it is the default role (spec §9).
const emptyDraft: StaffUserInput = { username: "", password: "", role: "ASSISTANT", nom: "", prenom: "", email: "" };

/** Creates a staff account (admins only; the server checks). */
export function AddUserForm() {
  const { form, field, error, status, detail, startAttempt, showFailure } = useStaffForm({
    schema: staffUserInput,
    defaultValues: emptyDraft,
    idPrefix: "user",
  });

  const add = useAddStaffUser({
    onMutate: startAttempt,
    onSuccess: () => {
      status.show(staffUserMessages.added);
      form.reset(emptyDraft);
    },
    onError: (failure) => showFailure(actionFailure(failure, staffUserMessages.addFailed), failure),
  });

  // Fields in the spec's order (§5): username, password, role, nom, prenom, email.
  return (
    <form method="post" noValidate onSubmit={form.handleSubmit((draft) => add.mutate(draft))} className="grid gap-4 sm:grid-cols-2">
      <Field label="Nom d'utilisateur" htmlFor="user-username" required error={error("username")}>
        <input {...field("username")} required autoComplete="off" className={inputClasses} />
      </Field>
      <NewPasswordField label="Mot de passe" field={field("password")} error={error("password")} />
      <RoleField field={field} error={error} idPrefix="user" />
      <NameAndEmailFields field={field} error={error} idPrefix="user" />
      <div className="flex flex-col gap-3 sm:col-span-2">
        <FormFooter message={status.message} detail={detail} submitLabel="Ajouter l'utilisateur" busyLabel="Ajout en cours..." busy={add.isPending} />
      </div>
    </form>
  );
}
