"use client";

import type { z } from "zod";
import { actionFailure } from "@/client/staff-api";
import { DuplicateWarning } from "@/components/staff/patients/duplicate-warning";
import { changedFields, editableValues } from "@/components/staff/patients/patient-changes";
import { PatientFields } from "@/components/staff/patients/patient-fields";
import { useUpdatePatient } from "@/components/staff/patients/patient-mutations";
import { useDuplicateCheck } from "@/components/staff/patients/use-duplicate-check";
import { FormFooter } from "@/components/staff/shell/form-footer";
import { StaffDialog } from "@/components/staff/shell/staff-dialog";
import { useStaffForm } from "@/components/staff/shell/staff-form";
import { Field, inputClasses } from "@/components/ui/field";
import { type DuplicateCandidate, patientEditForm, patientMessages, type PatientRecord, type PatientUpdateInput } from "@/schemas/patient";

type EditPatientDialogProps = {
  patient: PatientRecord;
  open: boolean;
  onClose: () => void;
  /** The file as the server answered it after the change. */
  onSaved: (patient: PatientRecord) => void;
  /** The merge screen's address for a likely duplicate (the duplicate warning links to it). */
  mergeHref?: (candidate: DuplicateCandidate) => string;
};

/**
 * 'Modifier' on the patient's file: the registration's fields and rules (the same schema, checked
 * here and by the server), sending only what changed. A change that makes the file look like
 * another one shows that file first, with a link to merge them, and saves once confirmed.
 */
export function EditPatientDialog({ patient, open, onClose, onSaved, mergeHref }: EditPatientDialogProps) {
  return (
    <StaffDialog open={open} title={`Modifier le dossier n° ${patient.id}`} onClose={onClose}>
      {/* Mounted while open: each opening starts from the file as it is now. */}
      {open && <EditPatientForm patient={patient} onClose={onClose} onSaved={onSaved} mergeHref={mergeHref} />}
    </StaffDialog>
  );
}

function EditPatientForm({ patient, onClose, onSaved, mergeHref }: Omit<EditPatientDialogProps, "open">) {
  const { form, field, error, status, detail, startAttempt, showFailure } = useStaffForm({
    schema: patientEditForm,
    defaultValues: editableValues(patient),
    idPrefix: "edit-patient",
  });
  // The files the change would look like, and the change they were found for.
  const duplicates = useDuplicateCheck<PatientUpdateInput>(form);

  const save = useUpdatePatient(patient.id, {
    onMutate: startAttempt,
    onSuccess: (saved) => {
      duplicates.clear();
      onSaved(saved);
    },
    onError: (failure, { changes }) => {
      if (!duplicates.caught(failure, changes)) showFailure(actionFailure(failure, patientMessages.updateFailed), failure);
    },
  });

  const onSubmit = form.handleSubmit((draft: z.output<typeof patientEditForm>) => {
    const changes = changedFields(patient, draft);
    if (Object.keys(changes).length === 0) status.show(patientMessages.unchanged);
    else save.mutate({ changes, confirmed: false });
  });
  const busy = save.isPending;

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
      <p className="text-sm text-ink-500 sm:col-span-2">Les champs marqués d&apos;un astérisque sont obligatoires.</p>
      {/* An e-mail or address the file does not have yet may stay blank (decision 042). */}
      <PatientFields field={field} error={error} register={form.register} idPrefix="edit-patient" contactToComplete={patient.aCompleter} />
      <Field label="CIN" htmlFor="edit-patient-cin" hint="Facultatif, ex. AB123456" error={error("cin")}>
        <input {...field("cin")} autoComplete="off" autoCapitalize="characters" spellCheck={false} className={inputClasses} />
      </Field>
      <div className="flex flex-col gap-3 sm:col-span-2">
        {duplicates.refused && (
          <DuplicateWarning
            candidates={duplicates.refused.candidates}
            busy={busy}
            description="Vérifiez qu'il ne s'agit pas de la même personne : fusionnez les deux dossiers, ou enregistrez si ce sont deux personnes."
            confirmLabel={patientMessages.duplicateSave}
            onConfirm={() => save.mutate({ changes: duplicates.refused!.payload, confirmed: true })}
            mergeHref={mergeHref}
            onMergeLink={onClose}
          />
        )}
        <FormFooter message={status.message} detail={detail} submitLabel="Enregistrer" busyLabel="Enregistrement..." busy={busy} />
      </div>
    </form>
  );
}
