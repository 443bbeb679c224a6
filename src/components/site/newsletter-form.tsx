"use client";

import clsx from "clsx";
import { Send } from "@/components/site/sprite-icons";
import { siteWordsFr, type SiteWords } from "@/content/site-words";

type NewsletterFormProps = {
  /** Keeps ids unique when several boxes share a page (footer and side panel). */
  idPrefix: string;
  tone?: "light" | "dark";
  className?: string;
  words?: SiteWords["newsletter"];
};

/** The newsletter box: an e-mail field and Submit. The spec gives it no submission behaviour. */
export function NewsletterForm({ idPrefix, tone = "light", className, words = siteWordsFr.newsletter }: NewsletterFormProps) {
  const id = `${idPrefix}-newsletter-email`;
  return (
    <form method="post" className={clsx("relative", className)} onSubmit={(event) => event.preventDefault()} aria-label={words.form}>
      <label htmlFor={id} className="sr-only">
        {words.label}
      </label>
      <input
        id={id}
        name="email"
        type="email"
        autoComplete="email"
        placeholder={words.placeholder}
        className={clsx(
          "h-13 w-full rounded-full border pe-32 ps-5 text-[15px] transition-colors focus:outline-none focus:ring-3",
          tone === "dark"
            ? "border-white/15 bg-white/10 text-white placeholder:text-primary-200 focus:border-accent-300 focus:ring-accent-300/30"
            : "border-ink-200 bg-ink-50 text-ink-900 placeholder:text-ink-400 focus:border-primary-500 focus:ring-primary-100",
        )}
      />
      <button
        type="submit"
        className="absolute top-1.5 end-1.5 bottom-1.5 inline-flex items-center gap-2 rounded-full bg-accent-600 px-5 text-sm font-semibold text-white transition-colors hover:bg-accent-700"
      >
        {words.submit}
        <Send className="size-4 rtl:-scale-x-100" aria-hidden="true" />
      </button>
    </form>
  );
}
