"use client";

import { actionFailure } from "@/client/staff-api";
import { useChangePassword } from "@/components/staff/account/account-mutations";
import { NewPasswordField } from "@/components/staff/account/new-password-field";
import { FormFooter } from "@/components/staff/shell/form-footer";
import { useStaffForm } from "@/components/staff/shell/staff-form";
import { useStaffSession } from "@/components/staff/shell/staff-session";
import { Field, inputClasses } from "@/components/ui/field";
import { passwordChangeForm, passwordChangeMessages, type PasswordChangeForm } from "@/schemas/auth";

const emptyForm: PasswordChangeForm = { currentPassword: "", newPassword: "", confirmation: "" };

/**
 * 'Changer le mot de passe': the current password, the new one twice (POST /api/auth/password).
 * The length and the match are checked here, the rest of the policy by the server, whose
 * messages land beside their fields. The server ends every other session and answers a new
 * token for this device, which replaces the old one.
 */
export function PasswordChangeForm() {
  const { passwordChanged } = useStaffSession();
  const { form, field, error, status, detail, startAttempt, showFailure } = useStaffForm({
    schema: passwordChangeForm,
    defaultValues: emptyForm,
    idPrefix: "password",
  });

  const change = useChangePassword({
    onMutate: startAttempt,
    onSuccess: ({ token }) => {
      passwordChanged(token);
      form.reset(emptyForm);
      status.show(passwordChangeMessages.changed);
    },
    onError: (failure) => showFailure(actionFailure(failure, passwordChangeMessages.changeFailed), failure),
  });

  return (
    <form method="post" noValidate onSubmit={form.handleSubmit(({ currentPassword, newPassword }) => change.mutate({ currentPassword, newPassword }))} className="flex max-w-md flex-col gap-4">
      <Field label="Mot de passe actuel" htmlFor="password-currentPassword" required error={error("currentPassword")}>
        <input {...field("currentPassword")} type="password" required autoComplete="current-password" className={inputClasses} />
      </Field>
      <NewPasswordField label="Nouveau mot de passe" field={field("newPassword")} error={error("newPassword")} />
      <Field label="Nouveau mot de passe (confirmation)" htmlFor="password-confirmation" required error={error("confirmation")}>
        <input {...field("confirmation")} type="password" required autoComplete="new-password" className={inputClasses} />
      </Field>
      <FormFooter message={status.message} detail={detail} submitLabel="Changer le mot de passe" busyLabel="Changement en cours..." busy={change.isPending} />
    </form>
  );
}
