/** A FAQ item (spec §3): title, content. */
export type FaqItem = { title: string; content: string };

export const faqSection = {
  eyebrow: "FAQ",
  title: "Questions fréquentes",
  intro: "Les réponses aux questions que nos patients nous posent le plus souvent avant leur consultation.",
};

/** Spec §9: the third item (index 2) is open first. */
export const faqDefaultOpenIndex = 2;

export const faqItems: FaqItem[] = [
  {
    title: "Comment prendre rendez-vous au cabinet ?",
    content:
      "Envoyez une demande avec le formulaire de rendez-vous en indiquant la date et l'heure qui vous conviennent, ou appelez le secrétariat. Nous vous recontactons pour confirmer le créneau.",
  },
  {
    title: "Que dois-je apporter lors de ma première consultation ?",
    content:
      "Munissez-vous de votre pièce d'identité, de votre carte de mutuelle (AMO, CNOPS, CNSS ou assurance privée), de vos radiographies, IRM ou scanners récents et de la liste de vos traitements en cours.",
  },
  {
    title: "Prenez-vous en charge les urgences traumatologiques ?",
    content:
      "Oui. En cas de traumatisme récent (chute, entorse sévère, suspicion de fracture), appelez le numéro d'urgence indiqué en haut de page : nous vous orientons et vous recevons dans les meilleurs délais. En cas de détresse vitale, composez le 15 ou le 141.",
  },
  {
    title: "Les consultations sont-elles remboursées ?",
    content:
      "Les consultations et les actes sont pris en charge selon votre régime (AMO, CNOPS, CNSS) et votre mutuelle complémentaire. Une feuille de soins vous est remise à chaque consultation.",
  },
  {
    title: "Combien de temps dure la rééducation après une opération ?",
    content:
      "Elle dépend de l'intervention : quelques semaines après une arthroscopie, plusieurs mois après une prothèse ou une ligamentoplastie. Un programme personnalisé vous est remis et ajusté à chaque contrôle.",
  },
];
