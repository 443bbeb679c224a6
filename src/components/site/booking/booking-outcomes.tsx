"use client";

import { CalendarX, CircleCheck, Hourglass, Phone } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";
import { AppLink } from "@/components/ui/app-link";
import { BookingAlternatives, SlotSummary, StepHeading } from "@/components/site/booking/booking-parts";
import type { BookingWords } from "@/content/booking-words";
import type { HeldSlotView } from "@/schemas/booking-page";

function Instructions({ hold, words }: { hold: HeldSlotView; words: BookingWords }) {
  if (!hold.instructions) return null;
  return (
    <div className="mt-5 rounded-2xl border border-accent-200 bg-accent-50 p-5">
      <p className="font-display font-bold text-accent-800">{words.booked.instructions}</p>
      <p className="mt-1 text-[15px] text-ink-700">{hold.instructions}</p>
    </div>
  );
}

/** Booked and verified: the day, the time (heure du Maroc), the doctor, what to bring, and the manage link sent. */
export function BookingDone({ hold, linkSent, words }: { hold: HeldSlotView; linkSent: boolean; words: BookingWords }) {
  return (
    <div>
      <span className="mb-4 grid size-14 place-items-center rounded-full bg-primary-50 text-primary-700">
        <CircleCheck className="size-8" aria-hidden="true" />
      </span>
      <StepHeading focus>{words.booked.title}</StepHeading>
      <p className="mt-3 text-lg text-ink-700">{words.booked.text.replace("{jour}", hold.jour).replace("{heure}", hold.heure)}</p>
      <SlotSummary hold={hold} words={words} className="mt-5" />
      <Instructions hold={hold} words={words} />
      {linkSent && <p className="mt-5 text-[15px] text-ink-700">{words.booked.linkSent}</p>}
      <AppLink href={words.paths.home} className={buttonClasses("secondary", "md", "mt-6")}>
        {words.booked.home}
      </AppLink>
    </div>
  );
}

/** No code could be sent: the booking is stored and waits for the front desk, who will call. */
export function BookingAwaiting({ hold, phone, words }: { hold: HeldSlotView; phone: string; words: BookingWords }) {
  return (
    <div>
      <span className="mb-4 grid size-14 place-items-center rounded-full bg-amber-50 text-amber-700">
        <Hourglass className="size-7" aria-hidden="true" />
      </span>
      <StepHeading focus>{words.waiting.title}</StepHeading>
      <p className="mt-3 text-lg text-ink-700">{words.waiting.text}</p>
      <SlotSummary hold={hold} words={words} className="mt-5" />
      <Instructions hold={hold} words={words} />
      <p className="mt-5 flex flex-wrap items-center gap-2 text-[15px] text-ink-700">
        <Phone className="size-4 text-primary-700" aria-hidden="true" />
        {words.waiting.call}{" "}
        <a dir="ltr" href={`tel:${phone.replace(/\s/g, "")}`} className="font-semibold text-primary-700 underline underline-offset-3">
          {phone}
        </a>
      </p>
    </div>
  );
}

/** The hold or the code is no longer valid: choose again. */
export function BookingExpired({ motif, words }: { motif: "hold" | "code" | "tooMany"; words: BookingWords }) {
  const text = motif === "hold" ? words.expired.text : motif === "tooMany" ? words.code.messages.tooMany : words.code.messages.expired;
  return (
    <div>
      <span className="mb-4 grid size-14 place-items-center rounded-full bg-ink-100 text-ink-600">
        <CalendarX className="size-7" aria-hidden="true" />
      </span>
      <StepHeading focus>{words.expired.title}</StepHeading>
      <p className="mt-3 text-[15px] text-ink-700">{text}</p>
      <AppLink href={words.paths.booking} prefetch={false} className={buttonClasses("primary", "lg", "mt-6")}>
        {words.expired.again}
      </AppLink>
    </div>
  );
}

/** Online booking is off (or nothing is offered online): the request form, the waiting list, the phone. */
export function BookingClosed({ phone, words }: { phone: string; words: BookingWords }) {
  return (
    <div>
      <StepHeading focus={false}>{words.closed.title}</StepHeading>
      <p className="mt-3 text-[15px] text-ink-700">{words.closed.text}</p>
      <div className="mt-6">
        <BookingAlternatives words={words} phone={phone} title={words.alternatives.title} />
      </div>
    </div>
  );
}
