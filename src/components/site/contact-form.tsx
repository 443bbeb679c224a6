"use client";

import { useActionState, useState } from "react";
import { usePathname } from "next/navigation";
import clsx from "clsx";
import { LoaderCircle } from "lucide-react";
import { Send } from "@/components/site/sprite-icons";
import { apiFetch, errorMessage } from "@/client/api-client";
import { Button } from "@/components/ui/button";
import { Field, inputClasses } from "@/components/ui/field";
import { StatusMessage } from "@/components/ui/status-message";
import { PrivacyNotice } from "@/components/site/privacy-notice";
import { contactFormCopyFr, type ContactFormCopy, type PublicFormLocale } from "@/content/public-forms";
import { unsentFormState, type ContactFormState, type PublicFormAction } from "@/schemas/public-form-state";

const empty = { nomComplet: "", email: "", sujet: "", message: "" };
type Fields = typeof empty;

const noAction = async (state: ContactFormState) => state;

/**
 * The contact form (spec §4, §5, §8): all four fields must be filled (native validation off);
 * the button reads 'Envoi...' and is disabled while sending; success clears the fields.
 */
export type ContactFormProps = {
  idPrefix?: string;
  /** The form's words; the spec's French by default. */
  copy?: ContactFormCopy;
  locale?: PublicFormLocale;
  /**
   * Where the form posts when its scripts have not run (decision 032): a server function the page
   * passes. Without it, such a post only reloads the page.
   */
  action?: PublicFormAction<ContactFormState>;
  /** The full notice of law 09-08 (CollectionNoticeBlock), given by the page; the short line otherwise. */
  notice?: React.ReactNode;
  className?: string;
};

export function ContactForm({ idPrefix = "contact", copy = contactFormCopyFr, action, notice, className }: ContactFormProps) {
  const { messages } = copy;
  // The page's own address as the form's `action` (React would write an empty one, which HTML forbids).
  const permalink = usePathname() ?? undefined;
  // The answer to a post made before the scripts ran (or without them): the page is rendered again
  // with it. The scripts themselves never post this way (onSubmit below).
  const [posted, formAction] = useActionState<ContactFormState, FormData>(action ?? noAction, unsentFormState, permalink);
  const [fields, setFields] = useState<Fields>(() => ({ ...empty, ...posted.values }));
  const [message, setMessage] = useState(posted.outcome ? messages[posted.outcome] : "");
  const [succeeded, setSucceeded] = useState(posted.outcome === "success");
  const [sending, setSending] = useState(false);
  // The posted answer's message takes the focus once, when that page loads.
  const [showingPosted, setShowingPosted] = useState(posted.outcome !== null);

  const id = (name: string) => `${idPrefix}-${name}`;
  const set = (name: keyof Fields) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setShowingPosted(false);
    setMessage("");
    setSucceeded(false);
    if (Object.values(fields).some((value) => value.trim() === "")) {
      setMessage(messages.missingFields);
      return;
    }
    setSending(true);
    try {
      const response = await apiFetch("/api/contact", { method: "POST", json: fields });
      if (response.ok) {
        setMessage(messages.success);
        setSucceeded(true);
        setFields(empty);
      } else {
        setMessage(messages.failed);
      }
    } catch (error) {
      setMessage(errorMessage(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      // React writes the server function's post into the markup; a plain post only reloads the page.
      {...(action ? { action: formAction } : { method: "post" })}
      noValidate
      onSubmit={onSubmit}
      className={clsx("grid gap-5", className)}
      aria-label={copy.formLabel}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={copy.labels.nomComplet} htmlFor={id("nomComplet")}>
          <input id={id("nomComplet")} name="nomComplet" type="text" autoComplete="name" value={fields.nomComplet} onChange={set("nomComplet")} className={inputClasses} />
        </Field>
        <Field label={copy.labels.email} htmlFor={id("email")}>
          <input id={id("email")} name="email" type="email" autoComplete="email" value={fields.email} onChange={set("email")} className={inputClasses} />
        </Field>
        <Field label={copy.labels.sujet} htmlFor={id("sujet")} className="sm:col-span-2">
          <input id={id("sujet")} name="sujet" type="text" value={fields.sujet} onChange={set("sujet")} className={inputClasses} />
        </Field>
        <Field label={copy.labels.message} htmlFor={id("message")} className="sm:col-span-2">
          <textarea id={id("message")} name="message" rows={6} value={fields.message} onChange={set("message")} className={clsx(inputClasses, "resize-y")} />
        </Field>
      </div>
      <StatusMessage message={message} tone={succeeded ? "success" : "error"} focusOnLoad={showingPosted} />
      <div>
        <Button type="submit" size="lg" disabled={sending} aria-busy={sending} className="w-full sm:w-auto">
          {sending ? <LoaderCircle className="size-5 animate-spin" aria-hidden="true" /> : <Send className="size-5 rtl:-scale-x-100" aria-hidden="true" />}
          {sending ? messages.sending : copy.submit}
        </Button>
      </div>
      {notice ?? <PrivacyNotice copy={copy.privacyNotice} />}
    </form>
  );
}
