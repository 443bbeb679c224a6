"use client";

import { useQuery } from "@tanstack/react-query";
import clsx from "clsx";
import { CalendarCheck, FilePlus, FileText, History, ImageIcon, Lock, Stethoscope, Syringe } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { formatCalendarDate, formatInstant } from "@/client/practice-dates";
import { actionFailure } from "@/client/staff-api";
import { AppointmentStatusBadge } from "@/components/staff/appointments/appointment-status";
import { useOpenConsultation } from "@/components/staff/consultations/consultation-mutations";
import { consultationQueries } from "@/components/staff/consultations/consultation-queries";
import { fileLabel } from "@/components/staff/files/file-label";
import { fileQueries } from "@/components/staff/files/file-queries";
import { FileViewer } from "@/components/staff/files/file-viewer";
import { FileThumbnail } from "@/components/staff/files/patient-images";
import { FilterChips } from "@/components/staff/shell/filter-chips";
import { QueryState } from "@/components/staff/shell/query-state";
import { StaffPanel } from "@/components/staff/shell/staff-panel";
import { useStaffSession } from "@/components/staff/shell/staff-session";
import { oneOf, useUrlFilters } from "@/components/staff/shell/use-url-filters";
import { Button } from "@/components/ui/button";
import { StatusMessage } from "@/components/ui/status-message";
import type { AppointmentStatus } from "@/schemas/appointment";
import { consultationMessages, consultationStatusLabels, regionAndSide, regionLabels, regions, type Region, type TimelineItem } from "@/schemas/consultation";

/** Whether the session's account consults: its token lists MEDECIN (a MEDECIN, or an admin who consults; decision 036). */
export const useIsDoctor = () => useStaffSession().roles.includes("MEDECIN");

type PatientTimelineProps = {
  patientId: number;
  /** Beside a note: no 'Nouvelle consultation', smaller entries. */
  compact?: boolean;
  /** The note on screen, marked as such. */
  currentNoteId?: number;
  /** The file cannot take a new note (merged, anonymised). */
  readOnly?: boolean;
};

/**
 * The patient's timeline (decisions 054, 062), newest first: appointments, consultation notes,
 * infiltrations, documents given and images brought, each a `type` of its own; an image opens
 * in the viewer. A doctor sees each
 * note's gist at a glance and may keep one region (`?region=` in the address: not a person's
 * text); the front desk sees that a note exists, never what it says.
 */
export function PatientTimeline({ patientId, compact = false, currentNoteId, readOnly = false }: PatientTimelineProps) {
  const doctor = useIsDoctor();
  const url = useUrlFilters(["region"] as const);
  const region = doctor ? (oneOf(regions, url.get("region")) ?? null) : null;
  const query = useQuery(consultationQueries.timeline(patientId, region));
  const router = useRouter();
  const [failure, setFailure] = useState<string | null>(null);
  const open = useOpenConsultation({
    onSuccess: (note) => router.push(`/responsable/consultations/${note.id}`),
    onError: (error) => setFailure(actionFailure(error, consultationMessages.openFailed)),
  });
  const present = query.data?.regions ?? [];
  // The viewer goes through the file's images: read once the timeline shows one.
  const hasFiles = doctor && (query.data?.items.some((item) => item.type === "fichier") ?? false);
  const files = useQuery({ ...fileQueries.ofPatient(patientId), enabled: hasFiles });
  const [viewing, setViewing] = useState<number | null>(null);
  const choices = [{ value: null as Region | null, label: "Toutes" }, ...regions.filter((entry) => present.includes(entry) || entry === region).map((entry) => ({ value: entry as Region | null, label: regionLabels[entry] }))];

  return (
    <StaffPanel
      id={compact ? "parcours-resume" : "parcours"}
      title="Parcours du patient"
      icon={History}
      description={doctor ? undefined : "Les consultations sont réservées aux médecins : seules leur date et leur médecin sont indiqués."}
    >
      <div className="flex flex-col gap-4">
        {(doctor && !compact && !readOnly) || (doctor && present.length > 0) ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            {doctor && present.length > 0 && <FilterChips label="Filtrer par région" options={choices} value={region} onChange={(value) => url.set({ region: value ?? undefined })} />}
            {doctor && !compact && !readOnly && (
              <Button size="sm" onClick={() => open.mutate({ patientId, rendezVousId: null })} disabled={open.isPending}>
                <FilePlus className="size-4" aria-hidden="true" />
                Nouvelle consultation
              </Button>
            )}
          </div>
        ) : null}
        <StatusMessage message={failure} />
        <QueryState
          query={query}
          failedMessage={consultationMessages.timelineFailed}
          emptyMessage={region ? `Rien pour la région ${regionLabels[region].toLowerCase()}.` : consultationMessages.noTimeline}
          isEmpty={(data) => data.items.length === 0}
          loadingMessage="Chargement du parcours..."
        >
          {(data) => (
            <ol className="relative flex flex-col gap-3 border-l-2 border-ink-100 pl-4" aria-label="Parcours, du plus récent au plus ancien">
              {data.items.map((item) => (
                <TimelineEntry
                  key={`${item.type}-${item.id}`}
                  item={item}
                  compact={compact}
                  current={item.type === "consultation" && item.id === currentNoteId}
                  doctor={doctor}
                  onOpenFile={files.data ? setViewing : undefined}
                />
              ))}
            </ol>
          )}
        </QueryState>
      </div>
      {hasFiles && <FileViewer files={files.data?.fichiers ?? []} openId={viewing} onClose={() => setViewing(null)} />}
    </StaffPanel>
  );
}

const icons = { rendez_vous: CalendarCheck, consultation: Stethoscope, infiltration: Syringe, document: FileText, fichier: ImageIcon } as const;

type EntryProps = { item: TimelineItem; compact: boolean; current: boolean; doctor: boolean; onOpenFile?: (id: number) => void };

function TimelineEntry({ item, compact, current, doctor, onOpenFile }: EntryProps) {
  const { timeZone } = useStaffSession();
  const Icon = icons[item.type];
  // An infiltration's day; an image's exam day (its noon only sorts it); else the instant.
  const when = item.type === "infiltration" ? formatCalendarDate(item.jour) : item.type === "fichier" ? formatInstant(item.date, timeZone).slice(0, 10) : formatInstant(item.date, timeZone);
  const by = item.medecin ? `Dr ${item.medecin.prenom} ${item.medecin.nom}` : "";
  return (
    <li className={clsx("relative rounded-xl border px-3.5 py-3", current ? "border-primary-300 bg-primary-50/60" : "border-ink-100 bg-white")}>
      <span className="absolute top-3.5 -left-[1.6rem] grid size-5 place-items-center rounded-full bg-white text-primary-700 ring-2 ring-ink-100" aria-hidden="true">
        <Icon className="size-3.5" />
      </span>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="font-semibold text-ink-900">
          {item.type === "rendez_vous" && "Rendez-vous"}
          {item.type === "consultation" && (
            <>
              Consultation <span className={clsx("ml-1 rounded-full px-2 py-0.5 text-xs font-semibold", item.statut === "signe" ? "bg-success-50 text-success-700" : "bg-amber-50 text-amber-900")}>{consultationStatusLabels[item.statut]}</span>
              {current && <span className="ml-1 text-xs font-semibold text-primary-700">(à l&apos;écran)</span>}
            </>
          )}
          {item.type === "infiltration" && `Infiltration — ${regionAndSide(item.articulation, item.cote)}`}
          {item.type === "document" && (
            <>
              {item.titre} <span className="font-mono text-sm font-medium whitespace-nowrap text-ink-600">n° {item.numero}</span>
              {item.annule && <span className="ms-2 rounded-full bg-danger-50 px-2 py-0.5 text-xs font-semibold text-danger-700">Annulé</span>}
            </>
          )}
          {item.type === "fichier" && fileLabel({ ...item, dateExamen: null })}
        </p>
        <p className="text-sm text-ink-600">
          <time dateTime={item.type === "infiltration" ? item.jour : item.date}>{when}</time>
          {by && ` · ${by}`}
        </p>
      </div>

      {item.type === "rendez_vous" && (
        <div className="mt-1 flex flex-wrap items-center gap-2 text-[15px] text-ink-700">
          <AppointmentStatusBadge status={item.statut as AppointmentStatus} />
          <span className="break-words">{item.motif}</span>
        </div>
      )}

      {item.type === "consultation" &&
        (item.contenuVisible ? (
          <div className={clsx("mt-1.5 flex flex-col gap-1 text-[15px]", compact && "text-sm")}>
            {item.regions.length > 0 && (
              <p className="flex flex-wrap gap-1.5">
                {item.regions.map((entry) => (
                  <span key={entry.region} className="rounded-full bg-primary-50 px-2.5 py-0.5 text-sm font-semibold text-primary-800">
                    {regionAndSide(entry.region, entry.cote)}
                  </span>
                ))}
                {item.douleur !== null && <span className="rounded-full bg-ink-100 px-2.5 py-0.5 text-sm font-semibold text-ink-700">EVA {item.douleur}/10</span>}
              </p>
            )}
            {item.motif && <p className="text-ink-700">{item.motif}</p>}
            {item.diagnostic && <p className="font-semibold text-ink-900">{item.diagnostic}</p>}
            {item.addenda > 0 && <p className="text-sm text-ink-600">{item.addenda === 1 ? "1 addendum" : `${item.addenda} addenda`}</p>}
            {!current && (
              <Link href={`/responsable/consultations/${item.id}`} className="w-fit text-sm font-semibold text-primary-700 underline-offset-2 hover:underline">
                {item.statut === "signe" ? "Lire la consultation" : "Reprendre le brouillon"}
              </Link>
            )}
          </div>
        ) : (
          <p className="mt-1 inline-flex items-center gap-1.5 text-sm text-ink-600">
            <Lock className="size-3.5" aria-hidden="true" />
            Contenu réservé aux médecins
          </p>
        ))}

      {item.type === "fichier" && (
        <div className="mt-1.5 flex items-center gap-3">
          <button
            type="button"
            className={clsx("shrink-0 rounded-lg focus-visible:outline-3 focus-visible:outline-primary-400", compact ? "w-16" : "w-24")}
            onClick={() => onOpenFile?.(item.id)}
            disabled={!onOpenFile}
            aria-label={`Ouvrir ${fileLabel({ ...item, dateExamen: null })}${item.libelle ? ` — ${item.libelle}` : ""}`}
          >
            <FileThumbnail file={{ ...item, dateExamen: null, nomOriginal: item.libelle ?? "Fichier", taille: 0 }} className="aspect-square" />
          </button>
          {item.libelle && <p className={clsx("text-[15px] text-ink-700", compact && "text-sm")}>{item.libelle}</p>}
        </div>
      )}

      {item.type === "infiltration" && doctor && (
        <p className={clsx("mt-1 text-[15px] text-ink-700", compact && "text-sm")}>
          {item.produit} · {item.dose} · lot {item.lot}
        </p>
      )}
    </li>
  );
}
