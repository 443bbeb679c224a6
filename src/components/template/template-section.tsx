import clsx from "clsx";
import { Container } from "@/components/ui/container";

const tones = {
  white: "bg-white",
  muted: "bg-ink-50",
  tinted: "bg-linear-to-b from-primary-50/70 to-white",
  dark: "bg-primary-950 text-primary-100",
};

type TemplateSectionProps = {
  id?: string;
  tone?: keyof typeof tones;
  /** The section's heading id, so the region is named by its title. */
  labelledBy?: string;
  className?: string;
  children: React.ReactNode;
};

/** A page section: background tone, vertical rhythm and the content width. */
export function TemplateSection({ id, tone = "white", labelledBy, className, children }: TemplateSectionProps) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={clsx("relative overflow-clip py-20 md:py-28", tones[tone], className)}>
      <Container className="relative">{children}</Container>
    </section>
  );
}
