import { z } from "zod";
import { answer, entityRef, hasNoControlCharacters, idParam, idSchema, isQueryDay, optionalText, queryDay, requiredText } from "@/schemas/fields";
import { staffRefResponse } from "@/schemas/staff-user";
import { longFrenchDate } from "@/calendar/names";

/**
 * An ISO date-time. With an offset (Z, +01:00) it is an instant; without one (as a
 * datetime-local input gives) it is a wall-clock time in the practice's time zone.
 */
export const DATE_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]([01]\d|2[0-3]):?[0-5]\d)?$/;

/**
 * The life of an appointment (docs/decisions/019): booked (`planifie`), confirmed with the patient
 * (`confirme`), in the waiting room (`arrive`), seen by the doctor (`vu`); or did not come
 * (`absent`), or cancelled (`annule`, with a reason and who cancelled). An online booking the
 * practice could not verify waits for the front desk (`a_confirmer`, issue 33): it holds its slot.
 */
export const appointmentStatuses = ["a_confirmer", "planifie", "confirme", "arrive", "vu", "absent", "annule"] as const;
export type AppointmentStatus = (typeof appointmentStatuses)[number];

export const appointmentStatusLabels: Record<AppointmentStatus, string> = {
  a_confirmer: "à confirmer",
  planifie: "planifié",
  confirme: "confirmé",
  arrive: "arrivé",
  vu: "vu",
  absent: "absent",
  annule: "annulé",
};

/** Who cancelled an appointment. */
export const cancellationSides = ["patient", "cabinet"] as const;
export type CancellationSide = (typeof cancellationSides)[number];

export const cancellationSideLabels: Record<CancellationSide, string> = { patient: "le patient", cabinet: "le cabinet" };

/** Why an online booking waits for the front desk (`a_confirmer`). */
export const awaitingConfirmationReasons = ["verification_impossible", "patient_non_reconnu", "absences_repetees"] as const;
export type AwaitingConfirmationReason = (typeof awaitingConfirmationReasons)[number];

export const awaitingConfirmationReasonLabels: Record<AwaitingConfirmationReason, string> = {
  verification_impossible: "Aucun canal ne pouvait envoyer de code de vérification",
  patient_non_reconnu: "Motif réservé aux patients connus : personne non reconnue",
  absences_repetees: "Absences répétées sans prévenir",
};

export const DEFAULT_APPOINTMENT_MINUTES = 30;
export const MIN_APPOINTMENT_MINUTES = 5;
export const MAX_APPOINTMENT_MINUTES = 480;

/** The header that makes POST /api/appointments refuse an overlap (409) instead of booking it. */
export const CONFLICT_CHECK_HEADER = "X-Conflict-Check";
export const CONFLICT_CHECK_VALUE = "reject";

const dateHeureField = z
  .string({ error: "La date et l'heure sont obligatoires." })
  .trim()
  .regex(DATE_TIME_PATTERN, { error: "La date et l'heure doivent être au format ISO (AAAA-MM-JJTHH:MM)." });

const dureeMessage = `La durée doit être un nombre entier de minutes entre ${MIN_APPOINTMENT_MINUTES} et ${MAX_APPOINTMENT_MINUTES}.`;

/** Minutes, as a JSON number or a numeric string (what a form's select gives). */
const dureeField = z
  .union([z.number(), z.string().trim().regex(/^\d{1,4}$/, { error: dureeMessage })], { error: dureeMessage })
  .pipe(
    z.coerce
      .number<string | number>({ error: dureeMessage })
      .int({ error: dureeMessage })
      .min(MIN_APPOINTMENT_MINUTES, { error: dureeMessage })
      .max(MAX_APPOINTMENT_MINUTES, { error: dureeMessage }),
  )
  .meta({ description: `Length in minutes (${MIN_APPOINTMENT_MINUTES}–${MAX_APPOINTMENT_MINUTES})` });

const forcerField = z
  .boolean({ error: "« forcer » doit être vrai ou faux." })
  .meta({ description: "true: book or move even over another appointment of the same doctor (audited)" });

const statusField = z.enum(appointmentStatuses, {
  error: "Le statut doit être planifie, confirme, arrive, vu, absent ou annule.",
});

const cancellationSideField = z.enum(cancellationSides, { error: "« annulePar » doit être patient ou cabinet." });

/** The visit type a staff booking is made as (issue 33): its duration and motif were proposed from it, both still editable. */
const visitTypeIdField = idSchema.meta({ description: "The visit type it is booked as (GET /api/booking/visit-types); optional" });

/** POST /api/appointments */
export const appointmentInput = z.strictObject({
  dateHeure: dateHeureField,
  motif: requiredText("Le motif", 500),
  observation: optionalText("L'observation", 2000),
  patient: entityRef("Le patient"),
  medecin: entityRef("Le médecin"),
  dureeMinutes: dureeField.default(DEFAULT_APPOINTMENT_MINUTES),
  forcer: forcerField.optional(),
  visitTypeId: visitTypeIdField.optional(),
});
export type AppointmentInput = z.input<typeof appointmentInput>;

/** The fields a person types in an appointment form; the patient and the doctor are chosen apart. */
export const appointmentDetailsInput = appointmentInput.pick({ dateHeure: true, motif: true, observation: true });

/** A booking for a patient already chosen (the conversion of a request): the details and the doctor. */
export const appointmentBookingInput = appointmentInput.omit({ patient: true });

/** A text a PATCH may set, clear (null or blank) or leave out (unchanged). */
function patchText(label: string, max: number) {
  return z
    .string({ error: `${label} doit être un texte.` })
    .trim()
    .max(max, { error: `${label} ne doit pas dépasser ${max} caractères.` })
    .refine(hasNoControlCharacters, { error: `${label} contient des caractères non autorisés.` })
    .nullable()
    .transform((value) => (value ? value : null))
    .optional();
}

const cancellationReasonLabel = "Le motif d'annulation";

/**
 * PATCH /api/appointments/{id}: any of these; what is left out stays as it is. A cancellation
 * (`status: annule`) says why and who; a move or a reinstatement that overlaps another appointment
 * of the doctor is refused (409) unless `forcer` is true.
 */
export const appointmentUpdate = z
  .strictObject({
    dateHeure: dateHeureField.optional(),
    dureeMinutes: dureeField.optional(),
    medecin: entityRef("Le médecin").optional(),
    motif: requiredText("Le motif", 500).optional(),
    observation: patchText("L'observation", 2000),
    status: statusField.optional(),
    motifAnnulation: requiredText(cancellationReasonLabel, 500).optional(),
    annulePar: cancellationSideField.optional(),
    forcer: forcerField.optional(),
    visitTypeId: visitTypeIdField.nullable().optional().meta({ description: "The visit type; null: none" }),
  })
  .superRefine((update, ctx) => {
    const { forcer: _forcer, ...changes } = update;
    if (Object.values(changes).every((value) => value === undefined)) {
      ctx.addIssue({ code: "custom", message: appointmentMessages.nothingToUpdate, path: [] });
      return;
    }
    if (update.status === "annule") {
      if (update.motifAnnulation === undefined) {
        ctx.addIssue({ code: "custom", message: `${cancellationReasonLabel} est obligatoire.`, path: ["motifAnnulation"] });
      }
      if (update.annulePar === undefined) {
        ctx.addIssue({ code: "custom", message: "Indiquez qui annule : patient ou cabinet.", path: ["annulePar"] });
      }
    } else if (update.status !== undefined) {
      for (const key of ["motifAnnulation", "annulePar"] as const) {
        if (update[key] !== undefined) {
          ctx.addIssue({ code: "custom", message: appointmentMessages.cancellationOnly, path: [key] });
        }
      }
    }
  });
/** The staff screens' forms over PATCH: a cancellation, a move, the notes (each a part of appointmentUpdate). */
export const appointmentCancellationInput = z.strictObject({
  motifAnnulation: requiredText(cancellationReasonLabel, 500),
  annulePar: cancellationSideField,
});
export const appointmentMoveInput = z.strictObject({
  dateHeure: dateHeureField,
  dureeMinutes: dureeField,
  medecin: entityRef("Le médecin"),
});
export const appointmentNotesInput = z.strictObject({
  motif: requiredText("Le motif", 500),
  observation: patchText("L'observation", 2000),
});

export type AppointmentUpdateInput = z.input<typeof appointmentUpdate>;
export type AppointmentUpdate = z.output<typeof appointmentUpdate>;

/** The longest range the agenda answers at once, both ends included. */
export const AGENDA_MAX_DAYS = 62;

const agendaDay = queryDay;

const statusListMessage = "Le statut doit être parmi : planifie, confirme, arrive, vu, absent, annule (séparés par des virgules).";

/** `?status=planifie,confirme`: one or several statuses. */
const statusListParam = z
  .string({ error: statusListMessage })
  .transform((value, ctx) => {
    const parts = [...new Set(value.split(",").map((part) => part.trim()).filter(Boolean))];
    const known = (part: string): part is AppointmentStatus => (appointmentStatuses as readonly string[]).includes(part);
    if (parts.length === 0 || !parts.every(known)) {
      ctx.addIssue({ code: "custom", message: statusListMessage });
      return z.NEVER;
    }
    return parts.filter(known);
  })
  .meta({ description: "One or several statuses, comma-separated (planifie,confirme,...)" });

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * GET /api/appointments?du=&au=[&medecinId=][&status=]: the appointments that start on those days
 * (the practice's calendar days, both included; at most 62 days).
 */
export const agendaQuery = z
  .object({
    du: agendaDay("La date de début").meta({ description: "First day (YYYY-MM-DD, practice time zone), included" }),
    au: agendaDay("La date de fin").meta({ description: `Last day (YYYY-MM-DD), included; at most ${AGENDA_MAX_DAYS} days from du` }),
    medecinId: idParam.optional().meta({ description: "Only this doctor's appointments" }),
    status: statusListParam.optional(),
  })
  .superRefine((query, ctx) => {
    if (!isQueryDay(query.du) || !isQueryDay(query.au)) return;
    if (query.du > query.au) {
      ctx.addIssue({ code: "custom", message: "La date de début doit précéder la date de fin.", path: ["au"] });
    } else if (daysBetween(query.du, query.au) + 1 > AGENDA_MAX_DAYS) {
      ctx.addIssue({ code: "custom", message: `La période ne doit pas dépasser ${AGENDA_MAX_DAYS} jours.`, path: ["au"] });
    }
  });
export type AgendaQuery = z.output<typeof agendaQuery>;

/** What a patient did to an appointment from their personal link (decision 050). */
export const patientActions = ["confirme", "annule", "deplace"] as const;
export type PatientAction = (typeof patientActions)[number];

/** As the agenda and the patient file say it. */
export const patientActionLabels: Record<PatientAction, string> = {
  confirme: "Confirmé par le patient (lien)",
  annule: "Annulé par le patient (lien)",
  deplace: "Déplacé par le patient (lien)",
};

export const appointmentResponse = z
  .object({
    id: answer.id,
    dateHeure: answer.instant,
    motif: z.string(),
    observation: z.string().nullable(),
    patient: z.object({ id: answer.id }),
    medecin: z.object({ id: answer.id, nom: z.string(), prenom: z.string() }),
    dureeMinutes: z.number().int().meta({ description: "Length in minutes" }),
    status: z.enum(appointmentStatuses),
    statusChangedAt: answer.instant.nullable(),
    statusChangedBy: staffRefResponse.nullable(),
    motifAnnulation: z.string().nullable(),
    annulePar: z.enum(cancellationSides).nullable(),
    transitions: z.array(z.enum(appointmentStatuses)).meta({ description: "The statuses the appointment may move to next" }),
    source: z.enum(["cabinet", "en_ligne"]).meta({ description: "en_ligne: booked online by the patient (issue 33)" }),
    aConfirmerMotif: z
      .enum(awaitingConfirmationReasons)
      .nullable()
      .meta({ description: "Why an online booking waited for the front desk (status a_confirmer); null otherwise" }),
    visitTypeId: answer.id.nullable().meta({ description: "The visit type it was booked as; null: none" }),
    actionPatient: z
      .object({ action: z.enum(patientActions), le: answer.instant })
      .nullable()
      .optional()
      .meta({ description: "What the patient last did from their personal link (confirmed, cancelled, moved) and when (decision 050); absent until then" }),
  })
  .meta({ id: "Appointment" });
export type Appointment = z.infer<typeof appointmentResponse>;

/** An appointment as the agenda lists it: with the patient's name and phone. */
export const agendaAppointmentResponse = appointmentResponse
  .extend({
    patient: z.object({ id: answer.id, nom: z.string(), prenom: z.string(), telephone: z.string() }),
  })
  .meta({ id: "AgendaAppointment" });
export type AgendaAppointment = z.infer<typeof agendaAppointmentResponse>;

const fermetureField = z.string().meta({
  description: "Why the practice is closed then, in French: a closure, a day without hours, a slot outside the day's hours, or a holiday's estimated date",
});

/**
 * 409 of a product booking or a change to confirm first: it overlaps other appointments of the
 * same doctor (`conflits`, possibly empty), and/or falls when the practice is closed (`fermeture`).
 */
export const appointmentConflictResponse = z
  .object({ message: z.string(), conflits: z.array(agendaAppointmentResponse), fermeture: fermetureField.optional() })
  .meta({ id: "AppointmentConflict" });
export type AppointmentConflict = z.infer<typeof appointmentConflictResponse>;

/** GET /api/appointments/{id}/warnings: what the appointment, as booked, overlaps or falls on (issue 32). */
export const appointmentWarningsResponse = z
  .object({ conflits: z.array(agendaAppointmentResponse), fermeture: fermetureField.nullable() })
  .meta({ id: "AppointmentWarnings" });
export type AppointmentWarnings = z.infer<typeof appointmentWarningsResponse>;

/** The statuses that say the patient came: set from the appointment's own day on (practice time), never before. */
export const SAME_DAY_STATUSES: readonly AppointmentStatus[] = ["arrive", "vu"];

/**
 * Why `status` may not be set yet on an appointment of `appointmentDay` when the practice's date
 * is `today` (both YYYY-MM-DD), in French; null when it may. A past appointment may always be
 * marked (a visit recorded afterwards). The server refuses with it (400) and the screens show it.
 */
export function statusTooEarly(status: AppointmentStatus, appointmentDay: string, today: string): string | null {
  if (!SAME_DAY_STATUSES.includes(status) || appointmentDay <= today) return null;
  return `Un rendez-vous ne peut être marqué « ${appointmentStatusLabels[status]} » qu'à partir de son jour (le ${longFrenchDate(appointmentDay)}).`;
}

export const appointmentMessages = {
  added: "Rendez-vous ajouté avec succès.",
  /** The product's paths book with doctors only (issue 32, decision 036). */
  notADoctor: "Ce compte n'est pas un médecin.",
  addFailed: "Erreur lors de l'ajout du rendez-vous.",
  none: "Aucun rendez-vous",
  updated: "Rendez-vous modifié avec succès.",
  updateFailed: "Erreur lors de la modification du rendez-vous.",
  statusChanged: "Statut du rendez-vous mis à jour avec succès.",
  conflict: "Ce médecin a déjà un rendez-vous sur ce créneau.",
  /** The 409's message when only the opening hours stand in the way (its `fermeture` says why). */
  closedSlot: "Le cabinet est fermé sur ce créneau.",
  forceBooking: "Réserver quand même",
  agendaFailed: "Impossible de récupérer l'agenda.",
  noAppointments: "Aucun rendez-vous ce jour-là.",
  notFound: "Rendez-vous non trouvé",
  nothingToUpdate: "Aucune modification à enregistrer.",
  cancellationOnly: "Le motif d'annulation et qui annule ne s'indiquent qu'avec le statut annule.",
  cancelledByRequest: "Demande de rendez-vous annulée",
  unknownVisitType: "Ce type de visite n'existe pas ou n'est plus proposé.",
} as const;
