import type { NavItem } from "@/content/navigation";
import { footerLinks, mainNav } from "@/content/navigation";

/**
 * The words the public site's shared components (header, footer, side panel, contact cards,
 * carousels...) write themselves, one object per language. The French pages pass nothing and get
 * the spec's French below; the Arabic pages pass src/content/ar/site-words.ts. Strings only: the
 * client components receive it from server pages. `{name}`, `{n}`, `{count}`, `{rating}` are
 * filled in where used.
 */
export type SiteLocale = "fr" | "ar";

export type SiteWords = {
  locale: SiteLocale;
  /** Where the page's own language keeps its pages. */
  paths: { home: string; appointments: string; contact: string; privacy: string };
  nav: NavItem[];
  footerLinks: NavItem[];
  skipLink: string;
  logo: { doctor: string; specialty: string; home: string };
  header: {
    mainMenu: string;
    mobileMenu: string;
    openSearch: string;
    closeSearch: string;
    openPanel: string;
    openMenu: string;
    closeMenu: string;
    urgent: string;
    searchLabel: string;
    searchButton: string;
    languages: string;
  };
  panel: { blurb: string; close: string; contact: string; newsletter: string; newsletterText: string };
  contact: { phone: string; urgent: string; email: string; address: string; hours: string; closed: string };
  footer: { blurb: string; usefulLinks: string; contact: string; newsletter: string; newsletterText: string; rights: string; privacy: string; cndp: string };
  newsletter: { form: string; label: string; placeholder: string; submit: string };
  breadcrumbs: { label: string; home: string };
  carousel: { role: string; slideRole: string; slide: string; goTo: string; previous: string; next: string };
  testimonials: { list: string; rating: string; quoteOpen: string; quoteClose: string };
  map: { notice: string; show: string; open: string; newTab: string };
  video: { close: string };
  hero: { practicalInfo: string };
  about: { role: string };
  faq: { more: string; contactLink: string };
};

export const siteWordsFr: SiteWords = {
  locale: "fr",
  paths: { home: "/", appointments: "/appointments", contact: "/contact", privacy: "/confidentialite" },
  nav: mainNav,
  footerLinks,
  skipLink: "Aller au contenu principal",
  logo: { doctor: "Dr. {name}", specialty: "Orthopédie & Traumatologie", home: " — accueil" },
  header: {
    mainMenu: "Menu principal",
    mobileMenu: "Menu mobile",
    openSearch: "Rechercher un médecin",
    closeSearch: "Fermer la recherche",
    openPanel: "Ouvrir le panneau d'informations",
    openMenu: "Ouvrir le menu",
    closeMenu: "Fermer le menu",
    urgent: "Urgences :",
    searchLabel: "Search Doctors",
    searchButton: "Search",
    languages: "Langue du site",
  },
  panel: {
    blurb: "Chirurgie orthopédique et traumatologique : une prise en charge attentive, du diagnostic à la reprise de vos activités.",
    close: "Fermer le panneau",
    contact: "Contact",
    newsletter: "Newsletter",
    newsletterText: "Nos conseils de prévention, une fois par mois.",
  },
  contact: { phone: "Téléphone", urgent: "Urgences", email: "E-mail", address: "Adresse", hours: "Horaires", closed: "Fermé" },
  footer: {
    blurb: "Cabinet de chirurgie orthopédique et traumatologique. Des soins de qualité, une équipe à l'écoute, pour retrouver votre mobilité en confiance.",
    usefulLinks: "Liens utiles",
    contact: "Contact",
    newsletter: "Newsletter",
    newsletterText: "Recevez nos conseils de prévention et les actualités du cabinet, une fois par mois.",
    rights: "Tous droits réservés.",
    privacy: "Politique de confidentialité",
    /** Before PRACTICE_CNDP_NUMBER, in the footer when it is set (decision 033). */
    cndp: "Référence CNDP : n°",
  },
  newsletter: { form: "Inscription à la newsletter", label: "Adresse e-mail", placeholder: "Votre e-mail", submit: "Submit" },
  breadcrumbs: { label: "Fil d'Ariane", home: "Accueil" },
  carousel: { role: "carrousel", slideRole: "diapositive", slide: "{n} sur {count}", goTo: "Aller à la diapositive {n}", previous: "Diapositive précédente", next: "Diapositive suivante" },
  testimonials: { list: "Témoignages de patients", rating: "Note : {rating} sur 5", quoteOpen: "« ", quoteClose: " »" },
  map: {
    notice: "La carte est fournie par Google Maps, qui peut déposer des cookies.",
    show: "Afficher la carte",
    open: "Ouvrir dans Google Maps",
    newTab: "(nouvel onglet)",
  },
  video: { close: "Fermer la vidéo" },
  hero: { practicalInfo: "Informations pratiques" },
  about: { role: "Chirurgien orthopédiste et traumatologue" },
  faq: { more: "Une autre question ?", contactLink: "Écrivez-nous" },
};

/** Fills `{key}` placeholders: fill("Dr. {name}", { name: "Alaoui" }). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
