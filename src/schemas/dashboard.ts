import { z } from "zod";
import { appointmentStatuses } from "@/schemas/appointment";
import { queryDay } from "@/schemas/fields";

/**
 * The practice at a glance (issue 35, decision 059): one answer for /responsable/tableau-de-bord.
 * Months are YYYY-MM, weeks are named by their Monday, days are practice days; amounts in centimes.
 */

export const dashboardQuery = z.object({ date: queryDay("La date").optional() });

const count = z.number().int().nonnegative();
const hours = z.number().nullable().meta({ description: "Median hours from received to handled, one decimal; null when none was handled" });

export const dashboardResponse = z
  .object({
    date: z.string().meta({ description: "The practice day the figures are computed for (YYYY-MM-DD)" }),
    aujourdhui: z.object({
      parStatut: z.array(z.object({ statut: z.enum(appointmentStatuses), nombre: count })),
      total: count,
    }),
    remplissage: z.object({
      du: z.string(),
      au: z.string(),
      medecins: count.meta({ description: "Active doctors: the open minutes are counted once per doctor" }),
      jours: z.array(
        z.object({
          date: z.string(),
          minutesOuvertes: count,
          minutesReservees: count,
          tauxPourcent: z.number().int().nullable().meta({ description: "Booked ÷ open minutes, rounded; null on a closed day" }),
        }),
      ),
      minutesOuvertes: count,
      minutesReservees: count,
      tauxPourcent: z.number().int().nullable(),
    }),
    absences: z.array(z.object({ mois: z.string(), rendezVous: count, absents: count, annulationsTardives: count })),
    nouveauxPatients: z.array(z.object({ mois: z.string(), nombre: count })),
    demandes: z.array(
      z.object({
        semaine: z.string(),
        demandesRendezVous: count,
        messages: count,
        reservationsEnLigne: count,
        delaiMedianDemandesHeures: hours,
        delaiMedianMessagesHeures: hours,
      }),
    ),
    recettes: z
      .object({ portee: z.enum(["cabinet", "medecin"]), mois: z.array(z.object({ mois: z.string(), montant: z.number().int() })), total: z.number().int() })
      .meta({ description: "Billed revenue per month (credit notes negative): the admin the practice's, a doctor their own bills" }),
  })
  .meta({ id: "Dashboard" });
export type DashboardAnswer = z.infer<typeof dashboardResponse>;

export const dashboardMessages = {
  forbidden: "Le tableau de bord est réservé à l'administrateur et aux médecins.",
} as const;
