"use client";

import { useState } from "react";
import clsx from "clsx";
import { LoaderCircle, Send } from "lucide-react";
import { apiFetch, errorMessage } from "@/client/api-client";
import { contactMessages as messages } from "@/schemas/public-form-messages";
import { Button } from "@/components/ui/button";
import { Field, inputClasses } from "@/components/ui/field";
import { StatusMessage } from "@/components/ui/status-message";
import { PrivacyNotice } from "@/components/site/privacy-notice";

const empty = { nomComplet: "", email: "", sujet: "", message: "" };
type Fields = typeof empty;

/**
 * The contact form (spec §4, §5, §8): all four fields must be filled (native validation off);
 * the button reads 'Envoi...' and is disabled while sending; success clears the fields.
 */
export function ContactForm({ idPrefix = "contact", className }: { idPrefix?: string; className?: string }) {
  const [fields, setFields] = useState<Fields>(empty);
  const [message, setMessage] = useState("");
  const [sending, setSending] = useState(false);

  const id = (name: string) => `${idPrefix}-${name}`;
  const set = (name: keyof Fields) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setMessage("");
    if (Object.values(fields).some((value) => value.trim() === "")) {
      setMessage(messages.missingFields);
      return;
    }
    setSending(true);
    try {
      const response = await apiFetch("/api/contact", { method: "POST", json: fields });
      if (response.ok) {
        setMessage(messages.success);
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
    <form method="post" noValidate onSubmit={onSubmit} className={clsx("grid gap-5", className)} aria-label="Formulaire de contact">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Nom complet" htmlFor={id("nomComplet")}>
          <input id={id("nomComplet")} name="nomComplet" type="text" autoComplete="name" value={fields.nomComplet} onChange={set("nomComplet")} className={inputClasses} />
        </Field>
        <Field label="E-mail" htmlFor={id("email")}>
          <input id={id("email")} name="email" type="email" autoComplete="email" value={fields.email} onChange={set("email")} className={inputClasses} />
        </Field>
        <Field label="Sujet" htmlFor={id("sujet")} className="sm:col-span-2">
          <input id={id("sujet")} name="sujet" type="text" value={fields.sujet} onChange={set("sujet")} className={inputClasses} />
        </Field>
        <Field label="Message" htmlFor={id("message")} className="sm:col-span-2">
          <textarea id={id("message")} name="message" rows={6} value={fields.message} onChange={set("message")} className={clsx(inputClasses, "resize-y")} />
        </Field>
      </div>
      <StatusMessage message={message} />
      <div>
        <Button type="submit" size="lg" disabled={sending} aria-busy={sending} className="w-full sm:w-auto">
          {sending ? <LoaderCircle className="size-5 animate-spin" aria-hidden="true" /> : <Send className="size-5" aria-hidden="true" />}
          {sending ? messages.sending : "Envoyer le message"}
        </Button>
      </div>
      <PrivacyNotice />
    </form>
  );
}
