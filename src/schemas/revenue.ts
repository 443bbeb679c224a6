import { z } from "zod";
import { queryDay } from "@/schemas/fields";

/**
 * Revenue by month and the accountant's CSV (issue 35, decision 058). Amounts in centimes of
 * dirham. `acte` and `medecin` are billed revenue, `mode` is money received.
 */

export const revenueViews = ["acte", "medecin", "mode"] as const;
export type RevenueView = (typeof revenueViews)[number];

export const revenueQuery = z.object({
  du: queryDay("La date de début"),
  au: queryDay("La date de fin"),
  par: z.enum(revenueViews, { error: "« par » doit être acte, medecin ou mode." }).default("acte"),
});

export const periodQuery = z.object({ du: queryDay("La date de début"), au: queryDay("La date de fin") });

export const revenueResponse = z
  .object({
    du: z.string(),
    au: z.string(),
    par: z.enum(revenueViews),
    lignes: z.array(z.object({ mois: z.string().meta({ description: "YYYY-MM" }), cle: z.string(), libelle: z.string(), montant: z.number().int() })),
    totauxParMois: z.array(z.object({ mois: z.string(), montant: z.number().int() })),
    totauxParAnnee: z.array(z.object({ annee: z.string(), montant: z.number().int() })),
    total: z.number().int(),
  })
  .meta({ id: "Revenue" });
export type RevenueAnswer = z.infer<typeof revenueResponse>;

export const revenueMessages = {
  forbidden: "Les recettes sont réservées à l'administrateur et aux médecins.",
  period: "La date de fin doit suivre la date de début, sur au plus cinq ans.",
} as const;
