import { z } from "zod";
import { answer, optionalText, requiredText } from "@/schemas/fields";

/**
 * The catalogue of acts and their fees (issue 35, decision 055). Amounts travel and are stored as
 * whole centimes of dirham (15000 = 150,00 DH), never as decimals.
 */

export const actMessages = {
  notFound: "Acte non trouvé.",
  codeTaken: "Un autre acte porte déjà ce code.",
  loadFailed: "Impossible de charger le catalogue des actes.",
  saveFailed: "Impossible d'enregistrer l'acte.",
  empty: "Aucun acte dans le catalogue.",
} as const;

/** The highest amount accepted: 1 000 000 DH. */
export const MAX_CENTIMES = 100_000_000;

const centimes = (label: string) =>
  z
    .number({ error: `${label} doit être un montant en centimes.` })
    .int({ error: `${label} doit être un nombre entier de centimes.` })
    .min(0, { error: `${label} ne peut pas être négatif.` })
    .max(MAX_CENTIMES, { error: `${label} ne doit pas dépasser 1 000 000 DH.` });

const actFields = {
  code: requiredText("Le code", 20).meta({ description: "Unique, case-insensitive: `Cs`, `K20`, `INF`…" }),
  libelle: requiredText("Le libellé", 200),
  lettreCle: optionalText("La lettre-clé", 5).meta({ description: "The NGAP letter-key (C, Cs, K…), for the feuille de soins" }),
  coefficient: z
    .number({ error: "Le coefficient doit être un nombre." })
    .int({ error: "Le coefficient doit être un nombre entier." })
    .min(1, { error: "Le coefficient doit être d'au moins 1." })
    .max(1000, { error: "Le coefficient ne doit pas dépasser 1000." })
    .nullish()
    .transform((value) => value ?? null),
  tarifCentimes: centimes("Le tarif du cabinet").meta({ description: "The practice's fee, in centimes of dirham" }),
  tarifReferenceCentimes: centimes("Le tarif de référence")
    .nullish()
    .transform((value) => value ?? null)
    .meta({ description: "The Tarification Nationale de Référence's fee, in centimes; null: none applies" }),
  actif: z.boolean({ error: "« Actif » doit être vrai ou faux." }).default(true),
  ordre: z.number({ error: "L'ordre doit être un nombre." }).int({ error: "L'ordre doit être un nombre entier." }).min(0).max(1000).default(0),
};

/** POST /api/acts (ADMIN): a new act, confirmed (an admin wrote it). */
export const actInput = z.strictObject(actFields);
export type ActInput = z.input<typeof actInput>;
export type ActValues = z.output<typeof actInput>;

/** PATCH /api/acts/{id} (ADMIN): the fields given change; `aVerifier: false` confirms a pre-filled act. */
export const actPatch = z
  .strictObject({
    ...actFields,
    actif: z.boolean({ error: "« Actif » doit être vrai ou faux." }),
    ordre: actFields.ordre.unwrap(),
    aVerifier: z.boolean({ error: "« À vérifier » doit être vrai ou faux." }).meta({ description: "false: an admin confirms the act's code and fees" }),
  })
  .partial()
  .refine((value) => Object.values(value).some((field) => field !== undefined), { error: "Aucun changement demandé." });
export type ActPatchInput = z.input<typeof actPatch>;
export type ActPatchValues = z.output<typeof actPatch>;

export const actResponse = z
  .object({
    id: answer.id,
    code: z.string(),
    libelle: z.string(),
    lettreCle: z.string().nullable(),
    coefficient: z.number().int().nullable(),
    tarifCentimes: z.number().int(),
    tarifReferenceCentimes: z.number().int().nullable(),
    actif: z.boolean(),
    aVerifier: z.boolean().meta({ description: "Pre-filled values not yet confirmed by an admin" }),
    ordre: z.number().int(),
    misAJourLe: answer.instant.nullable(),
  })
  .meta({ id: "Act" });
export type Act = z.infer<typeof actResponse>;

/** 15000 → "150,00 DH" (a narrow no-break space between thousands, as French writes them). */
export function formatDirhams(centimes: number): string {
  const sign = centimes < 0 ? "-" : "";
  const value = Math.abs(centimes);
  const cents = String(value % 100).padStart(2, "0");
  return `${sign}${Math.trunc(value / 100).toLocaleString("fr-FR")},${cents} DH`;
}

/** An amount as a person would type it back into a field: "1200,50" (no unit, no spaces). */
export function dirhamsForInput(centimes: number): string {
  return formatDirhams(centimes).replace(" DH", "").replace(/\s/g, "");
}

/** What a person types as dirhams ("450", "450,50", "1 200.5") in centimes; null when it is not an amount. */
export function parseDirhams(text: string): number | null {
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text.replace(/[\s\u202f]/g, ""));
  if (!match) return null;
  const centimes = Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
  return centimes <= MAX_CENTIMES ? centimes : null;
}

const invalidAmount = (label: string) => `${label} : montant invalide (ex. 150 ou 150,50).`;

/**
 * The screen's add and edit form (/responsable/actes): amounts typed in dirhams ("150,50"), the
 * coefficient as typed; out come the fields POST and PATCH take, in centimes. « Actif » and the
 * confirmation are buttons of their own, the order is the list's.
 */
export const actDetailsForm = z
  .object({
    code: actFields.code,
    libelle: actFields.libelle,
    lettreCle: actFields.lettreCle,
    coefficient: z
      .string()
      .trim()
      .refine((text) => text === "" || (/^\d{1,4}$/.test(text) && Number(text) >= 1 && Number(text) <= 1000), {
        error: "Le coefficient doit être un nombre entier de 1 à 1000.",
      })
      .transform((text) => (text === "" ? null : Number(text))),
    tarif: z
      .string()
      .refine((text) => parseDirhams(text) !== null, { error: invalidAmount("Le tarif du cabinet") })
      .transform((text) => parseDirhams(text)!),
    tarifReference: z
      .string()
      .refine((text) => text.trim() === "" || parseDirhams(text) !== null, { error: invalidAmount("Le tarif de référence") })
      .transform((text) => (text.trim() === "" ? null : parseDirhams(text))),
  })
  .transform(({ tarif, tarifReference, ...details }) => ({ ...details, tarifCentimes: tarif, tarifReferenceCentimes: tarifReference }));
export type ActDetailsFormInput = z.input<typeof actDetailsForm>;
