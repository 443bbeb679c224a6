import clsx from "clsx";
import { Check, Sparkles } from "@/components/ui/icons";
import type { PricingPlan } from "@/content/template/pricing";
import { ButtonLink } from "@/components/ui/button";

/** A membership plan: price per month, features, call to action; the popular plan stands out. */
export function PricingCard({ plan, headingLevel: Heading = "h3" }: { plan: PricingPlan; headingLevel?: "h2" | "h3" }) {
  const popular = plan.popular;
  return (
    <article
      className={clsx(
        "relative flex h-full flex-col rounded-card border p-7 transition-[box-shadow,translate] duration-300 md:p-8",
        popular
          ? "border-primary-800 bg-linear-to-b from-primary-800 to-primary-950 text-primary-100 shadow-raised lg:-translate-y-3"
          : "border-ink-100 bg-white shadow-card hover:-translate-y-1 hover:shadow-raised",
      )}
    >
      {popular && (
        <p className="absolute -top-3.5 left-1/2 inline-flex -translate-x-1/2 items-center gap-1.5 rounded-full bg-accent-400 px-4 py-1.5 text-xs font-bold tracking-wide text-primary-950 uppercase shadow-sm">
          <Sparkles className="size-3.5" aria-hidden="true" />
          Most popular
        </p>
      )}
      <Heading className={clsx("text-xl font-bold", popular && "text-white")}>{plan.title}</Heading>
      <p className={clsx("mt-2 min-h-12 text-[15px] leading-relaxed", popular ? "text-primary-200" : "text-ink-500")}>{plan.subTitle}</p>
      <p className={clsx("mt-6 flex items-baseline gap-1 border-b pb-6", popular ? "border-white/15" : "border-ink-100")}>
        <span className={clsx("font-display text-5xl font-extrabold tracking-tight", popular ? "text-white" : "text-ink-900")}>{plan.price}</span>
        <span className={clsx("text-base font-medium", popular ? "text-primary-200" : "text-ink-500")}>{plan.period}</span>
      </p>
      <ul className="mt-6 mb-8 grid gap-3.5">
        {plan.featureList.map((feature) => (
          <li key={feature} className="flex items-start gap-3 text-[15px]">
            <span
              className={clsx(
                "mt-0.5 grid size-5 shrink-0 place-items-center rounded-full",
                popular ? "bg-accent-400 text-primary-950" : "bg-accent-100 text-accent-700",
              )}
            >
              <Check className="size-3.5" strokeWidth={3} aria-hidden="true" />
            </span>
            {feature}
          </li>
        ))}
      </ul>
      <ButtonLink href={plan.btnUrl} variant={popular ? "light" : "secondary"} className="mt-auto w-full" aria-label={`${plan.btnText}: ${plan.title}`}>
        {plan.btnText}
      </ButtonLink>
    </article>
  );
}

export function PricingGrid({ plans, headingLevel }: { plans: PricingPlan[]; headingLevel?: "h2" | "h3" }) {
  return (
    <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3 lg:gap-7">
      {plans.map((plan) => (
        <li key={plan.id} className="pt-4">
          <PricingCard plan={plan} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
