"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { actionFailure, staffApi } from "@/client/staff-api";
import { useStaffForm } from "@/components/staff/shell/staff-form";
import { staffUserKeys } from "@/components/staff/staff-users/staff-user-queries";
import { Button } from "@/components/ui/button";
import { Field, inputClasses } from "@/components/ui/field";
import { StatusMessage } from "@/components/ui/status-message";
import { staffRoleLabels, staffRoles, staffUserInput, staffUserMessages, type StaffUserInput } from "@/schemas/staff-user";

// ASSISTANT first: it is the default role (spec §9).
const emptyDraft: StaffUserInput = { username: "", password: "", role: "ASSISTANT", nom: "", prenom: "", email: "" };

/** Creates a staff account (admins only; the server checks). */
export function AddUserForm() {
  const queryClient = useQueryClient();
  const { form, field, error, status, detail, startAttempt, showFailure } = useStaffForm({
    schema: staffUserInput,
    defaultValues: emptyDraft,
    idPrefix: "user",
  });

  const add = useMutation({
    mutationFn: staffApi.staffUsers.create,
    onMutate: startAttempt,
    onSuccess: () => {
      status.show(staffUserMessages.added);
      form.reset(emptyDraft);
      void queryClient.invalidateQueries({ queryKey: staffUserKeys.all });
    },
    onError: (failure) => showFailure(actionFailure(failure, staffUserMessages.addFailed), failure),
  });

  const password = field("password");

  // Fields in the spec's order (§5): username, password, role, nom, prenom, email.
  return (
    <form method="post" noValidate onSubmit={form.handleSubmit((draft) => add.mutate(draft))} className="grid gap-4 sm:grid-cols-2">
      <Field label="Nom d'utilisateur" htmlFor="user-username" required error={error("username")}>
        <input {...field("username")} required autoComplete="off" className={inputClasses} />
      </Field>
      <Field label="Mot de passe" htmlFor="user-password" required hint="Au moins 10 caractères." error={error("password")}>
        <input
          {...password}
          aria-describedby={password["aria-describedby"] ?? "user-password-hint"}
          type="password"
          required
          minLength={10}
          autoComplete="new-password"
          className={inputClasses}
        />
      </Field>
      <Field label="Rôle" htmlFor="user-role" required error={error("role")}>
        <select {...field("role")} required className={inputClasses}>
          {staffRoles.map((role) => (
            <option key={role} value={role}>
              {staffRoleLabels[role]}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Nom" htmlFor="user-nom" required error={error("nom")}>
        <input {...field("nom")} required autoComplete="off" className={inputClasses} />
      </Field>
      <Field label="Prénom" htmlFor="user-prenom" required error={error("prenom")}>
        <input {...field("prenom")} required autoComplete="off" className={inputClasses} />
      </Field>
      <Field label="E-mail" htmlFor="user-email" required error={error("email")}>
        <input {...field("email")} type="email" required autoComplete="off" className={inputClasses} />
      </Field>
      <div className="flex flex-col gap-3 sm:col-span-2">
        <StatusMessage message={status.message} />
        {detail && <p className="text-sm text-danger-700">{detail}</p>}
        <div>
          <Button type="submit" disabled={add.isPending}>
            {add.isPending ? "Ajout en cours..." : "Ajouter l'utilisateur"}
          </Button>
        </div>
      </div>
    </form>
  );
}
