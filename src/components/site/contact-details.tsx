import clsx from "clsx";
import { Clock3, Mail, MapPin, Phone, Siren } from "@/components/site/sprite-icons";
import type { Practice } from "@/content/practice";
import { HoursNotices } from "@/components/site/hours-notices";
import { siteWordsFr, type SiteWords } from "@/content/site-words";

type ContactDetailsProps = {
  practice: Practice;
  /** Which lines to show, in order. */
  show?: ("phone" | "urgent" | "email" | "address" | "hours")[];
  className?: string;
  words?: SiteWords["contact"];
};

/** The practice's contact details as a list of icon cards (phone, urgent line, e-mail, address, hours). */
export function ContactDetails({ practice, show = ["phone", "urgent", "email", "address", "hours"], className, words = siteWordsFr.contact }: ContactDetailsProps) {
  const lines = {
    phone: {
      icon: Phone,
      label: words.phone,
      body: (
        <a dir="ltr" href={`tel:${practice.phone.replace(/\s/g, "")}`} className="hover:text-primary-700">
          {practice.phone}
        </a>
      ),
    },
    urgent: {
      icon: Siren,
      label: words.urgent,
      body: (
        <a dir="ltr" href={`tel:${practice.urgentPhone.replace(/\s/g, "")}`} className="hover:text-primary-700">
          {practice.urgentPhone}
        </a>
      ),
    },
    email: {
      icon: Mail,
      label: words.email,
      body: (
        <a href={`mailto:${practice.email}`} className="[overflow-wrap:anywhere] hover:text-primary-700">
          {practice.email}
        </a>
      ),
    },
    address: { icon: MapPin, label: words.address, body: <address className="not-italic">
          <bdi>{practice.address}</bdi>
        </address> },
    hours: {
      icon: Clock3,
      label: words.hours,
      body: (
        <>
          {practice.openingHours.map((slot) => (
            <span key={slot.days} className="block">
              {slot.days} : <span className="whitespace-nowrap">{slot.hours}</span>
            </span>
          ))}
          <HoursNotices notices={practice.hoursNotices} />
        </>
      ),
    },
  };
  return (
    <ul className={clsx("grid gap-4", className)}>
      {show.map((key) => {
        const { icon: Icon, label, body } = lines[key];
        return (
          <li key={key} className="flex gap-4 rounded-2xl border border-ink-100 bg-white p-5 shadow-card">
            <span className={clsx("grid size-12 shrink-0 place-items-center rounded-xl", key === "urgent" ? "bg-danger-50 text-danger-600" : "bg-primary-50 text-primary-700")}>
              <Icon className="size-6" aria-hidden="true" />
            </span>
            {/* Blocks, not spans: the address line is an <address>, which a span may not hold. */}
            <div className="flex min-w-0 flex-col">
              <span className="text-xs font-bold tracking-[0.12em] text-ink-500 uppercase">{label}</span>
              <div className="mt-0.5 font-semibold text-ink-900">{body}</div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
