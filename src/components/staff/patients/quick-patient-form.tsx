"use client";

import { UserPlus } from "lucide-react";
import { type DefaultValues } from "react-hook-form";
import { actionFailure } from "@/client/staff-api";
import { DuplicateWarning } from "@/components/staff/patients/duplicate-warning";
import { useRegisterArrivingPatient } from "@/components/staff/patients/patient-mutations";
import { useDuplicateCheck } from "@/components/staff/patients/use-duplicate-check";
import { FormFooter } from "@/components/staff/shell/form-footer";
import { useStaffForm } from "@/components/staff/shell/staff-form";
import { GenderField } from "@/components/staff/patients/gender-field";
import { Field, inputClasses } from "@/components/ui/field";
import { type DuplicateCandidate, patientMessages, type PatientQuickInput, patientQuickInput, type PatientRecord } from "@/schemas/patient";

const emptyDraft: DefaultValues<PatientQuickInput> = {
  nom: "",
  prenom: "",
  dateNaissance: "",
  gender: undefined,
  telephone: "",
  email: "",
  adresse: "",
  cin: "",
  mutuelle: false,
  compagnie: "",
};

type QuickPatientFormProps = {
  /** Values to start from: a request's nom, prenom and telephone. */
  initial?: Partial<Pick<PatientQuickInput, "nom" | "prenom" | "telephone">>;
  /** Told the new file. */
  onCreated: (patient: PatientRecord) => void;
  /** Offered beside each likely duplicate: take that patient instead of creating a new file. */
  onChooseExisting?: (candidate: DuplicateCandidate) => void;
  /** The fields' id prefix, unique on the page. */
  idPrefix?: string;
  submitLabel?: string;
};

/**
 * A patient registered as they arrive (decision 042): at the desk without an appointment, from the
 * agenda's booking, or from a request sent with a phone number only. Name, first name, birth
 * date, gender and phone are required; the e-mail and the address can wait (the file then reads
 * « à compléter »); the CIN is optional. Likely duplicates are shown first, as on the spec's form.
 */
export function QuickPatientForm({ initial, onCreated, onChooseExisting, idPrefix = "arrivee", submitLabel = "Enregistrer le patient" }: QuickPatientFormProps) {
  const { form, field, error, status, detail, startAttempt, showFailure } = useStaffForm({
    schema: patientQuickInput,
    defaultValues: { ...emptyDraft, ...initial },
    idPrefix,
  });
  const duplicates = useDuplicateCheck<PatientQuickInput>(form);
  const register = useRegisterArrivingPatient({
    onMutate: startAttempt,
    onSuccess: (patient) => {
      duplicates.clear();
      status.show(patientMessages.added);
      form.reset(emptyDraft);
      onCreated(patient);
    },
    onError: (failure, { draft }) => {
      if (!duplicates.caught(failure, draft)) showFailure(actionFailure(failure, patientMessages.addFailed), failure);
    },
  });
  const busy = register.isPending;
  const id = (name: string) => `${idPrefix}-${name}`;

  return (
    <form
      method="post"
      noValidate
      aria-label="Enregistrer un patient"
      onSubmit={form.handleSubmit((draft) => register.mutate({ draft: draft as PatientQuickInput, confirmed: false }))}
      className="grid gap-4 sm:grid-cols-2"
    >
      <p className="text-sm text-ink-500 sm:col-span-2">
        Les champs marqués d&apos;un astérisque sont obligatoires. L&apos;e-mail et l&apos;adresse peuvent être complétés plus tard.
      </p>
      <Field label="Nom" htmlFor={id("nom")} required error={error("nom")}>
        {/* A name typed in Arabic script reads right to left (decision 042). */}
        <input {...field("nom")} required autoComplete="off" dir="auto" className={inputClasses} />
      </Field>
      <Field label="Prénom" htmlFor={id("prenom")} required error={error("prenom")}>
        <input {...field("prenom")} required autoComplete="off" dir="auto" className={inputClasses} />
      </Field>
      <Field label="Date de naissance" htmlFor={id("dateNaissance")} required error={error("dateNaissance")}>
        <input {...field("dateNaissance")} type="date" required className={inputClasses} />
      </Field>
      <Field label="Téléphone" htmlFor={id("telephone")} required error={error("telephone")}>
        <input {...field("telephone")} type="tel" inputMode="tel" required autoComplete="off" className={inputClasses} />
      </Field>
      <GenderField registration={form.register("gender")} error={error("gender")} errorId={id("gender-error")} className="sm:col-span-2" />
      <Field label="E-mail" htmlFor={id("email")} hint="Facultatif : à compléter plus tard" error={error("email")}>
        <input {...field("email")} type="email" autoComplete="off" className={inputClasses} />
      </Field>
      <Field label="CIN" htmlFor={id("cin")} hint="Facultatif, ex. AB123456" error={error("cin")}>
        <input {...field("cin")} autoComplete="off" autoCapitalize="characters" spellCheck={false} className={inputClasses} />
      </Field>
      <Field label="Adresse" htmlFor={id("adresse")} hint="Facultatif : à compléter plus tard" error={error("adresse")} className="sm:col-span-2">
        <input {...field("adresse")} autoComplete="off" className={inputClasses} />
      </Field>
      <div className="flex flex-col gap-3 sm:col-span-2">
        {duplicates.refused && (
          <DuplicateWarning
            candidates={duplicates.refused.candidates}
            busy={busy}
            onConfirm={() => register.mutate({ draft: duplicates.refused!.payload, confirmed: true })}
            onChoose={onChooseExisting}
          />
        )}
        <FormFooter
          message={status.message}
          detail={detail}
          submitLabel={submitLabel}
          busyLabel="Enregistrement..."
          busy={busy}
          icon={<UserPlus className="size-4" aria-hidden="true" />}
        />
      </div>
    </form>
  );
}
