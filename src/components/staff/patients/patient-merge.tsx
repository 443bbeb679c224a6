"use client";

import { useQuery } from "@tanstack/react-query";
import clsx from "clsx";
import { Merge } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { formatCalendarDate, formatInstant } from "@/client/practice-dates";
import { actionFailure, isApiError, serverDetail } from "@/client/staff-api";
import { appointmentQueries } from "@/components/staff/appointments/appointment-queries";
import { useMergePatients } from "@/components/staff/patients/patient-mutations";
import { patientQueries } from "@/components/staff/patients/patient-queries";
import { LoadFailure, QueryState } from "@/components/staff/shell/query-state";
import { CompactSearch } from "@/components/staff/shell/search-bar";
import { StaffPanel } from "@/components/staff/shell/staff-panel";
import { useStaffSession } from "@/components/staff/shell/staff-session";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { StatusMessage } from "@/components/ui/status-message";
import { genderLabels, patientMessages, type PatientRecord } from "@/schemas/patient";

/** The other file is picked among this many, by name: a search narrows them. */
const PICKER_SIZE = 10;

/** Who may merge files (the server decides; the screen does not offer it to others). */
export const MERGE_ROLES = ["ADMIN", "MEDECIN"];

type PatientMergeProps = {
  /** The file whose page this is. */
  patient: PatientRecord;
  /** The other file, once chosen (`?fusion=` of the page's address). */
  otherId: number | null;
  onChooseOther: (id: number | null) => void;
  onClose: () => void;
  /** The merge went through: the file kept, and the one merged into it. */
  onMerged: (kept: PatientRecord, fromId: number) => void;
};

/**
 * The merge screen on the patient's page: choose the other file (a search), see both side by
 * side with their differences marked, choose the file kept, confirm. The kept file keeps its own
 * details; the other one's appointments and requests move to it, and it is archived.
 */
export function PatientMerge({ patient, otherId, onChooseOther, onClose, onMerged }: PatientMergeProps) {
  const screen = useRef<HTMLDivElement>(null);
  // Opened, or moved to its next step: the keyboard's focus goes to the screen (the button pressed is gone or elsewhere).
  useEffect(() => {
    screen.current?.focus({ preventScroll: true });
    screen.current?.scrollIntoView?.({ block: "start", behavior: "smooth" });
  }, [otherId]);

  return (
    <div ref={screen} tabIndex={-1} role="group" aria-labelledby="fusion-dossiers" className="scroll-mt-24 outline-none">
      <StaffPanel
        id="fusion-dossiers"
        title="Fusionner deux dossiers"
        icon={Merge}
        description="Pour une même personne enregistrée deux fois. La fusion ne peut pas être annulée."
      >
        {otherId === null || otherId === patient.id ? (
          <OtherFilePicker patient={patient} onChoose={onChooseOther} onClose={onClose} />
        ) : (
          <MergeComparison patient={patient} otherId={otherId} onChooseAgain={() => onChooseOther(null)} onClose={onClose} onMerged={onMerged} />
        )}
      </StaffPanel>
    </div>
  );
}

function OtherFilePicker({ patient, onChoose, onClose }: { patient: PatientRecord; onChoose: (id: number) => void; onClose: () => void }) {
  const [text, setText] = useState("");
  const [q, setQ] = useState<string | null>(null);
  // Archived files too: an archived duplicate is merged like any other.
  const results = useQuery({ ...patientQueries.list({ q: q ?? "", archives: true, tri: "nom", limit: PICKER_SIZE }), enabled: q !== null });

  return (
    <div className="flex flex-col gap-4">
      <p className="text-[15px] text-ink-700">Cherchez l&apos;autre dossier de cette personne par son nom, son téléphone ou sa date de naissance (jj/mm/aaaa).</p>
      <CompactSearch
        name="Chercher l'autre dossier"
        label="Nom, téléphone ou date de naissance"
        inputId="fusion-recherche"
        value={text}
        onChange={setText}
        onSubmit={() => setQ(text.trim())}
        busy={results.isFetching}
      />
      {q !== null && (
        <QueryState
          query={results}
          failedMessage={isApiError(results.error, 400) ? results.error.message : patientMessages.listFailed}
          emptyMessage={patientMessages.listEmpty}
          isEmpty={(page) => page.items.every((file) => file.id === patient.id)}
        >
          {(page) => (
            <>
              {page.total > page.items.length && (
                <p className="text-sm text-ink-600">
                  {page.total} dossiers trouvés, les {page.items.length} premiers par nom : précisez la recherche.
                </p>
              )}
              <ul aria-label="Dossiers trouvés" className="flex flex-col gap-2">
                {page.items
                  .filter((file) => file.id !== patient.id)
                  .map((file) => (
                    <li key={file.id} className="flex flex-col gap-2 rounded-lg border border-ink-200 p-3 sm:flex-row sm:items-center sm:justify-between">
                      <div>
                        <p className="font-semibold text-ink-900">
                          {file.nom} {file.prenom} <span className="font-normal text-ink-500">— dossier n° {file.id}</span>
                        </p>
                        <p className="text-sm text-ink-600">
                          Né(e) le {formatCalendarDate(file.dateNaissance)} · {file.telephone}
                          {file.fusionneDans !== null ? ` · fusionné dans le dossier n° ${file.fusionneDans}` : file.dateArchivage ? " · archivé" : ""}
                        </p>
                      </div>
                      <Button size="sm" variant="secondary" disabled={file.fusionneDans !== null} onClick={() => onChoose(file.id)}>
                        Comparer
                      </Button>
                    </li>
                  ))}
              </ul>
            </>
          )}
        </QueryState>
      )}
      <div>
        <Button variant="ghost" onClick={onClose}>
          Annuler
        </Button>
      </div>
    </div>
  );
}

type ComparisonProps = Omit<PatientMergeProps, "otherId" | "onChooseOther"> & { otherId: number; onChooseAgain: () => void };

function MergeComparison({ patient, otherId, onChooseAgain, onClose, onMerged }: ComparisonProps) {
  const { timeZone } = useStaffSession();
  const other = useQuery(patientQueries.detail(String(otherId)));
  const [keptId, setKeptId] = useState(patient.id);
  const [confirming, setConfirming] = useState(false);
  const files = other.data ? [patient, other.data] : [patient];
  const counts = [useQuery(appointmentQueries.forPatient(patient.id)), useQuery({ ...appointmentQueries.forPatient(otherId), enabled: other.isSuccess })];

  const merge = useMergePatients(patient.id, {
    onSuccess: (kept, { from }) => {
      setConfirming(false);
      onMerged(kept, from);
    },
    onError: () => setConfirming(false),
  });

  if (other.isPending) {
    return (
      <p className="py-6 text-center text-ink-600" role="status">
        {patientMessages.loading}
      </p>
    );
  }
  if (other.isError) {
    const missing = isApiError(other.error, 404);
    return (
      <div className="flex flex-col gap-4">
        {missing ? <p className="font-semibold text-danger-700">{patientMessages.notFound}</p> : <LoadFailure message={patientMessages.fileFailed} onRetry={() => void other.refetch()} />}
        <div>
          <Button variant="secondary" onClick={onChooseAgain}>
            Choisir un autre dossier
          </Button>
        </div>
      </div>
    );
  }

  const kept = keptId === patient.id ? patient : other.data;
  const from = keptId === patient.id ? other.data : patient;
  const fromCount = counts[files.indexOf(from)]?.data?.length;
  const blocker =
    other.data.fusionneDans !== null
      ? `Le dossier n° ${other.data.id} a déjà été fusionné dans le dossier n° ${other.data.fusionneDans}.`
      : kept.dateArchivage !== null
        ? `Le dossier n° ${kept.id} est archivé : restaurez-le d'abord, ou conservez l'autre dossier.`
        : null;
  const olderCreation = from.dateCreation < kept.dateCreation ? from.dateCreation : kept.dateCreation;

  const rows: [string, (file: PatientRecord) => string][] = [
    ["Nom", (file) => file.nom],
    ["Prénom", (file) => file.prenom],
    ["Date de naissance", (file) => formatCalendarDate(file.dateNaissance)],
    ["Genre", (file) => genderLabels[file.gender]],
    ["Téléphone", (file) => file.telephone],
    ["E-mail", (file) => file.email],
    ["Adresse", (file) => file.adresse],
    ["Mutuelle", (file) => (file.mutuelle ? "Oui" : "Non")],
    ["Compagnie", (file) => file.compagnie ?? ""],
    ["Date de création", (file) => formatInstant(file.dateCreation, timeZone)],
    ["Rendez-vous", (file) => String(counts[files.indexOf(file)]?.data?.length ?? "…")],
    ["État", (file) => (file.fusionneDans !== null ? `Fusionné dans le n° ${file.fusionneDans}` : file.dateArchivage ? "Archivé" : "Actif")],
  ];

  return (
    <div className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-semibold text-ink-800">Dossier à conserver</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {files.map((file) => (
            <label
              key={file.id}
              className="flex cursor-pointer items-start gap-3 rounded-xl border border-ink-200 bg-white p-3 has-[:checked]:border-primary-500 has-[:checked]:bg-primary-50 has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-primary-100"
            >
              <input
                type="radio"
                name="dossier-conserve"
                value={file.id}
                checked={keptId === file.id}
                onChange={() => setKeptId(file.id)}
                className="mt-1 size-4 accent-primary-700"
              />
              <span>
                <span className="block font-semibold text-ink-900">
                  Conserver le dossier n° {file.id}
                  {file.id === patient.id ? " (ce dossier)" : ""}
                </span>
                <span className="block text-sm text-ink-600">
                  {file.nom} {file.prenom}, créé le {formatInstant(file.dateCreation, timeZone)}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <div role="region" aria-label="Comparaison des deux dossiers" tabIndex={0} className="overflow-x-auto rounded-xl border border-ink-200">
        {/* Fixed columns that wrap: both files stay side by side on a phone too. */}
        <table className="w-full table-fixed border-collapse text-left text-sm">
          <caption className="sr-only">Les deux dossiers côte à côte ; les valeurs qui diffèrent sont signalées.</caption>
          <thead>
            <tr className="bg-ink-50 text-xs font-semibold tracking-wide text-ink-600 uppercase">
              <th scope="col" className="w-[30%] px-2 py-2.5 sm:w-1/4 sm:px-3">
                <span className="sr-only">Champ</span>
              </th>
              {files.map((file) => (
                <th key={file.id} scope="col" className="px-2 py-2.5 sm:px-3">
                  Dossier n° {file.id} {file.id === keptId ? "· conservé" : "· fusionné"}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, value]) => {
              const differs = files.length === 2 && value(files[0]!) !== value(files[1]!);
              return (
                <tr key={label} className="border-t border-ink-100">
                  <th scope="row" className="px-2 py-2 align-top font-semibold text-ink-500 sm:px-3">
                    {label}
                    {differs && <span className="mt-1 block w-fit rounded bg-accent-100 px-1.5 py-0.5 text-xs text-accent-800 sm:mt-0 sm:ml-1.5 sm:inline">différent</span>}
                  </th>
                  {files.map((file) => (
                    <td
                      key={file.id}
                      className={clsx("px-2 py-2 align-top [overflow-wrap:anywhere] text-ink-900 sm:px-3", differs && file.id === keptId && "font-semibold")}
                    >
                      {value(file)}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>

      {blocker ? (
        <p className="rounded-lg border border-danger-600/30 bg-danger-50 px-4 py-3 text-sm font-medium text-danger-700">{blocker}</p>
      ) : (
        <p className="text-[15px] leading-relaxed text-ink-700">
          Le dossier n° {from.id} sera fusionné dans le dossier n° {kept.id} : {whatMoves(fromCount)}, la date de création la plus ancienne ({formatInstant(olderCreation, timeZone)}) est gardée, puis il est archivé avec un lien vers le dossier conservé. Les
          informations du dossier n° {kept.id} restent les siennes : corrigez-les ensuite avec « Modifier » si besoin.
        </p>
      )}

      <StatusMessage message={merge.isError ? actionFailure(merge.error, patientMessages.mergeFailed) : null} />
      {merge.isError && serverDetail(merge.error) && <p className="text-sm text-danger-700">{serverDetail(merge.error)}</p>}

      <div className="flex flex-wrap gap-3">
        <Button disabled={blocker !== null || merge.isPending} onClick={() => setConfirming(true)}>
          <Merge className="size-4" aria-hidden="true" />
          Fusionner les dossiers
        </Button>
        <Button variant="secondary" onClick={onChooseAgain}>
          Choisir un autre dossier
        </Button>
        <Button variant="ghost" onClick={onClose}>
          Annuler
        </Button>
      </div>

      <ConfirmDialog
        open={confirming}
        title="Fusionner ces deux dossiers ?"
        description={`Le dossier n° ${from.id} (${from.nom} ${from.prenom}) sera fusionné dans le dossier n° ${kept.id} (${kept.nom} ${kept.prenom}). Cette opération ne peut pas être annulée.`}
        confirmLabel="Fusionner"
        busy={merge.isPending}
        onConfirm={() => merge.mutate({ kept: kept.id, from: from.id })}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}

function whatMoves(count: number | undefined): string {
  if (count === undefined) return "ses rendez-vous et ses demandes liées y passent";
  if (count === 0) return "il n'a aucun rendez-vous, ses demandes liées y passent";
  return `${count === 1 ? "son rendez-vous" : `ses ${count} rendez-vous`} et ses demandes liées y passent`;
}
