/** A testimonial (spec §3): text, rating 0 to 5 (halves allowed), avatar, name, place. */
export type Testimonial = {
  text: string;
  /** 0 to 5, halves allowed; the stars are filled at rating × 20 %. */
  rating: number;
  ratingNumber: number;
  avatar: string;
  avatarAlt: string;
  name: string;
  place: string;
};

export const testimonialsSection = {
  eyebrow: "Avis Patients",
  title: "Ils nous ont fait confiance",
  intro: "Des patients de tous âges, sportifs, actifs ou retraités, racontent leur parcours de soins au cabinet.",
  /** The spec's claim of 150+ patient reviews. */
  reviewsClaim: "150+ avis patients",
  averageLabel: "Note moyenne",
  average: 4.9,
};

/** Spec §9: tab 2 is shown first (tabs are numbered from 1). */
export const testimonialsDefaultTab = 2;

export const testimonials: Testimonial[] = [
  {
    text: "Après ma chute à moto, j'avais une fracture complexe du poignet. Le docteur m'a opéré le lendemain et m'a tout expliqué avec patience. Trois mois plus tard, j'ai repris le travail sans douleur.",
    rating: 5,
    ratingNumber: 5,
    avatar: "/images/site/avatar-karim.svg",
    avatarAlt: "Portrait illustré de Karim",
    name: "Karim El Idrissi",
    place: "Rabat",
  },
  {
    text: "Une rupture du ligament croisé en plein tournoi : je pensais ne jamais rejouer. Opération sous arthroscopie, suivi très rigoureux et une équipe toujours disponible. Je suis de retour sur le terrain !",
    rating: 5,
    ratingNumber: 5,
    avatar: "/images/site/avatar-salma.svg",
    avatarAlt: "Portrait illustré de Salma",
    name: "Salma Bennani",
    place: "Salé",
  },
  {
    text: "Ma mère souffrait de la hanche depuis des années. La prothèse a changé sa vie. Accueil chaleureux, explications claires et rendez-vous de contrôle toujours à l'heure.",
    rating: 4.5,
    ratingNumber: 4.5,
    avatar: "/images/site/avatar-fatima.svg",
    avatarAlt: "Portrait illustré de Fatima Zahra",
    name: "Fatima Zahra Amrani",
    place: "Témara",
  },
];
