import { z } from "zod";
import { idParam, idSchema, isCalendarDate } from "@/schemas/fields";
import { appointmentStatuses, type PatientAction, patientActions } from "@/schemas/appointment";
import { bookingMessages, type FreeSlot, freeSlotResponse, type PublicDoctor, publicDoctorResponse, SLOTS_MAX_DAYS, slotStartField } from "@/schemas/booking";

/**
 * The patient's own link to an appointment, `/rendez-vous/gerer/{token}` and its Arabic page
 * (issue 33, decision 050): see it, confirm it, cancel it with a reason from a short list, or move
 * it to another free slot of the same visit type, until the cut-off of the booking rules.
 */

/** Why the patient cancels: a short list, never free text (nothing the patient types is kept). */
export const patientCancelReasons = ["empechement", "va_mieux", "consulte_ailleurs", "autre"] as const;
export type PatientCancelReason = (typeof patientCancelReasons)[number];

export const patientCancelReasonLabels: Record<PatientCancelReason, { fr: string; ar: string }> = {
  empechement: { fr: "Un empêchement", ar: "لدي مانع" },
  va_mieux: { fr: "Je vais mieux", ar: "تحسنت حالتي" },
  consulte_ailleurs: { fr: "J'ai consulté ailleurs", ar: "استشرت طبيبا آخر" },
  autre: { fr: "Une autre raison", ar: "سبب آخر" },
};

/** The cancellation's reason as the staff read it (`motif_annulation`). */
export const patientCancelMotif = (reason: PatientCancelReason) => `${patientCancelReasonLabels[reason].fr} (annulé par le patient depuis son lien)`;

export const appointmentLinkMessages = {
  /** Unknown, malformed and expired tokens get the very same answer: it never says whether an appointment exists. */
  invalidLink: "Ce lien n'est pas valide ou a expiré.",
  tooLate: "Il est trop tard pour modifier ce rendez-vous en ligne : appelez le cabinet.",
  notActive: "Ce rendez-vous ne peut plus être modifié en ligne.",
  cannotConfirm: "Ce rendez-vous ne peut pas être confirmé en ligne.",
  cannotMove: "Ce rendez-vous ne peut pas être déplacé en ligne : appelez le cabinet.",
  reasonRequired: "Choisissez la raison de l'annulation.",
} as const;

/** POST /api/booking/rendez-vous/{token}/annulation. */
export const patientCancelInput = z.strictObject({
  motif: z.enum(patientCancelReasons, { error: appointmentLinkMessages.reasonRequired }).meta({ description: "Why the patient cancels, from the short list" }),
});
export type PatientCancelInput = z.output<typeof patientCancelInput>;

/** POST /api/booking/rendez-vous/{token}/deplacement: a free slot of the same visit type, as GET /api/booking/slots gives it. */
export const patientMoveInput = z.strictObject({
  medecinId: idSchema,
  debut: slotStartField("The new slot's start (wall-clock time of the practice's zone)"),
});
export type PatientMoveInput = z.output<typeof patientMoveInput>;

const day = (label: string) =>
  z
    .string({ error: `${label} est obligatoire (AAAA-MM-JJ).` })
    .trim()
    .refine(isCalendarDate, { error: `${label} doit être une date valide (AAAA-MM-JJ).` });

/** GET /api/booking/appointments/{token}/slots?du=&au=[&medecinId=]: as GET /api/booking/slots, the type being the appointment's. */
export const patientSlotsQuery = z
  .object({
    du: day("La date de début").meta({ description: "First day (YYYY-MM-DD, practice time zone), included" }),
    au: day("La date de fin").meta({ description: `Last day (YYYY-MM-DD), included; at most ${SLOTS_MAX_DAYS} days from du` }),
    medecinId: idParam.optional().meta({ description: "Only this doctor's slots" }),
  })
  .superRefine((query, ctx) => {
    if (!isCalendarDate(query.du) || !isCalendarDate(query.au)) return;
    const days = Math.round((Date.parse(`${query.au}T00:00:00Z`) - Date.parse(`${query.du}T00:00:00Z`)) / 86_400_000) + 1;
    if (query.du > query.au) ctx.addIssue({ code: "custom", message: bookingMessages.rangeOrder, path: ["au"] });
    else if (days > SLOTS_MAX_DAYS) ctx.addIssue({ code: "custom", message: bookingMessages.rangeTooLong, path: ["au"] });
  });

/** The appointment as its patient sees it from the link: nothing else about the patient. */
export const managedAppointmentResponse = z
  .object({
    debut: z.string().meta({ description: "Start, wall-clock time of the practice's zone (YYYY-MM-DDTHH:MM, heure du Maroc)" }),
    fin: z.string().meta({ description: "End, wall-clock time of the practice's zone" }),
    dureeMinutes: z.number().int(),
    medecin: publicDoctorResponse,
    type: z
      .object({ id: z.number().int(), libelleFr: z.string(), libelleAr: z.string() })
      .nullable()
      .meta({ description: "The visit type it was booked as; null for an appointment booked without one" }),
    motif: z.string().meta({ description: "The appointment's reason as the practice wrote it (shown when there is no type)" }),
    statut: z.enum(appointmentStatuses),
    limite: z.string().meta({ description: "Until when the patient may cancel or move it (wall-clock time, the booking rules' cut-off)" }),
    peutConfirmer: z.boolean(),
    peutAnnuler: z.boolean(),
    peutDeplacer: z.boolean(),
    actionPatient: z.enum(patientActions).nullable().meta({ description: "What the patient last did from a link" }),
    cabinet: z.object({ adresse: z.string(), telephone: z.string() }),
  })
  .meta({ id: "ManagedAppointment" });
export type ManagedAppointment = z.infer<typeof managedAppointmentResponse>;

export const patientMoveConflictResponse = z
  .object({ message: z.string(), suivants: z.array(freeSlotResponse).meta({ description: "The next 3 free slots of the same type and doctor" }) })
  .meta({ id: "PatientMoveConflict" });

/** The appointment as the link shows it, without the practice's contact (the page and the call add it). */
export type ManagedView = Omit<ManagedAppointment, "cabinet">;

/** Why the page says nothing changed (its `erreur` query after a post). */
export const manageErrorCodes = ["tard", "creneau", "limite", "motif", "confirmer", "deplacer", "pris", "erreur"] as const;
export type ManageErrorCode = (typeof manageErrorCodes)[number];

/** The slot grid of the page's move panel. */
export type MovePanel = {
  du: string;
  previousDu: string | null;
  nextDu: string | null;
  /** The doctor whose slots are shown, or every doctor who takes the type. */
  medecin: number | "tous";
  doctors: PublicDoctor[];
  days: { date: string; slots: FreeSlot[] }[];
  /** The slot the patient picked, to confirm. */
  choice: FreeSlot | null;
  /** After a slot was taken meanwhile: the next free ones. */
  taken: { debut: string; suivants: FreeSlot[] } | null;
};

/** What the patient's page shows for a token and its query. */
export type ManagePageModel =
  | { kind: "invalid" }
  | {
      kind: "appointment";
      token: string;
      path: string;
      view: ManagedView;
      panel: "details" | "cancel" | "move";
      done: PatientAction | null;
      error: ManageErrorCode | null;
      move: MovePanel | null;
    };

/** A slot button's value, posted by the grid: "2026-10-15T10:00_12" (start, doctor). */
export const slotChoiceValue = (slot: FreeSlot) => `${slot.debut}_${slot.medecin.id}`;

export function parseSlotChoice(value: string | null | undefined): { debut: string; medecinId: number } | null {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})_(\d{1,9})$/.exec(value ?? "");
  return match ? { debut: match[1]!, medecinId: Number(match[2]) } : null;
}
