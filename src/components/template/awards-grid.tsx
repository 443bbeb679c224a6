import { Award as AwardIcon } from "@/components/ui/icons";
import type { Award } from "@/content/template/about";

export function AwardsGrid({ awards }: { awards: Award[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {awards.map((award) => (
        <li key={award.title} className="relative overflow-hidden rounded-card border border-ink-100 bg-white p-7 shadow-card">
          <span className="absolute top-5 right-5 rounded-full bg-primary-50 px-3 py-1 text-xs font-bold text-primary-700">{award.year}</span>
          <span className="mb-5 grid size-14 place-items-center rounded-full bg-linear-to-br from-accent-300 to-accent-600 text-white shadow-sm">
            <AwardIcon className="size-7" aria-hidden="true" />
          </span>
          <h3 className="text-lg font-bold">{award.title}</h3>
          <p className="mt-2 leading-relaxed text-ink-600">{award.subTitle}</p>
        </li>
      ))}
    </ul>
  );
}
