import type { ActValues } from "@/schemas/act";

/**
 * The acts of an orthopaedic practice, written on the first read of the catalogue (decision 055),
 * at the 2006 national convention's values (C 80 DH, Cs 150 DH, K 22,50 DH per coefficient). The
 * coefficients of infiltration, plâtre and ablation are estimates: every row arrives "à vérifier".
 */
const K_CENTIMES = 2250;
const k = (coefficient: number) => coefficient * K_CENTIMES;

export const defaultActs: (ActValues & { aVerifier: true })[] = [
  { code: "Cs", libelle: "Consultation de spécialiste", lettreCle: "Cs", coefficient: 1, tarifCentimes: 15000, tarifReferenceCentimes: 15000 },
  { code: "C", libelle: "Consultation", lettreCle: "C", coefficient: 1, tarifCentimes: 8000, tarifReferenceCentimes: 8000 },
  { code: "K10", libelle: "Acte en K 10", lettreCle: "K", coefficient: 10, tarifCentimes: k(10), tarifReferenceCentimes: k(10) },
  { code: "K20", libelle: "Acte en K 20", lettreCle: "K", coefficient: 20, tarifCentimes: k(20), tarifReferenceCentimes: k(20) },
  { code: "K30", libelle: "Acte en K 30", lettreCle: "K", coefficient: 30, tarifCentimes: k(30), tarifReferenceCentimes: k(30) },
  { code: "INF", libelle: "Infiltration articulaire", lettreCle: "K", coefficient: 10, tarifCentimes: k(10), tarifReferenceCentimes: k(10) },
  { code: "PLA", libelle: "Plâtre ou résine (immobilisation)", lettreCle: "K", coefficient: 20, tarifCentimes: k(20), tarifReferenceCentimes: k(20) },
  { code: "ABL", libelle: "Ablation de matériel d'ostéosynthèse", lettreCle: "K", coefficient: 30, tarifCentimes: k(30), tarifReferenceCentimes: k(30) },
].map((act, index) => ({ ...act, actif: true, ordre: index + 1, aVerifier: true as const }));
