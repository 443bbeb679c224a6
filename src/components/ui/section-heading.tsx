import clsx from "clsx";

type SectionHeadingProps = {
  /** Small label above the title (e.g. "Nos valeurs"). */
  eyebrow?: string;
  title: React.ReactNode;
  intro?: React.ReactNode;
  align?: "left" | "center";
  /** Heading level: h2 by default; pages have one h1. */
  as?: "h1" | "h2" | "h3";
  id?: string;
  tone?: "dark" | "light";
  className?: string;
};

export function SectionHeading({ eyebrow, title, intro, align = "center", as: Tag = "h2", id, tone = "dark", className }: SectionHeadingProps) {
  return (
    <div className={clsx("mb-10 max-w-2xl md:mb-14", align === "center" && "mx-auto text-center", className)}>
      {eyebrow && (
        // accent-700, not 600: 600 on the ink-50 section background is 4.49:1, under WCAG AA's 4.5.
        <p className={clsx("mb-3 text-sm font-semibold tracking-[0.14em] uppercase", tone === "light" ? "text-accent-200" : "text-accent-700")}>
          {eyebrow}
        </p>
      )}
      <Tag id={id} className={clsx("text-3xl leading-tight font-bold md:text-[2.5rem]", tone === "light" && "text-white")}>
        {title}
      </Tag>
      {intro && <p className={clsx("mt-4 text-lg leading-relaxed", tone === "light" ? "text-primary-100" : "text-ink-600")}>{intro}</p>}
    </div>
  );
}
