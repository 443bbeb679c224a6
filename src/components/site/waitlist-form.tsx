"use client";

import { useActionState, useState } from "react";
import { usePathname } from "next/navigation";
import clsx from "clsx";
import { BellRing, CircleCheck, LoaderCircle } from "lucide-react";
import { Button, ButtonLink } from "@/components/ui/button";
import { Field, inputClasses } from "@/components/ui/field";
import { StatusMessage } from "@/components/ui/status-message";
import { waitlistCopyAr, waitlistCopyFr, type WaitlistLocale } from "@/content/waitlist";
import { initialWaitlistFormState, type WaitlistFormField, type WaitlistFormState } from "@/schemas/waitlist-form-state";

export type WaitlistFormType = { id: number; libelleFr: string; libelleAr: string; medecins: { id: number; nom: string }[] };

export type WaitlistFormProps = {
  /** The page's language; the words are the content's (functions cannot cross to the browser as props). */
  locale: WaitlistLocale;
  types: WaitlistFormType[];
  /** The days the range may take: today to the booking horizon (YYYY-MM-DD). */
  firstDay: string;
  lastDay: string;
  /** Values a link may bring (the booking page's "nothing free": type, doctor, days). */
  preset?: Partial<Record<"type" | "medecinId" | "du" | "au", string>>;
  action: (previous: WaitlistFormState, form: FormData) => Promise<WaitlistFormState>;
  /** The law 09-08 notice (CollectionNoticeBlock). */
  notice: React.ReactNode;
};

/** "2026-10-15" → "15/10/2026". */
const displayDay = (day: string | undefined) => (day ? day.split("-").reverse().join("/") : "");

/**
 * "Prévenez-moi si un créneau se libère" (decision 051): the wish (type, doctor or the first
 * available, a range of days), the person and a contact; then the 6-digit code sent to it; then
 * the confirmation. One server function answers each step, with scripts (React calls it, the page
 * stays) and without (the browser posts the form and the page comes back with the step).
 */
export function WaitlistForm({ locale, types, firstDay, lastDay, preset = {}, action, notice }: WaitlistFormProps) {
  const copy = locale === "ar" ? waitlistCopyAr : waitlistCopyFr;
  const permalink = usePathname() ?? undefined;
  const [state, formAction, pending] = useActionState(action, initialWaitlistFormState, permalink);
  const values = { ...preset, ...state.values };
  const [typeId, setTypeId] = useState(values.type ?? "");
  const arabic = copy.locale === "ar";
  const id = (name: string) => `attente-${name}`;
  const fieldError = (name: WaitlistFormField) => {
    const reason = state.fieldErrors?.[name];
    return reason ? (copy.refusedField ?? reason) : undefined;
  };
  const describedBy = (name: WaitlistFormField, hint?: boolean) => (state.fieldErrors?.[name] ? `${id(name)}-error` : hint ? `${id(name)}-hint` : undefined);
  const message = state.outcome === "codeWrong" && state.triesLeft ? copy.triesLeft(state.triesLeft) : state.outcome ? copy.outcomes[state.outcome] : "";

  if (state.step === "done") {
    return (
      <div className="flex flex-col gap-4 rounded-2xl border border-primary-100 bg-white p-6 shadow-sm" role="status">
        <h2 className="flex items-center gap-2 text-xl font-bold text-ink-900" tabIndex={-1} autoFocus>
          <CircleCheck className="size-6 shrink-0 text-success-700" aria-hidden="true" />
          {copy.doneTitle}
        </h2>
        <p className="text-ink-700">{copy.done(displayDay(state.du), displayDay(state.au))}</p>
      </div>
    );
  }

  if (state.step === "code") {
    return (
      <form action={formAction} noValidate aria-label={copy.codeTitle} className="flex flex-col gap-5 rounded-2xl border border-ink-100 bg-white p-5 shadow-sm sm:p-6">
        <h2 className="text-xl font-bold text-ink-900">{copy.codeTitle}</h2>
        <p className="text-ink-700" {...(state.outcome === null ? { tabIndex: -1, autoFocus: true } : {})}>
          {copy.codeSent(state.destination ?? "")}
        </p>
        <input type="hidden" name="intent" value="verify" />
        <input type="hidden" name="entryId" value={state.entryId ?? ""} />
        <input type="hidden" name="destination" value={state.destination ?? ""} />
        <Field label={copy.labels.code} htmlFor={id("code")} required hint={copy.hints.code} error={fieldError("code")}>
          <input
            id={id("code")}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            dir="ltr"
            aria-describedby={describedBy("code", true)}
            className={clsx(inputClasses, "max-w-48 text-center text-lg tracking-[0.3em]")}
          />
        </Field>
        <StatusMessage message={message} tone="error" focusOnLoad={state.outcome !== null} />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <Button type="submit" size="lg" disabled={pending} aria-busy={pending} className="w-full sm:w-auto">
            {pending && <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />}
            {pending ? copy.sending : copy.verify}
          </Button>
          <a href={permalink} className="text-center text-sm font-semibold text-primary-700 underline underline-offset-3">
            {copy.restart}
          </a>
        </div>
      </form>
    );
  }

  const chosen = types.find((type) => String(type.id) === typeId);
  // Without a type chosen (or without scripts) every doctor is listed; the server checks the pair.
  const doctors = chosen
    ? chosen.medecins
    : [...new Map(types.flatMap((type) => type.medecins).map((doctor) => [doctor.id, doctor])).values()].sort((a, b) => a.nom.localeCompare(b.nom, "fr"));
  const closed = state.outcome === "closed";

  return (
    <form action={formAction} noValidate aria-label={copy.formLabel} className="flex flex-col gap-6">
      <input type="hidden" name="intent" value="join" />
      {arabic && <input type="hidden" name="langue" value="ar" />}
      <fieldset className="grid gap-5 rounded-2xl border border-ink-100 bg-white p-5 shadow-sm sm:grid-cols-2 sm:p-6">
        <legend className="px-1 text-base font-bold text-ink-900">{copy.wishLegend}</legend>
        <Field label={copy.labels.type} htmlFor={id("type")} required error={fieldError("type")} className="sm:col-span-2">
          <select
            id={id("type")}
            name="type"
            defaultValue={values.type ?? ""}
            onChange={(event) => setTypeId(event.target.value)}
            aria-describedby={describedBy("type")}
            className={inputClasses}
          >
            <option value="" disabled>
              —
            </option>
            {types.map((type) => (
              <option key={type.id} value={type.id}>
                {arabic ? type.libelleAr : type.libelleFr}
              </option>
            ))}
          </select>
        </Field>
        <Field label={copy.labels.medecinId} htmlFor={id("medecinId")} error={fieldError("medecinId")} className="sm:col-span-2">
          <select id={id("medecinId")} name="medecinId" defaultValue={values.medecinId ?? ""} aria-describedby={describedBy("medecinId")} className={inputClasses}>
            <option value="">{copy.anyDoctor}</option>
            {doctors.map((doctor) => (
              <option key={doctor.id} value={doctor.id}>
                {doctor.nom}
              </option>
            ))}
          </select>
        </Field>
        <Field label={copy.labels.du} htmlFor={id("du")} required hint={copy.hints.range} error={fieldError("du")}>
          <input id={id("du")} name="du" type="date" min={firstDay} max={lastDay} defaultValue={values.du ?? firstDay} aria-describedby={describedBy("du", true)} className={inputClasses} />
        </Field>
        <Field label={copy.labels.au} htmlFor={id("au")} required error={fieldError("au")}>
          <input id={id("au")} name="au" type="date" min={firstDay} max={lastDay} defaultValue={values.au ?? ""} aria-describedby={describedBy("au")} className={inputClasses} />
        </Field>
      </fieldset>

      <fieldset className="grid gap-5 rounded-2xl border border-ink-100 bg-white p-5 shadow-sm sm:grid-cols-2 sm:p-6">
        <legend className="px-1 text-base font-bold text-ink-900">{copy.personLegend}</legend>
        <Field label={copy.labels.nom} htmlFor={id("nom")} required error={fieldError("nom")}>
          <input id={id("nom")} name="nom" autoComplete="family-name" defaultValue={values.nom ?? ""} aria-describedby={describedBy("nom")} className={inputClasses} />
        </Field>
        <Field label={copy.labels.prenom} htmlFor={id("prenom")} required error={fieldError("prenom")}>
          <input id={id("prenom")} name="prenom" autoComplete="given-name" defaultValue={values.prenom ?? ""} aria-describedby={describedBy("prenom")} className={inputClasses} />
        </Field>
        <Field label={copy.labels.dateNaissance} htmlFor={id("dateNaissance")} required hint={copy.hints.dateNaissance} error={fieldError("dateNaissance")}>
          <input
            id={id("dateNaissance")}
            name="dateNaissance"
            autoComplete="bday"
            inputMode="numeric"
            placeholder={copy.hints.dateNaissance}
            dir="ltr"
            defaultValue={values.dateNaissance ?? ""}
            aria-describedby={describedBy("dateNaissance", true)}
            className={inputClasses}
          />
        </Field>
        <fieldset className="flex flex-col gap-1.5" aria-describedby={state.fieldErrors?.gender ? `${id("gender")}-error` : undefined}>
          <legend className="mb-1.5 text-sm font-semibold text-ink-800">
            {copy.labels.gender}
            <span className="ms-0.5 text-danger-600" aria-hidden="true">
              *
            </span>
          </legend>
          <div className="flex gap-3">
            {(["F", "H"] as const).map((gender) => (
              <label key={gender} className="flex min-h-11 flex-1 items-center gap-2.5 rounded-xl border border-ink-200 px-4 text-[15px] text-ink-800 has-checked:border-primary-500 has-checked:bg-primary-50">
                <input type="radio" name="gender" value={gender} defaultChecked={values.gender === gender} className="size-4 accent-primary-700" />
                {copy.genders[gender]}
              </label>
            ))}
          </div>
          {fieldError("gender") && (
            <p id={`${id("gender")}-error`} className="text-sm text-danger-700">
              {fieldError("gender")}
            </p>
          )}
        </fieldset>
        <Field label={copy.labels.contact} htmlFor={id("contact")} required hint={copy.hints.contact} error={fieldError("contact")} className="sm:col-span-2">
          <input
            id={id("contact")}
            name="contact"
            type="text"
            autoCapitalize="none"
            spellCheck={false}
            dir="ltr"
            defaultValue={values.contact ?? ""}
            aria-describedby={describedBy("contact", true)}
            className={inputClasses}
          />
        </Field>
      </fieldset>

      <p className="text-sm text-ink-500">{copy.required}</p>
      <StatusMessage message={message} tone="error" focusOnLoad={state.outcome !== null} />
      {closed && (
        <ButtonLink href={copy.requestLink.href} variant="secondary" className="self-start">
          {copy.requestLink.text}
        </ButtonLink>
      )}
      <div>
        <Button type="submit" size="lg" disabled={pending} aria-busy={pending} className="w-full sm:w-auto">
          {pending ? <LoaderCircle className="size-5 animate-spin" aria-hidden="true" /> : <BellRing className="size-5" aria-hidden="true" />}
          {pending ? copy.sending : copy.submit}
        </Button>
      </div>
      {notice}
    </form>
  );
}
