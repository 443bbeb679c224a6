import Image from "next/image";
import { ArrowRight } from "@/components/ui/icons";
import type { Doctor } from "@/content/template/doctors";
import { doctorHref } from "@/components/template/doctor-card";
import { TemplateSocialLinks } from "@/components/template/social-links";
import { ButtonLink } from "@/components/ui/button";

/** One wide slide of the related-doctor slider: portrait beside the doctor's introduction. */
export function DoctorSpotlight({ doctor }: { doctor: Doctor }) {
  return (
    <article className="grid overflow-hidden rounded-card border border-ink-100 bg-white shadow-card md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <div className="bg-primary-50">
        <Image src={doctor.image} alt="" width={480} height={560} className="mx-auto h-72 w-auto object-cover object-top md:h-full md:w-full" />
      </div>
      <div className="flex flex-col justify-center p-7 md:p-10">
        <p className="text-sm font-semibold tracking-[0.12em] text-accent-700 uppercase">{doctor.department}</p>
        <h3 className="mt-2 text-2xl font-bold">{doctor.name}</h3>
        <p className="mt-1 font-medium text-ink-500">{doctor.designation}</p>
        <p className="mt-5 leading-relaxed text-ink-600">{doctor.description}</p>
        <div className="mt-7 flex flex-wrap items-center gap-5">
          <ButtonLink href={doctorHref(doctor)} aria-label={`View the profile of ${doctor.name}`}>
            View profile
            <ArrowRight className="size-4" aria-hidden="true" />
          </ButtonLink>
          <TemplateSocialLinks links={doctor.socialLinks} owner={doctor.name} />
        </div>
      </div>
    </article>
  );
}
