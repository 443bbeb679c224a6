"use client";

import { CalendarCheck, LoaderCircle } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Field, inputClasses } from "@/components/ui/field";
import { StatusMessage } from "@/components/ui/status-message";
import { SlotSummary, StepHeading } from "@/components/site/booking/booking-parts";
import type { BookingWords } from "@/content/booking-words";
import type { BookingFlowState } from "@/schemas/booking-page";

type CodeState = Extract<BookingFlowState, { etape: "code" }>;

/**
 * After the three steps: the 6-digit code sent by SMS, WhatsApp or e-mail, and a way to get a new
 * one (the details are posted again, hidden: they never go into an address).
 */
export function BookingCodeStep({ state, words, action, pending }: { state: CodeState; words: BookingWords; action: (form: FormData) => void; pending: boolean }) {
  const copy = words.code;
  const sent = copy.sentBy[state.canal].replace("{destination}", state.destination);
  const message =
    state.outcome === "missing"
      ? copy.messages.missing
      : state.outcome === "wrong"
        ? state.triesLeft !== undefined
          ? copy.messages.triesLeft.replace("{n}", String(state.triesLeft))
          : copy.messages.wrong
        : state.outcome === "failed"
          ? copy.messages.failed
          : state.outcome === "resent"
            ? sent
            : "";
  const hidden = (
    <>
      <input type="hidden" name="hold" value={state.hold.id} />
      <input type="hidden" name="langue" value={words.locale} />
      <input type="hidden" name="canal" value={state.canal} />
      <input type="hidden" name="destination" value={state.destination} />
    </>
  );
  return (
    <>
      <StepHeading focus={state.outcome === undefined}>{copy.title}</StepHeading>
      <p className="mt-3 text-[15px] text-ink-700">
        <bdi>{sent}</bdi>
      </p>
      <form action={action} noValidate aria-label={copy.title} className="mt-6 grid gap-5">
        <input type="hidden" name="etape" value="code" />
        {hidden}
        <Field label={copy.label} htmlFor="rdv-en-ligne-code" required hint={copy.hint}>
          <input
            id="rdv-en-ligne-code"
            name="code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={8}
            dir="ltr"
            required
            aria-describedby="rdv-en-ligne-code-hint"
            className={`${inputClasses} max-w-56 text-center font-display text-2xl tracking-[0.4em]`}
          />
        </Field>
        <StatusMessage message={message} tone={state.outcome === "resent" ? "success" : "error"} focusOnLoad={Boolean(message)} />
        <div>
          <Button type="submit" size="lg" disabled={pending} aria-busy={pending} className="w-full sm:w-auto">
            {pending ? <LoaderCircle className="size-5 animate-spin" aria-hidden="true" /> : <CalendarCheck className="size-5" aria-hidden="true" />}
            {pending ? copy.sending : copy.submit}
          </Button>
        </div>
      </form>
      <form action={action} className="mt-4">
        <input type="hidden" name="etape" value="nouveau-code" />
        {hidden}
        {Object.entries(state.values).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Button type="submit" variant="ghost" size="sm" disabled={pending}>
          {copy.resend}
        </Button>
      </form>
      <SlotSummary hold={state.hold} words={words} className="mt-6" />
    </>
  );
}
