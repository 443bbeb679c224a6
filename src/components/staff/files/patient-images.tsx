"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { FileText, Images, Pencil, Plus, Smartphone } from "lucide-react";
import { useId, useState } from "react";
import { fileMessages, formatSize, isDicom, isImage, type PatientFile } from "@/client/patient-files";
import { formatInstant } from "@/client/practice-dates";
import { actionFailure, staffApi } from "@/client/staff-api";
import { useStatusMessage } from "@/client/use-status-message";
import { consultationKeys } from "@/components/staff/consultations/consultation-queries";
import { fileLabel } from "@/components/staff/files/file-label";
import { fileKeys, fileQueries } from "@/components/staff/files/file-queries";
import { FileViewer } from "@/components/staff/files/file-viewer";
import { draftOfLabels, LabelFields, labelErrors, labelsOf, type LabelDraft, type LabelErrors } from "@/components/staff/files/label-fields";
import { PhoneUploadPanel } from "@/components/staff/files/phone-upload-panel";
import { UploadForm } from "@/components/staff/files/upload-form";
import { useFileUrl } from "@/components/staff/files/use-file-url";
import { QueryState } from "@/components/staff/shell/query-state";
import { StaffDialog } from "@/components/staff/shell/staff-dialog";
import { StaffPanel } from "@/components/staff/shell/staff-panel";
import { useStaffSession } from "@/components/staff/shell/staff-session";
import { Button } from "@/components/ui/button";
import { StatusMessage } from "@/components/ui/status-message";

/**
 * The file's 'Images et examens' (issue 34, decision 062), for doctors: the X-rays, scans and
 * reports the patient brings, uploaded here (drop or choose, several at once, labelled) or from a
 * phone through a QR code; a gallery of thumbnails (a PDF or a DICOM file as a card), each opened
 * in the viewer (zoom, before/after) and labelled again. Every file is fetched with the token and
 * shown through a `blob:` address.
 */
export function PatientImages({ patientId, readOnly }: { patientId: number; readOnly: boolean }) {
  const query = useQuery(fileQueries.ofPatient(patientId));
  const notice = useStatusMessage();
  const [adding, setAdding] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);
  const [editing, setEditing] = useState<PatientFile | null>(null);
  const files = query.data?.fichiers ?? [];

  return (
    <StaffPanel id="images-examens" title="Images et examens" icon={Images} description="Radiographies, IRM, scanners et comptes rendus apportés par le patient. Réservé aux médecins.">
      <div className="flex flex-col gap-4">
        {!readOnly && (
          <div className="flex flex-col gap-3">
            {!adding && (
              <div className="flex flex-wrap items-center gap-2">
                <Button size="sm" onClick={() => setAdding(true)}>
                  <Plus className="size-4" aria-hidden="true" />
                  Ajouter des fichiers
                </Button>
              </div>
            )}
            {adding && (
              <UploadForm
                patientId={patientId}
                onCancel={() => setAdding(false)}
                onUploaded={(stored) => {
                  setAdding(false);
                  notice.show(fileMessages.uploaded(stored.length));
                }}
              />
            )}
            <PhoneUploadPanel patientId={patientId} />
          </div>
        )}
        <StatusMessage message={notice.message} tone="success" />
        <QueryState query={query} failedMessage={fileMessages.listFailed} emptyMessage={fileMessages.none} isEmpty={(data) => data.fichiers.length === 0} loadingMessage="Chargement des images...">
          {(data) => (
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label="Images et examens du patient">
              {data.fichiers.map((file) => (
                <FileTile key={file.id} file={file} onOpen={() => setViewing(file.id)} onEdit={readOnly ? undefined : () => setEditing(file)} />
              ))}
            </ul>
          )}
        </QueryState>
      </div>
      <FileViewer files={files} openId={viewing} onClose={() => setViewing(null)} />
      <EditLabelsDialog
        file={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          notice.show(fileMessages.saved);
        }}
      />
    </StaffPanel>
  );
}

/** A thumbnail (through a blob: address), or a card naming a PDF or a DICOM file and its size. */
type ThumbnailOf = Pick<PatientFile, "id" | "miniature" | "nomOriginal" | "taille" | "nature" | "region" | "cote" | "dateExamen"> & { typeMime: string };

export function FileThumbnail({ file, className = "aspect-square" }: { file: ThumbnailOf; className?: string }) {
  const thumbnail = useFileUrl(file.id, { miniature: true, enabled: file.miniature });
  if (file.miniature && thumbnail.url) {
    // A blob: address fetched with the token (decision 062), which next/image cannot optimise.
    // eslint-disable-next-line @next/next/no-img-element
    return <img src={thumbnail.url} alt={fileLabel(file)} className={`${className} w-full rounded-lg bg-ink-900 object-cover`} />;
  }
  return (
    <span className={`${className} flex w-full flex-col items-center justify-center gap-1 rounded-lg bg-ink-50 p-2 text-center text-ink-700`}>
      <FileText className="size-8 text-primary-700" aria-hidden="true" />
      {file.miniature && !thumbnail.failed ? (
        <span className="text-xs">Chargement…</span>
      ) : (
        <>
          <span className="line-clamp-2 text-xs font-semibold break-all">{file.nomOriginal}</span>
          {file.taille > 0 && <span className="text-xs text-ink-500">{formatSize(file.taille)}</span>}
          {isDicom(file) && <span className="text-xs text-ink-500">{fileMessages.dicom}</span>}
        </>
      )}
    </span>
  );
}

function FileTile({ file, onOpen, onEdit }: { file: PatientFile; onOpen: () => void; onEdit?: () => void }) {
  const { timeZone } = useStaffSession();
  const label = fileLabel(file);
  return (
    <li className="flex flex-col gap-1.5 rounded-xl border border-ink-100 p-2">
      <button type="button" onClick={onOpen} className="rounded-lg focus-visible:outline-3 focus-visible:outline-primary-400" aria-label={`Ouvrir ${label}${file.libelle ? ` — ${file.libelle}` : ""}`}>
        <FileThumbnail file={file} />
      </button>
      <div className="flex items-start justify-between gap-1">
        <div className="min-w-0 text-sm">
          <p className="font-semibold text-ink-900">{label}</p>
          {file.libelle && <p className="truncate text-ink-700">{file.libelle}</p>}
          <p className="text-xs text-ink-500">
            {file.viaTelephone && <Smartphone className="me-1 inline size-3" aria-label="Envoyé depuis un téléphone" />}
            Ajouté le {formatInstant(file.televerseLe, timeZone)}
            {!isImage(file) && ` · ${formatSize(file.taille)}`}
          </p>
        </div>
        {onEdit && (
          <button type="button" onClick={onEdit} className="grid size-8 shrink-0 place-items-center rounded-full text-ink-500 hover:bg-ink-100 hover:text-ink-900" aria-label={`Modifier les libellés — ${label}`}>
            <Pencil className="size-4" aria-hidden="true" />
          </button>
        )}
      </div>
    </li>
  );
}

function EditLabelsDialog({ file, onClose, onSaved }: { file: PatientFile | null; onClose: () => void; onSaved: () => void }) {
  return (
    <StaffDialog open={file !== null} title="Libellés du fichier" onClose={onClose}>
      {file && <EditLabelsForm key={file.id} file={file} onClose={onClose} onSaved={onSaved} />}
    </StaffDialog>
  );
}

function EditLabelsForm({ file, onClose, onSaved }: { file: PatientFile; onClose: () => void; onSaved: () => void }) {
  const prefix = useId();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<LabelDraft>(() => draftOfLabels(file));
  const [errors, setErrors] = useState<LabelErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: staffApi.files.label,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: fileKeys.ofPatient(file.patientId) });
      void queryClient.invalidateQueries({ queryKey: consultationKeys.timelineOf(file.patientId) });
      onSaved();
    },
    onError: (error) => setFailure(actionFailure(error, fileMessages.saveFailed)),
  });
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        const found = labelErrors(draft);
        setErrors(found);
        if (Object.keys(found).length === 0) save.mutate({ id: file.id, labels: labelsOf(draft) });
      }}
    >
      <p className="text-sm break-all text-ink-600">{file.nomOriginal}</p>
      <LabelFields idPrefix={prefix} value={draft} onChange={setDraft} errors={errors} />
      {failure && (
        <p className="text-sm text-danger-700" role="alert">
          {failure}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          Enregistrer
        </Button>
        <Button variant="ghost" onClick={onClose}>
          Annuler
        </Button>
      </div>
    </form>
  );
}
