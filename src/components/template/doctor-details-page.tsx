import type { Doctor } from "@/content/template/doctors";
import { PageHero } from "@/components/site/page-hero";
import { BookingForm } from "@/components/template/booking-form";
import { DoctorProfile } from "@/components/template/doctor-profile";
import { TemplateSection } from "@/components/template/template-section";

/** A doctor's page: banner, profile, then a booking form addressed to that doctor. */
export function DoctorDetailsPage({ doctor, path, bookingNotice }: { doctor: Doctor; path: string; bookingNotice?: React.ReactNode }) {
  return (
    <div lang="en">
      <PageHero
        title={doctor.name}
        eyebrow={doctor.department}
        subtitle={doctor.designation}
        path={path}
        breadcrumbHomeLabel="Home"
        breadcrumbLabels={{ [path]: doctor.name }}
      />
      <TemplateSection tone="muted" className="md:py-24">
        <DoctorProfile doctor={doctor} />
      </TemplateSection>
      <TemplateSection id="appointment" labelledBy="doctor-booking-title">
        <div className="grid gap-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-16">
          <div>
            <p className="mb-3 text-sm font-semibold tracking-[0.14em] text-accent-700 uppercase">Appointment</p>
            <h2 id="doctor-booking-title" className="text-3xl leading-tight font-bold md:text-[2.5rem]">
              Book a visit with {doctor.name}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-ink-600">
              Tell us when suits you best. Our team calls you back to confirm the time of your appointment.
            </p>
          </div>
          <div className="rounded-card border border-ink-100 bg-white p-6 shadow-raised md:p-9">
            <BookingForm variant="simple" context={`Médecin : ${doctor.name}`} notice={bookingNotice} />
          </div>
        </div>
      </TemplateSection>
    </div>
  );
}
