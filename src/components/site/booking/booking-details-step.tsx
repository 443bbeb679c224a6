"use client";

import clsx from "clsx";
import { LoaderCircle, Send } from "lucide-react";
import { AppLink } from "@/components/ui/app-link";
import { Button } from "@/components/ui/button";
import { Field, inputClasses } from "@/components/ui/field";
import { StatusMessage } from "@/components/ui/status-message";
import { BookingStepper, SlotSummary, StepHeading } from "@/components/site/booking/booking-parts";
import type { BookingWords } from "@/content/booking-words";
import type { BookingFlowState, DetailsField } from "@/schemas/booking-page";

type Details = Extract<BookingFlowState, { etape: "coordonnees" }>;

/**
 * Step 3: who comes — nom, prénom, date de naissance, gender (the file needs it), a mobile for the
 * code, an optional e-mail, the reminders box and the notice of law 09-08, as on the request form.
 * The held slot is shown above with the time it is kept until.
 */
export function BookingDetailsStep({
  state,
  words,
  action,
  pending,
  notice,
}: {
  state: Details;
  words: BookingWords;
  action: (form: FormData) => void;
  pending: boolean;
  notice: React.ReactNode;
}) {
  const { hold, values = {}, fieldErrors = {} } = state;
  const copy = words.details;
  const id = (name: string) => `rdv-en-ligne-${name}`;
  // The server's reasons are French; another language shows its own line beside the field.
  const refusal = (name: DetailsField) => (fieldErrors[name] ? copy.messages.refusedField || fieldErrors[name] : undefined);
  const message =
    state.outcome === "missingFields"
      ? copy.messages.missingFields
      : state.outcome === "limited"
        ? fieldErrors.telephone
          ? copy.messages.phoneLimit
          : copy.messages.limited
        : state.outcome === "failed"
          ? copy.messages.failed
          : "";
  const described = (name: DetailsField, hint: boolean) => (refusal(name) ? `${id(name)}-error` : hint ? `${id(name)}-hint` : undefined);
  const control = (name: DetailsField) => ({
    id: id(name),
    name,
    defaultValue: values[name] ?? "",
    "aria-invalid": refusal(name) ? true : undefined,
    className: inputClasses,
  });
  const dateError = state.dateRejected ? copy.messages.dateRejected : refusal("dateNaissance");
  return (
    <>
      <BookingStepper current={3} words={words} />
      <StepHeading focus={state.outcome === undefined}>{copy.title}</StepHeading>
      <SlotSummary hold={hold} words={words} className="mt-5" />
      <p className="mt-3 text-sm font-medium text-accent-700">{copy.heldUntil.replace("{heure}", hold.jusqua)}</p>
      <form action={action} noValidate aria-label={copy.title} className="mt-6 grid gap-5">
        <input type="hidden" name="etape" value="coordonnees" />
        <input type="hidden" name="hold" value={hold.id} />
        <input type="hidden" name="langue" value={words.locale} />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label={copy.labels.nom} htmlFor={id("nom")} required error={refusal("nom")}>
            <input {...control("nom")} type="text" autoComplete="family-name" required aria-describedby={described("nom", false)} />
          </Field>
          <Field label={copy.labels.prenom} htmlFor={id("prenom")} required error={refusal("prenom")}>
            <input {...control("prenom")} type="text" autoComplete="given-name" required aria-describedby={described("prenom", false)} />
          </Field>
          <Field label={copy.labels.dateNaissance} htmlFor={id("dateNaissance")} required error={dateError} hint={copy.hints.dateNaissance}>
            <input
              {...control("dateNaissance")}
              aria-invalid={dateError ? true : undefined}
              type="text"
              inputMode="numeric"
              autoComplete="bday"
              dir="ltr"
              placeholder={copy.placeholders.dateNaissance}
              required
              aria-describedby={dateError ? `${id("dateNaissance")}-error` : `${id("dateNaissance")}-hint`}
            />
          </Field>
          <fieldset className="flex flex-col gap-1.5" aria-describedby={refusal("gender") ? `${id("gender")}-error` : undefined}>
            <legend className="mb-1.5 text-sm font-semibold text-ink-800">
              {copy.labels.gender}
              <span className="ms-0.5 text-danger-600" aria-hidden="true">
                *
              </span>
            </legend>
            <div className="grid grid-cols-2 gap-2">
              {(["F", "H"] as const).map((gender) => (
                <label
                  key={gender}
                  className="flex cursor-pointer items-center gap-2 rounded-xl border border-ink-200 bg-white px-4 py-3 text-[15px] has-checked:border-primary-600 has-checked:bg-primary-50 has-focus-visible:outline-3 has-focus-visible:outline-primary-400"
                >
                  <input type="radio" name="gender" value={gender} defaultChecked={values.gender === gender} required className="size-4 accent-primary-700 focus-visible:outline-none" />
                  {copy.genders[gender]}
                </label>
              ))}
            </div>
            {refusal("gender") && (
              <p id={`${id("gender")}-error`} className="text-sm text-danger-700">
                {refusal("gender")}
              </p>
            )}
          </fieldset>
          <Field label={copy.labels.telephone} htmlFor={id("telephone")} required error={refusal("telephone")} hint={copy.hints.telephone}>
            <input {...control("telephone")} type="tel" dir="ltr" autoComplete="tel" placeholder={copy.placeholders.telephone} required aria-describedby={described("telephone", true)} />
          </Field>
          <Field label={copy.labels.email} htmlFor={id("email")} error={refusal("email")} hint={copy.hints.email}>
            <input {...control("email")} type="email" dir="ltr" autoComplete="email" placeholder={copy.placeholders.email} aria-describedby={described("email", true)} />
          </Field>
          <label htmlFor={id("consentementRappels")} className="flex items-start gap-3 text-[15px] text-ink-700 sm:col-span-2">
            <input
              id={id("consentementRappels")}
              name="consentementRappels"
              type="checkbox"
              defaultChecked={values.consentementRappels === "on"}
              className="mt-1 size-4 shrink-0 accent-primary-700"
            />
            <span>{copy.reminders}</span>
          </label>
        </div>
        <StatusMessage message={message} tone="error" focusOnLoad={Boolean(message)} />
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <Button type="submit" size="lg" disabled={pending} aria-busy={pending} className="w-full sm:w-auto">
            {pending ? <LoaderCircle className="size-5 animate-spin" aria-hidden="true" /> : <Send className="size-5 rtl:-scale-x-100" aria-hidden="true" />}
            {pending ? copy.sending : copy.submit}
          </Button>
          <p className="text-sm text-ink-500">
            <span className="text-danger-600" aria-hidden="true">
              *
            </span>{" "}
            {copy.requiredNote}
          </p>
        </div>
        {notice}
        <AppLink
          href={`${words.paths.booking}?type=${hold.typeId}&medecin=premier#creneaux`}
          prefetch={false}
          className={clsx("justify-self-start text-sm font-semibold text-primary-700 underline decoration-primary-200 underline-offset-3 hover:decoration-primary-700")}
        >
          {copy.changeSlot}
        </AppLink>
      </form>
    </>
  );
}
