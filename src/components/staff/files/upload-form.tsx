"use client";

import { useQueryClient } from "@tanstack/react-query";
import clsx from "clsx";
import { Upload, X } from "lucide-react";
import { useId, useRef, useState } from "react";
import { ACCEPTED_FILES, fileMessages, formatSize, MAX_FILE_BYTES, uploadPatientFiles, isUploadFailure, type PatientFile } from "@/client/patient-files";
import { fileKeys } from "@/components/staff/files/file-queries";
import { emptyLabels, LabelFields, labelErrors, labelsOf, type LabelDraft, type LabelErrors } from "@/components/staff/files/label-fields";
import { consultationKeys } from "@/components/staff/consultations/consultation-queries";
import { patientKeys } from "@/components/staff/patients/patient-queries";
import { useStaffSession } from "@/components/staff/shell/staff-session";
import { Button } from "@/components/ui/button";

const acceptedTypes = ["image/jpeg", "image/png", "application/pdf", "application/dicom"];

/** What the browser can tell before sending: the size, and a type or name that is none of the four (the server reads the content). */
function refusalOf(file: File): string | null {
  if (file.size > MAX_FILE_BYTES) return fileMessages.tooLarge(file.name);
  const known = acceptedTypes.includes(file.type) || /\.(jpe?g|png|pdf|dcm)$/i.test(file.name) || (file.type === "" && !/\.[a-z0-9]{1,5}$/i.test(file.name));
  return known ? null : fileMessages.wrongType(file.name);
}

type UploadFormProps = { patientId: number; onUploaded: (files: PatientFile[]) => void; onCancel?: () => void };

/**
 * The upload of the images and reports a patient brings (decision 062): files dropped on the
 * zone or chosen with its button (several at once), their labels (kind required, side where the
 * region has one), a progress bar while they go, and the server's French reason when it refuses
 * one (not an image, a PDF or a DICOM file; more than 25 MB).
 */
export function UploadForm({ patientId, onUploaded, onCancel }: UploadFormProps) {
  const prefix = useId();
  const { token } = useStaffSession();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<File[]>([]);
  const [labels, setLabels] = useState<LabelDraft>(emptyLabels);
  const [errors, setErrors] = useState<LabelErrors & { fichiers?: string }>({});
  const [dragging, setDragging] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const add = (files: FileList | File[] | null) => {
    if (!files) return;
    const list = [...files];
    const refused = list.map(refusalOf).filter((reason): reason is string => reason !== null);
    setChosen((current) => [...current, ...list.filter((file) => refusalOf(file) === null)]);
    setErrors((current) => ({ ...current, fichiers: refused.length > 0 ? refused.join(" ") : undefined }));
    setFailure(null);
  };

  const submit = async () => {
    const found: LabelErrors & { fichiers?: string } = labelErrors(labels);
    if (chosen.length === 0) found.fichiers = fileMessages.chooseFiles;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setFailure(null);
    setProgress(0);
    try {
      const stored = await uploadPatientFiles(patientId, { ...labelsOf(labels), fichiers: chosen }, setProgress, token);
      void queryClient.invalidateQueries({ queryKey: fileKeys.ofPatient(patientId) });
      void queryClient.invalidateQueries({ queryKey: consultationKeys.timelineOf(patientId) });
      void queryClient.invalidateQueries({ queryKey: patientKeys.accessHistoryOf(patientId) });
      setChosen([]);
      setLabels(emptyLabels);
      onUploaded(stored);
    } catch (error) {
      setFailure(isUploadFailure(error) ? error.message : fileMessages.uploadFailed);
    } finally {
      setProgress(null);
    }
  };

  const sending = progress !== null;
  return (
    <form
      noValidate
      aria-label="Ajouter des images ou examens"
      className="flex flex-col gap-4 rounded-xl border border-ink-200 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h3 className="font-bold">Ajouter des images ou examens</h3>
      <div
        className={clsx(
          "flex flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors",
          dragging ? "border-primary-500 bg-primary-50" : errors.fichiers ? "border-danger-300" : "border-ink-200",
        )}
        onDragEnter={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragOver={(event) => event.preventDefault()}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          add(event.dataTransfer.files);
        }}
      >
        <Upload className="size-7 text-primary-700" aria-hidden="true" />
        <p className="text-[15px] text-ink-700">Déposez ici les radios, IRM, comptes rendus… ou</p>
        <Button size="sm" variant="secondary" onClick={() => input.current?.click()} disabled={sending}>
          Choisir des fichiers
        </Button>
        <input
          ref={input}
          id={`${prefix}-fichiers`}
          type="file"
          multiple
          accept={ACCEPTED_FILES}
          className="sr-only"
          aria-label="Fichiers à ajouter"
          tabIndex={-1}
          onChange={(event) => {
            add(event.target.files);
            event.target.value = "";
          }}
        />
        <p className="text-sm text-ink-500">JPEG, PNG, PDF ou DICOM, 25 Mo au plus chacun.</p>
      </div>
      {errors.fichiers && <p className="text-sm text-danger-700">{errors.fichiers}</p>}
      {chosen.length > 0 && (
        <ul className="flex flex-col gap-1.5" aria-label="Fichiers choisis">
          {chosen.map((file, index) => (
            <li key={`${file.name}-${index}`} className="flex items-center justify-between gap-2 rounded-lg bg-ink-50 px-3 py-1.5 text-sm">
              <span className="min-w-0 truncate">
                {file.name} <span className="text-ink-500">· {formatSize(file.size)}</span>
              </span>
              <button
                type="button"
                className="grid size-8 shrink-0 place-items-center rounded-full text-ink-500 hover:bg-ink-100"
                aria-label={`Retirer ${file.name}`}
                disabled={sending}
                onClick={() => setChosen((current) => current.filter((_, at) => at !== index))}
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <LabelFields idPrefix={prefix} value={labels} onChange={setLabels} errors={errors} />
      {sending && (
        <div className="flex flex-col gap-1">
          <progress className="h-2 w-full accent-primary-700" max={1} value={progress} aria-label="Téléversement" />
          <p className="text-sm text-ink-600" role="status">
            Envoi… {Math.round(progress * 100)} %
          </p>
        </div>
      )}
      {failure && (
        <p className="rounded-lg border border-danger-200 bg-danger-50 px-3 py-2 text-sm text-danger-700" role="alert">
          {failure}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={sending}>
          Téléverser
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel} disabled={sending}>
            Annuler
          </Button>
        )}
      </div>
    </form>
  );
}
