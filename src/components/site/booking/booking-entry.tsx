import clsx from "clsx";
import { ArrowRight, CalendarCheck } from "@/components/site/sprite-icons";
import { ButtonLink } from "@/components/ui/button";
import type { BookingWords } from "@/content/booking-words";

/**
 * The entry to online booking in the bodies of / and /appointments (and their Arabic pages): the
 * header's menu and the request form stay as the spec has them; this sits beside the form.
 */
export function BookingEntry({ words, className }: { words: BookingWords; className?: string }) {
  return (
    <div className={clsx("rounded-2xl border border-primary-100 bg-white p-5 shadow-card sm:p-6", className)}>
      <div className="flex gap-4">
        <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-accent-50 text-accent-700">
          <CalendarCheck className="size-6" aria-hidden="true" />
        </span>
        <div>
          <p className="font-display font-bold text-ink-900">{words.entry.title}</p>
          <p className="mt-1 text-[15px] text-ink-600">{words.entry.text}</p>
        </div>
      </div>
      <ButtonLink href={words.paths.booking} prefetch={false} className="mt-4 w-full sm:w-auto">
        {words.entry.button}
        <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
      </ButtonLink>
    </div>
  );
}
