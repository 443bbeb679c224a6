import type { BookingAudience } from "@/schemas/booking";

/** The visit types of an orthopaedic practice, written on the first read of the booking rules (decision 047). */
export const defaultVisitTypes: {
  libelleFr: string;
  libelleAr: string;
  dureeMinutes: number;
  reservablePar: BookingAudience;
  instructionsFr: string;
  instructionsAr: string;
  ordre: number;
}[] = [
  {
    libelleFr: "Première consultation",
    libelleAr: "استشارة أولى",
    dureeMinutes: 30,
    reservablePar: "tous",
    instructionsFr: "Apportez vos radiographies, IRM et comptes rendus récents, ainsi que la liste de vos médicaments.",
    instructionsAr: "أحضروا صور الأشعة والرنين المغناطيسي والتقارير الطبية الحديثة، وقائمة أدويتكم.",
    ordre: 1,
  },
  {
    libelleFr: "Consultation de contrôle",
    libelleAr: "استشارة المراقبة",
    dureeMinutes: 20,
    reservablePar: "tous",
    instructionsFr: "Apportez les examens demandés lors de la dernière consultation.",
    instructionsAr: "أحضروا الفحوصات المطلوبة في الاستشارة السابقة.",
    ordre: 2,
  },
  {
    libelleFr: "Contrôle post-opératoire",
    libelleAr: "مراقبة ما بعد العملية",
    dureeMinutes: 20,
    reservablePar: "patients_connus",
    instructionsFr: "Réservé aux patients opérés au cabinet. Apportez votre compte rendu opératoire.",
    instructionsAr: "خاص بالمرضى الذين أجريت لهم عملية بالعيادة. أحضروا تقرير العملية.",
    ordre: 3,
  },
  {
    libelleFr: "Infiltration",
    libelleAr: "حقن موضعي",
    dureeMinutes: 30,
    reservablePar: "tous",
    instructionsFr: "Apportez l'ordonnance et les images récentes. Signalez tout traitement anticoagulant.",
    instructionsAr: "أحضروا الوصفة الطبية والصور الحديثة. أخبرونا بأي علاج مضاد للتخثر.",
    ordre: 4,
  },
  {
    libelleFr: "Certificat / accident",
    libelleAr: "شهادة طبية / حادثة",
    dureeMinutes: 20,
    reservablePar: "tous",
    instructionsFr: "Apportez les documents de l'accident (constat, déclaration) et une pièce d'identité.",
    instructionsAr: "أحضروا وثائق الحادثة (المحضر، التصريح) وبطاقة التعريف.",
    ordre: 5,
  },
];
