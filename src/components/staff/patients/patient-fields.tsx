"use client";

import type { FieldValues, Path, UseFormRegister } from "react-hook-form";
import type { StaffFieldProps } from "@/components/staff/shell/staff-form";
import { Field, inputClasses } from "@/components/ui/field";
import { genderLabels, genders, type IncompleteField, type PatientInput } from "@/schemas/patient";

type PatientFieldsProps<T extends FieldValues> = {
  /** `field` and `error` of useStaffForm over `patientInput`; `register` of its form (radios and the checkbox). */
  field: (name: Path<T>) => StaffFieldProps;
  error: (name: string) => string | undefined;
  register: UseFormRegister<T>;
  /** The fields' id prefix, as given to useStaffForm ("patient" → "patient-nom"). */
  idPrefix: string;
  /** The file's 'Modifier' only: contact fields the file still lacks, which may stay blank (decision 042). */
  contactToComplete?: readonly IncompleteField[];
};

/**
 * The patient form's fields (spec §5), shared by the registration and the file's 'Modifier':
 * every field required but mutuelle and compagnie. The caller's grid lays them out.
 */
export function PatientFields<T extends FieldValues>({ field, error, register, idPrefix, contactToComplete = [] }: PatientFieldsProps<T>) {
  const required = (name: IncompleteField) => !contactToComplete.includes(name);
  const hint = (name: IncompleteField) => (required(name) ? undefined : "À compléter");
  const id = (name: string) => `${idPrefix}-${name}`;
  // The names of patientInput's fields, in the caller's form.
  const input = (name: keyof PatientInput) => field(name as Path<T>);
  const control = (name: "gender" | "mutuelle") => register(name as Path<T>);
  return (
    <>
      <Field label="Nom" htmlFor={id("nom")} required error={error("nom")}>
        <input {...input("nom")} required autoComplete="off" className={inputClasses} />
      </Field>
      <Field label="Prénom" htmlFor={id("prenom")} required error={error("prenom")}>
        <input {...input("prenom")} required autoComplete="off" className={inputClasses} />
      </Field>
      <Field label="Date de naissance" htmlFor={id("dateNaissance")} required error={error("dateNaissance")}>
        <input {...input("dateNaissance")} type="date" required className={inputClasses} />
      </Field>

      <fieldset className="flex flex-col gap-1.5" aria-describedby={error("gender") ? id("gender-error") : undefined}>
        <legend className="mb-1.5 text-sm font-semibold text-ink-800">
          Genre<span className="ml-0.5 text-danger-600" aria-hidden="true">*</span>
        </legend>
        <div className="flex gap-3">
          {genders.map((gender) => (
            <label
              key={gender}
              className="flex h-[50px] flex-1 cursor-pointer items-center gap-2.5 rounded-xl border border-ink-200 bg-white px-4 text-[15px] text-ink-900 transition-colors hover:border-ink-300 has-[:checked]:border-primary-500 has-[:checked]:bg-primary-50 has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-primary-100"
            >
              <input type="radio" {...control("gender")} value={gender} required className="size-4 accent-primary-700" />
              {genderLabels[gender]}
            </label>
          ))}
        </div>
        {error("gender") && (
          <p id={id("gender-error")} className="text-sm text-danger-700">
            {error("gender")}
          </p>
        )}
      </fieldset>

      <Field label="Téléphone" htmlFor={id("telephone")} required error={error("telephone")}>
        <input {...input("telephone")} type="tel" required autoComplete="off" className={inputClasses} />
      </Field>
      <Field label="E-mail" htmlFor={id("email")} required={required("email")} hint={hint("email")} error={error("email")}>
        <input {...input("email")} type="email" required={required("email")} autoComplete="off" className={inputClasses} />
      </Field>
      <Field label="Adresse" htmlFor={id("adresse")} required={required("adresse")} hint={hint("adresse")} error={error("adresse")} className="sm:col-span-2 xl:col-span-1">
        <input {...input("adresse")} required={required("adresse")} autoComplete="off" className={inputClasses} />
      </Field>
      <Field label="Compagnie" htmlFor={id("compagnie")} hint="Facultatif" error={error("compagnie")}>
        <input {...input("compagnie")} autoComplete="off" className={inputClasses} />
      </Field>
      <div className="flex items-center sm:pt-7">
        <label className="flex cursor-pointer items-center gap-2.5 text-[15px] font-semibold text-ink-800">
          <input type="checkbox" {...control("mutuelle")} className="size-5 rounded accent-primary-700" />
          Mutuelle
        </label>
      </div>
    </>
  );
}
