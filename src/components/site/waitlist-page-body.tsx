import { Container } from "@/components/ui/container";
import { ButtonLink } from "@/components/ui/button";
import { CollectionNoticeBlock } from "@/components/site/collection-notice";
import { WaitlistForm, type WaitlistFormProps } from "@/components/site/waitlist-form";
import type { CollectionNotice } from "@/content/collection-notice";
import type { WaitlistCopy } from "@/content/waitlist";

type WaitlistPageBodyProps = {
  copy: WaitlistCopy;
  /** null: the database did not answer. */
  data: { open: boolean; types: WaitlistFormProps["types"]; firstDay: string; lastDay: string } | null;
  preset: WaitlistFormProps["preset"];
  action: WaitlistFormProps["action"];
  notice: CollectionNotice;
};

/** The waiting list's page under its hero, French or Arabic (decision 051): the form, or why there is none. */
export function WaitlistPageBody({ copy, data, preset, action, notice }: WaitlistPageBodyProps) {
  return (
    <section className="py-10 md:py-14">
      <Container className="max-w-3xl">
        {data === null ? (
          <p role="alert" className="rounded-xl border border-danger-600/30 bg-danger-50 p-4 text-danger-700">
            {copy.unavailable}
          </p>
        ) : !data.open ? (
          <div className="flex flex-col items-start gap-4">
            <p className="rounded-xl border border-ink-200 bg-ink-50 p-4 text-ink-700">{copy.outcomes.closed}</p>
            <ButtonLink href={copy.requestLink.href}>{copy.requestLink.text}</ButtonLink>
          </div>
        ) : (
          <WaitlistForm
            locale={copy.locale}
            types={data.types}
            firstDay={data.firstDay}
            lastDay={data.lastDay}
            preset={preset}
            action={action}
            notice={<CollectionNoticeBlock notice={notice} />}
          />
        )}
      </Container>
    </section>
  );
}

/** The values a link may bring in its query (type, doctor, days): never anything about a person. */
export function waitlistPreset(query: Record<string, string | string[] | undefined>): WaitlistFormProps["preset"] {
  const text = (name: string) => (typeof query[name] === "string" ? (query[name] as string) : undefined);
  const id = (name: string) => (/^\d{1,9}$/.test(text(name) ?? "") ? text(name) : undefined);
  const day = (name: string) => (/^\d{4}-\d{2}-\d{2}$/.test(text(name) ?? "") ? text(name) : undefined);
  return { type: id("type"), medecinId: id("medecinId"), du: day("du"), au: day("au") };
}
