"use client";

import { useQuery } from "@tanstack/react-query";
import { Syringe, TriangleAlert } from "lucide-react";
import Link from "next/link";
import { useId, useState } from "react";
import { formatCalendarDate } from "@/client/practice-dates";
import { actionFailure, infiltrationWarningsOf, isApiError } from "@/client/staff-api";
import { useRecordInfiltration } from "@/components/staff/consultations/consultation-mutations";
import { consultationQueries } from "@/components/staff/consultations/consultation-queries";
import { QueryState } from "@/components/staff/shell/query-state";
import { StaffPanel } from "@/components/staff/shell/staff-panel";
import { InfiltrationsTable } from "@/components/staff/consultations/infiltrations-table";
import { Button } from "@/components/ui/button";
import { Field, inputClasses } from "@/components/ui/field";
import { StatusMessage } from "@/components/ui/status-message";
import {
  consultationMessages,
  needsSide,
  regionAndSide,
  regionLabels,
  regions,
  sideLabels,
  sides,
  type InfiltrationInput,
  type InfiltrationRegister,
  type InfiltrationWarning,
  type Region,
  type Side,
} from "@/schemas/consultation";

/**
 * The patient's infiltrations register (doctors; decision 054): each joint's count over 12 months
 * and what a new injection today would be warned of, every injection with its batch, the batches
 * given (for a recall), and the form to record one — confirmed again when the rules warn.
 */
export function InfiltrationsPanel({ patientId, readOnly = false }: { patientId: number; readOnly?: boolean }) {
  const query = useQuery(consultationQueries.infiltrations(patientId));
  return (
    <StaffPanel id="infiltrations" title="Infiltrations" icon={Syringe}>
      <div className="flex flex-col gap-5">
        <QueryState
          query={query}
          failedMessage={consultationMessages.infiltrationsFailed}
          emptyMessage={consultationMessages.noInfiltrations}
          isEmpty={(data) => data.infiltrations.length === 0}
          loadingMessage="Chargement du registre..."
        >
          {(data) => <Register register={data} />}
        </QueryState>
        {!readOnly && query.data && <InfiltrationForm patientId={patientId} today={query.data.aujourdHui} />}
        <Link href="/responsable/infiltrations" className="w-fit text-sm font-semibold text-primary-700 underline-offset-2 hover:underline">
          Rechercher un numéro de lot (rappel)
        </Link>
      </div>
    </StaffPanel>
  );
}

function Register({ register }: { register: InfiltrationRegister }) {
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-2" aria-label="Articulations infiltrées">
        {register.articulations.map((joint) => (
          <li key={`${joint.articulation}-${joint.cote}`} className="rounded-xl border border-ink-100 px-3.5 py-2.5">
            <p className="text-[15px]">
              <span className="font-semibold">{regionAndSide(joint.articulation, joint.cote)}</span> : {joint.nombre12Mois} en 12 mois, dernière le {formatCalendarDate(joint.derniere)}
            </p>
            {joint.alertesProchaine.length > 0 && <Warnings title="Une nouvelle infiltration aujourd'hui :" warnings={joint.alertesProchaine} />}
          </li>
        ))}
      </ul>
      <InfiltrationsTable infiltrations={register.infiltrations} />
      <div>
        <h3 className="mb-1.5 text-sm font-semibold text-ink-800">Lots administrés</h3>
        <ul className="flex flex-col gap-1 text-[15px] text-ink-700">
          {register.lots.map((lot) => (
            <li key={`${lot.lot}-${lot.produit}`}>
              <span className="font-semibold">{lot.lot}</span> — {lot.produit} ({lot.dates.map(formatCalendarDate).join(", ")})
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function Warnings({ title, warnings }: { title: string; warnings: InfiltrationWarning[] }) {
  return (
    <div role="note" className="mt-2 flex gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div>
        <p className="font-semibold">{title}</p>
        <ul className="list-disc pl-4">
          {warnings.map((warning) => (
            <li key={warning.code}>{warning.message}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}

type FormValues = { articulation: Region | ""; cote: Side | null; produit: string; dose: string; lot: string; date: string };

function InfiltrationForm({ patientId, today }: { patientId: number; today: string }) {
  const ids = useId();
  const id = (name: string) => `${ids}-${name}`;
  const empty: FormValues = { articulation: "", cote: null, produit: "", dose: "", lot: "", date: today };
  const [values, setValues] = useState<FormValues>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [warnings, setWarnings] = useState<InfiltrationWarning[] | null>(null);
  const [message, setMessage] = useState<{ text: string; tone: "success" | "error" } | null>(null);
  const record = useRecordInfiltration(patientId, {
    onSuccess: () => {
      setValues(empty);
      setWarnings(null);
      setErrors({});
      setMessage({ text: consultationMessages.infiltrationSaved, tone: "success" });
    },
    onError: (failure) => {
      const found = infiltrationWarningsOf(failure);
      if (found) return setWarnings(found);
      setErrors(isApiError(failure, 400) ? failure.fieldErrors : {});
      setMessage({ text: actionFailure(failure, consultationMessages.infiltrationFailed), tone: "error" });
    },
  });
  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setWarnings(null);
  };
  const submit = (forcer: boolean) => {
    setMessage(null);
    const missing: Record<string, string> = {};
    if (!values.articulation) missing.articulation = "Choisissez l'articulation.";
    else if (needsSide(values.articulation) && !values.cote) missing.cote = consultationMessages.sideRequired;
    if (!values.produit.trim()) missing.produit = "Le produit est obligatoire.";
    if (!values.dose.trim()) missing.dose = "La dose est obligatoire.";
    if (!values.lot.trim()) missing.lot = "Le numéro de lot est obligatoire.";
    if (!values.date) missing.date = "La date est obligatoire.";
    setErrors(missing);
    if (Object.keys(missing).length > 0 || !values.articulation) return;
    const input: InfiltrationInput = { ...values, articulation: values.articulation, ...(forcer ? { forcer: true } : {}) };
    record.mutate(input);
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit(false);
      }}
      className="flex flex-col gap-4 rounded-xl border border-ink-200 p-4"
    >
      <h3 className="font-bold">Enregistrer une infiltration</h3>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field label="Articulation" htmlFor={id("articulation")} required error={errors.articulation}>
          <select id={id("articulation")} value={values.articulation} onChange={(event) => set("articulation", event.target.value as Region | "")} className={inputClasses}>
            <option value="">Choisir…</option>
            {regions.map((region) => (
              <option key={region} value={region}>
                {regionLabels[region]}
              </option>
            ))}
          </select>
        </Field>
        <fieldset className="flex flex-col gap-1.5">
          <legend className="mb-1.5 text-sm font-semibold text-ink-800">Côté{values.articulation && needsSide(values.articulation) ? " *" : ""}</legend>
          <div className="flex flex-wrap gap-2">
            {sides.map((side) => (
              <label key={side} className="flex h-11 cursor-pointer items-center gap-2 rounded-xl border border-ink-200 px-3.5 text-sm has-[:checked]:border-primary-500 has-[:checked]:bg-primary-50">
                <input type="radio" name={id("cote")} value={side} checked={values.cote === side} onChange={() => set("cote", side)} className="size-4 accent-primary-700" />
                {sideLabels[side]}
              </label>
            ))}
          </div>
          {errors.cote && <p className="text-sm text-danger-700">{errors.cote}</p>}
        </fieldset>
        <Field label="Produit" htmlFor={id("produit")} required error={errors.produit}>
          <input id={id("produit")} value={values.produit} onChange={(event) => set("produit", event.target.value)} maxLength={200} autoComplete="off" className={inputClasses} />
        </Field>
        <Field label="Dose" htmlFor={id("dose")} required error={errors.dose}>
          <input id={id("dose")} value={values.dose} onChange={(event) => set("dose", event.target.value)} maxLength={100} autoComplete="off" className={inputClasses} />
        </Field>
        <Field label="Numéro de lot" htmlFor={id("lot")} required error={errors.lot}>
          <input id={id("lot")} value={values.lot} onChange={(event) => set("lot", event.target.value)} maxLength={100} autoComplete="off" className={inputClasses} />
        </Field>
        <Field label="Date" htmlFor={id("date")} required error={errors.date}>
          <input id={id("date")} type="date" value={values.date} onChange={(event) => set("date", event.target.value)} className={inputClasses} />
        </Field>
      </div>
      {warnings && (
        <div className="flex flex-col gap-2">
          <Warnings title="À vérifier avant d'enregistrer :" warnings={warnings} />
          <div className="flex flex-wrap gap-2">
            <Button variant="danger" onClick={() => submit(true)} disabled={record.isPending}>
              Enregistrer quand même
            </Button>
            <Button variant="ghost" onClick={() => setWarnings(null)} disabled={record.isPending}>
              Annuler
            </Button>
          </div>
        </div>
      )}
      <StatusMessage message={message?.text} tone={message?.tone} />
      {!warnings && (
        <div>
          <Button type="submit" disabled={record.isPending}>
            Enregistrer l&apos;infiltration
          </Button>
        </div>
      )}
    </form>
  );
}
