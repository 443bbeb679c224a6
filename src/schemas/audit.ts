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
    action: z.string().meta({ description: "e.g. patient.read, appointment.create, appointment_request.status" }),
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

/** What an audit action means, for the access-history screens. Unknown actions show as they are. */
export const auditActionLabels: Record<string, string> = {
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
  "contact_message.list": "a consulté la messagerie",
  "contact_message.read": "a ouvert un message",
  "contact_message.update": "a changé l'état d'un message",
  "audit.read": "a consulté le journal d'audit",
  "user.create": "a créé un compte",
  "user.delete": "a supprimé un compte",
  "user.update": "a modifié un compte",
  "user.restore": "a réactivé un compte",
  "user.reset": "a réinitialisé le mot de passe d'un administrateur",
  "user.read": "a consulté un compte",
  "practice_hours.update": "a modifié les horaires du cabinet",
  "auth.login": "s'est connecté",
  "auth.login_failed": "a échoué à se connecter",
  "auth.sessions_end": "a mis fin aux sessions d'un compte",
  "auth.logout": "s'est déconnecté",
  "auth.logout_all": "s'est déconnecté de tous les appareils",
  "auth.password_change": "a changé son mot de passe",
  "user.password_reset": "a réinitialisé le mot de passe d'un compte",
  "auth.login_guessing": "tentatives de connexion répétées sur un compte",
  "user.totp_enable": "a activé la double authentification",
  "user.totp_disable": "a désactivé la double authentification",
  "user.totp_reset": "a réinitialisé la double authentification d'un compte",
  "user.recovery_codes_regenerate": "a renouvelé ses codes de secours",
  "auth.second_factor_failed": "code de vérification refusé à la connexion",
  "auth.recovery_code_used": "s'est connecté avec un code de secours",
  "retention.purge": "suppression des données dont la durée de conservation est écoulée",
};

/** On a patient's own history, lists that showed the patient among others read better this way. */
export const patientHistoryActionLabels: Record<string, string> = {
  "patient.search": "l'a vu dans une recherche",
  "patient.duplicates.check": "l'a vu parmi des doublons possibles",
  "appointment.agenda": "l'a vu dans l'agenda",
  "patient.list": "l'a vu dans la liste des patients",
  "notification.list": "l'a vu dans la liste des messages envoyés",
  "appointment.conflicts": "l'a vu parmi des rendez-vous en conflit",
};

export const auditMessages = {
  historyFailed: "Impossible de récupérer l'historique d'accès.",
  noHistory: "Aucun accès enregistré.",
  auditFailed: "Impossible de récupérer le journal d'audit.",
  noAudit: "Aucun événement.",
} as const;
