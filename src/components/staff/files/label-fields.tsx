"use client";

import { fileMessages, fileNatureLabels, fileNatures, type FileNature, type PatientFileLabels } from "@/client/patient-files";
import { Field, inputClasses } from "@/components/ui/field";
import { needsSide, regionLabels, regions, sideLabels, sides, type Region, type Side } from "@/schemas/consultation";

/** The labels as typed: the kind still to be chosen, the texts possibly empty. */
export type LabelDraft = { nature: FileNature | ""; region: Region | ""; cote: Side | null; dateExamen: string; libelle: string };

export const emptyLabels: LabelDraft = { nature: "", region: "", cote: null, dateExamen: "", libelle: "" };

export const draftOfLabels = (labels: PatientFileLabels): LabelDraft => ({
  nature: labels.nature,
  region: labels.region ?? "",
  cote: labels.cote,
  dateExamen: labels.dateExamen ?? "",
  libelle: labels.libelle ?? "",
});

export type LabelErrors = Partial<Record<"nature" | "cote", string>>;

/** The kind is required; the side is where the region has one (as for a note's examination). */
export function labelErrors(draft: LabelDraft): LabelErrors {
  const errors: LabelErrors = {};
  if (!draft.nature) errors.nature = fileMessages.chooseNature;
  if (draft.region && needsSide(draft.region) && !draft.cote) errors.cote = fileMessages.chooseSide;
  return errors;
}

/** The labels to send, once `labelErrors` found nothing. */
export const labelsOf = (draft: LabelDraft): PatientFileLabels => ({
  nature: draft.nature as FileNature,
  region: draft.region || null,
  cote: draft.region ? draft.cote : null,
  dateExamen: draft.dateExamen || null,
  libelle: draft.libelle.trim() || null,
});

/** Kind, region, side, exam date and label: of an upload, or of a file already there. */
export function LabelFields({ idPrefix, value, onChange, errors }: { idPrefix: string; value: LabelDraft; onChange: (draft: LabelDraft) => void; errors: LabelErrors }) {
  const id = (name: string) => `${idPrefix}-${name}`;
  const set = <K extends keyof LabelDraft>(key: K, entry: LabelDraft[K]) => onChange({ ...value, [key]: entry });
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <Field label="Type d'examen" htmlFor={id("nature")} required error={errors.nature}>
        <select id={id("nature")} value={value.nature} onChange={(event) => set("nature", event.target.value as FileNature | "")} className={inputClasses} aria-invalid={Boolean(errors.nature)}>
          <option value="">Choisir…</option>
          {fileNatures.map((nature) => (
            <option key={nature} value={nature}>
              {fileNatureLabels[nature]}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Région" htmlFor={id("region")}>
        <select
          id={id("region")}
          value={value.region}
          onChange={(event) => {
            const region = event.target.value as Region | "";
            onChange({ ...value, region, cote: region ? value.cote : null });
          }}
          className={inputClasses}
        >
          <option value="">Non précisée</option>
          {regions.map((region) => (
            <option key={region} value={region}>
              {regionLabels[region]}
            </option>
          ))}
        </select>
      </Field>
      {value.region && (
        <fieldset className="flex flex-col gap-1.5 sm:col-span-2">
          <legend className="mb-1.5 text-sm font-semibold text-ink-800">
            Côté
            {needsSide(value.region) && (
              <span className="ms-0.5 text-danger-600" aria-hidden="true">
                *
              </span>
            )}
          </legend>
          <div className="flex flex-wrap gap-2">
            {sides.map((side) => (
              <label key={side} className="flex h-11 cursor-pointer items-center gap-2 rounded-xl border border-ink-200 px-3.5 text-sm has-[:checked]:border-primary-500 has-[:checked]:bg-primary-50">
                <input type="radio" name={id("cote")} value={side} checked={value.cote === side} onChange={() => set("cote", side)} className="size-4 accent-primary-700" />
                {sideLabels[side]}
              </label>
            ))}
          </div>
          {errors.cote && <p className="text-sm text-danger-700">{errors.cote}</p>}
        </fieldset>
      )}
      <Field label="Date de l'examen" htmlFor={id("date")}>
        <input id={id("date")} type="date" value={value.dateExamen} onChange={(event) => set("dateExamen", event.target.value)} className={inputClasses} />
      </Field>
      <Field label="Libellé" htmlFor={id("libelle")} hint="Par exemple : « Face + profil, avant l'opération ».">
        <input id={id("libelle")} value={value.libelle} onChange={(event) => set("libelle", event.target.value)} maxLength={200} autoComplete="off" className={inputClasses} />
      </Field>
    </div>
  );
}
