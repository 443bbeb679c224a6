import { CalendarCheck, MapPin, Phone, ShieldCheck, Siren, Stethoscope } from "@/components/site/sprite-icons";
import type { Practice } from "@/content/practice";
import type { heroContent } from "@/content/home";
import { ButtonLink } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { StarRating } from "@/components/site/star-rating";
import { VideoPopup } from "@/components/site/video-popup";
import { Illustration } from "@/components/site/illustration";
import { siteWordsFr, fill, type SiteWords } from "@/content/site-words";

type HomeHeroProps = { practice: Practice; content: typeof heroContent; words?: SiteWords };

/** Home hero: headline, welcome text, appointment and video buttons, then the info strip. */
export function HomeHero({ practice, content, words = siteWordsFr }: HomeHeroProps) {
  return (
    <section aria-labelledby="hero-title" className="relative isolate -mt-(--header-h) overflow-hidden bg-linear-to-br from-primary-50 via-white to-accent-50/60 pt-(--header-h)">
      <HeroBackdrop />
      <Container className="relative grid items-center gap-12 pt-10 pb-32 md:pt-16 lg:grid-cols-[1.05fr_1fr] lg:gap-8 lg:pt-14 lg:pb-40">
        <div className="max-w-2xl">
          <p className="inline-flex items-center gap-2 rounded-full border border-primary-100 bg-white/80 px-4 py-2 text-sm font-semibold text-primary-800 shadow-sm">
            <Stethoscope className="size-4 text-accent-600" aria-hidden="true" />
            {fill(words.logo.doctor, { name: practice.doctorName })} · {practice.city}
          </p>
          <p className="mt-6 text-sm font-bold tracking-[0.14em] text-accent-700 uppercase">{content.eyebrow}</p>
          <h1 id="hero-title" className="mt-3 text-[2.6rem] leading-[1.05] font-extrabold tracking-tight sm:text-6xl lg:text-[3.5rem] xl:text-[4.1rem]">
            {content.title}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-ink-600">{content.welcome}</p>
          <div className="mt-9 flex flex-wrap items-center gap-x-7 gap-y-5">
            <ButtonLink href={words.paths.appointments} size="lg" className="shadow-lg shadow-primary-700/25">
              <CalendarCheck className="size-5" aria-hidden="true" />
              {content.appointmentButton}
            </ButtonLink>
            <VideoPopup videoUrl={content.videoUrl} title={content.videoTitle} buttonLabel={content.videoButton} closeLabel={words.video.close} />
          </div>
        </div>

        <div className="relative mx-auto w-full max-w-[540px]">
          <div className="relative aspect-square">
            <div className="absolute inset-[6%] rounded-full bg-linear-to-br from-primary-200 via-primary-100 to-accent-100" aria-hidden="true" />
            <div className="absolute inset-0 rounded-full border-2 border-dashed border-primary-200" aria-hidden="true" />
            <Illustration src={content.image} alt={content.imageAlt} width={540} height={540} priority className="absolute inset-0 size-full object-contain object-bottom" />
          </div>
          <div className="absolute -top-1 -start-1 flex items-center gap-3 rounded-2xl bg-white/95 p-3 pe-4 shadow-raised sm:top-[2%] sm:-start-6 sm:p-3.5 sm:pe-5">
            <span className="grid size-11 place-items-center rounded-xl bg-accent-50 text-accent-700">
              <ShieldCheck className="size-6" aria-hidden="true" />
            </span>
            <span className="flex flex-col leading-tight">
              <span className="font-display font-extrabold text-ink-900">{content.badges.experience.value}</span>
              <span className="text-sm text-ink-600">{content.badges.experience.label}</span>
            </span>
          </div>
          <div className="absolute end-0 bottom-[10%] rounded-2xl bg-white/95 p-4 shadow-raised sm:-end-4">
            <p className="font-display text-2xl font-extrabold text-primary-800">{content.badges.reviews.value}</p>
            <p className="text-sm text-ink-600">{content.badges.reviews.label}</p>
            <StarRating rating={5} size="sm" className="mt-1.5" />
          </div>
        </div>
      </Container>

      <Container className="relative -mt-20 pb-4 lg:-mt-24">
        <ul className="grid gap-px overflow-hidden rounded-card bg-ink-100 shadow-raised md:grid-cols-3" aria-label={words.hero.practicalInfo}>
          <InfoItem icon={<Phone className="size-6" aria-hidden="true" />} label={content.infoStrip.phone}>
            <a dir="ltr" href={`tel:${practice.phone.replace(/\s/g, "")}`} className="hover:text-primary-700">
              {practice.phone}
            </a>
          </InfoItem>
          <InfoItem icon={<Siren className="size-6" aria-hidden="true" />} label={content.infoStrip.urgent} accent>
            <a dir="ltr" href={`tel:${practice.urgentPhone.replace(/\s/g, "")}`} className="hover:text-primary-700">
              {practice.urgentPhone}
            </a>
          </InfoItem>
          <InfoItem icon={<MapPin className="size-6" aria-hidden="true" />} label={content.infoStrip.location}>
            {/* Isolated: a Latin address that starts with a number reads in its own order on the Arabic pages. */}
            <bdi>{practice.address}</bdi>
          </InfoItem>
        </ul>
      </Container>
    </section>
  );
}

function InfoItem({ icon, label, children, accent }: { icon: React.ReactNode; label: string; children: React.ReactNode; accent?: boolean }) {
  return (
    <li className="flex items-center gap-4 bg-white px-6 py-6 lg:px-8">
      <span className={accent ? "grid size-13 shrink-0 place-items-center rounded-2xl bg-danger-50 text-danger-600" : "grid size-13 shrink-0 place-items-center rounded-2xl bg-primary-50 text-primary-700"}>
        {icon}
      </span>
      <span className="flex min-w-0 flex-col">
        <span className="text-xs font-bold tracking-[0.12em] text-ink-500 uppercase">{label}</span>
        <span className="font-display text-[17px] font-bold text-ink-900">{children}</span>
      </span>
    </li>
  );
}

function HeroBackdrop() {
  return (
    <svg className="pointer-events-none absolute inset-0 -z-10 size-full rtl:-scale-x-100" preserveAspectRatio="xMidYMid slice" viewBox="0 0 1440 900" aria-hidden="true">
      <defs>
        <pattern id="hero-dots" width="24" height="24" patternUnits="userSpaceOnUse">
          <circle cx="2" cy="2" r="2" fill="#b3d6f1" />
        </pattern>
      </defs>
      <rect x="40" y="520" width="192" height="144" fill="url(#hero-dots)" opacity="0.6" />
      <circle cx="1390" cy="120" r="180" fill="#d3f4ec" opacity="0.6" />
      <path d="M-40 760 C 260 640, 520 860, 820 740 S 1300 600, 1500 700" fill="none" stroke="#80bbe6" strokeOpacity="0.35" strokeWidth="2" />
      <path d="M-40 800 C 260 680, 520 900, 820 780 S 1300 640, 1500 740" fill="none" stroke="#72d5c3" strokeOpacity="0.3" strokeWidth="2" />
      <g className="hidden lg:inline" transform="translate(90 200)" fill="none" stroke="#3fbba7" strokeOpacity="0.45" strokeWidth="3" strokeLinecap="round">
        <path d="M0 -10 v20 M-10 0 h20" />
      </g>
    </svg>
  );
}
