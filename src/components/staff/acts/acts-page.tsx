"use client";

import { useQuery } from "@tanstack/react-query";
import { Receipt } from "lucide-react";
import Link from "next/link";
import { useId, useState } from "react";
import { actionFailure } from "@/client/staff-api";
import { useStatusMessage } from "@/client/use-status-message";
import { actQueries, useUpdateAct } from "@/components/staff/acts/act-queries";
import { QueryState } from "@/components/staff/shell/query-state";
import { StaffPanel } from "@/components/staff/shell/staff-panel";
import { useStaffSession } from "@/components/staff/shell/staff-session";
import { Button } from "@/components/ui/button";
import { inputClasses } from "@/components/ui/field";
import { StatusMessage } from "@/components/ui/status-message";
import { type Act, actMessages, formatDirhams, parseDirhams } from "@/schemas/act";

/**
 * /responsable/actes (decision 055): the catalogue of acts and their fees. Every staff member
 * reads it; an admin confirms the pre-filled acts ("à vérifier") and changes a fee. The server
 * refuses the changes to anyone else whatever the screen shows.
 */
export function ActsPage() {
  const { isAdmin } = useStaffSession();
  const acts = useQuery(actQueries.list());
  const status = useStatusMessage();
  const toVerify = acts.data?.filter((act) => act.aVerifier).length ?? 0;

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">Actes et tarifs</h1>
        <p className="mt-2 max-w-3xl text-ink-600">
          Les actes du cabinet, leur tarif et le tarif national de référence sur lequel l&apos;AMO rembourse. Les valeurs pré-remplies
          (convention nationale de 2006 : C 80 DH, Cs 150 DH, K 22,50 DH) sont marquées « à vérifier » jusqu&apos;à leur confirmation
          par un administrateur.
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
                <ActRow key={act.id} act={act} canEdit={isAdmin} onSaved={status.show} />
              ))}
            </ul>
          )}
        </QueryState>
      </StaffPanel>
    </div>
  );
}

function ActRow({ act, canEdit, onSaved }: { act: Act; canEdit: boolean; onSaved: (message: string) => void }) {
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateAct({ onError: (failure) => setError(actionFailure(failure, actMessages.saveFailed)) });
  const key = act.lettreCle && act.coefficient ? `${act.lettreCle} ${act.coefficient}` : null;

  return (
    <li className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between" aria-label={`${act.code} — ${act.libelle}`}>
      <div className="min-w-0">
        <p className="font-semibold text-ink-900">
          <span className="me-2 rounded bg-primary-50 px-1.5 py-0.5 font-mono text-sm text-primary-800">{act.code}</span>
          {act.libelle}
          {act.aVerifier && <span className="ms-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">À vérifier</span>}
          {!act.actif && <span className="ms-2 rounded-full bg-ink-100 px-2 py-0.5 text-xs font-semibold text-ink-700">Inactif</span>}
        </p>
        <p className="text-sm text-ink-700">
          Tarif du cabinet : <strong>{formatDirhams(act.tarifCentimes)}</strong>
          {" · "}
          {act.tarifReferenceCentimes === null ? "Pas de tarif de référence" : `Référence (TNR) : ${formatDirhams(act.tarifReferenceCentimes)}`}
          {key && ` · ${key}`}
        </p>
        {error && (
          <p role="alert" className="mt-1 text-sm font-semibold text-danger-700">
            {error}
          </p>
        )}
      </div>
      {canEdit && !editing && (
        <div className="flex shrink-0 gap-2 self-start sm:self-center">
          {act.aVerifier && (
            <Button
              size="sm"
              disabled={update.isPending}
              aria-label={`Confirmer ${act.code}`}
              onClick={() => {
                setError(null);
                update.mutate({ id: act.id, patch: { aVerifier: false } }, { onSuccess: () => onSaved(`« ${act.code} » confirmé avec succès.`) });
              }}
            >
              Confirmer
            </Button>
          )}
          <Button variant="secondary" size="sm" aria-label={`Modifier le tarif de ${act.code}`} onClick={() => setEditing(true)}>
            Modifier le tarif
          </Button>
        </div>
      )}
      {canEdit && editing && (
        <FeeForm
          act={act}
          pending={update.isPending}
          onCancel={() => setEditing(false)}
          onSubmit={(tarifCentimes) => {
            setError(null);
            update.mutate(
              { id: act.id, patch: { tarifCentimes } },
              {
                onSuccess: () => {
                  setEditing(false);
                  onSaved(`Tarif de « ${act.code} » enregistré avec succès.`);
                },
              },
            );
          }}
        />
      )}
    </li>
  );
}

function FeeForm({ act, pending, onCancel, onSubmit }: { act: Act; pending: boolean; onCancel: () => void; onSubmit: (centimes: number) => void }) {
  const id = useId();
  const [text, setText] = useState(formatDirhams(act.tarifCentimes).replace(" DH", ""));
  const [invalid, setInvalid] = useState(false);
  return (
    <form
      noValidate
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const centimes = parseDirhams(text);
        setInvalid(centimes === null);
        if (centimes !== null) onSubmit(centimes);
      }}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-semibold text-ink-800">
          Tarif de {act.code} (DH)
        </label>
        <input
          id={id}
          value={text}
          onChange={(event) => setText(event.target.value)}
          inputMode="decimal"
          autoFocus
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-erreur` : undefined}
          className={`${inputClasses} w-36`}
        />
        {invalid && (
          <p id={`${id}-erreur`} className="text-sm font-semibold text-danger-700">
            Montant invalide (ex. 450 ou 450,50).
          </p>
        )}
      </div>
      <Button type="submit" size="sm" disabled={pending}>
        Enregistrer
      </Button>
      <Button variant="secondary" size="sm" onClick={onCancel}>
        Annuler
      </Button>
    </form>
  );
}
