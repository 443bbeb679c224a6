import type { SiteIconName } from "@/content/site-icons";

/** A service or department card (spec §3): title, subTitle, icon, link. */
export type ServiceCard = { title: string; subTitle: string; icon: SiteIconName; href: string };

export const servicesSection = {
  eyebrow: "Services",
  title: "Des soins orthopédiques complets",
  intro: "Du diagnostic à la rééducation, une prise en charge adaptée à chaque articulation et à chaque patient.",
  linkLabel: "Prendre rendez-vous",
};

export const services: ServiceCard[] = [
  {
    title: "Fractures et Traumatismes",
    subTitle: "Prise en charge rapide des fractures, luxations et blessures du sport.",
    icon: "bone",
    href: "/appointments",
  },
  {
    title: "Pathologies du Genou",
    subTitle: "Ligaments croisés, ménisques, arthrose : arthroscopie et prothèses.",
    icon: "activity",
    href: "/appointments",
  },
  {
    title: "Pathologies de l'Épaule",
    subTitle: "Coiffe des rotateurs, instabilité et épaule douloureuse.",
    icon: "person-standing",
    href: "/appointments",
  },
  {
    title: "Pied & Cheville",
    subTitle: "Entorses, tendinopathies, hallux valgus et déformations du pied.",
    icon: "footprints",
    href: "/appointments",
  },
  {
    title: "Suivi Post-Opératoire",
    subTitle: "Contrôles réguliers et coordination avec votre kinésithérapeute.",
    icon: "clipboard-check",
    href: "/appointments",
  },
  {
    title: "Infiltrations Articulaires",
    subTitle: "Infiltrations guidées pour soulager durablement la douleur articulaire.",
    icon: "syringe",
    href: "/appointments",
  },
  {
    title: "Bassin & Hanche",
    subTitle: "Arthrose de hanche, fractures du bassin et prothèse totale de hanche.",
    icon: "shield-plus",
    href: "/appointments",
  },
];

/**
 * The services carousel settings of spec §9: 6 slides; 5 up to 1700 px, 4 up to 1200, 3 up to
 * 992, 2 up to 768, 1 up to 420; infinite; no autoplay; 1000 ms.
 */
export const servicesCarousel = {
  slidesToShow: 6,
  responsive: { 1700: 5, 1200: 4, 992: 3, 768: 2, 420: 1 },
  infinite: true,
  autoplay: false,
  speed: 1000,
} as const;
