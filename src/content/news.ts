/** A news post card (spec §3): title, thumbnail, date text, button text, link. */
export type NewsPost = {
  title: string;
  thumbnail: string;
  thumbnailAlt: string;
  /** Shown as is (e.g. '12 mars 2026'). */
  date: string;
  /** Machine-readable date for <time dateTime>. */
  dateIso?: string;
  buttonText: string;
  href: string;
  category?: string;
  excerpt?: string;
};

export const newsSection = {
  eyebrow: "Actualités",
  title: "Dernières mises à jour",
  intro: "Conseils de prévention, nouveautés du cabinet et réponses de l'orthopédiste à vos questions.",
};

/** The home page's three cards; they link to the blog detail route. */
export const latestNews: NewsPost[] = [
  {
    title: "Entorse de la cheville : les bons réflexes dans les premières 48 heures",
    thumbnail: "/images/site/news-ankle.svg",
    thumbnailAlt: "Illustration d'une cheville maintenue par une attelle",
    date: "12 mars 2026",
    dateIso: "2026-03-12",
    buttonText: "Lire la suite",
    href: "/blog/blog-details",
    category: "Conseils",
    excerpt: "Repos, glace, compression, surélévation : ce qu'il faut faire, et ce qu'il faut éviter, avant la consultation.",
  },
  {
    title: "Douleur au genou chez le sportif : quand faut-il consulter ?",
    thumbnail: "/images/site/news-knee.svg",
    thumbnailAlt: "Illustration d'une articulation du genou",
    date: "24 février 2026",
    dateIso: "2026-02-24",
    buttonText: "Lire la suite",
    href: "/blog/blog-details",
    category: "Sport",
    excerpt: "Blocage, gonflement, instabilité : les signes qui doivent faire penser à une lésion du ménisque ou des ligaments.",
  },
  {
    title: "Bien préparer sa rééducation après une chirurgie de l'épaule",
    thumbnail: "/images/site/news-shoulder.svg",
    thumbnailAlt: "Illustration d'une épaule en rééducation avec un élastique",
    date: "3 février 2026",
    dateIso: "2026-02-03",
    buttonText: "Lire la suite",
    href: "/blog/blog-details",
    category: "Rééducation",
    excerpt: "Les premières semaines conditionnent le résultat : nos conseils pour avancer sereinement avec votre kinésithérapeute.",
  },
];
