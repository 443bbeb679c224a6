"use client";

import { useQuery } from "@tanstack/react-query";
import { Plus, Receipt } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { actionFailure, serverDetail } from "@/client/staff-api";
import { useStatusMessage } from "@/client/use-status-message";
import { actQueries, useCreateAct, useUpdateAct } from "@/components/staff/acts/act-queries";
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
import { type Act, actDetailsForm, type ActDetailsFormInput, actMessages, dirhamsForInput, formatDirhams } from "@/schemas/act";

/**
 * /responsable/actes (decision 055): the catalogue of acts and their fees. Every staff member
 * reads it; an admin confirms the pre-filled acts ("à vérifier"), adds an act, changes one (code,
 * label, letter-key and coefficient, fees) and takes it out of use or back; acts are never deleted,
 * since receipts name them. The server refuses the changes to anyone else whatever the screen shows.
 */
export function ActsPage() {
  const { isAdmin } = useStaffSession();
  const acts = useQuery(actQueries.list());
  const status = useStatusMessage();
  const [editing, setEditing] = useState<Act | null>(null);
  const toVerify = acts.data?.filter((act) => act.aVerifier).length ?? 0;
  // A new act goes to the end of the catalogue (the list is in `ordre`).
  const nextOrder = Math.min(1000, Math.max(0, ...(acts.data ?? []).map((act) => act.ordre)) + 1);

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">Actes et tarifs</h1>
        <p className="mt-2 max-w-3xl text-ink-600">
          Les actes du cabinet, leur tarif et le tarif national de référence sur lequel l&apos;AMO rembourse. Les valeurs pré-remplies
          (convention nationale de 2006 : C 80 DH, Cs 150 DH, K 22,50 DH) sont marquées « à vérifier » jusqu&apos;à leur confirmation
          par un administrateur. Un acte n&apos;est jamais supprimé : désactivez celui que le cabinet ne pratique plus.
        </p>
        <ul className="mt-2 flex flex-col gap-1 text-sm">
          <li>
            <Link href="/responsable/feuille-de-soins" className="font-semibold text-primary-800 underline underline-offset-2">
              Feuille de soins : positions d&apos;impression et impression d&apos;essai
            </Link>
          </li>
          <li>
            <Link href="/responsable/organismes" className="font-semibold text-primary-800 underline underline-offset-2">
              Organismes d&apos;assurance maladie : AMO, mutuelles, assurances privées
            </Link>
          </li>
        </ul>
      </div>
      <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <StaffPanel
          id="actes-catalogue"
          title="Catalogue des actes"
          icon={Receipt}
          description={toVerify > 0 ? `${toVerify} acte${toVerify > 1 ? "s" : ""} à vérifier.` : undefined}
        >
          <StatusMessage message={status.message} className="mb-4 empty:mb-0" />
          <QueryState query={acts} failedMessage={actMessages.loadFailed} emptyMessage={actMessages.empty} isEmpty={(list) => list.length === 0}>
            {(list) => (
              <ul className="flex flex-col divide-y divide-ink-100">
                {list.map((act) => (
                  <ActRow key={act.id} act={act} canEdit={isAdmin} onEdit={() => setEditing(act)} onSaved={status.show} />
                ))}
              </ul>
            )}
          </QueryState>
        </StaffPanel>

        {isAdmin && (
          <StaffPanel id="actes-ajout" title="Ajouter un acte" icon={Plus} holdsForm>
            <ActForm act={null} order={nextOrder} idPrefix="acte" />
          </StaffPanel>
        )}
      </div>

      {isAdmin && (
        <StaffDialog open={editing !== null} title={editing ? `Modifier « ${editing.code} »` : "Modifier l'acte"} onClose={() => setEditing(null)}>
          {editing !== null && (
            <ActForm
              key={editing.id}
              act={editing}
              order={editing.ordre}
              idPrefix="acte-modifie"
              onCancel={() => setEditing(null)}
              onSaved={(saved) => {
                setEditing(null);
                status.show(`Acte « ${saved.code} » enregistré avec succès.`);
              }}
            />
          )}
        </StaffDialog>
      )}
    </div>
  );
}

function ActRow({ act, canEdit, onEdit, onSaved }: { act: Act; canEdit: boolean; onEdit: () => void; onSaved: (message: string) => void }) {
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateAct({ onError: (failure) => setError([actionFailure(failure, actMessages.saveFailed), serverDetail(failure)].filter(Boolean).join(" ")) });
  const key = act.lettreCle && act.coefficient ? `${act.lettreCle} ${act.coefficient}` : null;
  const change = (patch: { aVerifier: false } | { actif: boolean }, message: string) => {
    setError(null);
    update.mutate({ id: act.id, patch }, { onSuccess: () => onSaved(message) });
  };

  return (
    <li className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between" aria-label={`${act.code} — ${act.libelle}`}>
      <div className="min-w-0">
        <p className={act.actif ? "font-semibold break-words text-ink-900" : "font-semibold break-words text-ink-600"}>
          <span className="me-2 rounded bg-primary-50 px-1.5 py-0.5 font-mono text-sm text-primary-800">{act.code}</span>
          {act.libelle}
          {act.aVerifier && <span className="ms-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">À vérifier</span>}
          {!act.actif && <StatusBadge label="Inactif" tone="bg-white text-ink-700 ring-ink-300" className="ms-2" />}
        </p>
        <p className="text-sm text-ink-700">
          Tarif du cabinet : <strong>{formatDirhams(act.tarifCentimes)}</strong>
          {" · "}
          {act.tarifReferenceCentimes === null ? "Pas de tarif de référence" : `Référence (TNR) : ${formatDirhams(act.tarifReferenceCentimes)}`}
          {key && <span className="whitespace-nowrap">{` · ${key}`}</span>}
        </p>
        {error && (
          <p role="alert" className="mt-1 text-sm font-semibold text-danger-700">
            {error}
          </p>
        )}
      </div>
      {canEdit && (
        <div className="flex shrink-0 flex-wrap gap-2 self-start sm:self-center">
          {act.aVerifier && (
            <Button size="sm" disabled={update.isPending} aria-label={`Confirmer ${act.code}`} onClick={() => change({ aVerifier: false }, `« ${act.code} » confirmé avec succès.`)}>
              Confirmer
            </Button>
          )}
          <Button variant="secondary" size="sm" aria-label={`Modifier ${act.code}`} onClick={onEdit}>
            Modifier
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="sm:min-w-28"
            aria-label={`${act.actif ? "Désactiver" : "Réactiver"} ${act.code}`}
            disabled={update.isPending}
            onClick={() => change({ actif: !act.actif }, `Acte « ${act.code} » ${act.actif ? "désactivé" : "réactivé"} avec succès.`)}
          >
            {act.actif ? "Désactiver" : "Réactiver"}
          </Button>
        </div>
      )}
    </li>
  );
}

type ActFormProps = {
  /** null: a new act. */
  act: Act | null;
  /** Where a new act goes in the catalogue. */
  order: number;
  idPrefix: string;
  /** A change saved (the dialog closes); a new act stays in its panel, which says so. */
  onSaved?: (saved: Act) => void;
  onCancel?: () => void;
};

const emptyAct: ActDetailsFormInput = { code: "", libelle: "", lettreCle: "", coefficient: "", tarif: "", tarifReference: "" };

function formValues(act: Act): ActDetailsFormInput {
  return {
    code: act.code,
    libelle: act.libelle,
    lettreCle: act.lettreCle ?? "",
    coefficient: act.coefficient === null ? "" : String(act.coefficient),
    tarif: dirhamsForInput(act.tarifCentimes),
    tarifReference: act.tarifReferenceCentimes === null ? "" : dirhamsForInput(act.tarifReferenceCentimes),
  };
}

/** Code, label, letter-key and coefficient, the two fees: the add panel's form and the edit dialog's. */
function ActForm({ act, order, idPrefix, onSaved, onCancel }: ActFormProps) {
  const { form, field, error, status, detail, startAttempt, showFailure } = useStaffForm({
    schema: actDetailsForm,
    defaultValues: act ? formValues(act) : emptyAct,
    idPrefix,
  });
  const onError = (failure: Error) => showFailure(actionFailure(failure, actMessages.saveFailed), failure);
  const create = useCreateAct({
    onMutate: startAttempt,
    onSuccess: (saved) => {
      form.reset(emptyAct);
      status.show(`Acte « ${saved.code} » ajouté avec succès.`);
      // Ready for the next one.
      document.getElementById(`${idPrefix}-code`)?.focus();
    },
    onError,
  });
  const update = useUpdateAct({ onMutate: startAttempt, onSuccess: (saved) => onSaved?.(saved), onError });
  const busy = create.isPending || update.isPending;

  return (
    <form
      method="post"
      noValidate
      onSubmit={form.handleSubmit((values) => (act ? update.mutate({ id: act.id, patch: values }) : create.mutate({ ...values, ordre: order })))}
      className="grid gap-4 sm:grid-cols-2"
    >
      <Field label="Code" htmlFor={`${idPrefix}-code`} required error={error("code")} hint="Ex. : Cs, K20, INF.">
        <input {...field("code")} autoComplete="off" className={inputClasses} />
      </Field>
      <Field label="Libellé" htmlFor={`${idPrefix}-libelle`} required error={error("libelle")} className="sm:col-span-2 sm:row-start-2">
        <input {...field("libelle")} autoComplete="off" className={inputClasses} />
      </Field>
      <div className="grid grid-cols-2 gap-4 sm:col-start-2 sm:row-start-1">
        <Field label="Lettre-clé" htmlFor={`${idPrefix}-lettreCle`} error={error("lettreCle")}>
          <input {...field("lettreCle")} autoComplete="off" className={inputClasses} />
        </Field>
        <Field label="Coefficient" htmlFor={`${idPrefix}-coefficient`} error={error("coefficient")}>
          <input {...field("coefficient")} inputMode="numeric" autoComplete="off" className={inputClasses} />
        </Field>
      </div>
      <Field label="Tarif du cabinet (DH)" htmlFor={`${idPrefix}-tarif`} required error={error("tarif")}>
        <input {...field("tarif")} inputMode="decimal" autoComplete="off" className={inputClasses} />
      </Field>
      <Field label="Tarif de référence (DH)" htmlFor={`${idPrefix}-tarifReference`} error={error("tarifReference")} hint="Tarification nationale de référence ; vide s'il n'y en a pas.">
        <input {...field("tarifReference")} inputMode="decimal" autoComplete="off" className={inputClasses} />
      </Field>
      <div className="flex flex-col gap-3 sm:col-span-2">
        <FormFooter
          message={status.message}
          detail={detail}
          submitLabel={act ? "Enregistrer" : "Ajouter l'acte"}
          busyLabel={act ? "Enregistrement..." : "Ajout en cours..."}
          busy={busy}
          cancel={onCancel ? { onClick: onCancel } : undefined}
        />
      </div>
    </form>
  );
}
