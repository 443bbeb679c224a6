"use client";

import { useQuery } from "@tanstack/react-query";
import clsx from "clsx";
import { DatabaseBackup, FileArchive, History, ShieldAlert, ShieldCheck, TriangleAlert } from "lucide-react";
import { formatInstant } from "@/client/practice-dates";
import { actionFailure, serverDetail } from "@/client/staff-api";
import { useStatusMessage } from "@/client/use-status-message";
import { useCreateBackup } from "@/components/staff/backups/backup-mutations";
import { backupQueries } from "@/components/staff/backups/backup-queries";
import { QueryState } from "@/components/staff/shell/query-state";
import { StaffPanel } from "@/components/staff/shell/staff-panel";
import { useStaffSession } from "@/components/staff/shell/staff-session";
import { StaffCard, StaffRecords } from "@/components/staff/shell/staff-records";
import { tdClasses, tdTextClasses } from "@/components/staff/shell/staff-table";
import { StatusBadge } from "@/components/staff/shell/status-badge";
import { Button } from "@/components/ui/button";
import { StatusMessage } from "@/components/ui/status-message";
import { backupEncryptionLabels, backupMessages, unencryptedBackupWarning, type BackupOverview, type BackupRun } from "@/schemas/backup";

export const BACKUP_NOW = "Sauvegarder maintenant";

/** '1,2 Mo' as a French reader writes sizes. */
export function formatBytes(bytes: number): string {
  const number = (value: number) => value.toLocaleString("fr-FR", { maximumFractionDigits: 1 });
  if (bytes < 1024) return `${bytes} o`;
  if (bytes < 1024 * 1024) return `${number(bytes / 1024)} ko`;
  return `${number(bytes / (1024 * 1024))} Mo`;
}

const hourText = (hour: number) => `${String(hour).padStart(2, "0")}:00`;

function RunOutcome({ run }: { run: BackupRun }) {
  if (run.fin) return <StatusBadge label="Réussie" tone="bg-accent-100 text-accent-800 ring-accent-200" />;
  if (run.erreur) return <StatusBadge label="Échec" tone="bg-danger-50 text-danger-700 ring-danger-600/30" />;
  return <StatusBadge label="En cours" tone="bg-primary-50 text-primary-700 ring-primary-200" />;
}

/** '14/10/2026': the practice day of a daily run. */
const runDay = (run: BackupRun) => run.jour.split("-").reverse().join("/");

/** Why it failed, or the file it wrote and its size. */
const runDetail = (run: BackupRun) => run.erreur ?? (run.octets !== null ? `${run.fichier ?? ""} (${formatBytes(run.octets)})` : "");

/** Backups anyone with a copy of the files reads: a warning, with what to set on the server. */
function UnencryptedWarning() {
  return (
    <div role="alert" className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
      <ShieldAlert className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
      <p className="min-w-0 [overflow-wrap:anywhere]">
        <strong className="font-semibold">{unencryptedBackupWarning.title}.</strong> {unencryptedBackupWarning.text}
      </p>
    </div>
  );
}

/**
 * /responsable/sauvegardes (admins; others read AdminOnlyScreen's notice): whether the data is safe — the last successful
 * backup, the daily schedule, the files the server holds and the daily runs — and a backup made now.
 * Copying the files off the server stays the operator's job (docs/operations.md): the browser never
 * downloads a whole copy of the data.
 */
export function BackupsPage() {
  // AdminOnlyScreen keeps non-admins out; the check keeps their calls unsent anyway.
  const { isAdmin } = useStaffSession();
  const overview = useQuery({ ...backupQueries.overview(), enabled: isAdmin });
  if (!isAdmin) return null;

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">Sauvegardes</h1>
        <p className="mt-2 text-ink-600">
          Des copies complètes de la base, écrites par le serveur. Copiez-les régulièrement hors du serveur : une sauvegarde restée sur le même disque ne protège
          pas d&apos;une panne de ce disque.
        </p>
      </div>
      <QueryState query={overview} failedMessage={backupMessages.loadFailed} emptyMessage="" isEmpty={() => false}>
        {(data) => <BackupDetails overview={data} />}
      </QueryState>
    </div>
  );
}

function BackupDetails({ overview }: { overview: BackupOverview }) {
  const { timeZone } = useStaffSession();
  return (
    <div className="flex flex-col gap-6">
      {overview.enRetard && (
        <div role="alert" className="flex items-start gap-3 rounded-xl border border-danger-600/30 bg-danger-50 px-4 py-3 text-danger-700">
          <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <p>
            <strong className="font-semibold">{backupMessages.overdue}</strong>{" "}
            {overview.derniereReussite ? `Dernière réussite : ${formatInstant(overview.derniereReussite, timeZone)}.` : backupMessages.never} Faites-en une
            maintenant et vérifiez la configuration du serveur (BACKUP_DIR, BACKUP_HOUR).
          </p>
        </div>
      )}
      {overview.chiffrement === "aucun" && <UnencryptedWarning />}
      {/* One column below lg: minmax(0, 1fr), not auto, or a wide table would widen the page. */}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <BackupStatusPanel overview={overview} />
        <StaffPanel id="backup-files" title="Fichiers de sauvegarde" icon={FileArchive} description="Dans le dossier des sauvegardes de ce serveur, du plus récent au plus ancien.">
          {overview.fichiers.length === 0 ? (
            <p className="py-6 text-center text-ink-600">{backupMessages.noFiles}</p>
          ) : (
            <StaffRecords
              label="Fichiers de sauvegarde"
              columns={["Date", "Taille", "Fichier"]}
              items={overview.fichiers}
              itemKey={(file) => file.nom}
              row={(file) => (
                <tr>
                  <td className={tdClasses}>{formatInstant(file.creeLe, timeZone)}</td>
                  <td className={tdClasses}>{formatBytes(file.octets)}</td>
                  <td className={tdClasses}>
                    <code className="text-xs">{file.nom}</code>
                  </td>
                </tr>
              )}
              card={(file) => (
                <StaffCard
                  title={formatInstant(file.creeLe, timeZone)}
                  badge={<span className="text-sm text-ink-600">{formatBytes(file.octets)}</span>}
                  fields={[{ label: "Fichier", value: <code className="text-xs">{file.nom}</code>, wide: true }]}
                />
              )}
            />
          )}
        </StaffPanel>
      </div>
      <StaffPanel id="backup-runs" title="Sauvegardes quotidiennes" icon={History} description="Les 14 derniers jours : un échec est retenté une heure plus tard.">
        {overview.executions.length === 0 ? (
          <p className="py-6 text-center text-ink-600">Aucune sauvegarde quotidienne pour l&apos;instant.</p>
        ) : (
          <StaffRecords
            label="Sauvegardes quotidiennes"
            columns={["Jour", "Résultat", "Début", "Fin", "Détail"]}
            items={overview.executions}
            itemKey={(run) => run.jour}
            row={(run) => (
              <tr>
                <td className={tdClasses}>{runDay(run)}</td>
                <td className={tdClasses}>
                  <RunOutcome run={run} />
                </td>
                <td className={tdClasses}>{formatInstant(run.debut, timeZone)}</td>
                <td className={tdClasses}>{formatInstant(run.fin, timeZone) || "—"}</td>
                <td className={tdTextClasses}>{runDetail(run)}</td>
              </tr>
            )}
            card={(run) => (
              <StaffCard
                title={runDay(run)}
                badge={<RunOutcome run={run} />}
                fields={[
                  { label: "Début", value: formatInstant(run.debut, timeZone) },
                  { label: "Fin", value: formatInstant(run.fin, timeZone) || "—" },
                  runDetail(run) !== "" && { label: "Détail", value: runDetail(run), wide: true },
                ]}
              />
            )}
          />
        )}
      </StaffPanel>
    </div>
  );
}

function BackupStatusPanel({ overview }: { overview: BackupOverview }) {
  const { timeZone } = useStaffSession();
  const status = useStatusMessage(6000);
  const create = useCreateBackup({
    onSuccess: () => status.show(backupMessages.created),
    onError: (failure) => status.show(serverDetail(failure) ?? actionFailure(failure, backupMessages.createFailed)),
  });
  const rows: [string, string][] = [
    ["Dernière sauvegarde réussie", overview.derniereReussite ? formatInstant(overview.derniereReussite, timeZone) : "Aucune"],
    ["Sauvegarde quotidienne", overview.heureQuotidienne === null ? "Désactivée" : `Chaque jour à ${hourText(overview.heureQuotidienne)} (heure du cabinet)`],
    ["Fichiers conservés", `Les ${overview.conservees} plus récents`],
  ];
  const encrypted = overview.chiffrement !== "aucun";
  return (
    <StaffPanel id="backup-status" title="État" icon={DatabaseBackup}>
      <dl className="grid gap-3 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="grid gap-0.5">
            <dt className="font-semibold text-ink-600">{term}</dt>
            <dd className="text-ink-900">{value}</dd>
          </div>
        ))}
        <div className="grid gap-0.5">
          <dt className="font-semibold text-ink-600">Chiffrement</dt>
          <dd className={clsx("flex items-start gap-1.5", encrypted ? "text-ink-900" : "font-semibold text-amber-800")}>
            {encrypted ? (
              <ShieldCheck className="mt-0.5 size-4 shrink-0 text-accent-600" aria-hidden="true" />
            ) : (
              <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            )}
            <span>
              {backupEncryptionLabels[overview.chiffrement]}
              {!encrypted && " — à corriger : voir l'avertissement ci-dessus"}
            </span>
          </dd>
        </div>
      </dl>
      <div className="mt-5 flex flex-col gap-3">
        <div>
          <Button onClick={() => create.mutate()} disabled={create.isPending} aria-busy={create.isPending}>
            <DatabaseBackup className="size-4" aria-hidden="true" />
            {create.isPending ? "Sauvegarde en cours..." : BACKUP_NOW}
          </Button>
        </div>
        <StatusMessage message={status.message} />
      </div>
    </StaffPanel>
  );
}
