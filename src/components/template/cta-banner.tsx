import { ArrowRight, PhoneCall } from "@/components/ui/icons";
import { ButtonLink } from "@/components/ui/button";
import { Container } from "@/components/ui/container";

type CtaBannerProps = {
  title: string;
  subTitle: string;
  action: { label: string; href: string };
};

/** A call to action on a gradient card. */
export function CtaBanner({ title, subTitle, action }: CtaBannerProps) {
  return (
    <section className="py-20 md:py-24">
      <Container>
        <div className="relative overflow-hidden rounded-[1.75rem] bg-linear-to-br from-primary-700 via-primary-800 to-primary-950 px-7 py-12 shadow-raised md:px-14 md:py-16">
          <svg className="pointer-events-none absolute inset-0 size-full" preserveAspectRatio="xMaxYMid slice" viewBox="0 0 1200 320" aria-hidden="true">
            <circle cx="1080" cy="60" r="220" fill="#ffffff" opacity="0.05" />
            <circle cx="1080" cy="60" r="300" fill="none" stroke="#72d5c3" strokeOpacity="0.35" strokeDasharray="4 10" />
            {/* The heartbeat line sits under the text once the card stacks: wide screens only. */}
            <path className="max-lg:hidden" d="M860 250h70l20-46 30 92 26-70 18 24h80" fill="none" stroke="#72d5c3" strokeOpacity="0.5" strokeWidth="4" />
          </svg>
          <div className="relative flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
            <div className="flex max-w-2xl gap-5">
              <span className="hidden size-14 shrink-0 place-items-center rounded-2xl bg-white/10 text-accent-300 sm:grid">
                <PhoneCall className="size-7" aria-hidden="true" />
              </span>
              <div>
                <h2 className="text-3xl leading-tight font-bold text-white md:text-4xl">{title}</h2>
                <p className="mt-3 text-lg text-primary-100">{subTitle}</p>
              </div>
            </div>
            <ButtonLink href={action.href} variant="light" size="lg" className="self-start lg:self-center">
              {action.label}
              <ArrowRight className="size-5" aria-hidden="true" />
            </ButtonLink>
          </div>
        </div>
      </Container>
    </section>
  );
}
