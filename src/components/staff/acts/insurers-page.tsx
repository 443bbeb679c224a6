"use client";

import { useQuery } from "@tanstack/react-query";
import { Landmark, Plus } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { actionFailure, serverDetail } from "@/client/staff-api";
import { useStatusMessage } from "@/client/use-status-message";
import { insurerQueries, useCreateInsurer, useUpdateInsurer } from "@/components/staff/acts/insurer-queries";
import { FormFooter } from "@/components/staff/shell/form-footer";
import { QueryState } from "@/components/staff/shell/query-state";
import { StaffDialog } from "@/components/staff/shell/staff-dialog";
import { useStaffForm } from "@/components/staff/shell/staff-form";
import { StaffPanel } from "@/components/staff/shell/staff-panel";
import { useStaffSession } from "@/components/staff/shell/staff-session";
import { StatusBadge } from "@/components/staff/shell/status-badge";
import { Button } from "@/components/ui/button";
import { Field, inputClasses } from "@/components/ui/field";
import { StatusMessage } from "@/components/ui/status-message";
import { type Insurer, insurerDetailsInput, type InsurerKind, insurerKindLabels, insurerKinds, insurerMessages } from "@/schemas/insurer";

/**
 * /responsable/organismes (decision 055): the insurers patients claim from — the AMO (CNSS, the
 * CNOPS being merged into it), mutuelles, private insurers — kept by an admin as a list, not code.
 * Every staff member reads it; an admin adds one, changes its name, kind or remark, and takes it
 * out of use or back. Insurers are never deleted. The server refuses the changes to anyone else
 * whatever the screen shows.
 */
export function InsurersPage() {
  const { isAdmin } = useStaffSession();
  const insurers = useQuery(insurerQueries.list());
  const status = useStatusMessage();
  const [editing, setEditing] = useState<Insurer | null>(null);
  const inactive = insurers.data?.filter((insurer) => !insurer.actif).length ?? 0;
  const count = insurers.data?.length ?? 0;

  return (
    <div className="flex flex-col gap-6">
      <div>
        <p className="text-sm">
          <Link href="/responsable/actes" className="font-semibold text-primary-800 underline-offset-2 hover:underline">
            ← Actes et tarifs
          </Link>
        </p>
        <h1 className="mt-2 text-2xl font-bold sm:text-3xl">Organismes d&apos;assurance maladie</h1>
        <p className="mt-2 max-w-3xl text-ink-600">
          Les organismes auprès desquels les patients se font rembourser : l&apos;AMO (CNSS, et la CNOPS en cours d&apos;intégration à la CNSS), les
          mutuelles et les assurances privées. Un organisme n&apos;est jamais supprimé : désactivez celui qui n&apos;a plus cours.
          {!isAdmin && " Seul un administrateur peut ajouter ou modifier un organisme."}
        </p>
      </div>

      <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <StaffPanel
          id="organismes-liste"
          title="Organismes"
          icon={Landmark}
          description={count > 0 ? `${count} organisme${count > 1 ? "s" : ""}${inactive > 0 ? `, dont ${inactive} inactif${inactive > 1 ? "s" : ""}` : ""}.` : undefined}
        >
          <StatusMessage message={status.message} className="mb-4 empty:mb-0" />
          <QueryState
            query={insurers}
            failedMessage={insurerMessages.loadFailed}
            emptyMessage={isAdmin ? `${insurerMessages.empty} Ajoutez la CNSS, la CNOPS et les mutuelles de vos patients.` : insurerMessages.empty}
            isEmpty={(list) => list.length === 0}
          >
            {(list) => (
              <ul className="flex flex-col divide-y divide-ink-100">
                {list.map((insurer) => (
                  <InsurerRow key={insurer.id} insurer={insurer} canEdit={isAdmin} onEdit={() => setEditing(insurer)} onSaved={status.show} />
                ))}
              </ul>
            )}
          </QueryState>
        </StaffPanel>

        {isAdmin && (
          <StaffPanel id="organismes-ajout" title="Ajouter un organisme" icon={Plus} holdsForm>
            <InsurerForm insurer={null} idPrefix="organisme" />
          </StaffPanel>
        )}
      </div>

      {isAdmin && (
        <StaffDialog open={editing !== null} title={editing ? `Modifier « ${editing.nom} »` : "Modifier l'organisme"} onClose={() => setEditing(null)}>
          {editing !== null && (
            <InsurerForm
              key={editing.id}
              insurer={editing}
              idPrefix="organisme-modifie"
              onCancel={() => setEditing(null)}
              onSaved={(saved) => {
                setEditing(null);
                status.show(`Organisme « ${saved.nom} » enregistré avec succès.`);
              }}
            />
          )}
        </StaffDialog>
      )}
    </div>
  );
}

/** The kind as a tag; the colour repeats the word. */
const kindTones: Record<InsurerKind, string> = {
  amo: "bg-primary-50 text-primary-800",
  mutuelle: "bg-accent-100 text-accent-800",
  assurance: "bg-ink-100 text-ink-800",
};

function InsurerRow({ insurer, canEdit, onEdit, onSaved }: { insurer: Insurer; canEdit: boolean; onEdit: () => void; onSaved: (message: string) => void }) {
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateInsurer({
    onError: (failure) => setError([actionFailure(failure, insurerMessages.saveFailed), serverDetail(failure)].filter(Boolean).join(" ")),
  });
  const toggle = () => {
    setError(null);
    const actif = !insurer.actif;
    update.mutate(
      { id: insurer.id, patch: { actif } },
      { onSuccess: (saved) => onSaved(`Organisme « ${saved.nom} » ${actif ? "réactivé" : "désactivé"} avec succès.`) },
    );
  };

  return (
    <li className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between" aria-label={insurer.nom}>
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className={insurer.actif ? "font-semibold break-words text-ink-900" : "font-semibold break-words text-ink-600"}>{insurer.nom}</span>
          <span className={`rounded px-1.5 py-0.5 text-xs font-semibold ${kindTones[insurer.genre]}`}>{insurerKindLabels[insurer.genre]}</span>
          {!insurer.actif && <StatusBadge label="Inactif" tone="bg-white text-ink-700 ring-ink-300" />}
        </p>
        {insurer.remarque && <p className="mt-1 text-sm break-words text-ink-700">{insurer.remarque}</p>}
        {error && (
          <p role="alert" className="mt-1 text-sm font-semibold text-danger-700">
            {error}
          </p>
        )}
      </div>
      {canEdit && (
        <div className="flex shrink-0 gap-2 self-start sm:self-center">
          <Button variant="secondary" size="sm" aria-label={`Modifier ${insurer.nom}`} onClick={onEdit}>
            Modifier
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="min-w-28"
            aria-label={`${insurer.actif ? "Désactiver" : "Réactiver"} ${insurer.nom}`}
            disabled={update.isPending}
            onClick={toggle}
          >
            {insurer.actif ? "Désactiver" : "Réactiver"}
          </Button>
        </div>
      )}
    </li>
  );
}

type InsurerFormProps = {
  /** null: a new insurer. */
  insurer: Insurer | null;
  idPrefix: string;
  /** A change saved (the dialog closes); a new insurer stays in its panel, which says so. */
  onSaved?: (saved: Insurer) => void;
  onCancel?: () => void;
};

const emptyInsurer = { nom: "", genre: "mutuelle" as const, remarque: "" };

/** Name, kind and remark: the add panel's form and the edit dialog's. */
function InsurerForm({ insurer, idPrefix, onSaved, onCancel }: InsurerFormProps) {
  const { form, field, error, status, detail, startAttempt, showFailure } = useStaffForm({
    schema: insurerDetailsInput,
    defaultValues: insurer ? { nom: insurer.nom, genre: insurer.genre, remarque: insurer.remarque ?? "" } : emptyInsurer,
    idPrefix,
  });
  const onError = (failure: Error) => showFailure(actionFailure(failure, insurerMessages.saveFailed), failure);
  const create = useCreateInsurer({
    onMutate: startAttempt,
    onSuccess: (saved) => {
      form.reset(emptyInsurer);
      status.show(`Organisme « ${saved.nom} » ajouté avec succès.`);
      // Ready for the next one.
      document.getElementById(`${idPrefix}-nom`)?.focus();
    },
    onError,
  });
  const update = useUpdateInsurer({ onMutate: startAttempt, onSuccess: (saved) => onSaved?.(saved), onError });
  const busy = create.isPending || update.isPending;

  return (
    <form
      method="post"
      noValidate
      onSubmit={form.handleSubmit((values) => (insurer ? update.mutate({ id: insurer.id, patch: values }) : create.mutate(values)))}
      className="grid gap-4 sm:grid-cols-2"
    >
      <Field label="Nom" htmlFor={`${idPrefix}-nom`} required error={error("nom")}>
        <input {...field("nom")} autoComplete="off" className={inputClasses} />
      </Field>
      <Field label="Type" htmlFor={`${idPrefix}-genre`} error={error("genre")}>
        <select {...field("genre")} className={inputClasses}>
          {insurerKinds.map((kind) => (
            <option key={kind} value={kind}>
              {insurerKindLabels[kind]}
            </option>
          ))}
        </select>
      </Field>
      <Field
        label="Remarque"
        htmlFor={`${idPrefix}-remarque`}
        error={error("remarque")}
        hint="Facultative. Ex. : en cours d'intégration à la CNSS."
        className="sm:col-span-2"
      >
        <textarea {...field("remarque")} rows={2} className={inputClasses} />
      </Field>
      <div className="flex flex-col gap-3 sm:col-span-2">
        <FormFooter
          message={status.message}
          detail={detail}
          submitLabel={insurer ? "Enregistrer" : "Ajouter l'organisme"}
          busyLabel={insurer ? "Enregistrement..." : "Ajout en cours..."}
          busy={busy}
          cancel={onCancel ? { onClick: onCancel } : undefined}
        />
      </div>
    </form>
  );
}
