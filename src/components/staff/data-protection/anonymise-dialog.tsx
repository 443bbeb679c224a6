"use client";

import { TriangleAlert, UserX } from "lucide-react";
import { actionFailure } from "@/client/staff-api";
import { useAnonymisePatient } from "@/components/staff/data-protection/data-protection-mutations";
import { FormFooter } from "@/components/staff/shell/form-footer";
import { useStaffForm } from "@/components/staff/shell/staff-form";
import { StaffDialog } from "@/components/staff/shell/staff-dialog";
import { Field, inputClasses } from "@/components/ui/field";
import { anonymiseInput, dataProtectionMessages } from "@/schemas/data-protection";
import type { PatientRecord } from "@/schemas/patient";

/**
 * 'Anonymiser le dossier' (ADMIN): a person's erasure request met on a file the practice must
 * keep. The duty to keep medical records comes first, as a warning; the reason is required and
 * goes to the register of rights requests, not to the audit trail.
 */
export function AnonymiseDialog({ patient, open, onClose, onAnonymised }: { patient: PatientRecord; open: boolean; onClose: () => void; onAnonymised: (saved: PatientRecord) => void }) {
  const { form, field, error, status, detail, startAttempt, showFailure } = useStaffForm({ schema: anonymiseInput, defaultValues: { motif: "" }, idPrefix: "anonymisation" });
  const anonymise = useAnonymisePatient(patient.id, {
    onMutate: startAttempt,
    onSuccess: onAnonymised,
    onError: (failure) => showFailure(actionFailure(failure, dataProtectionMessages.anonymiseFailed), failure),
  });
  const motif = field("motif");

  return (
    <StaffDialog open={open} title={`Anonymiser le dossier de ${patient.prenom} ${patient.nom} ?`} onClose={onClose}>
      <form onSubmit={form.handleSubmit((input) => anonymise.mutate(input))} noValidate className="flex flex-col gap-4 text-[15px]">
        <div role="note" className="flex gap-3 rounded-xl border border-danger-600/30 bg-danger-50 px-4 py-3 text-danger-700">
          <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <div className="flex flex-col gap-1">
            <p className="font-semibold">Le cabinet doit conserver le dossier médical.</p>
            <p className="text-sm">
              L&apos;obligation de conservation des dossiers médicaux prime sur la demande d&apos;effacement : le dossier n&apos;est pas supprimé. Son identité
              (nom, prénom, téléphone, e-mail, adresse ; la date de naissance réduite à l&apos;année) est effacée partout où elle figure — demandes, messages,
              envois, registre —, l&apos;historique des rendez-vous est conservé. C&apos;est définitif.
            </p>
          </div>
        </div>
        <Field label="Motif" htmlFor={motif.id} required error={error("motif")}>
          <textarea {...motif} rows={3} className={inputClasses} placeholder="Ex. : demande d'effacement reçue le 20/11/2026 par courrier" />
        </Field>
        <FormFooter
          message={status.message}
          detail={detail}
          submitLabel="Anonymiser définitivement"
          busyLabel="Anonymisation..."
          busy={anonymise.isPending}
          variant="danger"
          icon={<UserX className="size-4" aria-hidden="true" />}
          cancel={{ onClick: onClose }}
        />
      </form>
    </StaffDialog>
  );
}
