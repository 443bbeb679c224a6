/**
 * The template's blog (spec §3 "news post" / "blog post"): nine posts listed in English under
 * 'Psychology and Life Style'; each post's page is the French article.
 */

import { byId } from "@/content/template/lookup";

export type ArticleSection = { heading: string; paragraphs: string[] };

export type BlogPost = {
  id: string;
  /** English title, shown on the cards. */
  title: string;
  category: string;
  thumbnail: string;
  /** Date text as cards show it. */
  date: string;
  /** ISO date, for <time dateTime>. */
  isoDate: string;
  btnText: string;
  /** The French article shown on the post's page. */
  article: {
    title: string;
    date: string;
    tags: string[];
    lead: string;
    sections: ArticleSection[];
    quote: { text: string; author: string };
  };
};

export type BlogComment = { author: string; date: string; text: string };

export const blogHeading = "Psychology and Life Style";

export const blogPosts: BlogPost[] = [
  {
    id: "mindfulness-in-daily-life",
    title: "The Benefits of Mindfulness Meditation for Stress and Anxiety",
    category: "Psychology",
    thumbnail: "/images/template/blog/mindfulness-in-daily-life.svg",
    date: "May 1, 2023",
    isoDate: "2023-05-01",
    btnText: "Learn More",
    article: {
      title: "Les bienfaits de la méditation de pleine conscience contre le stress et l'anxiété",
      date: "1 mai 2023",
      tags: ["Bien-être", "Stress", "Santé mentale"],
      lead:
        "Quelques minutes d'attention portée au souffle chaque jour suffisent à apaiser le système nerveux. La pleine conscience n'est pas une mode : de nombreuses études en montrent les effets sur le stress, le sommeil et l'humeur.",
      sections: [
        {
          heading: "Qu'est-ce que la pleine conscience ?",
          paragraphs: [
            "La pleine conscience consiste à porter volontairement son attention sur le moment présent, sans jugement. On observe sa respiration, ses sensations, ses pensées, puis on revient doucement au souffle lorsque l'esprit s'égare.",
            "Cette pratique simple entraîne le cerveau à sortir du « pilote automatique » qui alimente les ruminations et l'anxiété.",
          ],
        },
        {
          heading: "Des effets mesurables",
          paragraphs: [
            "Huit semaines de pratique régulière réduisent en moyenne les symptômes d'anxiété et améliorent la qualité du sommeil. La tension artérielle et la fréquence cardiaque au repos diminuent également chez de nombreux pratiquants.",
            "Pour commencer, dix minutes le matin, assis confortablement, suffisent. L'essentiel est la régularité plutôt que la durée.",
          ],
        },
      ],
      quote: {
        text: "On ne peut pas arrêter les vagues, mais on peut apprendre à surfer.",
        author: "Jon Kabat-Zinn",
      },
    },
  },
  {
    id: "healthy-sleep-habits",
    title: "Healthy Sleep Habits: How to Get the Rest You Need",
    category: "Life Style",
    thumbnail: "/images/template/blog/healthy-sleep-habits.svg",
    date: "April 24, 2023",
    isoDate: "2023-04-24",
    btnText: "Learn More",
    article: {
      title: "Bien dormir : les habitudes qui changent vos nuits",
      date: "24 avril 2023",
      tags: ["Sommeil", "Hygiène de vie"],
      lead:
        "Un adulte a besoin de sept à neuf heures de sommeil. Pourtant, un sur trois dort moins. Quelques habitudes simples suffisent souvent à retrouver des nuits réparatrices.",
      sections: [
        {
          heading: "Un rythme régulier",
          paragraphs: [
            "Se coucher et se lever à heure fixe, même le week-end, stabilise l'horloge biologique. La lumière du matin aide aussi à la régler.",
          ],
        },
        {
          heading: "Préparer la chambre et la soirée",
          paragraphs: [
            "Une chambre fraîche, sombre et calme favorise l'endormissement. Les écrans, la caféine après 16 heures et les repas copieux le soir font l'inverse.",
            "Si l'insomnie dure plus de trois semaines, parlez-en à votre médecin : elle se soigne, souvent sans médicament.",
          ],
        },
      ],
      quote: { text: "Le sommeil est la chaîne d'or qui relie la santé et le corps.", author: "Thomas Dekker" },
    },
  },
  {
    id: "nutrition-and-mood",
    title: "Food and Mood: How Nutrition Affects Your Mental Health",
    category: "Nutrition",
    thumbnail: "/images/template/blog/nutrition-and-mood.svg",
    date: "April 15, 2023",
    isoDate: "2023-04-15",
    btnText: "Learn More",
    article: {
      title: "Alimentation et humeur : ce que l'assiette fait au moral",
      date: "15 avril 2023",
      tags: ["Nutrition", "Santé mentale"],
      lead:
        "Le cerveau consomme un cinquième de notre énergie. Ce que nous mangeons influence donc directement notre concentration, notre énergie et notre humeur.",
      sections: [
        {
          heading: "Les aliments alliés du moral",
          paragraphs: [
            "Poissons gras, légumes verts, légumineuses, fruits à coque et céréales complètes apportent oméga-3, folates et magnésium, associés à un meilleur équilibre émotionnel.",
          ],
        },
        {
          heading: "L'intestin, notre deuxième cerveau",
          paragraphs: [
            "Le microbiote intestinal dialogue en permanence avec le cerveau. Une alimentation variée et riche en fibres le nourrit, tandis que les produits ultra-transformés le déséquilibrent.",
          ],
        },
      ],
      quote: { text: "Que ton aliment soit ta première médecine.", author: "Hippocrate" },
    },
  },
  {
    id: "exercise-for-mental-health",
    title: "Why Regular Exercise Is Good for Your Mind",
    category: "Fitness",
    thumbnail: "/images/template/blog/exercise-for-mental-health.svg",
    date: "April 8, 2023",
    isoDate: "2023-04-08",
    btnText: "Learn More",
    article: {
      title: "Pourquoi l'activité physique fait du bien à la tête",
      date: "8 avril 2023",
      tags: ["Sport", "Santé mentale"],
      lead:
        "Trente minutes de marche rapide par jour réduisent le risque de dépression et améliorent la mémoire. Le mouvement est l'un des meilleurs traitements de fond du stress.",
      sections: [
        {
          heading: "Ce qui se passe dans le cerveau",
          paragraphs: [
            "L'exercice libère des endorphines, stimule la croissance de nouveaux neurones et améliore la qualité du sommeil, trois effets qui soutiennent le moral.",
          ],
        },
        {
          heading: "Commencer sans se blesser",
          paragraphs: [
            "Choisissez une activité que vous aimez, augmentez l'intensité progressivement et écoutez les douleurs articulaires : elles méritent un avis médical si elles persistent.",
          ],
        },
      ],
      quote: { text: "Le mouvement est une médecine pour le corps et pour l'esprit.", author: "Proverbe" },
    },
  },
  {
    id: "digital-detox",
    title: "Digital Detox: Finding Balance in a Connected World",
    category: "Life Style",
    thumbnail: "/images/template/blog/digital-detox.svg",
    date: "March 30, 2023",
    isoDate: "2023-03-30",
    btnText: "Learn More",
    article: {
      title: "Détox numérique : retrouver l'équilibre dans un monde connecté",
      date: "30 mars 2023",
      tags: ["Écrans", "Hygiène de vie"],
      lead:
        "Nous consultons notre téléphone plus de cent fois par jour. Reprendre la main sur ses écrans, c'est gagner du temps, de l'attention et souvent du sommeil.",
      sections: [
        {
          heading: "Repérer les automatismes",
          paragraphs: [
            "Désactiver les notifications non essentielles et ranger le téléphone hors de la chambre sont les deux gestes les plus efficaces.",
          ],
        },
        {
          heading: "Des moments sans écran",
          paragraphs: ["Repas, premières minutes du réveil et dernière heure de la soirée : trois moments faciles à protéger pour toute la famille."],
        },
      ],
      quote: { text: "Presque tout fonctionne à nouveau si vous le débranchez quelques minutes, vous aussi.", author: "Anne Lamott" },
    },
  },
  {
    id: "managing-workplace-stress",
    title: "Managing Stress at Work: Practical Tips That Help",
    category: "Psychology",
    thumbnail: "/images/template/blog/managing-workplace-stress.svg",
    date: "March 21, 2023",
    isoDate: "2023-03-21",
    btnText: "Learn More",
    article: {
      title: "Gérer le stress au travail : des conseils qui aident vraiment",
      date: "21 mars 2023",
      tags: ["Stress", "Travail"],
      lead:
        "Le stress professionnel n'est pas une fatalité. Identifier ses sources et s'accorder de vraies pauses protège contre l'épuisement.",
      sections: [
        {
          heading: "Identifier ce qui pèse",
          paragraphs: ["Noter pendant une semaine les situations qui génèrent de la tension aide à distinguer ce qui peut changer de ce qu'il faut apprendre à accepter."],
        },
        {
          heading: "Savoir demander de l'aide",
          paragraphs: ["Fatigue persistante, irritabilité, troubles du sommeil : ces signaux d'alerte justifient d'en parler à un médecin sans attendre."],
        },
      ],
      quote: { text: "Prendre soin de soi n'est pas un luxe, c'est une nécessité.", author: "Audre Lorde" },
    },
  },
  {
    id: "heart-healthy-habits",
    title: "Seven Everyday Habits for a Healthier Heart",
    category: "Health",
    thumbnail: "/images/template/blog/heart-healthy-habits.svg",
    date: "March 12, 2023",
    isoDate: "2023-03-12",
    btnText: "Learn More",
    article: {
      title: "Sept habitudes quotidiennes pour un cœur en bonne santé",
      date: "12 mars 2023",
      tags: ["Cœur", "Prévention"],
      lead:
        "Les maladies cardiovasculaires se préviennent en grande partie. Quelques habitudes quotidiennes réduisent nettement le risque, à tout âge.",
      sections: [
        {
          heading: "Les gestes qui comptent",
          paragraphs: [
            "Bouger chaque jour, manger moins salé, arrêter le tabac, limiter l'alcool, dormir suffisamment, gérer son stress et faire contrôler sa tension : sept gestes simples et efficaces.",
          ],
        },
        {
          heading: "Connaître ses chiffres",
          paragraphs: ["Tension artérielle, cholestérol et glycémie : un bilan régulier permet d'agir tôt, bien avant les premiers symptômes."],
        },
      ],
      quote: { text: "Mieux vaut prévenir que guérir.", author: "Érasme" },
    },
  },
  {
    id: "talking-to-children-about-feelings",
    title: "Talking to Children About Their Feelings",
    category: "Parenting",
    thumbnail: "/images/template/blog/talking-to-children-about-feelings.svg",
    date: "March 3, 2023",
    isoDate: "2023-03-03",
    btnText: "Learn More",
    article: {
      title: "Parler des émotions avec son enfant",
      date: "3 mars 2023",
      tags: ["Parentalité", "Émotions"],
      lead:
        "Mettre des mots sur ce que l'on ressent s'apprend. Les parents peuvent aider leurs enfants à reconnaître et exprimer leurs émotions dès le plus jeune âge.",
      sections: [
        {
          heading: "Nommer les émotions",
          paragraphs: ["« Tu as l'air déçu » : nommer l'émotion de l'enfant l'aide à la comprendre et à se calmer plus vite."],
        },
        {
          heading: "Montrer l'exemple",
          paragraphs: ["Les enfants apprennent en observant. Parler calmement de ses propres émotions leur montre qu'elles sont normales et gérables."],
        },
      ],
      quote: { text: "Chaque enfant est une personne à part entière.", author: "Françoise Dolto" },
    },
  },
  {
    id: "healthy-aging",
    title: "Healthy Aging: Staying Active and Connected After 60",
    category: "Health",
    thumbnail: "/images/template/blog/healthy-aging.svg",
    date: "February 22, 2023",
    isoDate: "2023-02-22",
    btnText: "Learn More",
    article: {
      title: "Bien vieillir : rester actif et entouré après 60 ans",
      date: "22 février 2023",
      tags: ["Seniors", "Prévention"],
      lead:
        "Activité physique, liens sociaux et suivi médical régulier sont les trois piliers d'un vieillissement en bonne santé.",
      sections: [
        {
          heading: "Garder le mouvement",
          paragraphs: ["Marche, natation ou gymnastique douce entretiennent les muscles, l'équilibre et les articulations, et réduisent le risque de chute."],
        },
        {
          heading: "Cultiver les liens",
          paragraphs: ["Les activités de groupe, le bénévolat ou les rencontres en famille protègent la mémoire et le moral."],
        },
      ],
      quote: { text: "Vieillir, c'est encore le seul moyen qu'on ait trouvé de vivre longtemps.", author: "Sainte-Beuve" },
    },
  },
];

export function findBlogPost(id: string): BlogPost | undefined {
  return blogPosts.find((post) => post.id === id);
}

/** The post the template's '/blog/blog-details' link shows. */
export const featuredBlogPost: BlogPost = byId(blogPosts, "mindfulness-in-daily-life");

export const blogAuthor = {
  name: "Dr. Daniel Brooks",
  role: "Psychiatre",
  image: "/images/template/doctors/daniel-brooks.svg",
  bio: "Psychiatre depuis quatorze ans, il s'intéresse à la prévention du stress et aux thérapies cognitives et comportementales, qu'il aime rendre accessibles à tous.",
};

export const blogComments: BlogComment[] = [
  {
    author: "Salma Berrada",
    date: "3 mai 2023 à 10 h 12",
    text: "Merci pour cet article très clair. J'ai commencé par cinq minutes le matin et je sens déjà la différence sur mes nuits.",
  },
  {
    author: "Karim El Fassi",
    date: "4 mai 2023 à 18 h 40",
    text: "Est-ce que la pratique est aussi conseillée pour les adolescents ? Mon fils est très anxieux avant ses examens.",
  },
  {
    author: "Dr. Daniel Brooks",
    date: "5 mai 2023 à 09 h 05",
    text: "Oui, tout à fait : des séances courtes et guidées conviennent très bien aux adolescents. N'hésitez pas à en parler avec son médecin.",
  },
];

/** The French sidebar's popular categories. */
export const blogCategories = [
  { name: "Psychologie", count: 12 },
  { name: "Mode de vie", count: 9 },
  { name: "Nutrition", count: 7 },
  { name: "Activité physique", count: 6 },
  { name: "Parentalité", count: 4 },
];
