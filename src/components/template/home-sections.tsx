import { AppLink } from "@/components/ui/app-link";
import { ArrowRight, Clock3, PhoneCall, Siren } from "@/components/ui/icons";
import type { BlogPost } from "@/content/template/blog";
import type { Department } from "@/content/template/departments";
import type { FaqItem } from "@/content/template/faq";
import type { PricingPlan } from "@/content/template/pricing";
import { Carousel } from "@/components/site/carousel";
import { FaqAccordion } from "@/components/site/faq-accordion";
import { SectionHeading } from "@/components/ui/section-heading";
import { BlogCard } from "@/components/template/blog-card";
import { BookingForm, type BookingFormVariant } from "@/components/template/booking-form";
import { DepartmentCard } from "@/components/template/department-card";
import { PricingCard, PricingGrid } from "@/components/template/pricing-card";
import { TemplateSection } from "@/components/template/template-section";

/*
 * The sections the home variants compose (spec §2). Each takes its content as props, so one
 * section serves every variant; variants differ by order, tone and options.
 */

type DepartmentsSectionProps = {
  departments: Department[];
  /** 'carousel' (not infinite: arrows stop at the ends) or 'grid'. */
  display?: "carousel" | "grid";
  /** Where each card leads; default the department's own page. */
  href?: string;
  tone?: "white" | "muted";
};

export function DepartmentsSection({ departments, display = "grid", href, tone = "white" }: DepartmentsSectionProps) {
  return (
    <TemplateSection tone={tone} labelledBy="home-departments-title">
      <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
        <SectionHeading id="home-departments-title" eyebrow="Departments" title="Specialised care for every need" align="left" />
        <AppLink href="/departments" className="-mt-4 mb-10 inline-flex items-center gap-2 font-semibold text-primary-700 hover:text-primary-900 md:mt-0 md:mb-14">
          All departments
          <ArrowRight className="size-4" aria-hidden="true" />
        </AppLink>
      </div>
      {display === "carousel" ? (
        <Carousel label="Departments" slidesToShow={3} responsive={{ 992: 2, 768: 1 }} infinite={false} speed={600}>
          {departments.map((department) => (
            <DepartmentCard key={department.id} department={department} href={href} />
          ))}
        </Carousel>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {departments.map((department) => (
            <li key={department.id}>
              <DepartmentCard department={department} href={href} />
            </li>
          ))}
        </ul>
      )}
    </TemplateSection>
  );
}

type BookingSectionProps = {
  variant?: BookingFormVariant;
  phone: string;
  urgentPhone: string;
  tone?: "white" | "muted" | "tinted";
  /** The notice of law 09-08 under the form (decision 034). */
  notice?: React.ReactNode;
};

/** The home variants' booking section: the form beside the contact and opening hours. */
export function BookingSection({ variant = "full", phone, urgentPhone, tone = "tinted", notice }: BookingSectionProps) {
  return (
    <TemplateSection id="appointment" tone={tone} labelledBy="home-booking-title">
      <SectionHeading
        id="home-booking-title"
        eyebrow="Appointment"
        title="Book an appointment"
        intro="Send us your request: our team calls you back to confirm the date and the time."
      />
      <div className="grid overflow-hidden rounded-[1.5rem] bg-white shadow-raised lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <div className="relative flex flex-col gap-8 overflow-hidden bg-linear-to-br from-primary-700 to-primary-950 p-8 text-primary-100 md:p-10">
          <svg className="pointer-events-none absolute -right-20 -bottom-20 size-72 text-white/5" viewBox="0 0 24 24" aria-hidden="true">
            <path fill="currentColor" d="M9 2h6v7h7v6h-7v7H9v-7H2V9h7z" />
          </svg>
          <InfoLine icon={<PhoneCall className="size-5" aria-hidden="true" />} title="Call us">
            <a href={`tel:${phone.replace(/[^\d+]/g, "")}`} className="text-lg font-semibold text-white hover:underline">
              {phone}
            </a>
          </InfoLine>
          <InfoLine icon={<Siren className="size-5" aria-hidden="true" />} title="Emergency">
            <a href={`tel:${urgentPhone.replace(/[^\d+]/g, "")}`} className="text-lg font-semibold text-white hover:underline">
              {urgentPhone}
            </a>
          </InfoLine>
          <InfoLine icon={<Clock3 className="size-5" aria-hidden="true" />} title="Opening hours">
            <p className="text-white">Monday – Saturday</p>
            <p>8:00 AM – 9:00 PM</p>
          </InfoLine>
        </div>
        <div className="p-6 md:p-10">
          <BookingForm variant={variant} notice={notice} />
        </div>
      </div>
    </TemplateSection>
  );
}

function InfoLine({ icon, title, children }: { icon: React.ReactNode; title: string; children: React.ReactNode }) {
  return (
    <div className="relative flex gap-4">
      <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-white/10 text-accent-300">{icon}</span>
      <div>
        <p className="text-sm font-semibold tracking-wide text-primary-200 uppercase">{title}</p>
        <div className="mt-1">{children}</div>
      </div>
    </div>
  );
}

export function BlogSection({ posts, tone = "white" }: { posts: BlogPost[]; tone?: "white" | "muted" }) {
  return (
    <TemplateSection tone={tone} labelledBy="home-blog-title">
      <SectionHeading id="home-blog-title" eyebrow="Latest news" title="From our blog" intro="Practical advice from our doctors for a healthier everyday life." />
      <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
        {posts.map((post) => (
          <li key={post.id}>
            <BlogCard post={post} />
          </li>
        ))}
      </ul>
    </TemplateSection>
  );
}

export function FaqSection({ items, tone = "white" }: { items: FaqItem[]; tone?: "white" | "muted" }) {
  return (
    <TemplateSection tone={tone} labelledBy="home-faq-title">
      <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-16">
        <SectionHeading
          id="home-faq-title"
          eyebrow="FAQ"
          title="Frequently asked questions"
          intro="Answers to the questions our patients ask most often before their first visit."
          align="left"
        />
        <FaqAccordion items={items} defaultOpenIndex={2} />
      </div>
    </TemplateSection>
  );
}

export function PlansSection({ plans, tone = "muted" }: { plans: PricingPlan[]; tone?: "white" | "muted" }) {
  return (
    <TemplateSection tone={tone} labelledBy="home-plans-title">
      <SectionHeading id="home-plans-title" eyebrow="Membership" title="Plans for every stage of life" intro="Simple monthly plans, cancel at any time." />
      <PricingGrid plans={plans} />
      <p className="mt-10 text-center">
        <AppLink href="/pricing-plan" className="inline-flex items-center gap-2 font-semibold text-primary-700 hover:text-primary-900">
          Compare all plans
          <ArrowRight className="size-4" aria-hidden="true" />
        </AppLink>
      </p>
    </TemplateSection>
  );
}

/** One plan beside a short pitch (home V2 and V3's pricing card). */
export function PricingSpotlight({ plan, tone = "white" }: { plan: PricingPlan; tone?: "white" | "muted" }) {
  return (
    <TemplateSection tone={tone} labelledBy="home-pricing-title">
      <div className="grid items-center gap-12 lg:grid-cols-2 lg:gap-20">
        <div>
          <SectionHeading
            id="home-pricing-title"
            eyebrow="Membership"
            title="Stay healthy for less than $4 a day"
            intro="Our most popular plan covers your everyday care, with priority appointments and coaching from our team."
            align="left"
            className="md:mb-8"
          />
          <AppLink href="/pricing-plan" className="inline-flex items-center gap-2 font-semibold text-primary-700 hover:text-primary-900">
            See all six plans
            <ArrowRight className="size-4" aria-hidden="true" />
          </AppLink>
        </div>
        <div className="mx-auto w-full max-w-md pt-4">
          <PricingCard plan={plan} />
        </div>
      </div>
    </TemplateSection>
  );
}
