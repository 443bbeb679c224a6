import { CalendarCheck, CircleCheck, Medal } from "@/components/site/sprite-icons";
import type { aboutContent } from "@/content/home";
import { ButtonLink } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { Illustration } from "@/components/site/illustration";
import { siteWordsFr, fill, type SiteWords } from "@/content/site-words";

type AboutSectionProps = { doctorName: string; content: typeof aboutContent; id?: string; words?: SiteWords };

/** 'À propos de nous': the doctor's background, beside an illustration. */
export function AboutSection({ doctorName, content, id = "about", words = siteWordsFr }: AboutSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="relative overflow-hidden bg-white py-20 md:py-28">
      <Container className="grid items-center gap-14 lg:grid-cols-2 lg:gap-20">
        <div className="relative mx-auto w-full max-w-[520px]">
          <div className="absolute -top-6 -start-6 size-40 rounded-[2rem] bg-accent-100" aria-hidden="true" />
          <div className="absolute -end-6 -bottom-6 size-48 rounded-full border-[14px] border-primary-100" aria-hidden="true" />
          <div className="relative aspect-[5/6] overflow-hidden rounded-[2rem] bg-linear-to-br from-primary-100 to-primary-50 shadow-raised">
            <Illustration src={content.image} alt={content.imageAlt} width={500} height={600} className="absolute inset-0 size-full object-cover" />
          </div>
          <div className="absolute -bottom-8 start-6 flex items-center gap-4 rounded-2xl bg-primary-800 p-5 pe-7 text-white shadow-raised sm:start-10">
            <span className="grid size-12 place-items-center rounded-xl bg-white/10 text-accent-300">
              <Medal className="size-7" aria-hidden="true" />
            </span>
            <span className="flex flex-col leading-tight">
              <span className="font-display text-lg font-extrabold">{content.badge.value}</span>
              <span className="text-sm text-primary-100">{content.badge.label}</span>
            </span>
          </div>
        </div>

        <div>
          <p className="mb-3 text-sm font-semibold tracking-[0.14em] text-accent-600 uppercase">{content.eyebrow}</p>
          <h2 id={`${id}-title`} className="text-3xl leading-tight font-bold md:text-[2.5rem]">
            {content.title}
          </h2>
          {content.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 24)} className="mt-5 text-lg leading-relaxed text-ink-600">
              {paragraph}
            </p>
          ))}
          <ul className="mt-8 grid gap-3.5 sm:grid-cols-2">
            {content.highlights.map((highlight) => (
              <li key={highlight} className="flex gap-3 text-[15px] font-medium text-ink-800">
                <CircleCheck className="mt-0.5 size-5 shrink-0 text-accent-600" aria-hidden="true" />
                {highlight}
              </li>
            ))}
          </ul>
          <div className="mt-10 flex flex-wrap items-center gap-6 border-t border-ink-100 pt-8">
            <ButtonLink href={words.paths.appointments} size="lg">
              <CalendarCheck className="size-5" aria-hidden="true" />
              {content.button}
            </ButtonLink>
            <p className="leading-tight">
              <span className="block font-display text-lg font-extrabold text-ink-900">{fill(words.logo.doctor, { name: doctorName })}</span>
              <span className="text-sm text-ink-500">{words.about.role}</span>
            </p>
          </div>
        </div>
      </Container>
    </section>
  );
}
