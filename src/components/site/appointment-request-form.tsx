"use client";

import { useActionState, useRef, useState } from "react";
import { usePathname } from "next/navigation";
import clsx from "clsx";
import { LoaderCircle } from "lucide-react";
import { Send } from "@/components/site/sprite-icons";
import { submitAppointmentRequest, type DraftErrors } from "@/client/appointment-requests";
import { Button } from "@/components/ui/button";
import { Field, inputClasses } from "@/components/ui/field";
import { StatusMessage } from "@/components/ui/status-message";
import { DateField } from "@/components/site/date-field";
import { acceptedDate, localIsoDate } from "@/components/site/date-text";
import { openingHoursHint } from "@/components/site/opening-hours-hint";
import { PrivacyNotice } from "@/components/site/privacy-notice";
import type { HoursDocument } from "@/calendar/opening-hours";
import { appointmentFormCopyFr, type AppointmentFormCopy, type PublicFormLocale } from "@/content/public-forms";
import { unsentFormState, type AppointmentFormState, type PublicFormAction } from "@/schemas/public-form-state";

export type AppointmentRequestFormProps = {
  /** Prefix of the fields' ids, so that two forms can share a page. */
  idPrefix?: string;
  /** The form's words; the spec's French by default. */
  copy?: AppointmentFormCopy;
  locale?: PublicFormLocale;
  /**
   * Where the form posts when its scripts have not run (decision 032): a server function the page
   * passes. Without it, such a post only reloads the page.
   */
  action?: PublicFormAction<AppointmentFormState>;
  /** Two columns from the small breakpoint (default) or one column (narrow sidebars). */
  layout?: "two-columns" | "one-column";
  showPrivacyNotice?: boolean;
  /** The full notice of law 09-08 (CollectionNoticeBlock), given by the page; the short line otherwise. */
  notice?: React.ReactNode;
  /**
   * The practice's hours as the page shows them (`practice.hours`): a hint beside the preferred
   * time when it falls outside them (issue 32). Without them, no hint.
   */
  hours?: HoursDocument;
  className?: string;
};

const empty = { nom: "", prenom: "", telephone: "", date: "", heurePreferee: "", motif: "" };
type Fields = typeof empty;

/** What a post without scripts left in the fields (kept on failure). */
function fieldsAfter(posted: AppointmentFormState): Fields {
  const values = posted.values ?? {};
  return {
    nom: values.nom ?? "",
    prenom: values.prenom ?? "",
    telephone: values.telephone ?? "",
    date: values.datePreferee ?? "",
    heurePreferee: values.heurePreferee ?? "",
    motif: values.motif ?? "",
  };
}

const noAction = async (state: AppointmentFormState) => state;

/** The draft's field each input sends. */
const sentAs: Record<keyof Fields, keyof DraftErrors> = {
  nom: "nom",
  prenom: "prenom",
  telephone: "telephone",
  date: "datePreferee",
  heurePreferee: "heurePreferee",
  motif: "motif",
};

/**
 * The public appointment request (spec §4, §5, §8): nom, prénom, téléphone, date and time
 * required, motif optional. Nothing is sent while a required field is empty (a date that is not
 * a real date from today on counts as empty); success clears the form, failure keeps it. The
 * server is asked to refuse a day the practice is closed (issue 20): its message shows beside the
 * date, with the spec's status message, and the date picker does not offer such days.
 */
export function AppointmentRequestForm({
  idPrefix = "rdv",
  copy = appointmentFormCopyFr,
  locale = "fr",
  action,
  layout = "two-columns",
  showPrivacyNotice = true,
  notice,
  hours,
  className,
}: AppointmentRequestFormProps) {
  // The page's own address as the form's `action` (React would write an empty one, which HTML forbids).
  const permalink = usePathname() ?? undefined;
  // The answer to a post made before the scripts ran (or without them): the page is rendered again
  // with it. The scripts themselves never post this way (onSubmit below).
  const [posted, formAction] = useActionState<AppointmentFormState, FormData>(action ?? noAction, unsentFormState, permalink);
  const [fields, setFields] = useState<Fields>(() => fieldsAfter(posted));
  // The optional reminders box (decision 034): kept, like the fields, when a post without scripts fails.
  const [reminders, setReminders] = useState(posted.values?.consentementRappels === "on");
  const [message, setMessage] = useState(posted.outcome ? copy.messages[posted.outcome] : "");
  const [succeeded, setSucceeded] = useState(posted.outcome === "success");
  const [sending, setSending] = useState(false);
  // The posted answer's message takes the focus once, when that page loads.
  const [showingPosted, setShowingPosted] = useState(posted.outcome !== null);
  // The server's reasons for refusing the last request, per field, until that field changes.
  const [refused, setRefused] = useState<DraftErrors>(posted.fieldErrors ?? {});
  const form = useRef<HTMLFormElement>(null);

  const id = (name: string) => `${idPrefix}-${name}`;
  const change = (name: keyof Fields, value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    setRefused((current) => (current[sentAs[name]] ? { ...current, [sentAs[name]]: undefined } : current));
  };
  const refusal = (name: keyof Fields) => (refused[sentAs[name]] ? (copy.refusedField ?? refused[sentAs[name]]) : undefined);
  /** What the text controls share: id and name, value, and the server's reason when it refused the field. */
  const control = (name: Exclude<keyof Fields, "date">) => ({
    id: id(name),
    name,
    value: fields[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => change(name, event.target.value),
    "aria-invalid": refused[name] ? true : undefined,
    "aria-describedby": refused[name] ? `${id(name)}-error` : undefined,
  });

  const dateComplete = fields.date.length === 10;
  const dateRejected =
    (dateComplete && acceptedDate(fields.date, localIsoDate()) === null) || Boolean(posted.dateRejected && fields.date === posted.values?.datePreferee);

  // Beside the time: the day's hours when the chosen time is outside them; the request still goes.
  const timeHint = openingHoursHint(hours, acceptedDate(fields.date, localIsoDate()), fields.heurePreferee, copy.timeHint, locale);

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setShowingPosted(false);
    setMessage("");
    setRefused({});
    setSending(true);
    const outcome = await submitAppointmentRequest(
      {
        nom: fields.nom,
        prenom: fields.prenom,
        telephone: fields.telephone,
        datePreferee: acceptedDate(fields.date, localIsoDate()) ?? "",
        heurePreferee: fields.heurePreferee,
        motif: fields.motif,
        consentementRappels: reminders,
        // The Arabic pages' requests are answered in Arabic (decision 043).
        ...(locale === "ar" ? { langue: "ar" as const } : {}),
      },
      { rejectClosedDays: true, messages: copy.messages },
    );
    setSending(false);
    setMessage(outcome.message);
    setSucceeded(outcome.ok);
    if (outcome.ok) {
      setFields(empty);
      setReminders(false);
    }
    if (outcome.fieldErrors) {
      setRefused(outcome.fieldErrors);
      // The first refused field takes the focus: its label and reason are read out with it.
      const first = (Object.keys(sentAs) as (keyof Fields)[]).find((name) => outcome.fieldErrors?.[sentAs[name]]);
      if (first) requestAnimationFrame(() => form.current?.querySelector<HTMLElement>(`#${id(sentAs[first])}`)?.focus());
    }
  };

  const grid = layout === "two-columns" ? "sm:grid-cols-2" : "";

  return (
    <form
      ref={form}
      // React writes the server function's post into the markup; a plain post only reloads the page.
      {...(action ? { action: formAction } : { method: "post" })}
      noValidate
      onSubmit={onSubmit}
      className={clsx("grid gap-5", className)}
      aria-label={copy.formLabel}
    >
      {/* Posted without scripts too: the Arabic pages' requests are answered in Arabic (decision 043). */}
      {locale === "ar" && <input type="hidden" name="langue" value="ar" />}
      <div className={clsx("grid gap-5", grid)}>
        <Field label={copy.labels.nom} htmlFor={id("nom")} required error={refusal("nom")}>
          <input {...control("nom")} type="text" autoComplete="family-name" required className={inputClasses} />
        </Field>
        <Field label={copy.labels.prenom} htmlFor={id("prenom")} required error={refusal("prenom")}>
          <input {...control("prenom")} type="text" autoComplete="given-name" required className={inputClasses} />
        </Field>
        <Field label={copy.labels.telephone} htmlFor={id("telephone")} required error={refusal("telephone")} className={layout === "two-columns" ? "sm:col-span-2" : undefined}>
          <input {...control("telephone")} dir="ltr" type="tel" autoComplete="tel" placeholder={copy.placeholders.telephone} required className={inputClasses} />
        </Field>
        <Field
          label={copy.labels.datePreferee}
          htmlFor={id("datePreferee")}
          required
          error={dateRejected ? copy.date.rejected : refusal("date")}
          hint={dateRejected ? undefined : copy.date.hint}
        >
          <DateField
            id={id("datePreferee")}
            name="datePreferee"
            value={fields.date}
            onChange={(text) => change("date", text)}
            required
            copy={copy.date}
            locale={locale}
            invalid={dateRejected || Boolean(refusal("date"))}
            describedBy={dateRejected || refusal("date") ? `${id("datePreferee")}-error` : `${id("datePreferee")}-hint`}
          />
        </Field>
        <Field label={copy.labels.heurePreferee} htmlFor={id("heurePreferee")} required error={refusal("heurePreferee")}>
          <input
            {...control("heurePreferee")}
            aria-describedby={refused.heurePreferee ? `${id("heurePreferee")}-error` : timeHint ? `${id("heurePreferee")}-hours` : undefined}
            type="time"
            required
            className={inputClasses}
          />
          {/* Always in the page, so that a hint appearing is read out; empty while the time is within the hours. */}
          <p id={`${id("heurePreferee")}-hours`} aria-live="polite" className="text-sm text-amber-900">
            {timeHint}
          </p>
        </Field>
        <Field
          label={copy.labels.motif}
          htmlFor={id("motif")}
          error={refusal("motif")}
          className={layout === "two-columns" ? "sm:col-span-2" : undefined}
        >
          <textarea
            {...control("motif")}
            rows={4}
            placeholder={copy.placeholders.motif}
            className={clsx(inputClasses, "resize-y")}
          />
        </Field>
        <label htmlFor={id("consentementRappels")} className={clsx("flex items-start gap-3 text-[15px] text-ink-700", layout === "two-columns" && "sm:col-span-2")}>
          <input
            id={id("consentementRappels")}
            name="consentementRappels"
            type="checkbox"
            checked={reminders}
            onChange={(event) => setReminders(event.target.checked)}
            className="mt-1 size-4 shrink-0 accent-primary-700"
          />
          <span>{copy.reminders}</span>
        </label>
      </div>
      <StatusMessage message={message} tone={succeeded ? "success" : "error"} focusOnLoad={showingPosted} />
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between">
        <Button type="submit" size="lg" disabled={sending} aria-busy={sending} className="w-full sm:w-auto">
          {sending ? <LoaderCircle className="size-5 animate-spin" aria-hidden="true" /> : <Send className="size-5 rtl:-scale-x-100" aria-hidden="true" />}
          {copy.submit}
        </Button>
        <p className="text-sm text-ink-500">
          <span className="text-danger-600" aria-hidden="true">
            *
          </span>{" "}
          {copy.requiredNote}
        </p>
      </div>
      {notice ?? (showPrivacyNotice && <PrivacyNotice copy={copy.privacyNotice} />)}
    </form>
  );
}
