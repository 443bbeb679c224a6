"use client";

import { useState } from "react";
import { useStatusMessage } from "@/client/use-status-message";
import { useStaffSession } from "@/components/staff/staff-session";
import { Button } from "@/components/ui/button";
import { Field, inputClasses } from "@/components/ui/field";
import { StatusMessage } from "@/components/ui/status-message";
import { staffRoles, type StaffRole } from "@/schemas/staff-user";

type UserDraft = { username: string; password: string; role: StaffRole; nom: string; prenom: string; email: string };

// ASSISTANT first: it is the default role (spec §9).
const emptyDraft: UserDraft = { username: "", password: "", role: "ASSISTANT", nom: "", prenom: "", email: "" };

export const roleLabels: Record<StaffRole, string> = { ASSISTANT: "Assistant", MEDECIN: "Médecin", ADMIN: "Administrateur" };

/** Creates a staff account (admins only; the server checks). */
export function AddUserForm() {
  const { api } = useStaffSession();
  const [draft, setDraft] = useState<UserDraft>(emptyDraft);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [detail, setDetail] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const status = useStatusMessage();

  const set = <K extends keyof UserDraft>(key: K, value: UserDraft[K]) => setDraft((current) => ({ ...current, [key]: value }));

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setFieldErrors({});
    setDetail(null);
    const outcome = await api.addUser(draft);
    setBusy(false);
    status.show(outcome.message);
    setFieldErrors(outcome.fieldErrors);
    setDetail(outcome.detail);
    if (outcome.ok) setDraft(emptyDraft);
  }

  const fieldProps = (name: keyof UserDraft) => ({
    id: `user-${name}`,
    name,
    "aria-invalid": fieldErrors[name] ? true : undefined,
    "aria-describedby": fieldErrors[name] ? `user-${name}-error` : name === "password" ? "user-password-hint" : undefined,
  });

  // Fields in the spec's order (§5): username, password, role, nom, prenom, email.
  return (
    <form method="post" onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
      <Field label="Nom d'utilisateur" htmlFor="user-username" required error={fieldErrors.username}>
        <input {...fieldProps("username")} required autoComplete="off" className={inputClasses} value={draft.username} onChange={(e) => set("username", e.target.value)} />
      </Field>
      <Field label="Mot de passe" htmlFor="user-password" required hint="Au moins 10 caractères." error={fieldErrors.password}>
        <input {...fieldProps("password")} type="password" required minLength={10} autoComplete="new-password" className={inputClasses} value={draft.password} onChange={(e) => set("password", e.target.value)} />
      </Field>
      <Field label="Rôle" htmlFor="user-role" required error={fieldErrors.role}>
        <select {...fieldProps("role")} required className={inputClasses} value={draft.role} onChange={(e) => set("role", e.target.value as StaffRole)}>
          {staffRoles.map((role) => (
            <option key={role} value={role}>
              {roleLabels[role]}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Nom" htmlFor="user-nom" required error={fieldErrors.nom}>
        <input {...fieldProps("nom")} required autoComplete="off" className={inputClasses} value={draft.nom} onChange={(e) => set("nom", e.target.value)} />
      </Field>
      <Field label="Prénom" htmlFor="user-prenom" required error={fieldErrors.prenom}>
        <input {...fieldProps("prenom")} required autoComplete="off" className={inputClasses} value={draft.prenom} onChange={(e) => set("prenom", e.target.value)} />
      </Field>
      <Field label="E-mail" htmlFor="user-email" required error={fieldErrors.email}>
        <input {...fieldProps("email")} type="email" required autoComplete="off" className={inputClasses} value={draft.email} onChange={(e) => set("email", e.target.value)} />
      </Field>
      <div className="flex flex-col gap-3 sm:col-span-2">
        <StatusMessage message={status.message} />
        {detail && <p className="text-sm text-danger-700">{detail}</p>}
        <div>
          <Button type="submit" disabled={busy}>
            {busy ? "Ajout en cours..." : "Ajouter l'utilisateur"}
          </Button>
        </div>
      </div>
    </form>
  );
}
