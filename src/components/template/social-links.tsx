import { AppLink } from "@/components/ui/app-link";
import clsx from "clsx";
import { Globe, Mail, MessageCircle } from "@/components/ui/icons";
import type { SocialIconKey } from "@/content/template/doctors";

const icons = { website: Globe, message: MessageCircle, email: Mail } satisfies Record<SocialIconKey, unknown>;

type SocialLinksProps = {
  links: { icon: SocialIconKey; label: string; href: string }[];
  /** Whose links these are, for the links' accessible names. */
  owner: string;
  className?: string;
};

export function TemplateSocialLinks({ links, owner, className }: SocialLinksProps) {
  return (
    <ul className={clsx("flex items-center gap-2", className)}>
      {links.map((link) => {
        const Icon = icons[link.icon];
        return (
          <li key={link.icon}>
            <AppLink
              href={link.href}
              aria-label={`${owner}: ${link.label}`}
              className="relative z-10 grid size-9 place-items-center rounded-full bg-primary-50 text-primary-700 transition-colors hover:bg-primary-700 hover:text-white"
            >
              <Icon className="size-4" aria-hidden="true" />
            </AppLink>
          </li>
        );
      })}
    </ul>
  );
}
