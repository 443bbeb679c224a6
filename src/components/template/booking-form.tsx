"use client";

import { useId, useState, useSyncExternalStore } from "react";
import clsx from "clsx";
import { CalendarCheck } from "lucide-react";
import { addDays } from "@/calendar/plain-date";
import { submitAppointmentRequest } from "@/client/appointment-requests";
import { localIsoDate } from "@/components/site/date-text";
import { bookingCategories, specializations } from "@/content/template/home-variants";
import { Button } from "@/components/ui/button";
import { Field, inputClasses } from "@/components/ui/field";
import { StatusMessage } from "@/components/ui/status-message";

export type BookingFormVariant = "full" | "simple" | "hero";

type BookingFormProps = {
  /**
   * 'full': the home variants' form (category, name, phone, medical record number, reason, date,
   * time); 'simple': name, phone, date, time, reason; 'hero': the compact hero form.
   */
  variant?: BookingFormVariant;
  /** What the request is about, added to its reason for the staff: e.g. 'Médecin : Dr. X'. */
  context?: string;
  submitLabel?: string;
  /** The notice of law 09-08 under the form (decision 034), given by the page. */
  notice?: React.ReactNode;
  className?: string;
};

type Values = {
  name: string;
  phone: string;
  date: string;
  time: string;
  reason: string;
  category: string;
  record: string;
  specialization: string;
};

const empty: Values = { name: "", phone: "", date: "", time: "", reason: "", category: "", record: "", specialization: "" };

/** 'Amina El Idrissi' → prénom 'Amina', nom 'El Idrissi' (split on the first space). */
export function splitFullName(fullName: string): { prenom: string; nom: string } {
  const trimmed = fullName.trim().replace(/\s+/g, " ");
  const space = trimmed.indexOf(" ");
  return space === -1 ? { prenom: trimmed, nom: "" } : { prenom: trimmed.slice(0, space), nom: trimmed.slice(space + 1) };
}

/** The reason the staff read: the form's extra answers, then the patient's own words. */
export function composeMotif(values: Pick<Values, "category" | "record" | "specialization" | "reason">, context?: string): string {
  return [
    context,
    values.category && `Catégorie : ${values.category}`,
    values.specialization && `Spécialité : ${values.specialization}`,
    values.record.trim() && `N° de dossier : ${values.record.trim()}`,
    values.reason.trim(),
  ]
    .filter(Boolean)
    .join(" — ");
}

const subscribeToNothing = () => () => {};

// The visitor's date today (as the main form's picker starts), and a year on by the calendar's
// arithmetic (decision 037): the server accepts preferred dates up to a year ahead.
const localToday = () => localIsoDate();
const localInAYear = () => addDays(localIsoDate(), 365);

/**
 * The template pages' booking forms. The spec leaves their destination open; they send a real
 * appointment request (POST /api/appointment-requests) with the main form's rules and messages.
 */
export function BookingForm({ variant = "full", context, submitLabel = "Book appointment", notice, className }: BookingFormProps) {
  const id = useId();
  const [values, setValues] = useState<Values>(empty);
  const [message, setMessage] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  // Read in the browser: the page is prerendered, so a build-time 'today' would go stale.
  const minDate = useSyncExternalStore(subscribeToNothing, localToday, () => undefined);
  const maxDate = useSyncExternalStore(subscribeToNothing, localInAYear, () => undefined);

  const set = (field: keyof Values) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
  };

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setMessage(null);
    const { prenom, nom } = splitFullName(values.name);
    if (prenom && !nom) {
      setNameError("Please enter your first and last name.");
      return;
    }
    setNameError(undefined);
    setSending(true);
    const outcome = await submitAppointmentRequest({
      nom,
      prenom,
      telephone: values.phone,
      datePreferee: values.date,
      heurePreferee: values.time,
      motif: composeMotif(values, context),
    });
    setSending(false);
    setMessage(outcome.message);
    if (outcome.ok) setValues(empty);
  }

  const f = (name: string) => `${id}-${name}`;

  const nameField = (
    <Field label="Full name" htmlFor={f("name")} required error={nameError}>
      <input
        id={f("name")}
        name="name"
        autoComplete="name"
        required
        placeholder="First and last name"
        value={values.name}
        onChange={set("name")}
        aria-invalid={nameError ? true : undefined}
        aria-describedby={nameError ? `${f("name")}-error` : undefined}
        className={inputClasses}
      />
    </Field>
  );
  const phoneField = (
    <Field label={variant === "hero" ? "Contact number" : "Phone number"} htmlFor={f("phone")} required>
      <input id={f("phone")} name="phone" type="tel" autoComplete="tel" required placeholder="+212 6 12 34 56 78" value={values.phone} onChange={set("phone")} className={inputClasses} />
    </Field>
  );
  const dateField = (
    <Field label="Preferred date" htmlFor={f("date")} required>
      <input id={f("date")} name="date" type="date" required min={minDate} max={maxDate} value={values.date} onChange={set("date")} className={inputClasses} />
    </Field>
  );
  const timeField = (
    <Field label="Preferred time" htmlFor={f("time")} required>
      <input id={f("time")} name="time" type="time" required value={values.time} onChange={set("time")} className={inputClasses} />
    </Field>
  );
  const reasonField = (
    <Field label="Reason for visit" htmlFor={f("reason")} className="sm:col-span-2">
      <textarea id={f("reason")} name="reason" rows={4} value={values.reason} onChange={set("reason")} className={clsx(inputClasses, "resize-y")} />
    </Field>
  );

  return (
    <form method="post" onSubmit={onSubmit} className={clsx("grid gap-5", className)} aria-label="Book an appointment">
      {variant === "full" && (
        <fieldset className="grid gap-3">
          <legend className="mb-3 text-sm font-semibold text-ink-800">Department</legend>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {bookingCategories.map((category) => (
              <label
                key={category}
                className={clsx(
                  "flex cursor-pointer items-center gap-2.5 rounded-xl border px-4 py-3 text-sm font-semibold transition-colors has-[:checked]:border-primary-600 has-[:checked]:bg-primary-50 has-[:checked]:text-primary-800 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-primary-400",
                  "border-ink-200 bg-white text-ink-700 hover:border-primary-300",
                )}
              >
                <input
                  type="radio"
                  name={f("category")}
                  value={category}
                  checked={values.category === category}
                  onChange={set("category")}
                  className="size-4 accent-primary-700 focus-visible:outline-none"
                />
                {category}
              </label>
            ))}
          </div>
        </fieldset>
      )}

      {variant === "hero" ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {nameField}
          {phoneField}
          <Field label="Specialization" htmlFor={f("specialization")} className="sm:col-span-2">
            <select id={f("specialization")} name="specialization" value={values.specialization} onChange={set("specialization")} className={inputClasses}>
              <option value="">Any specialization</option>
              {specializations.map((specialization) => (
                <option key={specialization} value={specialization}>
                  {specialization}
                </option>
              ))}
            </select>
          </Field>
          {dateField}
          {timeField}
        </div>
      ) : (
        <div className="grid gap-5 sm:grid-cols-2">
          {nameField}
          {phoneField}
          {variant === "full" && (
            <Field label="Medical record number" htmlFor={f("record")} hint="If you are already a patient." className="sm:col-span-2">
              <input id={f("record")} name="record" value={values.record} onChange={set("record")} aria-describedby={`${f("record")}-hint`} className={inputClasses} />
            </Field>
          )}
          {dateField}
          {timeField}
          {reasonField}
        </div>
      )}

      <StatusMessage message={message} />
      <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto sm:justify-self-start">
        <CalendarCheck className="size-5" aria-hidden="true" />
        {sending ? "Sending..." : submitLabel}
      </Button>
      {notice}
    </form>
  );
}
