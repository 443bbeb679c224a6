"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { formatCalendarDate } from "@/client/practice-dates";
import { actionFailure, isApiError } from "@/client/staff-api";
import { useIssueDocument } from "@/components/staff/documents/document-mutations";
import { documentQueries } from "@/components/staff/documents/document-queries";
import { FormatChoice, issueErrors, type FieldErrors } from "@/components/staff/documents/document-form-parts";
import { StaffDialog } from "@/components/staff/shell/staff-dialog";
import { Button } from "@/components/ui/button";
import { Field, inputClasses } from "@/components/ui/field";
import { StatusMessage } from "@/components/ui/status-message";
import {
  certificateFields,
  certificateKindLabels,
  certificateKinds,
  consolidationKinds,
  consolidationLabels,
  documentInput,
  documentMessages,
  fillCertificateText,
  type CertificateKind,
  type PaperFormat,
} from "@/schemas/document";
import type { PatientRecord } from "@/schemas/patient";

type Draft = { du: string; au: string; ittJours: string; dateAccident: string; dateReprise: string; sport: string; consolidation: string; constatations: string };
const emptyDraft: Draft = { du: "", au: "", ittJours: "", dateAccident: "", dateReprise: "", sport: "", consolidation: "", constatations: "" };

/** The fields each kind asks for (the rest are not shown). */
const fieldsOf: Record<CertificateKind, (keyof Draft)[]> = {
  descriptif: ["constatations", "ittJours"],
  arret_travail: ["du", "au"],
  prolongation: ["du", "au"],
  reprise_travail: ["dateReprise"],
  aptitude_sport: ["sport"],
  at_initial: ["dateAccident", "constatations", "ittJours"],
  at_prolongation: ["dateAccident", "du", "au"],
  at_guerison: ["dateAccident", "consolidation"],
};

const labels: Record<keyof Draft, string> = {
  du: "Du",
  au: "Au (inclus)",
  ittJours: "ITT (jours)",
  dateAccident: "Date de l'accident",
  dateReprise: "Reprise le",
  sport: "Sport",
  consolidation: "Conclusion",
  constatations: "Constatations",
};

/**
 * 'Nouveau certificat': the kind, its few fields, and the text as it will be printed (the admin's
 * template filled in), on A4 or A5.
 */
export function CertificateDialog({ patient, open, onClose, onIssued }: { patient: PatientRecord; open: boolean; onClose: () => void; onIssued: (numero: string) => void }) {
  return (
    <StaffDialog open={open} title={`Nouveau certificat — ${patient.prenom} ${patient.nom}`} onClose={onClose}>
      {open && <CertificateForm patient={patient} onCancel={onClose} onIssued={onIssued} />}
    </StaffDialog>
  );
}

function CertificateForm({ patient, onCancel, onIssued }: { patient: PatientRecord; onCancel: () => void; onIssued: (numero: string) => void }) {
  const templates = useQuery(documentQueries.templates());
  const [modele, setModele] = useState<CertificateKind>("arret_travail");
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [format, setFormat] = useState<PaperFormat>("A4");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const issue = useIssueDocument(patient.id, {
    onSuccess: (issued) => onIssued(issued.numero),
    onError: (error) => {
      setFailure(actionFailure(error, documentMessages.issueFailed));
      if (isApiError(error)) setErrors(error.fieldErrors);
    },
  });
  const template = templates.data?.find((candidate) => candidate.genre === modele);
  const shown = fieldsOf[modele];
  const text = (name: keyof Draft) => (shown.includes(name) && draft[name].trim() ? draft[name].trim() : null);
  const payload = {
    type: "certificat" as const,
    modele,
    format,
    du: text("du"),
    au: text("au"),
    ittJours: text("ittJours") === null ? null : Number(draft.ittJours),
    dateAccident: text("dateAccident"),
    dateReprise: text("dateReprise"),
    sport: text("sport"),
    consolidation: text("consolidation") as (typeof consolidationKinds)[number] | null,
    constatations: text("constatations"),
  };
  const preview = template?.texte ? fillCertificateText(template.texte, certificateFields(patient, payload, { date: formatCalendarDate, blank: "…" })) : null;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const checked = issueErrors(documentInput, payload);
    setErrors(checked);
    setFailure(Object.keys(checked).length > 0 ? "Vérifiez les champs signalés." : null);
    if (Object.keys(checked).length === 0) issue.mutate(payload);
  };

  const input = (name: keyof Draft, type: "date" | "number" | "text") => (
    <Field key={name} label={labels[name]} htmlFor={`certificat-${name}`} required error={errors[name]} className={name === "constatations" ? "sm:col-span-2" : undefined}>
      {name === "constatations" ? (
        <textarea
          id={`certificat-${name}`}
          rows={4}
          value={draft[name]}
          onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={errors[name] ? `certificat-${name}-error` : undefined}
          className={inputClasses}
        />
      ) : (
        <input
          id={`certificat-${name}`}
          type={type}
          {...(type === "number" ? { min: 0, max: 365, inputMode: "numeric" as const } : {})}
          value={draft[name]}
          onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={errors[name] ? `certificat-${name}-error` : undefined}
          className={inputClasses}
        />
      )}
    </Field>
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <Field label="Certificat" htmlFor="certificat-modele" required>
        <select
          id="certificat-modele"
          value={modele}
          onChange={(event) => {
            setModele(event.target.value as CertificateKind);
            setErrors({});
          }}
          className={inputClasses}
        >
          {certificateKinds.map((kind) => (
            <option key={kind} value={kind}>
              {certificateKindLabels[kind]}
            </option>
          ))}
        </select>
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        {shown.map((name) =>
          name === "consolidation" ? (
            <Field key={name} label={labels[name]} htmlFor="certificat-consolidation" required error={errors[name]}>
              <select id="certificat-consolidation" value={draft.consolidation} onChange={(event) => setDraft({ ...draft, consolidation: event.target.value })} className={inputClasses}>
                <option value="">— Choisir —</option>
                {consolidationKinds.map((kind) => (
                  <option key={kind} value={kind}>
                    {consolidationLabels[kind]}
                  </option>
                ))}
              </select>
            </Field>
          ) : (
            input(name, name === "ittJours" ? "number" : name === "sport" || name === "constatations" ? "text" : "date")
          ),
        )}
      </div>
      {preview && (
        <div className="rounded-xl border border-ink-100 bg-ink-50 p-4">
          <p className="mb-2 text-sm font-semibold text-ink-800">{template?.titre} — texte imprimé</p>
          <p className="text-sm whitespace-pre-line text-ink-700">{preview}</p>
        </div>
      )}
      <FormatChoice name="certificat-format" value={format} onChange={setFormat} />
      <StatusMessage message={failure} tone="error" />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Annuler
        </Button>
        <Button type="submit" disabled={issue.isPending}>
          {issue.isPending ? "Établissement..." : "Établir le certificat"}
        </Button>
      </div>
    </form>
  );
}
