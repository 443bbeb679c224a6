import { and, asc, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { appointmentRequests, appointments, consultations, contactMessages, medicalDocuments, notifications, patientFiles, patients, rightsRequests, staffUsers } from "@/db/schema";
import { toExportedRequest } from "@/domain/appointment-requests/request-json";
import { recordAuditEvent, type AuditContext } from "@/domain/audit/audit-log";
import { everyAccessEvent, fileAndMergedIds } from "@/domain/audit/access-history";
import { notesOf } from "@/domain/consultations/consultation-json";
import { infiltrationsOfFiles } from "@/domain/consultations/infiltrations";
import { notFound } from "@/domain/errors";
import { patientRecordColumns, toPatientRecord } from "@/domain/patients/patients";
import type { PatientExport } from "@/schemas/data-protection";
import { documentTitle } from "@/schemas/document";
import { patientMessages } from "@/schemas/patient";

/**
 * GET /api/patients/{id}/export (ADMIN or MEDECIN, decision 034): everything the practice holds
 * about one person — the file and the files merged into it, appointments, linked requests,
 * confirmed contact messages, messages sent, access history, rights requests. Contact messages
 * are matched by e-mail, which a relative may share: those staff did not confirm are only listed
 * (date, subject) for them to decide, never exported. Clinical content (consultation notes,
 * infiltrations, what the documents given say, the labels of the images and documents brought) only when a doctor makes
 * the export (`includeClinical`, decision 054): medical secrecy binds the admin who is not one. The images and documents
 * the patient brought are listed (name, kind, date, size) in every export; their bytes stay behind GET /api/files/{id},
 * for doctors (decision 061). Audited with counts only.
 */
export async function exportPatientData(
  db: Database,
  patientId: number,
  options: { confirmedMessageIds: number[]; practiceName: string; includeClinical: boolean; now?: Date },
  audit: AuditContext,
): Promise<PatientExport> {
  const [file] = await db
    .select({
      ...patientRecordColumns,
      consentEmailAt: patients.consentEmailAt,
      consentSmsAt: patients.consentSmsAt,
      consentWhatsappAt: patients.consentWhatsappAt,
      canalPrefere: patients.canalPrefere,
      langue: patients.langue,
    })
    .from(patients)
    .where(eq(patients.id, patientId));
  if (!file) throw notFound(patientMessages.notFound);
  const ids = await fileAndMergedIds(db, patientId);
  const mergedIds = ids.filter((id) => id !== patientId);

  const [mergedFiles, appointmentRows, requestRows, notificationRows, rightsRows, accessEvents, noteRows, injections, documentRows, fileRows] = await Promise.all([
    mergedIds.length ? db.select(patientRecordColumns).from(patients).where(inArray(patients.id, mergedIds)).orderBy(asc(patients.id)) : [],
    db
      .select({ appointment: appointments, medecinNom: staffUsers.nom, medecinPrenom: staffUsers.prenom })
      .from(appointments)
      .innerJoin(staffUsers, eq(staffUsers.id, appointments.medecinId))
      .where(inArray(appointments.patientId, ids))
      .orderBy(asc(appointments.dateHeure), asc(appointments.id)),
    db.select().from(appointmentRequests).where(inArray(appointmentRequests.patientId, ids)).orderBy(asc(appointmentRequests.createdAt), asc(appointmentRequests.id)),
    db.select().from(notifications).where(inArray(notifications.patientId, ids)).orderBy(asc(notifications.createdAt), asc(notifications.id)),
    db.select().from(rightsRequests).where(inArray(rightsRequests.patientId, ids)).orderBy(asc(rightsRequests.recuLe), asc(rightsRequests.id)),
    everyAccessEvent(db, ids),
    options.includeClinical ? db.select().from(consultations).where(inArray(consultations.patientId, ids)).orderBy(asc(consultations.createdAt), asc(consultations.id)) : [],
    options.includeClinical ? infiltrationsOfFiles(db, ids) : [],
    db
      .select({ document: medicalDocuments, medecinNom: staffUsers.nom, medecinPrenom: staffUsers.prenom })
      .from(medicalDocuments)
      .innerJoin(staffUsers, eq(staffUsers.id, medicalDocuments.medecinId))
      .where(inArray(medicalDocuments.patientId, ids))
      .orderBy(asc(medicalDocuments.emisAt), asc(medicalDocuments.id)),
    db.select().from(patientFiles).where(inArray(patientFiles.patientId, ids)).orderBy(asc(patientFiles.uploadedAt), asc(patientFiles.id)),
  ]);

  // Contact messages from the file's address (and those of the files merged into it), folded as stored.
  const emails = [...new Set([file.email, ...mergedFiles.map((merged) => merged.email)].map((email) => email.trim().toLowerCase()).filter(Boolean))];
  const byEmail = emails.length ? inArray(sql`lower(${contactMessages.email})`, emails) : sql`false`;
  const confirmed = options.confirmedMessageIds;
  const [messageRows, unconfirmedRows] = await Promise.all([
    confirmed.length
      ? db.select().from(contactMessages).where(and(byEmail, inArray(contactMessages.id, confirmed))).orderBy(asc(contactMessages.createdAt))
      : [],
    db
      .select({ id: contactMessages.id, nomComplet: contactMessages.nomComplet, sujet: contactMessages.sujet, createdAt: contactMessages.createdAt })
      .from(contactMessages)
      .where(and(byEmail, confirmed.length ? notInArray(contactMessages.id, confirmed) : undefined))
      .orderBy(asc(contactMessages.createdAt)),
  ]);

  const result: PatientExport = {
    genereLe: (options.now ?? new Date()).toISOString(),
    cabinet: options.practiceName,
    patient: {
      ...toPatientRecord(file, mergedIds),
      consentements: {
        email: file.consentEmailAt?.toISOString() ?? null,
        sms: file.consentSmsAt?.toISOString() ?? null,
        whatsapp: file.consentWhatsappAt?.toISOString() ?? null,
        canalPrefere: file.canalPrefere,
        langue: file.langue,
      },
    },
    dossiersFusionnes: mergedFiles.map((merged) => toPatientRecord(merged, [])),
    rendezVous: appointmentRows.map(({ appointment, medecinNom, medecinPrenom }) => ({
      id: appointment.id,
      dossier: appointment.patientId,
      dateHeure: appointment.dateHeure.toISOString(),
      dureeMinutes: appointment.dureeMinutes,
      medecin: `Dr. ${medecinPrenom} ${medecinNom}`,
      motif: appointment.motif,
      observation: appointment.observation,
      status: appointment.status,
      motifAnnulation: appointment.motifAnnulation,
      creeLe: appointment.createdAt.toISOString(),
    })),
    demandes: requestRows.map(toExportedRequest),
    messagesContact: messageRows.map((message) => ({
      id: message.id,
      nomComplet: message.nomComplet,
      email: message.email,
      sujet: message.sujet,
      message: message.message,
      recuLe: message.createdAt.toISOString(),
    })),
    messagesAConfirmer: unconfirmedRows.map((message) => ({ id: message.id, nomComplet: message.nomComplet, sujet: message.sujet, recuLe: message.createdAt.toISOString() })),
    notifications: notificationRows.map((notification) => ({
      id: notification.id,
      type: notification.type,
      canal: notification.canal,
      statut: notification.statut,
      destinataire: notification.destinataire,
      creeLe: notification.createdAt.toISOString(),
      envoyeLe: notification.sentAt?.toISOString() ?? null,
    })),
    historiqueAcces: accessEvents.map((event) => ({
      date: event.at,
      personne: event.actor ? `${event.actor.prenom} ${event.actor.nom}` : "Système",
      role: event.actor?.role ?? null,
      action: event.action,
    })),
    demandesDeDroits: rightsRows.map((row) => ({ recuLe: row.recuLe, type: row.type, echeance: row.echeance, reponduLe: row.reponduLe })),
    contenuMedical: options.includeClinical ? "inclus" : "reserve_aux_medecins",
    consultations: await notesOf(db, noteRows),
    infiltrations: [...injections].reverse(),
    documents: documentRows.map(({ document, medecinNom, medecinPrenom }) => ({
      numero: document.numero,
      type: document.type,
      titre: documentTitle(document),
      emisLe: document.emisAt.toISOString(),
      medecin: `Dr. ${medecinPrenom} ${medecinNom}`,
      annuleLe: document.annuleAt?.toISOString() ?? null,
      contenu: options.includeClinical ? (document.contenu as Record<string, unknown>) : null,
    })),
    fichiers: fileRows.map((row) => ({
      nomOriginal: row.nomOriginal,
      nature: row.nature,
      typeMime: row.typeMime,
      taille: row.taille,
      dateExamen: row.dateExamen,
      televerseLe: row.uploadedAt.toISOString(),
      viaTelephone: row.uploadLinkId !== null,
      detail: options.includeClinical ? { id: row.id, region: row.region, cote: row.cote, libelle: row.libelle } : null,
    })),
  };
  await recordAuditEvent(db, audit, {
    action: "patient.export",
    targetType: "patient",
    targetId: patientId,
    details: {
      appointments: result.rendezVous.length,
      requests: result.demandes.length,
      messages: result.messagesContact.length,
      notifications: result.notifications.length,
      consultations: result.consultations.length,
      infiltrations: result.infiltrations.length,
      documents: result.documents.length,
      fichiers: result.fichiers.length,
    },
  });
  return result;
}
