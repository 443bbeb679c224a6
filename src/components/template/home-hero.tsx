import Image from "next/image";
import clsx from "clsx";
import { ArrowRight, CalendarCheck, ShieldCheck, Siren } from "@/components/ui/icons";
import type { Hero } from "@/content/template/home-variants";
import { ButtonLink } from "@/components/ui/button";
import { Container } from "@/components/ui/container";

type HomeHeroProps = {
  hero: Hero;
  /** 'split': text beside the picture; 'centered': text above a wide picture. */
  layout?: "split" | "centered";
  /** Picture on the left (split layout). */
  reverse?: boolean;
  tone?: "blue" | "teal";
  /** Replaces the picture (e.g. the hero booking form of variant 4). */
  aside?: React.ReactNode;
};

const highlights = [
  { icon: Siren, label: "24/7 emergency care" },
  { icon: CalendarCheck, label: "Online booking" },
  { icon: ShieldCheck, label: "Board-certified doctors" },
];

/** The home variants' hero; it starts under the transparent header, like the inner pages' banner. */
export function HomeHero({ hero, layout = "split", reverse = false, tone = "blue", aside }: HomeHeroProps) {
  const centered = layout === "centered";
  const picture = aside ?? (
    <Image src={hero.image} alt="" width={900} height={760} priority className={clsx("h-auto w-full", centered ? "max-w-2xl" : "max-w-xl")} />
  );
  return (
    <section
      className={clsx(
        "relative isolate -mt-(--header-h) overflow-hidden pt-(--header-h)",
        tone === "blue" ? "bg-linear-to-br from-primary-50 via-white to-accent-50" : "bg-linear-to-br from-accent-50 via-white to-primary-50",
      )}
    >
      <HeroDecor />
      <Container
        className={clsx(
          "relative grid items-center gap-12 pt-12 md:pt-16",
          centered ? "justify-items-center text-center" : "pb-16 md:pb-20 lg:grid-cols-2 lg:gap-16",
        )}
      >
        <div className={clsx("max-w-2xl", reverse && !centered && "lg:order-2")}>
          <p className="mb-5 inline-flex items-center gap-2 rounded-full bg-white px-4 py-1.5 text-sm font-semibold text-primary-700 shadow-sm ring-1 ring-primary-100">
            <span className="size-2 rounded-full bg-accent-500" aria-hidden="true" />
            {hero.eyebrow}
          </p>
          <h1 className="text-4xl leading-[1.08] font-extrabold tracking-tight sm:text-5xl lg:text-6xl">{hero.title}</h1>
          <p className={clsx("mt-6 text-lg leading-relaxed text-ink-600 md:text-xl", centered && "mx-auto max-w-2xl")}>{hero.subTitle}</p>
          <div className={clsx("mt-9 flex flex-wrap gap-4", centered && "justify-center")}>
            <ButtonLink href={hero.primaryAction.href} size="lg">
              {hero.primaryAction.label}
              <ArrowRight className="size-5" aria-hidden="true" />
            </ButtonLink>
            {hero.secondaryAction && (
              <ButtonLink href={hero.secondaryAction.href} size="lg" variant="secondary">
                {hero.secondaryAction.label}
              </ButtonLink>
            )}
          </div>
          <ul className={clsx("mt-10 flex flex-wrap gap-x-6 gap-y-3 text-sm font-medium text-ink-600", centered && "justify-center")}>
            {highlights.map(({ icon: Icon, label }) => (
              <li key={label} className="flex items-center gap-2">
                <Icon className="size-5 text-accent-600" aria-hidden="true" />
                {label}
              </li>
            ))}
          </ul>
        </div>
        <div className={clsx("flex w-full justify-center", reverse && !centered && "lg:order-1", !aside && !centered && "lg:justify-end")}>{picture}</div>
      </Container>
    </section>
  );
}

function HeroDecor() {
  return (
    <svg className="pointer-events-none absolute inset-0 -z-10 size-full" preserveAspectRatio="xMidYMid slice" viewBox="0 0 1440 800" aria-hidden="true">
      <defs>
        <pattern id="home-hero-dots" width="22" height="22" patternUnits="userSpaceOnUse">
          <circle cx="2" cy="2" r="2" fill="#b3d6f1" />
        </pattern>
      </defs>
      <circle cx="1240" cy="120" r="300" fill="#d7eaf8" opacity="0.45" />
      <circle cx="160" cy="760" r="220" fill="#d3f4ec" opacity="0.6" />
      <rect x="60" y="140" width="154" height="110" fill="url(#home-hero-dots)" opacity="0.6" />
      <path d="M-20 640 C 240 560, 420 700, 700 620" fill="none" stroke="#72d5c3" strokeOpacity="0.45" strokeWidth="2" />
    </svg>
  );
}
