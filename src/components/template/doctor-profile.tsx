import Image from "next/image";
import { Award, BriefcaseMedical, CalendarClock, GraduationCap, Mail, MapPin, Phone } from "@/components/ui/icons";
import type { ContactIconKey, Doctor } from "@/content/template/doctors";
import { TemplateSocialLinks } from "@/components/template/social-links";

const contactIcons = { phone: Phone, email: Mail, location: MapPin } satisfies Record<ContactIconKey, unknown>;

function contactHref(icon: ContactIconKey, title: string): string | undefined {
  if (icon === "phone") return `tel:${title.replace(/[^\d+]/g, "")}`;
  if (icon === "email") return `mailto:${title}`;
  return undefined;
}

function Block({ icon: Icon, title, children }: { icon: typeof Award; title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-card border border-ink-100 bg-white p-7 shadow-card md:p-8">
      <h2 className="mb-6 flex items-center gap-3 text-xl font-bold">
        <span className="grid size-10 place-items-center rounded-xl bg-primary-50 text-primary-700">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The doctor's page body (spec §2): department, contact info, weekly schedule, degrees, experience, awards. */
export function DoctorProfile({ doctor }: { doctor: Doctor }) {
  return (
    <div className="grid gap-8 lg:grid-cols-[360px_minmax(0,1fr)] lg:gap-10">
      <aside aria-label="Doctor card" className="lg:sticky lg:top-[calc(var(--header-h)+1.5rem)] lg:self-start">
        <div className="overflow-hidden rounded-card border border-ink-100 bg-white shadow-card">
          <div className="bg-primary-50">
            <Image src={doctor.image} alt={`Portrait of ${doctor.name}`} width={480} height={560} priority className="h-auto w-full" />
          </div>
          <div className="p-7">
            <p className="inline-flex rounded-full bg-accent-50 px-3 py-1 text-sm font-semibold text-accent-700">{doctor.department}</p>
            <p className="mt-4 font-display text-2xl font-bold text-ink-900">{doctor.name}</p>
            <p className="mt-1 text-ink-500">{doctor.designation}</p>
            <ul className="mt-6 grid gap-3 border-t border-ink-100 pt-6" aria-label="Contact info">
              {doctor.contactInfo.map((item) => {
                const Icon = contactIcons[item.icon];
                const href = contactHref(item.icon, item.title);
                return (
                  <li key={item.icon} className="flex items-center gap-3 text-[15px]">
                    <span className="grid size-9 shrink-0 place-items-center rounded-full bg-primary-50 text-primary-700">
                      <Icon className="size-4" aria-hidden="true" />
                    </span>
                    {href ? (
                      <a href={href} className="break-all text-ink-700 hover:text-primary-700">
                        {item.title}
                      </a>
                    ) : (
                      <span className="text-ink-700">{item.title}</span>
                    )}
                  </li>
                );
              })}
            </ul>
            <TemplateSocialLinks links={doctor.socialLinks} owner={doctor.name} className="mt-6" />
          </div>
        </div>
      </aside>

      <div className="grid gap-8">
        <section className="rounded-card border border-ink-100 bg-white p-7 shadow-card md:p-8">
          <h2 className="text-xl font-bold">About {doctor.name}</h2>
          <p className="mt-4 text-lg leading-relaxed text-ink-600">{doctor.description}</p>
        </section>

        <Block icon={CalendarClock} title="Weekly schedule">
          <ul className="grid gap-3 sm:grid-cols-2">
            {doctor.schedules.map((schedule) => (
              <li key={schedule.day} className="flex items-center justify-between gap-4 rounded-xl bg-ink-50 px-5 py-4">
                <span className="font-semibold text-ink-900">{schedule.day}</span>
                <span className="text-sm font-medium whitespace-nowrap text-primary-700">{schedule.time}</span>
              </li>
            ))}
          </ul>
        </Block>

        <Block icon={GraduationCap} title="Degrees">
          <ol className="relative grid gap-6 border-l-2 border-primary-100 pl-6">
            {doctor.degrees.map((degree) => (
              <li key={degree.title} className="relative">
                <span className="absolute top-1.5 -left-[31px] size-3.5 rounded-full border-2 border-white bg-primary-600 ring-2 ring-primary-100" aria-hidden="true" />
                <h3 className="font-bold">{degree.title}</h3>
                <p className="mt-1 text-ink-600">{degree.subTitle}</p>
              </li>
            ))}
          </ol>
        </Block>

        <div className="grid gap-8 md:grid-cols-2">
          <Block icon={BriefcaseMedical} title="Experience">
            <ul className="grid gap-3">
              {doctor.experiences.map((experience) => (
                <li key={experience} className="flex gap-3 leading-relaxed text-ink-700">
                  <span className="mt-2.5 size-1.5 shrink-0 rounded-full bg-accent-500" aria-hidden="true" />
                  {experience}
                </li>
              ))}
            </ul>
          </Block>
          <Block icon={Award} title="Awards">
            <ul className="grid gap-3">
              {doctor.awards.map((award) => (
                <li key={award} className="flex items-start gap-3 leading-relaxed text-ink-700">
                  <Award className="mt-0.5 size-5 shrink-0 text-accent-600" aria-hidden="true" />
                  {award}
                </li>
              ))}
            </ul>
          </Block>
        </div>
      </div>
    </div>
  );
}
