import { z } from "zod";
import { answer, calendarDateField, hasNoControlCharacters, idSchema, optionalText, phoneField, requiredText, wallClockTimeField } from "@/schemas/fields";
import { limitParam, offsetParam, pageNumber, searchText } from "@/schemas/paging";
import { staffRefResponse } from "@/schemas/staff-user";

/** Messages of the spec's §8 for the public form, word for word (kept zod-free for the browser). */
export { appointmentRequestMessages } from "@/schemas/public-form-messages";
/** X-Closed-Day-Check: reject — refuse a request for a confirmed closed day (kept zod-free for the public form). */
export { CLOSED_DAY_CHECK_HEADER, CLOSED_DAY_CHECK_VALUE } from "@/schemas/public-form-messages";

/** POST /api/appointment-requests: the public form (home, /appointments, template booking forms). */
export const appointmentRequestInput = z.strictObject({
  nom: requiredText("Le nom", 100),
  prenom: requiredText("Le prénom", 100),
  telephone: phoneField(),
  datePreferee: calendarDateField("La date préférée"),
  heurePreferee: wallClockTimeField("L'heure préférée"),
  motif: optionalText("Le motif", 1000),
  consentementRappels: z
    .boolean({ error: "« consentementRappels » doit être vrai ou faux." })
    .optional()
    .meta({ description: "The form's optional box: the person agrees to reminders by SMS / WhatsApp (stored with its date and the notice's version; decision 034)" }),
  langue: z
    .enum(["fr", "ar"], { error: "« langue » doit valoir fr ou ar." })
    .optional()
    .meta({ description: "The language of the page the request was sent from (the Arabic pages send ar; default fr): the person's messages are written in it (decision 043)" }),
});
export type AppointmentRequestInput = z.input<typeof appointmentRequestInput>;

/** The largest page a client may ask for; without `limit` the list has no cap (spec §7: every request). */
export const APPOINTMENT_REQUESTS_MAX_LIMIT = 1000;

/**
 * GET /api/appointment-requests?nom=&limit=&offset= ; a blank nom means no filter. Without limit
 * and offset the answer is every (matching) request: the spec's client calls it bare and filters.
 */
export const appointmentRequestListQuery = z.object({
  nom: z
    .string()
    .trim()
    .max(100, { error: "Le nom ne doit pas dépasser 100 caractères." })
    .refine(hasNoControlCharacters, { error: "Le nom contient des caractères non autorisés." })
    .optional()
    .transform((value) => (value ? value : undefined))
    .meta({ description: "Only requests whose nom contains this text (case and accents ignored)" }),
  limit: pageNumber("La limite", 1, APPOINTMENT_REQUESTS_MAX_LIMIT)
    .optional()
    .meta({ description: `At most this many requests (max ${APPOINTMENT_REQUESTS_MAX_LIMIT}); without it, every request from offset on` }),
  offset: pageNumber("Le décalage", 0, 1_000_000).optional().meta({ description: "Requests to skip (default 0)" }),
});

/** A request's triage: new, contacted, then planned as an appointment, refused or cancelled. */
export const requestStatuses = ["nouvelle", "contactee", "planifiee", "refusee", "annulee"] as const;
export type RequestStatus = (typeof requestStatuses)[number];

export const requestStatusLabels: Record<RequestStatus, string> = {
  nouvelle: "nouvelle",
  contactee: "contactée",
  planifiee: "planifiée",
  refusee: "refusée",
  annulee: "annulée",
};

const requestStatusField = z.enum(requestStatuses, {
  error: "Le statut doit être nouvelle, contactee, planifiee, refusee ou annulee.",
});

/** GET /api/front-desk/requests?status=&q=&limit=&offset= — q: a name (accents ignored) or a phone number. */
export const requestTriageQuery = z.object({
  status: requestStatusField.optional(),
  q: searchText,
  autresOrthographes: z
    .enum(["0", "1"], { error: "Le paramètre autresOrthographes doit valoir 0 ou 1." })
    .optional()
    .transform((value) => value === "1")
    .meta({
      description:
        "1 with q: only the requests whose name is q in another spelling or script (Alami / العلمي, decision 042) and whose nom does not contain q — what the spec's external search shows apart",
    }),
  limit: limitParam,
  offset: offsetParam,
});
export type RequestTriageQuery = z.output<typeof requestTriageQuery>;

/**
 * PATCH /api/appointment-requests/{id}/status. 'planifiee' names the appointment it is planned as.
 * 'annulee' on a planned request with `annulerRendezVous: true` cancels its appointment too
 * (status 'annule', cancelled by the patient).
 */
export const requestStatusInput = z.strictObject({
  status: requestStatusField,
  appointmentId: idSchema.optional(),
  annulerRendezVous: z
    .boolean({ error: "« annulerRendezVous » doit être vrai ou faux." })
    .optional()
    .meta({ description: "With status 'annulee' on a planned request: cancel its appointment too" }),
});
export type RequestStatusInput = z.input<typeof requestStatusInput>;

/** An appointment request as the spec's API returns it (also read as an "external patient"). */
export const appointmentRequestResponse = z.object({
  id: answer.id,
  nom: z.string(),
  prenom: z.string(),
  telephone: z.string(),
  datePreferee: answer.calendarDate,
  heurePreferee: answer.wallClockTime,
  motif: z.string().nullable(),
  createdAt: answer.instant,
});
export type AppointmentRequest = z.infer<typeof appointmentRequestResponse>;

/** An appointment request as the front desk sees it: the spec's fields plus its triage. */
export const triagedRequestResponse = appointmentRequestResponse
  .extend({
    status: z.enum(requestStatuses),
    statusChangedAt: answer.instant.nullable(),
    statusChangedBy: staffRefResponse.nullable(),
    patientId: answer.id.nullable(),
    appointmentId: answer.id.nullable(),
    transitions: z.array(z.enum(requestStatuses)).meta({ description: "The statuses the request may move to next" }),
    jourFerme: z.boolean().meta({
      description: "The preferred date is a day the practice is closed (confirmed closure or no hours), as the hours read now",
    }),
    consentementRappels: z.boolean().meta({ description: "The person agreed to reminders by SMS / WhatsApp on the form" }),
    consentementRappelsLe: answer.instant.nullable().meta({ description: "When (null when not agreed)" }),
    versionNotice: z.string().nullable().meta({ description: "The version of the information notice the form showed (null when not agreed)" }),
    langue: z.enum(["fr", "ar"]).meta({ description: "The language of the page the request was sent from: its messages are written in it (decision 043)" }),
  })
  .meta({ id: "TriagedRequest" });
export type TriagedRequest = z.infer<typeof triagedRequestResponse>;

export const triagedRequestPageResponse = z
  .object({ items: z.array(triagedRequestResponse), total: z.number().int() })
  .meta({ id: "TriagedRequestPage" });
export type TriagedRequestPage = z.infer<typeof triagedRequestPageResponse>;

export const requestMessages = {
  statusChanged: "Statut mis à jour avec succès.",
  statusFailed: "Erreur lors du changement de statut.",
  converted: "Demande planifiée avec succès.",
  convertFailed: "Erreur lors de la planification de la demande.",
  requestsFailed: "Impossible de récupérer les demandes.",
  noRequests: "Aucune demande.",
  plannedNeedsAppointment: "Une demande planifiée doit être liée à un rendez-vous : utilisez « Planifier ».",
  requestNotFound: "Demande non trouvée",
  requestFailed: "Impossible de charger la demande.",
} as const;
