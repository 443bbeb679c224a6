"use client";

import clsx from "clsx";
import { ChevronLeft, ChevronRight, LoaderCircle, Pencil, TriangleAlert } from "lucide-react";
import { AppLink } from "@/components/ui/app-link";
import { StatusMessage } from "@/components/ui/status-message";
import { BookingAlternatives, BookingStepper, StepHeading, useFocusOnMount } from "@/components/site/booking/booking-parts";
import type { BookingWords } from "@/content/booking-words";
import type { BookingFlowState, BookingPageView, BookingSlotView } from "@/schemas/booking-page";

type SlotsView = Extract<BookingPageView, { kind: "slots" }>;
type Taken = Extract<BookingFlowState, { etape: "pris" }>;

type SlotFormProps = { action: (form: FormData) => void; typeId: number; words: BookingWords; pending: boolean; children: React.ReactNode };

/** A form whose buttons each hold one slot: a POST, never a link, so nothing is held by following or prefetching one. */
function SlotForm({ action, typeId, words, pending, children }: SlotFormProps) {
  return (
    <form action={action} aria-busy={pending}>
      <input type="hidden" name="etape" value="creneau" />
      <input type="hidden" name="type" value={typeId} />
      <input type="hidden" name="langue" value={words.locale} />
      {children}
    </form>
  );
}

const slotButton =
  "flex min-h-12 w-full flex-col items-center justify-center rounded-xl border border-primary-200 bg-white px-2 py-2 font-display text-base font-bold text-primary-800 shadow-xs transition-colors hover:border-primary-500 hover:bg-primary-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary-400 disabled:cursor-wait disabled:opacity-60";

function SlotButton({ slot, showDoctor, pending }: { slot: BookingSlotView; showDoctor: boolean; pending: boolean }) {
  return (
    <button type="submit" name="creneau" value={`${slot.debut}|${slot.medecin.id}`} aria-label={slot.label} disabled={pending} className={slotButton}>
      <span dir="ltr">{slot.heure}</span>
      {showDoctor && <span className="text-xs font-medium text-ink-600">{slot.medecin.nom}</span>}
    </button>
  );
}

function SlotGroup({ title, slots, showDoctor, pending }: { title: string; slots: BookingSlotView[]; showDoctor: boolean; pending: boolean }) {
  if (slots.length === 0) return null;
  return (
    <div className="mt-5">
      <h4 className="mb-2 text-sm font-semibold text-ink-600">{title}</h4>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-5">
        {slots.map((slot) => (
          <li key={`${slot.debut}|${slot.medecin.id}`}>
            <SlotButton slot={slot} showDoctor={showDoctor} pending={pending} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The 409: "Ce créneau vient d'être pris", and the next free slots to pick from (or why nothing was held). */
function TakenNotice({ taken, words, action, pending }: { taken: Taken; words: BookingWords; action: (form: FormData) => void; pending: boolean }) {
  const title = taken.motif === "taken" ? words.taken.title : words.taken[taken.motif];
  const ref = useFocusOnMount<HTMLParagraphElement>(true);
  return (
    <div className="mb-6 rounded-2xl border border-amber-300 bg-amber-50 p-5">
      <p ref={ref} className="flex items-start gap-2 font-display text-lg font-bold text-amber-950 outline-none" tabIndex={-1} autoFocus>
        <TriangleAlert className="mt-1 size-5 shrink-0 text-amber-700" aria-hidden="true" />
        {title}
      </p>
      {taken.motif === "taken" &&
        (taken.suivants.length > 0 && taken.typeId ? (
          <>
            <p className="mt-2 text-[15px] text-ink-700">{words.taken.intro}</p>
            <SlotForm action={action} typeId={taken.typeId} words={words} pending={pending}>
              <ul className="mt-3 grid gap-2 sm:grid-cols-3">
                {taken.suivants.map((slot) => (
                  <li key={`${slot.debut}|${slot.medecin.id}`}>
                    <button type="submit" name="creneau" value={`${slot.debut}|${slot.medecin.id}`} disabled={pending} className={clsx(slotButton, "text-start text-sm")}>
                      {slot.label}
                    </button>
                  </li>
                ))}
              </ul>
            </SlotForm>
          </>
        ) : (
          <p className="mt-2 text-[15px] text-ink-700">{words.taken.none}</p>
        ))}
    </div>
  );
}

/**
 * Step 2: the days of the window that have free slots (links: showing another day holds nothing),
 * the chosen day's slots, each a button naming its day, time and doctor, grouped by morning and
 * afternoon. Times are the practice's wall-clock times ("heure du Maroc").
 */
export function BookingSlotsStep({
  view,
  taken,
  words,
  phone,
  action,
  pending,
}: {
  view: SlotsView;
  taken: Taken | null;
  words: BookingWords;
  phone: string;
  action: (form: FormData) => void;
  pending: boolean;
}) {
  const showDoctor = view.medecin === "premier" && view.type.medecins.length > 1;
  // After a refused hold, its notice takes the focus instead.
  const focusDay = !taken && view.focus === "day" && view.jour !== null;
  const dayTitle = useFocusOnMount<HTMLHeadingElement>(focusDay);
  const count = (n: number) => (n === 1 ? words.slots.slotCountOne : words.slots.slotCount.replace("{n}", String(n)));
  return (
    <>
      <BookingStepper current={2} words={words} />
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-ink-50 px-4 py-3 text-[15px]">
        <p className="text-ink-700">
          <span className="font-semibold text-ink-900">{view.type.libelle}</span>
          {" · "}
          {words.choose.minutes.replace("{n}", String(view.type.dureeMinutes))}
          {" · "}
          {view.medecinNom ?? words.choose.firstAvailable}
        </p>
        <AppLink href={view.modifier} prefetch={false} className="inline-flex items-center gap-1.5 font-semibold text-primary-700 underline decoration-primary-200 underline-offset-3 hover:decoration-primary-700">
          <Pencil className="size-4" aria-hidden="true" />
          {words.slots.change}
        </AppLink>
      </div>
      <StepHeading focus={!taken && view.focus === "step"} id="creneaux">
        {words.slots.title}
      </StepHeading>
      <div className="mt-5">
        {taken && <TakenNotice taken={taken} words={words} action={action} pending={pending} />}
        {view.limited ? (
          <StatusMessage message={words.taken.limited} tone="error" />
        ) : view.jours.length === 0 || !view.jour ? (
          <div className="grid gap-5">
            <p className="rounded-2xl border border-ink-200 p-5 text-ink-700">{view.precedent ? words.slots.noneInWindow : words.slots.none}</p>
            <WindowLinks view={view} words={words} />
            <BookingAlternatives words={words} phone={phone} typeId={view.type.id} medecinId={view.medecin === "premier" ? undefined : view.medecin} />
          </div>
        ) : (
          <>
            <nav aria-label={words.slots.days}>
              <ul className="-mx-1 flex snap-x gap-2 overflow-x-auto px-1 pt-1 pb-3 sm:flex-wrap sm:overflow-visible">
                {view.jours.map((day) => {
                  const current = day.jour === view.jour!.jour;
                  return (
                    <li key={day.jour} className="snap-start">
                      <AppLink
                        href={day.href}
                        prefetch={false}
                        scroll={false}
                        aria-current={current ? "date" : undefined}
                        className={clsx(
                          "flex w-16 flex-col items-center rounded-xl border px-1 py-2 text-center transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary-400",
                          current ? "border-primary-700 bg-primary-700 text-white" : "border-ink-200 bg-white text-ink-800 hover:border-primary-400",
                        )}
                      >
                        <span aria-hidden="true" className="text-xs font-semibold">
                          {day.weekday}
                        </span>
                        <span aria-hidden="true" className="font-display text-xl leading-tight font-extrabold">
                          {day.day}
                        </span>
                        <span aria-hidden="true" className="text-xs">
                          {day.month}
                        </span>
                        <span className="sr-only">
                          {day.title}, {count(day.count)}
                        </span>
                      </AppLink>
                    </li>
                  );
                })}
              </ul>
            </nav>
            <WindowLinks view={view} words={words} />
            <h3 ref={dayTitle} className="mt-5 font-display text-lg font-bold text-ink-900 outline-none" {...(focusDay ? { tabIndex: -1, autoFocus: true } : {})}>
              {view.jour.title} <span className="text-sm font-medium text-ink-500">({words.slots.timeZone})</span>
            </h3>
            <SlotForm action={action} typeId={view.type.id} words={words} pending={pending}>
              <SlotGroup title={words.slots.morning} slots={view.creneaux.filter((slot) => !slot.afternoon)} showDoctor={showDoctor} pending={pending} />
              <SlotGroup title={words.slots.afternoon} slots={view.creneaux.filter((slot) => slot.afternoon)} showDoctor={showDoctor} pending={pending} />
            </SlotForm>
            <p role="status" className="mt-4 flex min-h-6 items-center gap-2 text-sm text-ink-600">
              {pending ? (
                <>
                  <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
                  {words.slots.holding}
                </>
              ) : (
                words.slots.holdNote
              )}
            </p>
            <div className="mt-6">
              <BookingAlternatives words={words} phone={phone} typeId={view.type.id} medecinId={view.medecin === "premier" ? undefined : view.medecin} />
            </div>
          </>
        )}
      </div>
    </>
  );
}

function WindowLinks({ view, words }: { view: SlotsView; words: BookingWords }) {
  if (!view.precedent && !view.suivant) return null;
  const link = "inline-flex items-center gap-1 text-sm font-semibold text-primary-700 underline decoration-primary-200 underline-offset-3 hover:decoration-primary-700";
  return (
    <div className="flex justify-between gap-4">
      {view.precedent ? (
        <AppLink href={view.precedent} prefetch={false} scroll={false} className={link}>
          <ChevronLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
          {words.slots.previousDays}
        </AppLink>
      ) : (
        <span />
      )}
      {view.suivant && (
        <AppLink href={view.suivant} prefetch={false} scroll={false} className={link}>
          {words.slots.nextDays}
          <ChevronRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
        </AppLink>
      )}
    </div>
  );
}
