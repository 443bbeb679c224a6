import { z } from "zod";
import { calendarDateField, hasNoControlCharacters, idSchema, isCalendarDate, requiredText } from "@/schemas/fields";

/**
 * The front desk's additions to the spec's API (triage, conversion, duplicates, inbox, access
 * history, alerts): payloads, query parameters, response types and French texts, shared by the
 * staff screens and the server.
 */

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

function pageNumber(label: string, min: number, max: number) {
  const message = `${label} doit être un nombre entier entre ${min} et ${max}.`;
  return z
    .string({ error: message })
    .regex(/^\d{1,10}$/, { error: message })
    .transform(Number)
    .refine((value) => value >= min && value <= max, { error: message });
}

const searchText = z
  .string()
  .trim()
  .max(100, { error: "La recherche ne doit pas dépasser 100 caractères." })
  .refine(hasNoControlCharacters, { error: "La recherche contient des caractères non autorisés." })
  .optional()
  .transform((value) => (value ? value : undefined));

export const FRONT_DESK_PAGE_SIZE = 50;
export const FRONT_DESK_MAX_PAGE_SIZE = 200;

/** GET /api/front-desk/requests?status=&q=&limit=&offset= — q: a name (accents ignored) or a phone number. */
export const requestTriageQuery = z.object({
  status: requestStatusField.optional(),
  q: searchText,
  limit: pageNumber("La limite", 1, FRONT_DESK_MAX_PAGE_SIZE).optional(),
  offset: pageNumber("Le décalage", 0, 1_000_000).optional(),
});
export type RequestTriageQuery = z.output<typeof requestTriageQuery>;

/** PATCH /api/appointment-requests/{id}/status. 'planifiee' names the appointment it is planned as. */
export const requestStatusInput = z.strictObject({
  status: requestStatusField,
  appointmentId: idSchema.optional(),
});
export type RequestStatusInput = z.input<typeof requestStatusInput>;

/**
 * POST /api/patients/duplicates: who already exists that looks like this person? The birth
 * date is optional (an appointment request has none); the phone is taken however it is written.
 */
export const duplicateCheckInput = z.strictObject({
  nom: requiredText("Le nom", 100),
  prenom: requiredText("Le prénom", 100),
  dateNaissance: calendarDateField("La date de naissance").optional(),
  telephone: z
    .string({ error: "Le téléphone doit être un texte." })
    .trim()
    .max(30, { error: "Le téléphone ne doit pas dépasser 30 caractères." })
    .refine(hasNoControlCharacters, { error: "Le téléphone contient des caractères non autorisés." })
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type DuplicateCheckInput = z.input<typeof duplicateCheckInput>;

/** The header that makes POST /api/patients refuse a likely duplicate (409) instead of creating it. */
export const DUPLICATE_CHECK_HEADER = "X-Duplicate-Check";
export const DUPLICATE_CHECK_VALUE = "reject";

/** ?limit=&offset= of a paged list (a patient's access history). */
export const pageQuery = z.object({
  limit: pageNumber("La limite", 1, FRONT_DESK_MAX_PAGE_SIZE).optional(),
  offset: pageNumber("Le décalage", 0, 1_000_000).optional(),
});

/** GET /api/contact-messages?read=&limit=&offset= */
export const contactMessageListQuery = z.object({
  read: z.enum(["true", "false"], { error: "read doit valoir true ou false." }).optional(),
  limit: pageNumber("La limite", 1, FRONT_DESK_MAX_PAGE_SIZE).optional(),
  offset: pageNumber("Le décalage", 0, 1_000_000).optional(),
});

/** PATCH /api/contact-messages/{id} */
export const contactMessageUpdate = z.strictObject({
  read: z.boolean({ error: "read doit être vrai ou faux." }),
});

const dayField = (label: string) =>
  z
    .string({ error: `${label} doit être une date.` })
    .trim()
    .refine(isCalendarDate, { error: `${label} doit être une date valide (AAAA-MM-JJ).` })
    .optional();

/** GET /api/audit-events?actorId=&from=&to=&limit=&offset= (admins). Days in the practice's time zone, inclusive. */
export const auditEventQuery = z
  .object({
    actorId: z
      .string({ error: "Identifiant invalide." })
      .regex(/^[1-9]\d{0,9}$/, { error: "Identifiant invalide." })
      .transform(Number)
      .refine((id) => id <= 2_147_483_647, { error: "Identifiant invalide." })
      .optional(),
    from: dayField("La date de début"),
    to: dayField("La date de fin"),
    limit: pageNumber("La limite", 1, FRONT_DESK_MAX_PAGE_SIZE).optional(),
    offset: pageNumber("Le décalage", 0, 1_000_000).optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: "La date de début doit précéder la date de fin.",
    path: ["to"],
  });
export type AuditEventQuery = z.output<typeof auditEventQuery>;

export type StaffRef = { id: number; nom: string; prenom: string };

/** An appointment request as the front desk sees it: the spec's fields plus its triage. */
export type TriagedRequest = {
  id: number;
  nom: string;
  prenom: string;
  telephone: string;
  datePreferee: string;
  heurePreferee: string;
  motif: string | null;
  createdAt: string;
  status: RequestStatus;
  statusChangedAt: string | null;
  statusChangedBy: StaffRef | null;
  patientId: number | null;
  appointmentId: number | null;
  /** The statuses it may move to next, for the screen's buttons. */
  transitions: RequestStatus[];
};

export type TriagedRequestPage = { items: TriagedRequest[]; total: number };

export type DuplicateReason = "telephone" | "nom-date-naissance" | "nom";

export const duplicateReasonLabels: Record<DuplicateReason, string> = {
  telephone: "même numéro de téléphone",
  "nom-date-naissance": "même nom et même date de naissance",
  nom: "même nom",
};

export type DuplicateCandidate = {
  id: number;
  nom: string;
  prenom: string;
  dateNaissance: string;
  telephone: string;
  reasons: DuplicateReason[];
};

export type DuplicateConflict = { message: string; duplicates: DuplicateCandidate[] };

export type InboxMessage = {
  id: number;
  nomComplet: string;
  email: string;
  sujet: string;
  message: string;
  createdAt: string;
  readAt: string | null;
  readBy: StaffRef | null;
};

export type InboxPage = { items: InboxMessage[]; total: number; unread: number };

export type AccessEvent = {
  id: number;
  at: string;
  action: string;
  actor: (StaffRef & { role: string }) | null;
  targetType: string | null;
  targetId: string | null;
  requestId: string | null;
  /** Counts, ids and status codes recorded with the event (never names or free text). */
  details: Record<string, unknown> | null;
};

/** A staff account as the audit filter lists it, deleted ones included (they appear in the trail). */
export type AuditActor = StaffRef & { role: string; deleted: boolean };

export type AccessEventPage = { items: AccessEvent[]; total: number };

export type FrontDeskCounts = { newRequests: number; unreadMessages: number };

/** What an audit action means, for the access-history screens. Unknown actions show as they are. */
export const auditActionLabels: Record<string, string> = {
  "patient.read": "a consulté le dossier",
  "patient.create": "a créé le dossier",
  "patient.search": "a recherché des patients",
  "patient.update": "a modifié le dossier",
  "patient.duplicates.check": "a vérifié les doublons",
  "patient.access-history.read": "a consulté l'historique d'accès",
  "appointment.create": "a ajouté un rendez-vous",
  "appointment.list": "a consulté les rendez-vous",
  "appointment_request.list": "a consulté les demandes",
  "appointment_request.read": "a consulté une demande",
  "appointment_request.status": "a changé le statut d'une demande",
  "appointment_request.convert": "a planifié une demande",
  "contact_message.list": "a consulté la messagerie",
  "contact_message.read": "a ouvert un message",
  "contact_message.update": "a changé l'état d'un message",
  "audit.read": "a consulté le journal d'audit",
  "user.create": "a créé un compte",
  "user.delete": "a supprimé un compte",
  "user.reset": "a réinitialisé le mot de passe d'un administrateur",
  "user.read": "a consulté un compte",
  "auth.login": "s'est connecté",
  "auth.login_failed": "a échoué à se connecter",
};

/** On a patient's own history, lists that showed the patient among others read better this way. */
export const patientHistoryActionLabels: Record<string, string> = {
  "patient.search": "l'a vu dans une recherche",
  "patient.duplicates.check": "l'a vu parmi des doublons possibles",
};

export const frontDeskMessages = {
  statusChanged: "Statut mis à jour avec succès.",
  statusFailed: "Erreur lors du changement de statut.",
  converted: "Demande planifiée avec succès.",
  convertFailed: "Erreur lors de la planification de la demande.",
  duplicateFound: "Un patient semblable existe déjà.",
  duplicateConfirm: "Créer quand même",
  requestsFailed: "Impossible de récupérer les demandes.",
  noRequests: "Aucune demande.",
  messagesFailed: "Impossible de récupérer les messages.",
  noMessages: "Aucun message.",
  historyFailed: "Impossible de récupérer l'historique d'accès.",
  noHistory: "Aucun accès enregistré.",
  auditFailed: "Impossible de récupérer le journal d'audit.",
  noAudit: "Aucun événement.",
  plannedNeedsAppointment: "Une demande planifiée doit être liée à un rendez-vous : utilisez « Planifier ».",
  requestNotFound: "Demande non trouvée",
  messageNotFound: "Message non trouvé",
} as const;
