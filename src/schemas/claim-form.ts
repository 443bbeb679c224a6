import { z } from "zod";
import { answer } from "@/schemas/fields";

/**
 * Where the doctor's part of the pre-printed feuille de soins goes (issue 35, decision 060): every
 * position in millimetres from the sheet's top-left corner, set by an admin after a test print.
 */

export const claimFormMessages = {
  loadFailed: "Impossible de charger le gabarit de la feuille de soins.",
  saveFailed: "Impossible d'enregistrer le gabarit.",
  saved: "Gabarit enregistré. Faites une impression d'essai pour vérifier.",
  creditNote: "Un avoir n'a ni feuille de soins ni attestation : imprimez-les depuis le reçu.",
  nothingPaid: "Aucun paiement n'a été reçu sur ce reçu : il n'y a rien à attester.",
} as const;

export const paperFormats = ["A4", "A5"] as const;
export type PaperFormat = (typeof paperFormats)[number];

/** Portrait sizes in millimetres. */
export const paperSizes: Record<PaperFormat, { largeur: number; hauteur: number }> = { A4: { largeur: 210, hauteur: 297 }, A5: { largeur: 148, hauteur: 210 } };

/** The height a printed line takes (10 pt type), kept inside the sheet. */
export const FIELD_HEIGHT_MM = 5;

const mm = (label: string, min = 0, max = 297) =>
  z
    .number({ error: `${label} doit être un nombre de millimètres.` })
    .min(min, { error: `${label} doit être d'au moins ${min} mm.` })
    .max(max, { error: `${label} ne doit pas dépasser ${max} mm.` });

const column = (label: string) => z.strictObject({ x: mm(`${label} : x`), largeur: mm(`${label} : la largeur`, 5, 210) });
const field = (label: string) => z.strictObject({ x: mm(`${label} : x`), y: mm(`${label} : y`), largeur: mm(`${label} : la largeur`, 5, 210) });

export const claimFormFieldLabels = {
  date: "Date de l'acte",
  cotation: "Lettre-clé et coefficient",
  montant: "Montant de l'acte",
  total: "Total des honoraires",
  medecin: "Nom du médecin",
  inpe: "INPE",
} as const;

const layoutShape = z.strictObject({
  format: z.enum(paperFormats, { error: "Le format doit être A4 ou A5." }).meta({ description: "Paper size, portrait" }),
  actes: z
    .strictObject({
      y: mm("La première ligne d'actes : y").meta({ description: "Top of the first act row, mm" }),
      pas: mm("L'écart entre deux lignes d'actes", 3, 40),
      lignes: z
        .number({ error: "Le nombre de lignes d'actes doit être un nombre." })
        .int({ error: "Le nombre de lignes d'actes doit être un nombre entier." })
        .min(1, { error: "Il faut au moins 1 ligne d'actes." })
        .max(15, { error: "Pas plus de 15 lignes d'actes." }),
      date: column(claimFormFieldLabels.date),
      cotation: column(claimFormFieldLabels.cotation),
      montant: column(claimFormFieldLabels.montant).meta({ description: "Amounts are right-aligned in this column" }),
    })
    .meta({ description: "The table of acts: one row per act, `pas` mm apart" }),
  total: field(claimFormFieldLabels.total).meta({ description: "Right-aligned in its width" }),
  medecin: field(claimFormFieldLabels.medecin),
  inpe: field(claimFormFieldLabels.inpe),
});

type Shape = z.output<typeof layoutShape>;

/** Every field must lie on the sheet: its box (x + width, y + a line) within the paper's size. */
function checkOnSheet(layout: Shape, context: z.RefinementCtx): void {
  const { largeur, hauteur } = paperSizes[layout.format];
  const outside = (path: (string | number)[], label: string, box: { x: number; y?: number; largeur: number }, bottom: number) => {
    if (box.x + box.largeur > largeur) context.addIssue({ code: "custom", path: [...path, "largeur"], message: `${label} dépasse le bord droit de la feuille ${layout.format} (${largeur} mm) : réduisez x ou la largeur.` });
    if (bottom + FIELD_HEIGHT_MM > hauteur) context.addIssue({ code: "custom", path: [...path, "y"], message: `${label} dépasse le bas de la feuille ${layout.format} (${hauteur} mm) : réduisez y.` });
  };
  const lastRow = layout.actes.y + (layout.actes.lignes - 1) * layout.actes.pas;
  for (const key of ["date", "cotation", "montant"] as const) outside(["actes", key], claimFormFieldLabels[key], layout.actes[key], lastRow);
  if (lastRow + FIELD_HEIGHT_MM > hauteur) context.addIssue({ code: "custom", path: ["actes", "lignes"], message: `La dernière ligne d'actes tombe hors de la feuille : réduisez le nombre de lignes, l'écart ou y.` });
  for (const key of ["total", "medecin", "inpe"] as const) outside([key], claimFormFieldLabels[key], layout[key], layout[key].y);
}

/** PUT /api/feuille-de-soins/gabarit. */
export const claimFormLayoutInput = layoutShape.superRefine(checkOnSheet);
export type ClaimFormLayout = z.output<typeof claimFormLayoutInput>;

export const claimFormLayoutResponse = layoutShape
  .extend({
    estimation: z.boolean().meta({ description: "True until an admin saves the layout: the positions are starting estimates" }),
    misAJourLe: answer.instant.nullable(),
  })
  .meta({ id: "ClaimFormLayout" });
export type ClaimFormLayoutAnswer = z.infer<typeof claimFormLayoutResponse>;
