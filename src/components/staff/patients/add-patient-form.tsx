"use client";

import { type DefaultValues } from "react-hook-form";
import { actionFailure } from "@/client/staff-api";
import { DuplicateWarning } from "@/components/staff/patients/duplicate-warning";
import { useCreatePatient } from "@/components/staff/patients/patient-mutations";
import { useDuplicateCheck } from "@/components/staff/patients/use-duplicate-check";
import { useStaffForm } from "@/components/staff/shell/staff-form";
import { FormFooter } from "@/components/staff/shell/form-footer";
import { PatientFields } from "@/components/staff/patients/patient-fields";
import { patientInput, patientMessages, type DuplicateCandidate, type Patient, type PatientInput } from "@/schemas/patient";

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
  const { form, field, error, status, detail, startAttempt, showFailure } = useStaffForm({
    schema: patientInput,
    defaultValues: { ...emptyDraft, ...initial },
    idPrefix: "patient",
  });
  // The likely duplicates the server answered with, and the draft they were found for.
  const duplicates = useDuplicateCheck<PatientInput>(form);

  const create = useCreatePatient({
    onMutate: startAttempt,
    onSuccess: (patient) => {
      duplicates.clear();
      status.show(patientMessages.added);
      form.reset(emptyDraft);
      if (patient) onCreated?.(patient);
    },
    onError: (failure, { draft }) => {
      if (!duplicates.caught(failure, draft)) showFailure(actionFailure(failure, patientMessages.addFailed), failure);
    },
  });

  const onSubmit = form.handleSubmit((draft) => create.mutate({ draft, confirmed: false }));
  const busy = create.isPending;

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      <PatientFields field={field} error={error} register={form.register} idPrefix="patient" />

      <div className="flex flex-col gap-3 sm:col-span-2 xl:col-span-3">
        {duplicates.refused && (
          <DuplicateWarning
            candidates={duplicates.refused.candidates}
            busy={busy}
            onConfirm={() => create.mutate({ draft: duplicates.refused!.payload, confirmed: true })}
            onChoose={onChooseExisting}
          />
        )}
        <FormFooter message={status.message} detail={detail} submitLabel="Ajouter le patient" busyLabel="Ajout en cours..." busy={busy} />
      </div>
    </form>
  );
}
