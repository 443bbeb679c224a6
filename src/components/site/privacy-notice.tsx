import { AppLink } from "@/components/ui/app-link";
import clsx from "clsx";
import { ShieldCheck } from "@/components/site/sprite-icons";
import { privacyNoticeCopyFr, type PrivacyNoticeCopy } from "@/content/public-forms";

/** The short data-protection notice under the forms, linking to the privacy page. */
export function PrivacyNotice({ className, copy = privacyNoticeCopyFr }: { className?: string; copy?: PrivacyNoticeCopy }) {
  return (
    <p className={clsx("flex gap-2.5 text-sm leading-relaxed text-ink-600", className)}>
      <ShieldCheck className="mt-0.5 size-4 shrink-0 text-accent-600" aria-hidden="true" />
      <span>
        {copy.text}{" "}
        <AppLink href={copy.href} className="font-semibold text-primary-700 underline decoration-primary-200 underline-offset-3 hover:decoration-primary-700">
          {copy.link}
          <span className="sr-only">{copy.linkContext}</span>
        </AppLink>
      </span>
    </p>
  );
}
