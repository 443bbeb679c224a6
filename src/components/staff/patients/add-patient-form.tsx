"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { type DefaultValues } from "react-hook-form";
import { actionFailure, duplicatesOf, staffApi } from "@/client/staff-api";
import { DuplicateWarning } from "@/components/staff/patients/duplicate-warning";
import { patientKeys } from "@/components/staff/patients/patient-queries";
import { useStaffForm } from "@/components/staff/shell/staff-form";
import { FormFooter } from "@/components/staff/shell/form-footer";
import { Field, inputClasses } from "@/components/ui/field";
import { genderLabels, genders, patientInput, patientMessages, type DuplicateCandidate, type Patient, type PatientInput } from "@/schemas/patient";

const emptyDraft: DefaultValues<PatientInput> = {
  nom: "",
  prenom: "",
  dateNaissance: "",
  gender: undefined,
  telephone: "",
  email: "",
  adresse: "",
  mutuelle: false,
  compagnie: "",
};

type AddPatientFormProps = {
  /** Values to start from: the conversion of a request prefills nom, prenom and telephone. */
  initial?: Partial<Pick<PatientInput, "nom" | "prenom" | "telephone">>;
  /** Told the created patient (the conversion then books the appointment). */
  onCreated?: (patient: Patient) => void;
  /** Offered beside each likely duplicate: take that patient instead of creating a new file. */
  onChooseExisting?: (candidate: DuplicateCandidate) => void;
};

/**
 * Registers a patient (spec §5): every field required but mutuelle and compagnie. The server
 * first looks for likely duplicates: they are shown with links, and the user opens one or
 * confirms the creation.
 */
export function AddPatientForm({ initial, onCreated, onChooseExisting }: AddPatientFormProps = {}) {
  const queryClient = useQueryClient();
  const { form, field, error, status, detail, startAttempt, showFailure } = useStaffForm({
    schema: patientInput,
    defaultValues: { ...emptyDraft, ...initial },
    idPrefix: "patient",
  });
  // The likely duplicates the server answered with, and the draft they were found for.
  const [duplicates, setDuplicates] = useState<{ candidates: DuplicateCandidate[]; draft: PatientInput } | null>(null);

  // A warning about what was typed before no longer holds once the user changes it.
  useEffect(() => {
    const subscription = form.watch(() => setDuplicates(null));
    return () => subscription.unsubscribe();
  }, [form]);

  const create = useMutation({
    mutationFn: ({ draft, confirmed }: { draft: PatientInput; confirmed: boolean }) =>
      staffApi.patients.create(draft, { rejectDuplicates: !confirmed }),
    onMutate: startAttempt,
    onSuccess: (patient) => {
      setDuplicates(null);
      status.show(patientMessages.added);
      form.reset(emptyDraft);
      void queryClient.invalidateQueries({ queryKey: patientKeys.searches() });
      if (patient) onCreated?.(patient);
    },
    onError: (failure, { draft }) => {
      const candidates = duplicatesOf(failure);
      if (candidates) {
        setDuplicates({ candidates, draft });
        return;
      }
      setDuplicates(null);
      showFailure(actionFailure(failure, patientMessages.addFailed), failure);
    },
  });

  const onSubmit = form.handleSubmit((draft) => create.mutate({ draft, confirmed: false }));
  const busy = create.isPending;

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      <Field label="Nom" htmlFor="patient-nom" required error={error("nom")}>
        <input {...field("nom")} required autoComplete="off" className={inputClasses} />
      </Field>
      <Field label="Prénom" htmlFor="patient-prenom" required error={error("prenom")}>
        <input {...field("prenom")} required autoComplete="off" className={inputClasses} />
      </Field>
      <Field label="Date de naissance" htmlFor="patient-dateNaissance" required error={error("dateNaissance")}>
        <input {...field("dateNaissance")} type="date" required className={inputClasses} />
      </Field>

      <fieldset className="flex flex-col gap-1.5" aria-describedby={error("gender") ? "patient-gender-error" : undefined}>
        <legend className="mb-1.5 text-sm font-semibold text-ink-800">
          Genre<span className="ml-0.5 text-danger-600" aria-hidden="true">*</span>
        </legend>
        <div className="flex gap-3">
          {genders.map((gender) => (
            <label
              key={gender}
              className="flex h-[50px] flex-1 cursor-pointer items-center gap-2.5 rounded-xl border border-ink-200 bg-white px-4 text-[15px] text-ink-900 transition-colors hover:border-ink-300 has-[:checked]:border-primary-500 has-[:checked]:bg-primary-50 has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-primary-100"
            >
              <input type="radio" {...form.register("gender")} value={gender} required className="size-4 accent-primary-700" />
              {genderLabels[gender]}
            </label>
          ))}
        </div>
        {error("gender") && (
          <p id="patient-gender-error" className="text-sm text-danger-700">
            {error("gender")}
          </p>
        )}
      </fieldset>

      <Field label="Téléphone" htmlFor="patient-telephone" required error={error("telephone")}>
        <input {...field("telephone")} type="tel" required autoComplete="off" className={inputClasses} />
      </Field>
      <Field label="E-mail" htmlFor="patient-email" required error={error("email")}>
        <input {...field("email")} type="email" required autoComplete="off" className={inputClasses} />
      </Field>
      <Field label="Adresse" htmlFor="patient-adresse" required error={error("adresse")} className="sm:col-span-2 xl:col-span-1">
        <input {...field("adresse")} required autoComplete="off" className={inputClasses} />
      </Field>
      <Field label="Compagnie" htmlFor="patient-compagnie" hint="Facultatif" error={error("compagnie")}>
        <input {...field("compagnie")} autoComplete="off" className={inputClasses} />
      </Field>
      <div className="flex items-center sm:pt-7">
        <label className="flex cursor-pointer items-center gap-2.5 text-[15px] font-semibold text-ink-800">
          <input type="checkbox" {...form.register("mutuelle")} className="size-5 rounded accent-primary-700" />
          Mutuelle
        </label>
      </div>

      <div className="flex flex-col gap-3 sm:col-span-2 xl:col-span-3">
        {duplicates && (
          <DuplicateWarning
            candidates={duplicates.candidates}
            busy={busy}
            onConfirm={() => create.mutate({ draft: duplicates.draft, confirmed: true })}
            onChoose={onChooseExisting}
          />
        )}
        <FormFooter message={status.message} detail={detail} submitLabel="Ajouter le patient" busyLabel="Ajout en cours..." busy={busy} />
      </div>
    </form>
  );
}
