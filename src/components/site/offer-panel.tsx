"use client";

import { useActionState } from "react";
import { usePathname } from "next/navigation";
import { CalendarCheck, LoaderCircle } from "lucide-react";
import { Button, ButtonLink } from "@/components/ui/button";
import { StatusMessage } from "@/components/ui/status-message";
import { offerCopyAr, offerCopyFr, type WaitlistLocale } from "@/content/waitlist";
import { initialOfferFormState, type OfferFormState } from "@/schemas/waitlist-form-state";
import type { OfferStatus } from "@/schemas/waitlist";

export type OfferPanelProps = {
  /** The page's language; the words are the content's (functions cannot cross to the browser as props). */
  locale: WaitlistLocale;
  token: string;
  statut: OfferStatus;
  /** Already written in the page's language: the slot's day, its time, the doctor, the type. */
  day: string;
  time: string;
  doctor: string;
  typeLabel: string;
  /** "10:15": until when the slot is kept; null once its 15 minutes are past (the slot still free). */
  keptUntil: string | null;
  action: (previous: OfferFormState, form: FormData) => Promise<OfferFormState>;
  /** Where to go after: the waiting list or the booking page. */
  back: { text: string; href: string };
};

/**
 * The page an offer's link opens (decision 051): the slot — day, time "heure du Maroc", doctor — and
 * one button that takes it; a quieter one lets it go to the next person. Posts through a server
 * function, with scripts or without.
 */
export function OfferPanel({ locale, token, statut, day, time, doctor, typeLabel, keptUntil, action, back }: OfferPanelProps) {
  const copy = locale === "ar" ? offerCopyAr : offerCopyFr;
  const permalink = usePathname() ?? undefined;
  const [state, formAction, pending] = useActionState(action, initialOfferFormState, permalink);
  const open = statut === "proposee" && state.outcome === null;
  const closedMessage = state.outcome ? copy.outcomes[state.outcome] : statut !== "proposee" ? copy.states[statut] : null;
  const success = state.outcome === "accepted" || (state.outcome === null && statut === "acceptee");

  return (
    <div className="flex flex-col gap-5 rounded-2xl border border-ink-100 bg-white p-5 shadow-sm sm:p-8">
      <div className="flex items-start gap-3">
        <CalendarCheck className="mt-1 size-6 shrink-0 text-primary-700" aria-hidden="true" />
        <div className="flex flex-col gap-1">
          <p className="text-sm font-semibold text-ink-500">
            {copy.typeLabel} · {typeLabel}
          </p>
          <p className="text-xl font-bold text-ink-900 sm:text-2xl">{copy.slotLabel(day, time, doctor)}</p>
          <p className="text-sm text-ink-600">({copy.zoneNote})</p>
        </div>
      </div>
      {open && <p className="text-ink-700">{keptUntil ? copy.keptUntil(keptUntil) : copy.lateNote}</p>}
      {closedMessage && <StatusMessage message={closedMessage} tone={success ? "success" : "error"} focusOnLoad={state.outcome !== null} />}
      {open && (
        <form action={formAction} className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <input type="hidden" name="token" value={token} />
          <Button type="submit" name="intent" value="accept" size="lg" disabled={pending} aria-busy={pending} className="w-full sm:w-auto">
            {pending && <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />}
            {pending ? copy.accepting : copy.accept}
          </Button>
          <Button type="submit" name="intent" value="decline" variant="ghost" disabled={pending} className="w-full sm:w-auto">
            {copy.decline}
          </Button>
        </form>
      )}
      {!open && !success && (
        <ButtonLink href={back.href} variant="secondary" className="self-start">
          {back.text}
        </ButtonLink>
      )}
    </div>
  );
}
