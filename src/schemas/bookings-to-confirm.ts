import { z } from "zod";
import { answer, requiredText } from "@/schemas/fields";
import { awaitingConfirmationReasons } from "@/schemas/appointment";
import { staffRefResponse } from "@/schemas/staff-user";

/**
 * The front desk's list of online bookings waiting for it (status `a_confirmer`, issue 33,
 * decision 052): who, when, with whom, as what, and why it waits; confirmed (→ planifié or
 * confirmé) or refused (→ annulé by the practice, which frees the slot and tells the person).
 */

/** How far back absences are counted for « Absences répétées » (the no-show rule's window). */
export const ABSENCE_WINDOW_MONTHS = 12;

export const bookingToConfirmResponse = z
  .object({
    id: answer.id,
    dateHeure: answer.instant,
    dureeMinutes: z.number().int(),
    motif: z.string(),
    medecin: staffRefResponse,
    typeVisite: z.object({ id: answer.id, libelleFr: z.string() }).nullable().meta({ description: "The visit type booked; null when none was recorded" }),
    patient: z.object({
      id: answer.id,
      nom: z.string(),
      prenom: z.string(),
      telephone: z.string(),
      dateNaissance: answer.calendarDate,
      aVerifier: z.boolean().meta({ description: "A file created by this online booking (or another) that the front desk has not checked yet" }),
    }),
    motifAttente: z.enum(awaitingConfirmationReasons).nullable().meta({ description: "Why it waits (a_confirmer_motif); null when none was recorded" }),
    absences: z
      .number()
      .int()
      .nullable()
      .meta({ description: `With motifAttente absences_repetees: the patient's appointments marked absent in the last ${ABSENCE_WINDOW_MONTHS} months; null otherwise` }),
    langue: z.enum(["fr", "ar"]).nullable().meta({ description: "The language the person booked in: their messages are written in it" }),
    creeLe: answer.instant.meta({ description: "When the booking was made" }),
  })
  .meta({ id: "BookingToConfirm" });
export type BookingToConfirm = z.infer<typeof bookingToConfirmResponse>;

/** The statuses a confirmed booking may take: booked, or already confirmed with the person. */
export const confirmedBookingStatuses = ["planifie", "confirme"] as const;

/** POST /api/appointments/{id}/confirm-booking. */
export const bookingConfirmationInput = z.strictObject({
  status: z
    .enum(confirmedBookingStatuses, { error: "Le statut doit être planifie ou confirme." })
    .default("planifie")
    .meta({ description: "planifie (default), or confirme when the person was reached" }),
});
export type BookingConfirmationInput = z.input<typeof bookingConfirmationInput>;

/** POST /api/appointments/{id}/refuse-booking. */
export const bookingRefusalInput = z.strictObject({
  motifAnnulation: requiredText("Le motif du refus", 500).meta({ description: "Why the practice refuses it: kept as the cancellation's reason" }),
});
export type BookingRefusalInput = z.input<typeof bookingRefusalInput>;

export const bookingsToConfirmMessages = {
  loadFailed: "Impossible de récupérer les réservations à confirmer.",
  none: "Aucune réservation en ligne à confirmer.",
  notWaiting: "Cette réservation n'est plus à confirmer.",
  confirmed: "Réservation confirmée avec succès.",
  refused: "Réservation refusée avec succès : le créneau est libéré.",
  actionFailed: "Erreur lors du traitement de la réservation.",
  toVerify: "Créé en ligne — à vérifier",
  verified: "Dossier vérifié avec succès.",
  verifyFailed: "Erreur lors de la vérification du dossier.",
} as const;
