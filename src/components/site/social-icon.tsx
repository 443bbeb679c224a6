/**
 * Brand marks for the social links. lucide-react 1.x dropped brand icons, so these are the
 * glyphs it used to ship, drawn with the same 24 px grid and 2 px stroke as the rest of the set.
 */
const paths: Record<string, React.ReactNode> = {
  facebook: <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />,
  instagram: (
    <>
      <rect width="20" height="20" x="2" y="2" rx="5" ry="5" />
      <path d="M16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37z" />
      <line x1="17.5" x2="17.51" y1="6.5" y2="6.5" />
    </>
  ),
  linkedin: (
    <>
      <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-2-2 2 2 0 0 0-2 2v7h-4v-7a6 6 0 0 1 6-6z" />
      <rect width="4" height="12" x="2" y="9" />
      <circle cx="4" cy="4" r="2" />
    </>
  ),
  youtube: (
    <>
      <path d="M2.5 17a24.12 24.12 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.56 49.56 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24.12 24.12 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.55 49.55 0 0 1-16.2 0A2 2 0 0 1 2.5 17" />
      <path d="m10 15 5-3-5-3z" />
    </>
  ),
};

export function SocialIcon({ label, className }: { label: string; className?: string }) {
  const glyph = paths[label.toLowerCase()];
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" className={className} aria-hidden="true">
      {glyph ?? <circle cx="12" cy="12" r="9" />}
    </svg>
  );
}

type SocialLinksProps = {
  links: { label: string; href: string }[];
  tone?: "light" | "dark";
  className?: string;
};

/** Round icon links; the accessible name is the network's name. */
export function SocialLinks({ links, tone = "dark", className }: SocialLinksProps) {
  return (
    <ul className={`flex flex-wrap gap-2.5 ${className ?? ""}`}>
      {links.map((link) => (
        <li key={link.label}>
          <a
            href={link.href}
            aria-label={link.label}
            title={link.label}
            className={
              tone === "light"
                ? "grid size-10 place-items-center rounded-full border border-white/15 bg-white/5 text-white transition-colors hover:border-accent-300 hover:bg-accent-400 hover:text-primary-950"
                : "grid size-10 place-items-center rounded-full border border-primary-100 bg-primary-50 text-primary-700 transition-colors hover:border-primary-700 hover:bg-primary-700 hover:text-white"
            }
          >
            <SocialIcon label={link.label} className="size-[18px]" />
          </a>
        </li>
      ))}
    </ul>
  );
}
