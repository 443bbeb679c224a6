"use client";

import { useState } from "react";
import { useStatusMessage } from "@/client/use-status-message";
import { DuplicateWarning } from "@/components/front-desk/duplicate-warning";
import { useStaffSession } from "@/components/staff/staff-session";
import { Button } from "@/components/ui/button";
import { Field, inputClasses } from "@/components/ui/field";
import { StatusMessage } from "@/components/ui/status-message";
import type { DuplicateCandidate, Patient } from "@/schemas/patient";

type PatientDraft = {
  nom: string;
  prenom: string;
  dateNaissance: string;
  gender: "" | "H" | "F";
  telephone: string;
  email: string;
  adresse: string;
  mutuelle: boolean;
  compagnie: string;
};

const emptyDraft: PatientDraft = {
  nom: "",
  prenom: "",
  dateNaissance: "",
  gender: "",
  telephone: "",
  email: "",
  adresse: "",
  mutuelle: false,
  compagnie: "",
};

const genders = [
  { value: "H", label: "Homme" },
  { value: "F", label: "Femme" },
] as const;

type AddPatientFormProps = {
  /** Values to start from: the conversion of a request prefills nom, prenom and telephone. */
  initial?: Partial<PatientDraft>;
  /** Told the created patient (the conversion then books the appointment). */
  onCreated?: (patient: Patient) => void;
  /** Offered beside each likely duplicate: take that patient instead of creating a new file. */
  onChooseExisting?: (candidate: DuplicateCandidate) => void;
};

/**
 * Registers a patient (spec §5): every field required but mutuelle and compagnie. The server
 * first looks for likely duplicates (front desk): they are shown with links, and the user opens
 * one or confirms the creation.
 */
export function AddPatientForm({ initial, onCreated, onChooseExisting }: AddPatientFormProps = {}) {
  const { api } = useStaffSession();
  const [draft, setDraft] = useState<PatientDraft>(() => ({ ...emptyDraft, ...initial }));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [detail, setDetail] = useState<string | null>(null);
  const [duplicates, setDuplicates] = useState<DuplicateCandidate[] | null>(null);
  const [busy, setBusy] = useState(false);
  const status = useStatusMessage();

  const set = <K extends keyof PatientDraft>(key: K, value: PatientDraft[K]) => {
    // A warning about what was typed before no longer holds.
    setDuplicates(null);
    setDraft((current) => ({ ...current, [key]: value }));
  };

  async function save(confirmed: boolean) {
    if (!draft.gender) return; // the radio group is required: the browser has already said so
    setBusy(true);
    setFieldErrors({});
    setDetail(null);
    const outcome = await api.addPatient(
      { ...draft, gender: draft.gender, compagnie: draft.compagnie.trim() === "" ? null : draft.compagnie },
      { rejectDuplicates: !confirmed },
    );
    setBusy(false);
    if (outcome.duplicates) {
      setDuplicates(outcome.duplicates);
      return;
    }
    setDuplicates(null);
    status.show(outcome.message);
    setFieldErrors(outcome.fieldErrors);
    setDetail(outcome.detail);
    if (outcome.ok) {
      setDraft(emptyDraft);
      if (outcome.patient) onCreated?.(outcome.patient);
    }
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void save(false);
  }

  const fieldProps = (name: keyof PatientDraft) => ({
    id: `patient-${name}`,
    name,
    "aria-invalid": fieldErrors[name] ? true : undefined,
    "aria-describedby": fieldErrors[name] ? `patient-${name}-error` : undefined,
  });

  return (
    <form method="post" onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      <Field label="Nom" htmlFor="patient-nom" required error={fieldErrors.nom}>
        <input {...fieldProps("nom")} required autoComplete="off" className={inputClasses} value={draft.nom} onChange={(e) => set("nom", e.target.value)} />
      </Field>
      <Field label="Prénom" htmlFor="patient-prenom" required error={fieldErrors.prenom}>
        <input {...fieldProps("prenom")} required autoComplete="off" className={inputClasses} value={draft.prenom} onChange={(e) => set("prenom", e.target.value)} />
      </Field>
      <Field label="Date de naissance" htmlFor="patient-dateNaissance" required error={fieldErrors.dateNaissance}>
        <input {...fieldProps("dateNaissance")} type="date" required className={inputClasses} value={draft.dateNaissance} onChange={(e) => set("dateNaissance", e.target.value)} />
      </Field>

      <fieldset className="flex flex-col gap-1.5" aria-describedby={fieldErrors.gender ? "patient-gender-error" : undefined}>
        <legend className="mb-1.5 text-sm font-semibold text-ink-800">
          Genre<span className="ml-0.5 text-danger-600" aria-hidden="true">*</span>
        </legend>
        <div className="flex gap-3">
          {genders.map((gender) => (
            <label
              key={gender.value}
              className="flex h-[50px] flex-1 cursor-pointer items-center gap-2.5 rounded-xl border border-ink-200 bg-white px-4 text-[15px] text-ink-900 transition-colors hover:border-ink-300 has-[:checked]:border-primary-500 has-[:checked]:bg-primary-50 has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-primary-100"
            >
              <input
                type="radio"
                name="gender"
                value={gender.value}
                required
                checked={draft.gender === gender.value}
                onChange={() => set("gender", gender.value)}
                className="size-4 accent-primary-700"
              />
              {gender.label}
            </label>
          ))}
        </div>
        {fieldErrors.gender && (
          <p id="patient-gender-error" className="text-sm text-danger-700">
            {fieldErrors.gender}
          </p>
        )}
      </fieldset>

      <Field label="Téléphone" htmlFor="patient-telephone" required error={fieldErrors.telephone}>
        <input {...fieldProps("telephone")} type="tel" required autoComplete="off" className={inputClasses} value={draft.telephone} onChange={(e) => set("telephone", e.target.value)} />
      </Field>
      <Field label="E-mail" htmlFor="patient-email" required error={fieldErrors.email}>
        <input {...fieldProps("email")} type="email" required autoComplete="off" className={inputClasses} value={draft.email} onChange={(e) => set("email", e.target.value)} />
      </Field>
      <Field label="Adresse" htmlFor="patient-adresse" required error={fieldErrors.adresse} className="sm:col-span-2 xl:col-span-1">
        <input {...fieldProps("adresse")} required autoComplete="off" className={inputClasses} value={draft.adresse} onChange={(e) => set("adresse", e.target.value)} />
      </Field>
      <Field label="Compagnie" htmlFor="patient-compagnie" hint="Facultatif" error={fieldErrors.compagnie}>
        <input {...fieldProps("compagnie")} autoComplete="off" className={inputClasses} value={draft.compagnie} onChange={(e) => set("compagnie", e.target.value)} />
      </Field>
      <div className="flex items-center sm:pt-7">
        <label className="flex cursor-pointer items-center gap-2.5 text-[15px] font-semibold text-ink-800">
          <input type="checkbox" name="mutuelle" checked={draft.mutuelle} onChange={(e) => set("mutuelle", e.target.checked)} className="size-5 rounded accent-primary-700" />
          Mutuelle
        </label>
      </div>

      <div className="flex flex-col gap-3 sm:col-span-2 xl:col-span-3">
        {duplicates && (
          <DuplicateWarning candidates={duplicates} busy={busy} onConfirm={() => void save(true)} onChoose={onChooseExisting} />
        )}
        <StatusMessage message={status.message} />
        {detail && <p className="text-sm text-danger-700">{detail}</p>}
        <div>
          <Button type="submit" disabled={busy}>
            {busy ? "Ajout en cours..." : "Ajouter le patient"}
          </Button>
        </div>
      </div>
    </form>
  );
}
