/** Menus of the public site. Labels follow the spec (§2: Home, Services, Contact, Rendez-vous, Espace PRO). */
export type NavItem = { label: string; href: string };

export const mainNav: NavItem[] = [
  { label: "Home", href: "/" },
  { label: "Services", href: "/#services" },
  { label: "Contact", href: "/contact" },
  { label: "Rendez-vous", href: "/appointments" },
  { label: "Espace PRO", href: "/responsable" },
];

export const footerLinks: NavItem[] = [
  { label: "Accueil", href: "/" },
  { label: "À propos", href: "/#about" },
  { label: "Services", href: "/#services" },
  { label: "Rendez-vous", href: "/appointments" },
  { label: "Contact", href: "/contact" },
  { label: "FAQs", href: "/#faq" },
  { label: "Confidentialité", href: "/confidentialite" },
  { label: "Espace PRO", href: "/responsable" },
];

/** Labels of known path segments, for breadcrumbs built from the URL. */
export const segmentLabels: Record<string, string> = {
  appointments: "Rendez-vous",
  contact: "Contact",
  confidentialite: "Politique de confidentialité",
  login: "Connexion",
};
