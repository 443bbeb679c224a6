import { AppLink } from "@/components/ui/app-link";
import { Mail, MapPin, Phone, Siren } from "@/components/site/sprite-icons";
import type { Practice } from "@/content/practice";
import type { NavItem } from "@/content/navigation";
import { Container } from "@/components/ui/container";
import { Logo } from "@/components/site/logo";
import { NewsletterForm } from "@/components/site/newsletter-form";
import { SocialLinks } from "@/components/site/social-icon";
import { siteWordsFr, type SiteWords } from "@/content/site-words";

export type SiteFooterProps = {
  practice: Practice;
  /** Spec §9: 2026 on the main site, 2023 or 2024 on the template pages. */
  copyrightYear: number;
  links?: NavItem[];
  blurb?: string;
  words?: SiteWords;
};

/** The public site's footer: identity, links, address, landline, urgent number, e-mail, newsletter. */
export function SiteFooter({
  practice,
  copyrightYear,
  words = siteWordsFr,
  links = words.footerLinks,
  blurb = words.footer.blurb,
}: SiteFooterProps) {
  const labels = words.contact;
  return (
    <footer className="site-footer relative overflow-hidden bg-primary-950 text-primary-100">
      <FooterShapes />
      <Container className="relative grid gap-12 pt-16 pb-12 md:grid-cols-2 lg:grid-cols-[1.15fr_0.8fr_1.35fr_1.25fr] lg:gap-10 lg:pt-20">
        <div>
          <Logo doctorName={practice.doctorName} tone="light" href={words.paths.home} words={words.logo} />
          <p className="mt-6 max-w-xs leading-relaxed text-primary-200">{blurb}</p>
          <SocialLinks links={practice.socialLinks} tone="light" className="mt-6" />
          {/* PRACTICE_CNDP_NUMBER (decision 033): shown only when set. */}
          {practice.cndpNumber && (
            <p className="mt-6 text-sm text-primary-200">
              {words.footer.cndp} <bdi>{practice.cndpNumber}</bdi>
            </p>
          )}
        </div>

        <div>
          <FooterTitle>{words.footer.usefulLinks}</FooterTitle>
          <ul className="mt-5 grid gap-3">
            {links.map((link) => (
              <li key={`${link.label}-${link.href}`}>
                <AppLink href={link.href} className="group inline-flex items-center gap-2 transition-colors hover:text-white">
                  <span className="h-px w-3 bg-accent-400 transition-all group-hover:w-5" aria-hidden="true" />
                  {link.label}
                </AppLink>
              </li>
            ))}
          </ul>
        </div>

        <div>
          <FooterTitle>{words.footer.contact}</FooterTitle>
          <ul className="mt-5 grid gap-4">
            <ContactLine icon={<MapPin className="size-5" aria-hidden="true" />} label={labels.address}>
              <address className="not-italic">
                <bdi>{practice.address}</bdi>
              </address>
            </ContactLine>
            <ContactLine icon={<Phone className="size-5" aria-hidden="true" />} label={labels.phone}>
              <a dir="ltr" href={`tel:${practice.phone.replace(/\s/g, "")}`} className="hover:text-white">
                {practice.phone}
              </a>
            </ContactLine>
            <ContactLine icon={<Siren className="size-5" aria-hidden="true" />} label={labels.urgent}>
              <a dir="ltr" href={`tel:${practice.urgentPhone.replace(/\s/g, "")}`} className="hover:text-white">
                {practice.urgentPhone}
              </a>
            </ContactLine>
            <ContactLine icon={<Mail className="size-5" aria-hidden="true" />} label={labels.email}>
              <a href={`mailto:${practice.email}`} className="[overflow-wrap:anywhere] hover:text-white">
                {practice.email}
              </a>
            </ContactLine>
          </ul>
        </div>

        <div>
          <FooterTitle>{words.footer.newsletter}</FooterTitle>
          <p className="mt-5 leading-relaxed text-primary-200">
            {words.footer.newsletterText}
          </p>
          <NewsletterForm idPrefix="footer" tone="dark" className="mt-5" words={words.newsletter} />
          <ul className="mt-6 grid gap-1.5 text-sm text-primary-200">
            {practice.openingHours.map((slot) => (
              <li key={slot.days} className="flex justify-between gap-4 border-b border-white/10 pb-1.5">
                <span>{slot.days}</span>
                <span className="font-semibold text-white">{slot.hours}</span>
              </li>
            ))}
          </ul>
        </div>
      </Container>
      <div className="relative border-t border-white/10">
        <Container className="flex flex-col items-center justify-between gap-3 py-6 text-sm text-primary-200 sm:flex-row">
          <p>
            © {copyrightYear} {practice.siteName}. {words.footer.rights}
          </p>
          <AppLink href={words.paths.privacy} className="hover:text-white">
            {words.footer.privacy}
          </AppLink>
        </Container>
      </div>
    </footer>
  );
}

function FooterTitle({ children }: { children: React.ReactNode }) {
  return <h2 className="font-display text-lg font-bold text-white">{children}</h2>;
}

function ContactLine({ icon, label, children }: { icon: React.ReactNode; label: string; children: React.ReactNode }) {
  return (
    <li className="flex gap-3.5">
      <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-white/5 text-accent-300 ring-1 ring-white/10">{icon}</span>
      {/* Blocks, not spans: the address line is an <address>, which a span may not hold. */}
      <div className="flex flex-col">
        <span className="text-xs font-semibold tracking-wide text-primary-300 uppercase">{label}</span>
        <div className="text-[15px] text-primary-50">{children}</div>
      </div>
    </li>
  );
}

function FooterShapes() {
  return (
    <svg className="pointer-events-none absolute inset-0 size-full rtl:-scale-x-100" preserveAspectRatio="xMidYMid slice" viewBox="0 0 1440 480" aria-hidden="true">
      <circle cx="1380" cy="40" r="220" fill="#174d84" opacity="0.35" />
      <circle cx="1380" cy="40" r="300" fill="none" stroke="#2679c0" strokeOpacity="0.18" />
      <circle cx="40" cy="460" r="160" fill="#16524c" opacity="0.35" />
      <path d="M0 120 C 240 60, 420 200, 720 140 S 1200 60, 1440 160" fill="none" stroke="#3fbba7" strokeOpacity="0.08" strokeWidth="2" />
    </svg>
  );
}
