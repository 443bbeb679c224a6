import { CalendarCheck, Phone } from "@/components/site/sprite-icons";
import { ButtonLink } from "@/components/ui/button";
import { Container } from "@/components/ui/container";

export type CtaBannerProps = {
  title: string;
  text?: string;
  buttonLabel: string;
  buttonHref?: string;
  /** Shown as a second way to reach the practice. */
  phone?: { label: string; number: string };
  className?: string;
};

/** The call-to-action banner: a deep blue panel with soft shapes, a headline and the booking link. */
export function CtaBanner({ title, text, buttonLabel, buttonHref = "/appointments", phone, className }: CtaBannerProps) {
  return (
    <section aria-labelledby="cta-title" className={className}>
      <Container>
        <div className="relative isolate overflow-hidden rounded-[2rem] bg-linear-to-br from-primary-700 via-primary-800 to-primary-950 px-7 py-14 shadow-raised md:px-14 md:py-16">
          <CtaShapes />
          <div className="grid items-center gap-10 lg:grid-cols-[1.4fr_1fr]">
            <div>
              <h2 id="cta-title" className="text-3xl leading-tight font-bold text-white md:text-[2.5rem]">
                {title}
              </h2>
              {text && <p className="mt-4 max-w-2xl text-lg leading-relaxed text-primary-100">{text}</p>}
            </div>
            <div className="flex flex-col gap-5 sm:flex-row sm:items-center lg:justify-end">
              <ButtonLink href={buttonHref} variant="light" size="lg">
                <CalendarCheck className="size-5" aria-hidden="true" />
                {buttonLabel}
              </ButtonLink>
              {phone && (
                <a href={`tel:${phone.number.replace(/\s/g, "")}`} className="group flex items-center gap-3 text-white">
                  <span className="grid size-12 place-items-center rounded-full border border-white/25 transition-colors group-hover:bg-white/10">
                    <Phone className="size-5" aria-hidden="true" />
                  </span>
                  <span className="flex flex-col leading-tight">
                    <span className="text-sm text-primary-200">{phone.label}</span>
                    <span dir="ltr" className="font-display font-bold whitespace-nowrap">
                      {phone.number}
                    </span>
                  </span>
                </a>
              )}
            </div>
          </div>
        </div>
      </Container>
    </section>
  );
}

function CtaShapes() {
  return (
    <svg className="pointer-events-none absolute inset-0 -z-10 size-full" preserveAspectRatio="xMaxYMid slice" viewBox="0 0 1200 360" aria-hidden="true">
      <circle cx="1120" cy="40" r="200" fill="#2679c0" opacity="0.35" />
      <circle cx="1120" cy="40" r="270" fill="none" stroke="#80bbe6" strokeOpacity="0.25" />
      <circle cx="1120" cy="40" r="340" fill="none" stroke="#80bbe6" strokeOpacity="0.15" />
      <circle cx="60" cy="360" r="140" fill="#22a08d" opacity="0.25" />
      <g className="hidden md:inline" transform="translate(1090 310) rotate(-25)" fill="none" stroke="#a9e8da" strokeOpacity="0.35" strokeWidth="4">
        <path d="M-90 -12 h180 a22 22 0 1 1 14 30 a22 22 0 1 1 -14 30 h-180 a22 22 0 1 1 -14 -30 a22 22 0 1 1 14 -30z" />
      </g>
    </svg>
  );
}
