"use client";

import { useEffect, useRef } from "react";
import clsx from "clsx";
import { ArrowRight, BellRing, Check, Phone } from "lucide-react";
import { AppLink } from "@/components/ui/app-link";
import type { BookingWords } from "@/content/booking-words";
import type { HeldSlotView } from "@/schemas/booking-page";

/** The booking's three steps before the code, the current one marked for screen readers. */
export function BookingStepper({ current, words }: { current: 1 | 2 | 3; words: BookingWords }) {
  return (
    <div className="mb-6">
      <p className="mb-2 text-sm font-semibold text-accent-700">{words.steps.counter.replace("{n}", String(current))}</p>
      <ol aria-label={words.steps.label} className="grid grid-cols-3 gap-2">
        {words.steps.names.map((name, index) => {
          const step = index + 1;
          const done = step < current;
          return (
            <li key={name} aria-current={step === current ? "step" : undefined} className="flex flex-col gap-1.5">
              <span className={clsx("h-1.5 rounded-full", step <= current ? "bg-primary-600" : "bg-ink-200")} aria-hidden="true" />
              <span className={clsx("flex items-center gap-1 text-xs font-semibold sm:text-sm", step === current ? "text-ink-900" : "text-ink-500")}>
                {done && <Check className="size-3.5 shrink-0 text-primary-600" aria-hidden="true" />}
                {name}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/**
 * Focuses the element when it appears with `focus` set. Without scripts the `autofocus` attribute
 * the server writes does it; React itself only honours autoFocus on form controls, so the answer
 * to a post made with scripts needs this.
 */
export function useFocusOnMount<E extends HTMLElement>(focus: boolean) {
  const ref = useRef<E>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return ref;
}

/** A step's heading: it takes the focus when a post brings the step (with scripts or without), so it is read out. */
export function StepHeading({ children, focus, id }: { children: React.ReactNode; focus: boolean; id?: string }) {
  const ref = useFocusOnMount<HTMLHeadingElement>(focus);
  return (
    <h2 ref={ref} id={id} className="text-2xl font-bold outline-none md:text-[1.75rem]" {...(focus ? { tabIndex: -1, autoFocus: true } : {})}>
      {children}
    </h2>
  );
}

/** The held or booked slot: consultation, doctor, day and time (heure du Maroc). */
export function SlotSummary({ hold, words, className }: { hold: HeldSlotView; words: BookingWords; className?: string }) {
  const rows: [string, React.ReactNode][] = [
    [words.summary.type, `${hold.typeLibelle} · ${words.choose.minutes.replace("{n}", String(hold.dureeMinutes))}`],
    [words.summary.doctor, hold.medecin.nom],
    [words.summary.day, hold.jour],
    [
      words.summary.time,
      <>
        <span dir="ltr">{hold.heure}</span> <span className="font-normal text-ink-600">({words.slots.timeZone})</span>
      </>,
    ],
  ];
  return (
    <dl className={clsx("grid gap-x-6 gap-y-2 rounded-2xl border border-primary-100 bg-primary-50/60 p-4 text-[15px] sm:grid-cols-2 sm:p-5", className)}>
      {rows.map(([label, value]) => (
        <div key={label} className="flex flex-col">
          <dt className="text-xs font-semibold tracking-wide text-ink-600 uppercase">{label}</dt>
          <dd className="font-semibold text-ink-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** When nothing suits or nothing is free: the request form, the waiting list, the phone. */
export function BookingAlternatives({
  words,
  phone,
  typeId,
  medecinId,
  title = words.alternatives.title,
}: {
  words: BookingWords;
  phone: string;
  typeId?: number | null;
  medecinId?: number;
  title?: string;
}) {
  // The waiting list's form starts from the same type and doctor (decision 051's preset).
  const preset = new URLSearchParams({ ...(typeId ? { type: String(typeId) } : {}), ...(medecinId ? { medecinId: String(medecinId) } : {}) }).toString();
  const waitingList = preset ? `${words.paths.waitingList}?${preset}` : words.paths.waitingList;
  return (
    <section aria-label={title} className="rounded-2xl border border-ink-100 bg-ink-50 p-5">
      <p className="font-display font-bold text-ink-900">{title}</p>
      <ul className="mt-3 flex flex-col gap-3 text-[15px]">
        <li>
          <AppLink href={waitingList} prefetch={false} className="inline-flex items-center gap-2 font-semibold text-primary-700 underline decoration-primary-200 underline-offset-3 hover:decoration-primary-700">
            <BellRing className="size-4 shrink-0" aria-hidden="true" />
            {words.alternatives.waitingList}
          </AppLink>
        </li>
        <li>
          <AppLink href={words.paths.request} className="inline-flex items-center gap-2 font-semibold text-primary-700 underline decoration-primary-200 underline-offset-3 hover:decoration-primary-700">
            <ArrowRight className="size-4 shrink-0 rtl:-scale-x-100" aria-hidden="true" />
            {words.alternatives.request}
          </AppLink>
        </li>
        <li>
          <a href={`tel:${phone.replace(/\s/g, "")}`} className="inline-flex items-center gap-2 font-semibold text-primary-700 underline decoration-primary-200 underline-offset-3 hover:decoration-primary-700">
            <Phone className="size-4 shrink-0" aria-hidden="true" />
            <span>
              {words.alternatives.call}{" "}
              <span dir="ltr" className="whitespace-nowrap">
                {phone}
              </span>
            </span>
          </a>
        </li>
      </ul>
    </section>
  );
}
