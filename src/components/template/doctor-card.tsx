import Image from "next/image";
import { AppLink } from "@/components/ui/app-link";
import clsx from "clsx";
import { ArrowRight } from "@/components/ui/icons";
import { doctorCategoryLabels, type Doctor } from "@/content/template/doctors";
import { TemplateSocialLinks } from "@/components/template/social-links";

export function doctorHref(doctor: Pick<Doctor, "id">): string {
  return `/doctors/${doctor.id}`;
}

type DoctorCardProps = {
  doctor: Doctor;
  layout?: "grid" | "list";
  headingLevel?: "h2" | "h3";
};

/** A doctor's card; the whole card opens the doctor's page (a stretched link on the name). */
export function DoctorCard({ doctor, layout = "grid", headingLevel: Heading = "h3" }: DoctorCardProps) {
  const list = layout === "list";
  return (
    <article
      className={clsx(
        "group relative flex overflow-hidden rounded-card border border-ink-100 bg-white shadow-card transition-[box-shadow,translate] duration-300 hover:-translate-y-1 hover:shadow-raised",
        list ? "flex-col sm:flex-row" : "flex-col",
      )}
    >
      <div className={clsx("relative shrink-0 overflow-hidden bg-primary-50", list ? "aspect-[5/4] sm:aspect-auto sm:w-56 md:w-64" : "aspect-[5/4] sm:aspect-[6/7]")}>
        <Image
          src={doctor.image}
          alt=""
          width={480}
          height={560}
          className="size-full object-cover object-top transition-transform duration-500 group-hover:scale-[1.04]"
        />
        <span className="absolute top-4 left-4 rounded-full bg-white/90 px-3 py-1 text-xs font-semibold text-primary-800 shadow-sm backdrop-blur">
          {doctorCategoryLabels[doctor.category]}
        </span>
      </div>
      <div className={clsx("flex flex-1 flex-col", list ? "gap-3 p-6 md:p-8" : "gap-2 p-6")}>
        <p className="text-sm font-semibold text-accent-700">{doctor.department}</p>
        <Heading className="text-xl font-bold">
          <AppLink href={doctorHref(doctor)} className="after:absolute after:inset-0 after:rounded-card after:content-[''] hover:text-primary-700 focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:-outline-offset-4 focus-visible:after:outline-primary-400">
            {doctor.name}
          </AppLink>
        </Heading>
        <p className="text-[15px] text-ink-500">{doctor.designation}</p>
        {list && <p className="leading-relaxed text-ink-600">{doctor.description}</p>}
        <div className="mt-auto flex items-center justify-between gap-4 pt-4">
          <TemplateSocialLinks links={doctor.socialLinks} owner={doctor.name} />
          <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary-700" aria-hidden="true">
            {list ? "View profile" : "Profile"}
            <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
          </span>
        </div>
      </div>
    </article>
  );
}
