import Image from "next/image";
import type { Department } from "@/content/template/departments";
import type { Doctor } from "@/content/template/doctors";
import { PageHero } from "@/components/site/page-hero";
import { SectionHeading } from "@/components/ui/section-heading";
import { BookingForm } from "@/components/template/booking-form";
import { RelatedDoctorsSlider } from "@/components/template/related-doctors-slider";
import { SearchDoctorsBox } from "@/components/template/search-doctors-box";
import { TemplateIcon } from "@/components/template/template-icon";
import { TemplateSection } from "@/components/template/template-section";

type DepartmentDetailsPageProps = { department: Department; doctors: Doctor[]; path: string; bookingNotice?: React.ReactNode };

/** A department's page (spec §2): intro, four treatments, related doctors, booking form. */
export function DepartmentDetailsPage({ department, doctors, path, bookingNotice }: DepartmentDetailsPageProps) {
  return (
    <div lang="en">
      <PageHero
        title={department.title}
        eyebrow="Departments"
        subtitle={department.subTitle}
        path={path}
        breadcrumbHomeLabel="Home"
        breadcrumbLabels={{ [path]: department.title }}
        breadcrumbSlot={<SearchDoctorsBox />}
      />

      <TemplateSection labelledBy="department-intro-title">
        <div className="grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
          <div className="relative">
            <Image src={department.image} alt="" width={1200} height={720} priority className="h-auto w-full rounded-[1.5rem] shadow-raised" />
            <span className="absolute -bottom-6 left-6 grid size-20 place-items-center rounded-2xl bg-primary-700 text-white shadow-raised">
              <TemplateIcon name={department.icon} className="size-10" />
            </span>
          </div>
          <div>
            <p className="mb-3 text-sm font-semibold tracking-[0.14em] text-accent-700 uppercase">Overview</p>
            <h2 id="department-intro-title" className="text-3xl leading-tight font-bold md:text-[2.5rem]">
              Care you can count on
            </h2>
            {department.intro.map((paragraph) => (
              <p key={paragraph} className="mt-5 text-lg leading-relaxed text-ink-600">
                {paragraph}
              </p>
            ))}
          </div>
        </div>
      </TemplateSection>

      <TemplateSection tone="muted" labelledBy="treatments-title">
        <SectionHeading id="treatments-title" eyebrow="Treatments" title="What we treat" />
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {department.treatments.map((treatment, index) => (
            <li key={treatment.title} className="relative rounded-card border border-ink-100 bg-white p-7 shadow-card">
              <span className="inline-grid size-11 place-items-center rounded-xl bg-primary-50 font-display text-sm font-extrabold text-primary-700" aria-hidden="true">
                {String(index + 1).padStart(2, "0")}
              </span>
              <h3 className="mt-5 text-lg font-bold">{treatment.title}</h3>
              <p className="mt-2 leading-relaxed text-ink-600">{treatment.subTitle}</p>
            </li>
          ))}
        </ol>
      </TemplateSection>

      <TemplateSection labelledBy="related-doctors-title">
        <SectionHeading id="related-doctors-title" eyebrow="Our team" title="Doctors of this department" />
        <div className="mx-auto max-w-4xl">
          <RelatedDoctorsSlider doctors={doctors} label={`Doctors of the ${department.title}`} />
        </div>
      </TemplateSection>

      <TemplateSection id="appointment" tone="tinted" labelledBy="department-booking-title">
        <SectionHeading id="department-booking-title" eyebrow="Appointment" title="Book an appointment" intro="Choose a date and a time; we call you back to confirm." />
        <div className="mx-auto max-w-3xl rounded-card border border-ink-100 bg-white p-6 shadow-raised md:p-10">
          <BookingForm variant="simple" context={`Service : ${department.title}`} notice={bookingNotice} />
        </div>
      </TemplateSection>
    </div>
  );
}
