import type { SiteIconName } from "@/content/site-icons";

/** A value card ('Nos valeurs', spec §2 and §3): icon, title, subtitle. */
export type ValueCard = { icon: SiteIconName; title: string; subtitle: string };

export const valuesSection = {
  eyebrow: "Nos valeurs",
  title: "Une prise en charge fondée sur la confiance",
  intro: "Cinq engagements guident chaque consultation, chaque geste et chaque suivi au cabinet.",
};

export const values: ValueCard[] = [
  {
    icon: "heart-handshake",
    title: "Bienveillance",
    subtitle: "Une écoute attentive et des explications claires, pour décider ensemble du meilleur traitement.",
  },
  {
    icon: "award",
    title: "Excellence",
    subtitle: "Des techniques chirurgicales éprouvées et une formation continue aux meilleures pratiques.",
  },
  {
    icon: "zap",
    title: "Réactivité",
    subtitle: "Des rendez-vous rapides et une ligne dédiée aux urgences traumatologiques.",
  },
  {
    icon: "lightbulb",
    title: "Innovation",
    subtitle: "Chirurgie mini-invasive et arthroscopique pour une récupération plus rapide.",
  },
  {
    icon: "hand-heart",
    title: "Compassion",
    subtitle: "Un accompagnement humain à chaque étape, de la douleur au retour à la mobilité.",
  },
];
