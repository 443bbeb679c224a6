"use client";

import { useQuery } from "@tanstack/react-query";
import { Plus, Star, Trash2 } from "lucide-react";
import { useState } from "react";
import { actionFailure, isApiError } from "@/client/staff-api";
import { useAddFavourite, useIssueDocument, useRemoveFavourite, useSaveOrdonnanceTemplate } from "@/components/staff/documents/document-mutations";
import { documentQueries } from "@/components/staff/documents/document-queries";
import { FormatChoice, issueErrors, type FieldErrors } from "@/components/staff/documents/document-form-parts";
import { StaffDialog } from "@/components/staff/shell/staff-dialog";
import { Button } from "@/components/ui/button";
import { Field, inputClasses } from "@/components/ui/field";
import { StatusMessage } from "@/components/ui/status-message";
import {
  documentInput,
  documentMessages,
  otherLineKindLabels,
  otherLineKinds,
  type MedicineLineInput,
  type OtherLineKind,
  type PaperFormat,
} from "@/schemas/document";
import type { PatientRecord } from "@/schemas/patient";

type LineDraft = { nom: string; forme: string; posologie: string; posologieAr: string; duree: string; quantite: string };
type OtherDraft = { genre: OtherLineKind; texte: string; seances: string };

const emptyLine = (): LineDraft => ({ nom: "", forme: "", posologie: "", posologieAr: "", duree: "", quantite: "" });
const draftOf = (line: MedicineLineInput): LineDraft => ({
  nom: line.nom ?? "",
  forme: line.forme ?? "",
  posologie: line.posologie ?? "",
  posologieAr: line.posologieAr ?? "",
  duree: line.duree ?? "",
  quantite: line.quantite ?? "",
});

/**
 * 'Nouvelle ordonnance': lines of medicine (from a template, a favourite or typed), free lines
 * (kinésithérapie, imaging, other), the paper size, and the posology in Arabic when asked. Every
 * line stays editable; the server checks the whole and issues the numbered document.
 */
export function OrdonnanceDialog({ patient, open, onClose, onIssued }: { patient: PatientRecord; open: boolean; onClose: () => void; onIssued: (numero: string) => void }) {
  return (
    <StaffDialog open={open} title={`Nouvelle ordonnance — ${patient.prenom} ${patient.nom}`} onClose={onClose}>
      {open && <OrdonnanceForm patientId={patient.id} onCancel={onClose} onIssued={onIssued} />}
    </StaffDialog>
  );
}

function OrdonnanceForm({ patientId, onCancel, onIssued }: { patientId: number; onCancel: () => void; onIssued: (numero: string) => void }) {
  const templates = useQuery(documentQueries.templates());
  const favourites = useQuery(documentQueries.favourites());
  const ordonnanceTemplates = (templates.data ?? []).filter((template) => template.genre === "ordonnance" && template.actif);
  const [lines, setLines] = useState<LineDraft[]>([emptyLine()]);
  const [others, setOthers] = useState<OtherDraft[]>([]);
  const [format, setFormat] = useState<PaperFormat>("A5");
  const [arabe, setArabe] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [favouriteNotice, setFavouriteNotice] = useState<string | null>(null);
  const issue = useIssueDocument(patientId, {
    onSuccess: (issued) => onIssued(issued.numero),
    onError: (error) => {
      setFailure(actionFailure(error, documentMessages.issueFailed));
      if (isApiError(error)) setErrors(error.fieldErrors);
    },
  });
  const addFavourite = useAddFavourite({
    onSuccess: (saved) => setFavouriteNotice(`« ${saved.ligne.nom} » ajouté aux favoris avec succès.`),
    onError: () => setFavouriteNotice("Impossible d'ajouter ce favori."),
  });
  const removeFavourite = useRemoveFavourite({
    onSuccess: () => setFavouriteNotice("Favori retiré avec succès."),
    onError: () => setFavouriteNotice("Impossible de retirer ce favori."),
  });

  const [templateName, setTemplateName] = useState("");
  const [templateNotice, setTemplateNotice] = useState<string | null>(null);
  const saveTemplate = useSaveOrdonnanceTemplate({
    onSuccess: (saved) => {
      setTemplateName("");
      setTemplateNotice(`Modèle « ${saved.nom} » enregistré avec succès.`);
    },
    onError: (error) => setTemplateNotice(actionFailure(error, "Impossible d'enregistrer ce modèle : vérifiez son nom et ses lignes.")),
  });

  const applyTemplate = (id: string) => {
    const template = ordonnanceTemplates.find((candidate) => String(candidate.id) === id);
    if (!template) return;
    setLines((template.lignes ?? []).map(draftOf));
    setOthers((template.autres ?? []).map((line) => ({ genre: line.genre, texte: line.texte, seances: line.seances ? String(line.seances) : "" })));
    if ((template.lignes ?? []).some((line) => line.posologieAr)) setArabe(true);
  };

  const setLine = (index: number, change: Partial<LineDraft>) => setLines((current) => current.map((line, i) => (i === index ? { ...line, ...change } : line)));
  const setOther = (index: number, change: Partial<OtherDraft>) => setOthers((current) => current.map((line, i) => (i === index ? { ...line, ...change } : line)));

  const filledLines = () => ({
    lignes: lines.filter((line) => Object.values(line).some((value) => value.trim() !== "")),
    autres: others
      .filter((line) => line.texte.trim() !== "")
      .map((line) => ({ genre: line.genre, texte: line.texte, seances: line.genre === "kinesitherapie" && line.seances ? Number(line.seances) : null })),
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const payload = { type: "ordonnance" as const, format, arabe, ...filledLines() };
    const checked = issueErrors(documentInput, payload);
    setErrors(checked);
    setFailure(Object.keys(checked).length > 0 ? "Vérifiez les lignes signalées." : null);
    if (Object.keys(checked).length === 0) issue.mutate(payload);
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Partir d'un modèle" htmlFor="ordonnance-modele" hint="Remplace les lignes ci-dessous ; chacune reste modifiable.">
          <select id="ordonnance-modele" defaultValue="" onChange={(event) => applyTemplate(event.target.value)} className={inputClasses}>
            <option value="">{templates.isPending ? "Chargement..." : "— Choisir un modèle —"}</option>
            {ordonnanceTemplates.map((template) => (
              <option key={template.id} value={template.id}>
                {template.nom}
                {template.partage ? "" : " (personnel)"}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Ajouter un favori" htmlFor="ordonnance-favori" hint={favourites.data?.length === 0 ? "Aucun favori : ★ sur une ligne l'ajoute." : undefined}>
          <select
            id="ordonnance-favori"
            value=""
            onChange={(event) => {
              const favourite = favourites.data?.find((candidate) => String(candidate.id) === event.target.value);
              if (favourite) setLines((current) => [...current.filter((line) => Object.values(line).some((value) => value.trim() !== "")), draftOf(favourite.ligne)]);
            }}
            className={inputClasses}
          >
            <option value="">— Mes favoris —</option>
            {(favourites.data ?? []).map((favourite) => (
              <option key={favourite.id} value={favourite.id}>
                {favourite.ligne.nom}
                {favourite.ligne.forme ? ` — ${favourite.ligne.forme}` : ""}
              </option>
            ))}
          </select>
        </Field>
      </div>
      {(favourites.data?.length ?? 0) > 0 && (
        <details className="rounded-xl border border-ink-100 px-4 py-2 text-sm">
          <summary className="cursor-pointer font-semibold text-primary-800">Gérer mes favoris</summary>
          <ul className="mt-2 flex flex-col divide-y divide-ink-100" aria-label="Mes favoris">
            {favourites.data!.map((favourite) => (
              <li key={favourite.id} className="flex items-center justify-between gap-2 py-1.5">
                <span className="min-w-0">
                  {favourite.ligne.nom}
                  {favourite.ligne.forme ? ` — ${favourite.ligne.forme}` : ""}
                </span>
                <Button size="sm" variant="ghost" onClick={() => removeFavourite.mutate(favourite.id)} disabled={removeFavourite.isPending} aria-label={`Retirer « ${favourite.ligne.nom} » des favoris`}>
                  Retirer
                </Button>
              </li>
            ))}
          </ul>
        </details>
      )}

      <div className="flex flex-col gap-4">
        {lines.map((line, index) => (
          <fieldset key={index} className="grid gap-3 rounded-xl border border-ink-200 p-4 sm:grid-cols-2">
            <legend className="px-1 text-sm font-semibold text-ink-800">Médicament {index + 1}</legend>
            <Field label="Médicament" htmlFor={`ligne-${index}-nom`} required error={errors[`lignes.${index}.nom`]}>
              <input id={`ligne-${index}-nom`} value={line.nom} onChange={(event) => setLine(index, { nom: event.target.value })} className={inputClasses} autoComplete="off" />
            </Field>
            <Field label="Forme et dosage" htmlFor={`ligne-${index}-forme`} error={errors[`lignes.${index}.forme`]}>
              <input id={`ligne-${index}-forme`} value={line.forme} onChange={(event) => setLine(index, { forme: event.target.value })} className={inputClasses} autoComplete="off" />
            </Field>
            <Field label="Posologie" htmlFor={`ligne-${index}-posologie`} required error={errors[`lignes.${index}.posologie`]} className="sm:col-span-2">
              <input id={`ligne-${index}-posologie`} value={line.posologie} onChange={(event) => setLine(index, { posologie: event.target.value })} className={inputClasses} autoComplete="off" />
            </Field>
            {arabe && (
              <Field label="Posologie en arabe" htmlFor={`ligne-${index}-posologieAr`} error={errors[`lignes.${index}.posologieAr`]} className="sm:col-span-2">
                <input
                  id={`ligne-${index}-posologieAr`}
                  dir="rtl"
                  lang="ar"
                  value={line.posologieAr}
                  onChange={(event) => setLine(index, { posologieAr: event.target.value })}
                  className={inputClasses}
                  autoComplete="off"
                />
              </Field>
            )}
            <Field label="Durée" htmlFor={`ligne-${index}-duree`} error={errors[`lignes.${index}.duree`]}>
              <input id={`ligne-${index}-duree`} value={line.duree} onChange={(event) => setLine(index, { duree: event.target.value })} className={inputClasses} autoComplete="off" />
            </Field>
            <Field label="Quantité" htmlFor={`ligne-${index}-quantite`} error={errors[`lignes.${index}.quantite`]}>
              <input id={`ligne-${index}-quantite`} value={line.quantite} onChange={(event) => setLine(index, { quantite: event.target.value })} className={inputClasses} autoComplete="off" />
            </Field>
            <div className="flex flex-wrap gap-2 sm:col-span-2">
              <Button
                size="sm"
                variant="ghost"
                disabled={!line.nom.trim() || !line.posologie.trim() || addFavourite.isPending}
                onClick={() => addFavourite.mutate({ ...line, forme: line.forme || null, posologieAr: line.posologieAr || null, duree: line.duree || null, quantite: line.quantite || null })}
                aria-label={`Ajouter le médicament ${index + 1} aux favoris`}
              >
                <Star className="size-4" aria-hidden="true" />
                Favori
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setLines((current) => current.filter((_, i) => i !== index))} aria-label={`Retirer le médicament ${index + 1}`}>
                <Trash2 className="size-4" aria-hidden="true" />
                Retirer
              </Button>
            </div>
          </fieldset>
        ))}
        <StatusMessage message={favouriteNotice} />
        <Button size="sm" variant="secondary" className="self-start" onClick={() => setLines((current) => [...current, emptyLine()])}>
          <Plus className="size-4" aria-hidden="true" />
          Ajouter un médicament
        </Button>
      </div>

      <div className="flex flex-col gap-4">
        {others.map((line, index) => (
          <fieldset key={index} className="grid gap-3 rounded-xl border border-ink-200 p-4 sm:grid-cols-[12rem_1fr]">
            <legend className="px-1 text-sm font-semibold text-ink-800">Autre prescription {index + 1}</legend>
            <Field label="Genre" htmlFor={`autre-${index}-genre`}>
              <select id={`autre-${index}-genre`} value={line.genre} onChange={(event) => setOther(index, { genre: event.target.value as OtherLineKind })} className={inputClasses}>
                {otherLineKinds.map((kind) => (
                  <option key={kind} value={kind}>
                    {otherLineKindLabels[kind]}
                  </option>
                ))}
              </select>
            </Field>
            <Field label="Prescription" htmlFor={`autre-${index}-texte`} required error={errors[`autres.${index}.texte`]}>
              <input id={`autre-${index}-texte`} value={line.texte} onChange={(event) => setOther(index, { texte: event.target.value })} className={inputClasses} autoComplete="off" />
            </Field>
            {line.genre === "kinesitherapie" && (
              <Field label="Nombre de séances" htmlFor={`autre-${index}-seances`} error={errors[`autres.${index}.seances`]}>
                <input
                  id={`autre-${index}-seances`}
                  type="number"
                  min={1}
                  max={100}
                  inputMode="numeric"
                  value={line.seances}
                  onChange={(event) => setOther(index, { seances: event.target.value })}
                  className={inputClasses}
                />
              </Field>
            )}
            <div className="flex items-end sm:col-span-2">
              <Button size="sm" variant="ghost" onClick={() => setOthers((current) => current.filter((_, i) => i !== index))} aria-label={`Retirer l'autre prescription ${index + 1}`}>
                <Trash2 className="size-4" aria-hidden="true" />
                Retirer
              </Button>
            </div>
          </fieldset>
        ))}
        <Button size="sm" variant="secondary" className="self-start" onClick={() => setOthers((current) => [...current, { genre: "kinesitherapie", texte: "", seances: "" }])}>
          <Plus className="size-4" aria-hidden="true" />
          Kinésithérapie, imagerie ou autre
        </Button>
      </div>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <FormatChoice name="ordonnance-format" value={format} onChange={setFormat} />
        <label className="flex items-center gap-2.5 text-[15px] font-semibold text-ink-800">
          <input type="checkbox" checked={arabe} onChange={(event) => setArabe(event.target.checked)} className="size-4 accent-primary-700" />
          Posologie aussi en arabe
        </label>
      </div>
      <div className="flex flex-col gap-2 rounded-xl border border-dashed border-ink-200 p-4 sm:flex-row sm:items-end">
        <Field label="Enregistrer ces lignes comme modèle" htmlFor="ordonnance-nouveau-modele" className="grow">
          <input
            id="ordonnance-nouveau-modele"
            value={templateName}
            onChange={(event) => setTemplateName(event.target.value)}
            placeholder="Ex. : Après arthroscopie du genou"
            maxLength={120}
            className={inputClasses}
            autoComplete="off"
          />
        </Field>
        <Button
          size="sm"
          variant="secondary"
          className="sm:mb-1.5"
          disabled={!templateName.trim() || saveTemplate.isPending}
          onClick={() => saveTemplate.mutate({ nom: templateName, ...filledLines() })}
        >
          Enregistrer comme modèle
        </Button>
      </div>
      <StatusMessage message={templateNotice} />
      {errors.lignes && <p className="text-sm text-danger-700">{errors.lignes}</p>}
      <StatusMessage message={failure} tone="error" />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Annuler
        </Button>
        <Button type="submit" disabled={issue.isPending}>
          {issue.isPending ? "Établissement..." : "Établir l'ordonnance"}
        </Button>
      </div>
    </form>
  );
}
