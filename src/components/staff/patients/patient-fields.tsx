"use client";

import type { FieldValues, Path, UseFormRegister } from "react-hook-form";
import type { StaffFieldProps } from "@/components/staff/shell/staff-form";
import { GenderField } from "@/components/staff/patients/gender-field";
import { Field, inputClasses } from "@/components/ui/field";
import { type IncompleteField, type PatientInput } from "@/schemas/patient";

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

      <GenderField registration={control("gender")} error={error("gender")} errorId={id("gender-error")} />

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
