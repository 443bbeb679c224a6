import type { Figure } from "@/content/template/about";

/** The five figures (20+ years, 95%, 5000+, 10+, 22+) on a deep blue band. */
export function FiguresBand({ figures, title }: { figures: Figure[]; title: string }) {
  return (
    <section aria-label={title} className="relative overflow-hidden bg-linear-to-r from-primary-800 to-primary-950 py-16 md:py-20">
      <svg className="pointer-events-none absolute inset-0 size-full" preserveAspectRatio="none" viewBox="0 0 1440 300" aria-hidden="true">
        <circle cx="1300" cy="40" r="180" fill="#ffffff" opacity="0.04" />
        <circle cx="120" cy="300" r="160" fill="#3fbba7" opacity="0.08" />
      </svg>
      <dl className="relative mx-auto grid max-w-[1200px] grid-cols-2 gap-x-6 gap-y-10 px-5 sm:px-6 md:grid-cols-3 lg:grid-cols-5 lg:px-8">
        {figures.map((figure, index) => (
          <div key={figure.title} className={index === figures.length - 1 ? "col-span-2 flex flex-col text-center md:col-span-1" : "flex flex-col text-center"}>
            <dt className="order-2 mt-2 text-[15px] text-primary-200">{figure.title}</dt>
            <dd className="order-1 font-display text-4xl font-extrabold tracking-tight text-white md:text-5xl">{figure.number}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
