import { z } from "zod";
import { answer, idParam, queryDay } from "@/schemas/fields";
import { limitParam, offsetParam } from "@/schemas/paging";
import { staffRefResponse } from "@/schemas/staff-user";

/** The audit trail: who read or changed which record, and when (health data: every staff access). */

const dayField = (label: string) => queryDay(label).optional();

/** GET /api/audit-events?actorId=&from=&to=&limit=&offset= (admins). Days in the practice's time zone, inclusive. */
export const auditEventQuery = z
  .object({
    actorId: idParam.optional(),
    from: dayField("La date de début"),
    to: dayField("La date de fin"),
    limit: limitParam,
    offset: offsetParam,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: "La date de début doit précéder la date de fin.",
    path: ["to"],
  });
export type AuditEventQuery = z.output<typeof auditEventQuery>;

export const accessEventResponse = z
  .object({
    id: answer.id,
    at: answer.instant,
    action: z.string().meta({ description: "One of the audit action codes (patient.read, appointment.create, backup.create...): AuditAction" }),
    actor: staffRefResponse.extend({ role: z.string() }).nullable(),
    targetType: z.string().nullable(),
    targetId: z.string().nullable(),
    requestId: z.string().nullable(),
    details: z.record(z.string(), z.unknown()).nullable().meta({ description: "Counts, ids and status codes only" }),
  })
  .meta({ id: "AccessEvent" });
export type AccessEvent = z.infer<typeof accessEventResponse>;

export const accessEventPageResponse = z
  .object({ items: z.array(accessEventResponse), total: z.number().int() })
  .meta({ id: "AccessEventPage" });
export type AccessEventPage = z.infer<typeof accessEventPageResponse>;

/** A staff account as the audit filter lists it, deleted ones included (they appear in the trail). */
export const auditActorResponse = staffRefResponse.extend({ role: z.string(), deleted: z.boolean() }).meta({ id: "AuditActor" });
export type AuditActor = z.infer<typeof auditActorResponse>;

/**
 * Every action the audit trail records: the only codes recordAuditEvent (src/domain/audit) takes.
 * A new code goes here, with its French label below (the type refuses a code without one).
 */
export const auditActions = [
  "patient.create",
  "patient.read",
  "patient.search",
  "patient.duplicates.check",
  "patient.access-history.read",
  // Patient files maintained (decision 025): details changed (field names only), archived, restored, merged; the paged list.
  "patient.update",
  "patient.archive",
  "patient.restore",
  "patient.merge",
  "patient.list",
  // Notifications (decision 030): a patient's consents read or changed (channel names only), their messages read.
  "patient.consents.read",
  "patient.consents.update",
  "patient.notifications.read",
  // The admins' list of every message (the patients shown, by id), and a failed message sent again.
  "notification.list",
  "notification.retry",
  "appointment.create",
  "appointment.list",
  // The agenda: appointments of a few days, with their patients.
  "appointment.agenda",
  // A booking or a change refused for overlaps: the conflicting appointments were shown.
  "appointment.conflicts",
  "appointment.update",
  "appointment.status",
  "appointment_request.list",
  "appointment_request.read",
  "appointment_request.status",
  "appointment_request.convert",
  "contact_message.list",
  "contact_message.read",
  "contact_message.update",
  "audit.read",
  "user.create",
  "user.delete",
  // An admin changed an account's names, e-mail or role (the names of the fields changed).
  "user.update",
  // An admin reactivated a deactivated account.
  "user.restore",
  // An admin's password reset (and role set to ADMIN) from the shell: `npm run admin:create`.
  "user.reset",
  // An admin saved the opening hours and closures (counts only).
  "practice_hours.update",
  "auth.login",
  "auth.login_failed",
  // Every session of an account was ended (src/domain/staff/sessions.ts, decision 023).
  "auth.sessions_end",
  "auth.logout",
  "auth.logout_all",
  "auth.password_change",
  // An admin gave an account a temporary password (POST /api/users/{id}/password-reset).
  "user.password_reset",
  // Many failed logins on one account, from any addresses: someone may be guessing its password.
  "auth.login_guessing",
  // Two-factor login (decision 024): turned on (first code confirmed), off by its owner, off by an admin, new recovery codes.
  "user.totp_enable",
  "user.totp_disable",
  "user.totp_reset",
  "user.recovery_codes_regenerate",
  // A login's second step refused (a wrong or replayed code, a wrong or used recovery code), or passed with a recovery code.
  "auth.second_factor_failed",
  "auth.recovery_code_used",
  // An admin had the running server write a backup now (a whole copy of the data: counts only).
  "backup.create",
  // The daily retention purge, or `npm run purge` (decision 033): how many rows of each kind were deleted, counts only.
  "retention.purge",
  // Law 09-08 (decision 034): a person's data exported; a file anonymised; a request or message erased; the register of rights requests.
  "patient.export",
  "patient.anonymise",
  "appointment_request.erase",
  "contact_message.erase",
  "rights_request.list",
  "rights_request.create",
  "rights_request.update",
  // Online booking (decision 047): an admin added or changed a visit type, or changed the booking rules (field names only).
  "visit_type.create",
  "visit_type.update",
  "booking_settings.update",
  // The documents a doctor gives (decision 053): issued, printed (a read of clinical content, the duplicate flag), cancelled; their templates.
  "document.issue",
  "document.print",
  "document.cancel",
  "document_template.create",
  // The waiting list (decision 051): staff read it or removed an entry; a person took an offered slot (no staff: "Système").
  "waitlist.list",
  "waitlist.remove",
  "waitlist.offer_accept",
  "document_template.update",
  // Online booking from a hold (decision 048): a code sent (its channel), a code refused (why), a booking made (its status and reason), a file created by it.
  "booking.code_sent",
  "booking.code_failed",
  "booking.create",
  "patient.create_online",
  // The consultation (decision 054): a note opened, its content read (one note, the list or the timeline: `vue`), its
  // existence listed for the front desk, a draft changed (once per editing session), signed, an addendum.
  "consultation.create",
  "consultation.read",
  "consultation.list",
  "consultation.update",
  "consultation.sign",
  "consultation.addendum",
  // The register of infiltrations: read, one recorded (with the warnings confirmed), a batch searched for a recall.
  "infiltration.read",
  "infiltration.create",
  "infiltration.lot_search",
  // Online bookings waiting for the front desk (decision 052): the list read (the patients shown, by id), one confirmed or refused,
  // and a file created online marked as checked.
  "appointment.to_confirm.list",
  "appointment.booking_confirm",
  "appointment.booking_refuse",
  "patient.verify",
  // The patient's own link (decision 050): no staff actor; the appointment's id only.
  "appointment_link.read",
  "appointment_link.confirm",
  "appointment_link.cancel",
  "appointment_link.move",
  // The catalogue of acts (decision 055): an admin added, changed or confirmed an act (field names only).
  "act.create",
  "act.update",
  "act.confirm",
  "insurer.create",
  "insurer.update",
  // Receipts (decision 057): a bill issued, a payment taken, a credit note, a print (numbers and ids only).
  "invoice.issue",
  "invoice.payment",
  "invoice.credit_note",
  "invoice.print",
  // The feuille de soins (decision 060): its layout changed, a receipt's overlay or attestation printed.
  "claim_form_layout.update",
  "invoice.claim_form",
  "invoice.attestation",
  // A patient's receipts listed on their file (their count only).
  "invoice.list",
  // The day's cash (decision 056): its opening float set, its closing (the day and the difference only).
  "cash_day.float",
  "cash_day.close",
  // The money figures (decision 058): who read the revenue or exported the receipts, and for which period.
  "report.revenue",
  "export.invoices_csv",
  // The practice's dashboard (decision 059): who read it, for which day.
  "report.dashboard",
  "export.invoices_pdf",
  // The images and documents a patient brings (decision 061): files received (their ids; from a phone: the link's id and no
  // actor), their content or list read (`vue`), their labels changed (field names), a phone upload link opened and closed.
  "file.upload",
  "file.read",
  "file.update",
  "upload_link.create",
  "upload_link.close",
] as const;
export type AuditAction = (typeof auditActions)[number];

/**
 * What each audit action means, in French, as the journal and the access histories show it
 * after the person's name ("Hind Tazi — a consulté le dossier"). Events without a person
 * ("Système") read as a plain statement.
 */
export const auditActionLabels: Record<AuditAction, string> = {
  "patient.read": "a consulté le dossier",
  "patient.create": "a créé le dossier",
  "patient.search": "a recherché des patients",
  "patient.update": "a modifié le dossier",
  "patient.duplicates.check": "a vérifié les doublons",
  "patient.access-history.read": "a consulté l'historique d'accès",
  "patient.archive": "a archivé le dossier",
  "patient.restore": "a restauré le dossier",
  "patient.merge": "a fusionné deux dossiers",
  "patient.list": "a consulté la liste des patients",
  "patient.consents.read": "a consulté les consentements",
  "patient.consents.update": "a modifié les consentements",
  "patient.notifications.read": "a consulté les messages envoyés au patient",
  "patient.export": "a exporté les données d'un patient",
  "patient.anonymise": "a anonymisé le dossier",
  "notification.list": "a consulté la liste des messages envoyés",
  "notification.retry": "a renvoyé un message",
  "appointment.create": "a ajouté un rendez-vous",
  "appointment.list": "a consulté les rendez-vous",
  "appointment.agenda": "a consulté l'agenda",
  "appointment.conflicts": "a vu des rendez-vous en conflit",
  "appointment.update": "a modifié un rendez-vous",
  "appointment.status": "a changé le statut d'un rendez-vous",
  "appointment_request.list": "a consulté les demandes",
  "appointment_request.read": "a consulté une demande",
  "appointment_request.status": "a changé le statut d'une demande",
  "appointment_request.convert": "a planifié une demande",
  "appointment_request.erase": "a effacé une demande de rendez-vous",
  "document.issue": "a établi un document médical",
  "document.print": "a imprimé un document médical",
  "document.cancel": "a annulé un document médical",
  "waitlist.list": "a consulté la liste d'attente",
  "waitlist.remove": "a retiré une inscription de la liste d'attente",
  "waitlist.offer_accept": "rendez-vous pris en ligne sur une proposition de la liste d'attente",
  "document_template.create": "a créé un modèle de document",
  "document_template.update": "a modifié un modèle de document",
  "contact_message.list": "a consulté la messagerie",
  "contact_message.read": "a ouvert un message",
  "contact_message.update": "a changé l'état d'un message",
  "contact_message.erase": "a effacé un message",
  "rights_request.list": "a consulté le registre des demandes de droits",
  "rights_request.create": "a enregistré une demande de droits",
  "rights_request.update": "a traité une demande de droits",
  "audit.read": "a consulté le journal d'audit",
  "user.create": "a créé un compte",
  "user.delete": "a supprimé un compte",
  "user.update": "a modifié un compte",
  "user.restore": "a réactivé un compte",
  "user.reset": "a réinitialisé le mot de passe d'un administrateur",
  "user.password_reset": "a réinitialisé le mot de passe d'un compte",
  "user.totp_enable": "a activé la double authentification",
  "user.totp_disable": "a désactivé la double authentification",
  "user.totp_reset": "a réinitialisé la double authentification d'un compte",
  "user.recovery_codes_regenerate": "a renouvelé ses codes de secours",
  "practice_hours.update": "a modifié les horaires du cabinet",
  "backup.create": "a lancé une sauvegarde",
  "visit_type.create": "a créé un type de consultation",
  "visit_type.update": "a modifié un type de consultation",
  "booking_settings.update": "a modifié les règles de réservation en ligne",
  "booking.code_sent": "code de vérification envoyé pour une réservation en ligne",
  "booking.code_failed": "code de vérification refusé pour une réservation en ligne",
  "booking.create": "rendez-vous réservé en ligne",
  "patient.create_online": "dossier créé par une réservation en ligne",
  "consultation.create": "a ouvert une consultation",
  "consultation.read": "a lu le contenu médical (consultations)",
  "consultation.list": "a vu la liste des consultations (sans leur contenu)",
  "consultation.update": "a rédigé le brouillon d'une consultation",
  "consultation.sign": "a signé une consultation",
  "consultation.addendum": "a ajouté un addendum à une consultation",
  "infiltration.read": "a consulté le registre des infiltrations",
  "infiltration.create": "a enregistré une infiltration",
  "infiltration.lot_search": "a recherché un numéro de lot d'infiltration",
  "appointment.to_confirm.list": "a consulté les réservations à confirmer",
  "appointment.booking_confirm": "a confirmé une réservation en ligne",
  "appointment.booking_refuse": "a refusé une réservation en ligne",
  "patient.verify": "a vérifié un dossier créé en ligne",
  "appointment_link.read": "le patient a ouvert le lien de son rendez-vous",
  "appointment_link.confirm": "le patient a confirmé son rendez-vous depuis son lien",
  "appointment_link.cancel": "le patient a annulé son rendez-vous depuis son lien",
  "appointment_link.move": "le patient a déplacé son rendez-vous depuis son lien",
  "act.create": "a ajouté un acte au catalogue",
  "act.update": "a modifié un acte du catalogue",
  "act.confirm": "a confirmé un acte du catalogue",
  "insurer.create": "a ajouté un organisme d'assurance",
  "insurer.update": "a modifié un organisme d'assurance",
  "invoice.issue": "a émis un reçu d'honoraires",
  "invoice.payment": "a enregistré un paiement",
  "invoice.credit_note": "a établi un avoir",
  "invoice.print": "a imprimé un reçu",
  "claim_form_layout.update": "a modifié le gabarit de la feuille de soins",
  "invoice.claim_form": "a imprimé une feuille de soins",
  "invoice.attestation": "a imprimé une attestation d'honoraires",
  "invoice.list": "a consulté les reçus du patient",
  "cash_day.float": "a saisi le fond de caisse",
  "cash_day.close": "a clôturé la caisse",
  "report.revenue": "a consulté les recettes",
  "export.invoices_csv": "a exporté les reçus (CSV)",
  "report.dashboard": "a consulté le tableau de bord",
  "export.invoices_pdf": "a exporté les reçus de la période (PDF)",
  "file.upload": "a ajouté des images ou documents au dossier",
  "file.read": "a consulté les images et documents du patient",
  "file.update": "a modifié le classement d'une image ou d'un document",
  "upload_link.create": "a ouvert un lien de téléversement depuis un téléphone",
  "upload_link.close": "a fermé un lien de téléversement",
  "auth.login": "s'est connecté",
  "auth.login_failed": "a échoué à se connecter",
  "auth.sessions_end": "a mis fin aux sessions d'un compte",
  "auth.logout": "s'est déconnecté",
  "auth.logout_all": "s'est déconnecté de tous les appareils",
  "auth.password_change": "a changé son mot de passe",
  "auth.login_guessing": "tentatives de connexion répétées sur un compte",
  "auth.second_factor_failed": "code de vérification refusé à la connexion",
  "auth.recovery_code_used": "s'est connecté avec un code de secours",
  "retention.purge": "suppression des données dont la durée de conservation est écoulée",
};

/** On a patient's own history, lists that showed the patient among others read better this way. */
export const patientHistoryActionLabels: Partial<Record<AuditAction, string>> = {
  "patient.search": "l'a vu dans une recherche",
  "patient.duplicates.check": "l'a vu parmi des doublons possibles",
  "appointment.agenda": "l'a vu dans l'agenda",
  "patient.list": "l'a vu dans la liste des patients",
  "notification.list": "l'a vu dans la liste des messages envoyés",
  "appointment.conflicts": "l'a vu parmi des rendez-vous en conflit",
  "infiltration.lot_search": "l'a vu dans une recherche de lot (rappel)",
  "appointment.to_confirm.list": "l'a vu parmi les réservations à confirmer",
};

export const auditMessages = {
  historyFailed: "Impossible de récupérer l'historique d'accès.",
  noHistory: "Aucun accès enregistré.",
  auditFailed: "Impossible de récupérer le journal d'audit.",
  noAudit: "Aucun événement.",
} as const;
