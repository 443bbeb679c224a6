"use client";

import { Field, inputClasses } from "@/components/ui/field";

/** A doctor's letterhead (decision 053): what their ordonnances and certificates print under their name. */
export type LetterheadValues = { inpe: string; specialite: string; titres: string };

export const letterheadFieldNames = ["inpe", "specialite", "titres"] as const;

/** The account's values, blank where none. */
export function letterheadOf(account: { inpe?: string | null; specialite?: string | null; titres?: string | null }): LetterheadValues {
  return { inpe: account.inpe ?? "", specialite: account.specialite ?? "", titres: account.titres ?? "" };
}

/** Only what changed, a blank field sent as null (cleared): an unchanged account's payload stays the spec's. */
export function letterheadChanges(before: LetterheadValues, after: LetterheadValues): Partial<Record<keyof LetterheadValues, string | null>> {
  return Object.fromEntries(
    letterheadFieldNames.filter((name) => before[name].trim() !== after[name].trim()).map((name) => [name, after[name].trim() === "" ? null : after[name].trim()]),
  );
}

type LetterheadFieldsProps = {
  values: LetterheadValues;
  onChange: (values: LetterheadValues) => void;
  error: (name: string) => string | undefined;
  idPrefix: string;
};

/** 'En-tête des documents': INPE, spécialité and titres, all optional. */
export function LetterheadFields({ values, onChange, error, idPrefix }: LetterheadFieldsProps) {
  const input = (name: keyof LetterheadValues) => ({
    id: `${idPrefix}-${name}`,
    name,
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange({ ...values, [name]: event.target.value }),
    "aria-invalid": error(name) ? true : undefined,
    "aria-describedby": error(name) ? `${idPrefix}-${name}-error` : undefined,
    className: inputClasses,
  });
  return (
    <fieldset className="grid gap-4 rounded-xl border border-ink-200 p-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold text-ink-800">En-tête des documents (ordonnances, certificats)</legend>
      <Field label="Numéro INPE" htmlFor={`${idPrefix}-inpe`} error={error("inpe")}>
        <input {...input("inpe")} inputMode="numeric" autoComplete="off" maxLength={20} />
      </Field>
      <Field label="Spécialité" htmlFor={`${idPrefix}-specialite`} error={error("specialite")} hint="Par défaut, celle du cabinet.">
        <input {...input("specialite")} autoComplete="off" maxLength={150} />
      </Field>
      <Field label="Titres" htmlFor={`${idPrefix}-titres`} error={error("titres")} hint="Ex. : Ancien interne des hôpitaux · Membre de la SMACOT" className="sm:col-span-2">
        <textarea {...input("titres")} rows={2} maxLength={500} />
      </Field>
    </fieldset>
  );
}
