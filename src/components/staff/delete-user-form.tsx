"use client";

import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useStatusMessage } from "@/client/use-status-message";
import { roleLabels } from "@/components/staff/add-user-form";
import { ConfirmDialog } from "@/components/staff/confirm-dialog";
import { useStaffSession } from "@/components/staff/staff-session";
import { Button } from "@/components/ui/button";
import { Field, inputClasses } from "@/components/ui/field";
import { StatusMessage } from "@/components/ui/status-message";
import { type StaffUser } from "@/schemas/staff-user";

/**
 * Deletes a staff account by e-mail. The account is looked up first, so the confirmation can
 * say who is about to lose access; the deletion is logical (the server keeps the record).
 */
export function DeleteUserForm() {
  const { api } = useStaffSession();
  const [email, setEmail] = useState("");
  const [target, setTarget] = useState<StaffUser | null>(null);
  const [detail, setDetail] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const status = useStatusMessage();

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setDetail(null);
    status.clear();
    const lookup = await api.findUserByEmail(email.trim());
    setBusy(false);
    if (lookup.ok) setTarget(lookup.user);
    else status.show(lookup.message);
  }

  async function onConfirm() {
    if (!target) return;
    setBusy(true);
    const outcome = await api.deleteUser(target.id);
    setBusy(false);
    setTarget(null);
    status.show(outcome.message);
    setDetail(outcome.detail);
    if (outcome.ok) setEmail("");
  }

  const roleLabel = target ? (roleLabels[target.role] ?? target.role) : "";

  return (
    <>
      <form method="post" onSubmit={onSubmit} className="flex flex-col gap-4">
        <Field label="E-mail de l'utilisateur" htmlFor="delete-user-email" required>
          <input id="delete-user-email" name="email" type="email" required autoComplete="off" className={inputClasses} value={email} onChange={(e) => setEmail(e.target.value)} />
        </Field>
        <StatusMessage message={status.message} />
        {detail && <p className="text-sm text-danger-700">{detail}</p>}
        <div>
          <Button type="submit" variant="danger" disabled={busy}>
            <Trash2 className="size-4" aria-hidden="true" />
            Supprimer l&apos;utilisateur
          </Button>
        </div>
      </form>

      <ConfirmDialog
        open={target !== null}
        tone="danger"
        title="Supprimer cet utilisateur ?"
        description={
          target && (
            <p>
              <strong className="text-ink-900">
                {target.prenom} {target.nom}
              </strong>{" "}
              ({target.email}, {roleLabel}) ne pourra plus se connecter. Son compte est désactivé, ses rendez-vous
              restent dans les dossiers.
            </p>
          )
        }
        confirmLabel="Supprimer"
        cancelLabel="Annuler"
        busy={busy}
        onConfirm={() => void onConfirm()}
        onCancel={() => setTarget(null)}
      />
    </>
  );
}
