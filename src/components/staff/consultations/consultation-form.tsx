"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import clsx from "clsx";
import { Check, CloudOff, LoaderCircle, PenLine } from "lucide-react";
import { useId, useState } from "react";
import { formatInstant } from "@/client/practice-dates";
import { isApiError, serverDetail } from "@/client/staff-api";
import { useSaveDraft, useSignConsultation } from "@/components/staff/consultations/consultation-mutations";
import { consultationQueries } from "@/components/staff/consultations/consultation-queries";
import { AUTOSAVE_DELAY_MS, useAutosave, type AutosaveState } from "@/components/staff/consultations/use-autosave";
import { StaffDialog } from "@/components/staff/shell/staff-dialog";
import { useStaffSession } from "@/components/staff/shell/staff-session";
import { Button } from "@/components/ui/button";
import { Field, inputClasses } from "@/components/ui/field";
import {
  consultationMessages,
  needsSide,
  regionLabels,
  regions,
  sideLabels,
  sides,
  type ConsultationNote,
  type Region,
  type Side,
} from "@/schemas/consultation";

/** The draft as the form holds it: texts never null (an empty field is ""), the pain null until rated. */
export type NoteValues = {
  motif: string;
  antecedents: string;
  histoire: string;
  examens: { region: Region; cote: Side | null; constatations: string }[];
  douleur: number | null;
  imagerie: string;
  diagnostic: string;
  conduite: string;
};

export function valuesOf(note: ConsultationNote): NoteValues {
  return {
    motif: note.motif ?? "",
    antecedents: note.antecedents ?? "",
    histoire: note.histoire ?? "",
    examens: note.examens.map((exam) => ({ region: exam.region, cote: exam.cote, constatations: exam.constatations ?? "" })),
    douleur: note.douleur,
    imagerie: note.imagerie ?? "",
    diagnostic: note.diagnostic ?? "",
    conduite: note.conduite ?? "",
  };
}

const textareaClasses = clsx(inputClasses, "min-h-24 resize-y leading-relaxed");

/** Where an examined region's findings were taken from, for the doctor to check. */
type Prefill = { from: string; region: Region };

/**
 * The draft of a consultation note (decision 054), built to be written in under a minute: the
 * motif already there, region chips, side radio buttons, a pain slider with its value, the
 * doctor's favourite diagnoses one tap away. Saved as one types ("Brouillon enregistré"), signed
 * after a confirmation. Choosing a region brings the findings of the patient's last note of that
 * region, marked as such.
 */
export function ConsultationForm({
  note,
  onSigned,
  autosaveDelay = AUTOSAVE_DELAY_MS,
}: {
  note: ConsultationNote;
  onSigned: (signed: ConsultationNote) => void;
  /** The pause after which a change is saved (tests lengthen it, to decide when it passes). */
  autosaveDelay?: number;
}) {
  const { timeZone } = useStaffSession();
  const queryClient = useQueryClient();
  const [initial] = useState(() => valuesOf(note));
  const [values, setValues] = useState<NoteValues>(initial);
  const [prefills, setPrefills] = useState<Prefill[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [signErrors, setSignErrors] = useState<Record<string, string>>({});
  const [signFailure, setSignFailure] = useState<string | null>(null);
  const favourites = useQuery(consultationQueries.favourites());
  const saveDraft = useSaveDraft(note.id);
  const sign = useSignConsultation(note.id, {
    onSuccess: (signed) => {
      setConfirming(false);
      onSigned(signed);
    },
    onError: (failure) => {
      setConfirming(false);
      const fields = isApiError(failure, 400) ? failure.fieldErrors : {};
      setSignErrors(fields);
      setSignFailure(fields._ ?? serverDetail(failure) ?? (Object.keys(fields).length > 0 ? "Précisez le côté de chaque région examinée." : consultationMessages.signFailed));
    },
  });
  const autosave = useAutosave(values, initial, (changes) => saveDraft.mutateAsync(changes), autosaveDelay);
  const ids = useId();
  const id = (name: string) => `${ids}-${name}`;

  const set = <K extends keyof NoteValues>(key: K, value: NoteValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setSignFailure(null);
  };
  const setExam = (region: Region, change: Partial<NoteValues["examens"][number]>) => {
    setValues((current) => ({ ...current, examens: current.examens.map((exam) => (exam.region === region ? { ...exam, ...change } : exam)) }));
    if (change.cote) setSignErrors({});
  };

  const toggleRegion = (region: Region) => {
    if (values.examens.some((exam) => exam.region === region)) {
      setValues((current) => ({ ...current, examens: current.examens.filter((exam) => exam.region !== region) }));
      setPrefills((current) => current.filter((prefill) => prefill.region !== region));
      return;
    }
    setValues((current) => ({ ...current, examens: [...current.examens, { region, cote: null, constatations: "" }] }));
    void prefillRegion(region);
  };

  /** The patient's last other note of this region: its side and findings, and its diagnosis if none is written yet. */
  const prefillRegion = async (region: Region) => {
    let previous: ConsultationNote | undefined;
    try {
      const notes = await queryClient.fetchQuery(consultationQueries.ofRegion(note.patientId, region));
      previous = notes.find((other): other is ConsultationNote => other.id !== note.id && other.contenuVisible);
    } catch {
      return; // A pre-fill is a convenience: the doctor types instead.
    }
    const exam = previous?.examens.find((entry) => entry.region === region);
    if (!previous || !exam) return;
    setValues((current) => ({
      ...current,
      diagnostic: current.diagnostic || previous.diagnostic || "",
      examens: current.examens.map((entry) =>
        entry.region === region && !entry.constatations ? { ...entry, cote: entry.cote ?? exam.cote, constatations: exam.constatations ?? "" } : entry,
      ),
    }));
    setPrefills((current) => [...current.filter((prefill) => prefill.region !== region), { region, from: formatInstant(previous.creeLe, timeZone).slice(0, 10) }]);
  };

  const askToSign = async () => {
    setSignFailure(null);
    const saved = await autosave.flush();
    if (!saved) return setSignFailure(consultationMessages.saveFailed);
    setConfirming(true);
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    // Ctrl+S (⌘S): save now, rather than the browser's "save the page".
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "s") {
      event.preventDefault();
      void autosave.flush();
    }
  };

  return (
    <form noValidate onKeyDown={onKeyDown} onSubmit={(event) => event.preventDefault()} className="flex flex-col gap-5" aria-label="Consultation (brouillon)">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SaveIndicator state={autosave.state} onRetry={() => void autosave.flush()} />
        <Button onClick={() => void askToSign()} disabled={sign.isPending}>
          <PenLine className="size-4" aria-hidden="true" />
          Signer
        </Button>
      </div>
      {signFailure && (
        <p role="alert" className="rounded-lg border border-danger-600/30 bg-danger-50 px-4 py-3 text-sm font-medium text-danger-700">
          {signFailure}
        </p>
      )}

      <Field label="Motif" htmlFor={id("motif")}>
        <input id={id("motif")} value={values.motif} onChange={(event) => set("motif", event.target.value)} maxLength={500} autoComplete="off" autoFocus={!values.motif} className={inputClasses} />
      </Field>

      <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
        <Field label="Antécédents" htmlFor={id("antecedents")}>
          <textarea id={id("antecedents")} value={values.antecedents} onChange={(event) => set("antecedents", event.target.value)} maxLength={5000} rows={3} className={textareaClasses} />
        </Field>
        <Field label="Histoire de la maladie" htmlFor={id("histoire")}>
          <textarea
            id={id("histoire")}
            value={values.histoire}
            onChange={(event) => set("histoire", event.target.value)}
            maxLength={5000}
            rows={3}
            autoFocus={Boolean(values.motif)}
            className={textareaClasses}
          />
        </Field>
      </div>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-semibold text-ink-800">Examen par région</legend>
        <div role="group" aria-label="Régions examinées" className="flex flex-wrap gap-2">
          {regions.map((region) => {
            const chosen = values.examens.some((exam) => exam.region === region);
            return (
              <button
                key={region}
                type="button"
                aria-pressed={chosen}
                onClick={() => toggleRegion(region)}
                className={clsx(
                  "h-10 rounded-full border px-4 text-sm font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary-400",
                  chosen ? "border-primary-700 bg-primary-700 text-white" : "border-ink-200 bg-white text-ink-700 hover:border-primary-300 hover:bg-primary-50",
                )}
              >
                {regionLabels[region]}
              </button>
            );
          })}
        </div>
        {values.examens.map((exam, index) => {
          const prefill = prefills.find((entry) => entry.region === exam.region);
          const sideError = signErrors[`examens.${index}.cote`];
          return (
            <div key={exam.region} className="flex flex-col gap-3 rounded-xl border border-ink-200 bg-ink-50/40 p-4">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h3 className="font-bold">{regionLabels[exam.region]}</h3>
                <fieldset className="flex flex-wrap items-center gap-2" aria-describedby={sideError ? id(`cote-${exam.region}-error`) : undefined}>
                  <legend className="sr-only">
                    Côté — {regionLabels[exam.region]}
                    {needsSide(exam.region) ? " (obligatoire)" : ""}
                  </legend>
                  {sides.map((side) => (
                    <label
                      key={side}
                      className="flex h-10 cursor-pointer items-center gap-2 rounded-full border border-ink-200 bg-white px-3.5 text-sm font-semibold has-[:checked]:border-primary-600 has-[:checked]:bg-primary-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-primary-400"
                    >
                      <input
                        type="radio"
                        name={id(`cote-${exam.region}`)}
                        value={side}
                        checked={exam.cote === side}
                        onChange={() => setExam(exam.region, { cote: side })}
                        className="size-4 accent-primary-700"
                      />
                      {sideLabels[side]}
                    </label>
                  ))}
                </fieldset>
              </div>
              {sideError && (
                <p id={id(`cote-${exam.region}-error`)} className="text-sm text-danger-700">
                  {sideError}
                </p>
              )}
              <Field
                label={`Examen — ${regionLabels[exam.region]}`}
                htmlFor={id(`examen-${exam.region}`)}
                hint={prefill ? `Repris de la consultation du ${prefill.from} : à vérifier.` : undefined}
              >
                <textarea
                  id={id(`examen-${exam.region}`)}
                  value={exam.constatations}
                  onChange={(event) => setExam(exam.region, { constatations: event.target.value })}
                  maxLength={2000}
                  rows={3}
                  className={textareaClasses}
                />
              </Field>
            </div>
          );
        })}
      </fieldset>

      <PainSlider id={id("douleur")} value={values.douleur} onChange={(value) => set("douleur", value)} />

      <Field label="Imagerie revue" htmlFor={id("imagerie")} hint="Radiographies, IRM, échographie… apportées ou demandées.">
        <textarea id={id("imagerie")} value={values.imagerie} onChange={(event) => set("imagerie", event.target.value)} maxLength={2000} rows={2} className={textareaClasses} />
      </Field>

      <div className="flex flex-col gap-2">
        <Field label="Diagnostic" htmlFor={id("diagnostic")}>
          <input
            id={id("diagnostic")}
            value={values.diagnostic}
            onChange={(event) => set("diagnostic", event.target.value)}
            maxLength={500}
            autoComplete="off"
            list={id("favoris")}
            className={inputClasses}
          />
        </Field>
        <datalist id={id("favoris")}>
          {favourites.data?.diagnostics.map((text) => (
            <option key={text} value={text} />
          ))}
        </datalist>
        {favourites.data && favourites.data.diagnostics.length > 0 && (
          <div role="group" aria-label="Diagnostics favoris" className="flex flex-wrap gap-1.5">
            {favourites.data.diagnostics.map((text) => (
              <button
                key={text}
                type="button"
                onClick={() => set("diagnostic", text)}
                className="rounded-full border border-ink-200 bg-white px-3 py-1.5 text-sm text-ink-700 hover:border-primary-300 hover:bg-primary-50 focus-visible:outline-3 focus-visible:outline-primary-400"
              >
                {text}
              </button>
            ))}
          </div>
        )}
      </div>

      <Field label="Conduite à tenir" htmlFor={id("conduite")}>
        <textarea id={id("conduite")} value={values.conduite} onChange={(event) => set("conduite", event.target.value)} maxLength={5000} rows={3} className={textareaClasses} />
      </Field>

      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-ink-100 pt-4">
        <SaveIndicator state={autosave.state} onRetry={() => void autosave.flush()} />
        <Button onClick={() => void askToSign()} disabled={sign.isPending}>
          <PenLine className="size-4" aria-hidden="true" />
          Signer
        </Button>
      </div>

      <StaffDialog open={confirming} title="Signer la consultation ?" onClose={() => setConfirming(false)}>
        <div className="flex flex-col gap-4">
          <p className="text-[15px] text-ink-700">Une fois signée, la consultation ne peut plus être modifiée : une correction s&apos;ajoute en addendum, sous la note d&apos;origine.</p>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => sign.mutate()} disabled={sign.isPending} aria-busy={sign.isPending}>
              Signer la consultation
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(false)} disabled={sign.isPending}>
              Annuler
            </Button>
          </div>
        </div>
      </StaffDialog>
    </form>
  );
}

/** "Brouillon enregistré", or what is under way: always in view of the doctor, read out when it changes. */
function SaveIndicator({ state, onRetry }: { state: AutosaveState; onRetry: () => void }) {
  return (
    <div role="status" aria-live="polite" className="flex min-h-9 items-center gap-2 text-sm font-medium">
      {state === "saved" && (
        <span className="inline-flex items-center gap-1.5 text-success-700">
          <Check className="size-4" aria-hidden="true" />
          {consultationMessages.saved}
        </span>
      )}
      {(state === "pending" || state === "saving") && (
        <span className="inline-flex items-center gap-1.5 text-ink-600">
          <LoaderCircle className="size-4 motion-safe:animate-spin" aria-hidden="true" />
          {consultationMessages.saving}
        </span>
      )}
      {state === "failed" && (
        <span className="inline-flex flex-wrap items-center gap-2 text-danger-700">
          <CloudOff className="size-4" aria-hidden="true" />
          {consultationMessages.saveFailed}
          <Button size="sm" variant="secondary" onClick={onRetry}>
            Réessayer
          </Button>
        </span>
      )}
    </div>
  );
}

/** Pain 0–10 (EVA): a slider with its value in words; "non évaluée" until moved, and back with 'Effacer'. */
function PainSlider({ id, value, onChange }: { id: string; value: number | null; onChange: (value: number | null) => void }) {
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={id} className="text-sm font-semibold text-ink-800">
          Douleur (EVA 0 à 10)
        </label>
        <output htmlFor={id} className={clsx("min-w-20 rounded-full px-3 py-1 text-center text-sm font-bold", value === null ? "bg-ink-100 text-ink-600" : painTone(value))}>
          {value === null ? "non évaluée" : `${value} / 10`}
        </output>
      </div>
      <div className="flex items-center gap-3">
        <input
          id={id}
          type="range"
          min={0}
          max={10}
          step={1}
          value={value ?? 0}
          aria-valuetext={value === null ? "non évaluée" : `${value} sur 10`}
          onChange={(event) => onChange(Number(event.target.value))}
          className={clsx("h-10 w-full accent-primary-700", value === null && "opacity-60")}
        />
        {value !== null && (
          <Button size="sm" variant="ghost" onClick={() => onChange(null)}>
            Effacer
          </Button>
        )}
      </div>
    </div>
  );
}

function painTone(value: number): string {
  if (value >= 7) return "bg-danger-50 text-danger-700";
  if (value >= 4) return "bg-amber-50 text-amber-900";
  return "bg-success-50 text-success-700";
}
