import { AppLink } from "@/components/ui/app-link";
import clsx from "clsx";
import { siteWordsFr, fill, type SiteWords } from "@/content/site-words";

/** The practice's mark: a cross whose arms end like joints, on the primary gradient. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <span className={clsx("grid place-items-center rounded-[30%] bg-linear-to-br from-primary-500 to-primary-900 shadow-sm", className)} aria-hidden="true">
      <svg viewBox="0 0 48 48" className="size-full" focusable="false">
        <path d="M34 9.5a14 14 0 0 1 5 6" stroke="#72d5c3" strokeWidth="3" strokeLinecap="round" fill="none" />
        <g fill="#fff">
          <rect x="20.5" y="12" width="7" height="24" rx="3.5" />
          <rect x="12" y="20.5" width="24" height="7" rx="3.5" />
          <circle cx="24" cy="12.5" r="4" />
          <circle cx="24" cy="35.5" r="4" />
          <circle cx="12.5" cy="24" r="4" />
          <circle cx="35.5" cy="24" r="4" />
        </g>
        <circle cx="24" cy="24" r="3" fill="#22a08d" />
      </svg>
    </span>
  );
}

type LogoProps = {
  doctorName: string;
  tone?: "dark" | "light";
  className?: string;
  /** Link target; the logo always leads home. */
  href?: string;
  words?: SiteWords["logo"];
};

export function Logo({ doctorName, tone = "dark", className, href = "/", words = siteWordsFr.logo }: LogoProps) {
  return (
    <AppLink href={href} className={clsx("group inline-flex items-center gap-2.5 rounded-lg sm:gap-3", className)}>
      <LogoMark className="size-10 shrink-0 transition-transform duration-300 group-hover:rotate-6 sm:size-11" />
      <span className="flex flex-col leading-tight">
        <span className={clsx("font-display text-[15px] font-extrabold tracking-tight whitespace-nowrap sm:text-[17px]", tone === "light" ? "text-white" : "text-primary-900")}>
          {fill(words.doctor, { name: doctorName })}
        </span>
        <span className={clsx("text-[11px] font-medium tracking-wide whitespace-nowrap max-[379px]:hidden sm:text-xs", tone === "light" ? "text-primary-200" : "text-ink-500")}>
          {words.specialty}
        </span>
      </span>
      <span className="sr-only">{words.home}</span>
    </AppLink>
  );
}
