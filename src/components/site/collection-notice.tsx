import { AppLink } from "@/components/ui/app-link";
import { ShieldCheck } from "@/components/site/sprite-icons";
import type { CollectionNotice } from "@/content/collection-notice";

/** The notice law 09-08 requires under a public form (decision 034): short lines, then the privacy page. */
export function CollectionNoticeBlock({ notice, lang }: { notice: CollectionNotice; lang?: string }) {
  return (
    // `lang`: the French notice under the template pages' English forms.
    <aside aria-label={notice.title} lang={lang} className="rounded-xl border border-ink-200 bg-ink-50 p-4 text-sm leading-relaxed text-ink-600">
      <p className="mb-2 flex items-center gap-2 font-semibold text-ink-800">
        <ShieldCheck className="size-4 shrink-0 text-accent-600" aria-hidden="true" />
        {notice.title}
      </p>
      <ul className="flex flex-col gap-1">
        {notice.points.map((point) => (
          <li key={point.label}>
            <span className="font-semibold text-ink-700">{point.label}</span>
            {notice.separator}
            {point.text}
          </li>
        ))}
      </ul>
      <AppLink href={notice.link.href} className="mt-2 inline-block font-semibold text-primary-700 underline decoration-primary-200 underline-offset-3 hover:decoration-primary-700">
        {notice.link.text}
      </AppLink>
    </aside>
  );
}
