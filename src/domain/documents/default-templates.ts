import type { CertificateKind, MedicineLineInput, OtherLineInput } from "@/schemas/document";

/**
 * The templates a practice starts with (decision 053), written on their first read: one text per
 * certificate kind, which an admin then edits, and two shared ordonnances of an orthopaedic
 * practice. {fields} are filled from the patient and the doctor's form (fillCertificateText).
 */

const examined = "Je soussigné(e), docteur en médecine, certifie avoir examiné ce jour {patient}, né(e) le {dateNaissance}{cin}";
const closing = "Certificat établi à la demande de l'intéressé(e) et remis en main propre pour servir et valoir ce que de droit.";

export const defaultCertificateTemplates: Record<CertificateKind, { titre: string; texte: string }> = {
  descriptif: {
    titre: "Certificat médical descriptif",
    texte: `${examined}.\n\nL'examen clinique retrouve :\n{constatations}\n\nCes lésions entraînent, sauf complications, une incapacité totale de travail (ITT) de {ittJours} jours.\n\n${closing}`,
  },
  arret_travail: {
    titre: "Certificat d'arrêt de travail",
    texte: `${examined}, et déclare que son état de santé nécessite un arrêt de travail de {jours} jours, du {du} au {au} inclus, sauf complications.\n\n${closing}`,
  },
  prolongation: {
    titre: "Certificat de prolongation d'arrêt de travail",
    texte: `${examined}, et déclare que son état de santé nécessite une prolongation de son arrêt de travail de {jours} jours, du {du} au {au} inclus, sauf complications.\n\n${closing}`,
  },
  reprise_travail: {
    titre: "Certificat de reprise du travail",
    texte: `${examined}, et déclare que son état de santé lui permet de reprendre son travail à compter du {dateReprise}.\n\n${closing}`,
  },
  aptitude_sport: {
    titre: "Certificat de non contre-indication à la pratique sportive",
    texte: `${examined}, et n'avoir constaté à ce jour aucun signe clinique apparent contre-indiquant la pratique du sport suivant : {sport}, en loisir comme en compétition.\n\n${closing}`,
  },
  at_initial: {
    titre: "Certificat médical initial — accident du travail",
    texte: `${examined}, victime d'un accident du travail survenu le {dateAccident}.\n\nL'examen retrouve :\n{constatations}\n\nCes lésions entraînent, sauf complications, une incapacité temporaire totale de {ittJours} jours.\n\n${closing}`,
  },
  at_prolongation: {
    titre: "Certificat de prolongation — accident du travail",
    texte: `${examined}, victime d'un accident du travail survenu le {dateAccident}, et déclare que son état nécessite une prolongation des soins et de l'arrêt de travail de {jours} jours, du {du} au {au} inclus.\n\n${closing}`,
  },
  at_guerison: {
    titre: "Certificat final — accident du travail",
    texte: `${examined}, victime d'un accident du travail survenu le {dateAccident}, et constate ce jour sa {conclusion}.\n\n${closing}`,
  },
};

export const defaultOrdonnanceTemplates: { nom: string; lignes: MedicineLineInput[]; autres: OtherLineInput[] }[] = [
  {
    nom: "Après prothèse de genou",
    lignes: [
      {
        nom: "Enoxaparine",
        forme: "4 000 UI anti-Xa / 0,4 ml, seringue préremplie",
        posologie: "1 injection sous-cutanée par jour",
        posologieAr: "حقنة واحدة تحت الجلد يوميا",
        duree: "35 jours",
        quantite: "35 seringues",
      },
      {
        nom: "Paracétamol",
        forme: "comprimé 1 g",
        posologie: "1 comprimé 3 fois par jour si douleur",
        posologieAr: "قرص واحد 3 مرات في اليوم عند الألم",
        duree: "15 jours",
        quantite: "3 boîtes",
      },
      {
        nom: "Kétoprofène",
        forme: "comprimé LP 100 mg",
        posologie: "1 comprimé matin et soir au milieu du repas",
        posologieAr: "قرص واحد صباحا ومساء أثناء الأكل",
        duree: "7 jours",
        quantite: "1 boîte",
      },
    ],
    autres: [
      { genre: "kinesitherapie", texte: "Rééducation du genou opéré : récupération des amplitudes, renforcement du quadriceps, travail de la marche", seances: 20 },
      { genre: "autre", texte: "Bas de contention classe II, 1 paire" },
    ],
  },
  {
    nom: "Entorse de cheville",
    lignes: [
      {
        nom: "Paracétamol",
        forme: "comprimé 1 g",
        posologie: "1 comprimé 3 fois par jour si douleur",
        posologieAr: "قرص واحد 3 مرات في اليوم عند الألم",
        duree: "7 jours",
        quantite: "1 boîte",
      },
    ],
    autres: [
      { genre: "imagerie", texte: "Radiographie de la cheville droite face + profil" },
      { genre: "autre", texte: "Attelle de cheville stabilisatrice, 1 unité" },
      { genre: "kinesitherapie", texte: "Rééducation proprioceptive de la cheville", seances: 10 },
    ],
  },
];
