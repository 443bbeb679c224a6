import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { appointmentRequests, appointments, contactMessages, notifications, patientFiles, patients, rightsRequests } from "@/db/schema";
import { fileAndMergedIds } from "@/domain/audit/access-history";
import { recordAuditEvent, type AuditContext } from "@/domain/audit/audit-log";
import { conflict, notFound } from "@/domain/errors";
import { transliterationKey } from "@/domain/names/transliteration";
import { mergedIdsOf, patientRecordColumns, toPatientRecord } from "@/domain/patients/patients";
import { todayIn } from "@/calendar/zone";
import { ANONYMOUS_NOM, anonymousPrenom, dataProtectionMessages } from "@/schemas/data-protection";
import { mergedIntoMessage, patientMessages, type PatientRecord } from "@/schemas/patient";

/**
 * POST /api/patients/{id}/anonymise (ADMIN, decision 034). The practice must keep medical records,
 * so a person's erasure request on a patient file is met by anonymisation: the identity of the file
 * and of the files merged into it is replaced, and every other place that held it — linked requests,
 * messages sent, contact messages from the file's address, the register — loses the name, phone,
 * e-mail and address wherever they were written. The medical history (appointments, their status
 * and dates) stays, and so do the counts. In one transaction; the audit event holds counts only.
 */

const REDACTED = "[anonymisé]";

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Replaces every occurrence of the terms (case ignored, longest first so "Benali Amine" goes whole). */
export function redact(text: string | null, terms: string[]): string | null {
  if (text === null || terms.length === 0) return text;
  const pattern = new RegExp([...terms].sort((a, b) => b.length - a.length).map(escapeRegExp).join("|"), "giu");
  return text.replace(pattern, REDACTED);
}

/** The words that identify the person: names, each way round, phone as written and as digits, e-mail, address. */
function identifyingTerms(files: { nom: string; prenom: string; telephone: string; telephoneDigits: string; email: string; adresse: string }[], extra: string[]): string[] {
  const terms = new Set<string>();
  const add = (value: string | null | undefined) => {
    const text = value?.trim();
    // One or two letters ("Al") would blank out ordinary words.
    if (text && text.length >= 3) terms.add(text);
  };
  for (const file of files) {
    add(`${file.prenom} ${file.nom}`);
    add(`${file.nom} ${file.prenom}`);
    add(file.nom);
    add(file.prenom);
    add(file.telephone);
    add(file.telephoneDigits);
    add(file.email);
    add(file.adresse);
  }
  for (const value of extra) add(value);
  return [...terms];
}

export async function anonymisePatient(
  db: Database,
  patientId: number,
  input: { motif: string },
  context: AuditContext & { timeZone: string; now?: Date },
): Promise<PatientRecord> {
  return db.transaction(async (tx) => {
    const [file] = await tx.select(patientRecordColumns).from(patients).where(eq(patients.id, patientId)).for("update");
    if (!file) throw notFound(patientMessages.notFound);
    if (file.mergedIntoId !== null) throw conflict(mergedIntoMessage(file.mergedIntoId));
    if (file.anonymisedAt !== null) throw conflict(dataProtectionMessages.alreadyAnonymised);
    const ids = await fileAndMergedIds(tx, patientId);

    const files = await tx
      .select({ id: patients.id, nom: patients.nom, prenom: patients.prenom, telephone: patients.telephone, telephoneDigits: patients.telephoneDigits, email: patients.email, adresse: patients.adresse, dateNaissance: patients.dateNaissance })
      .from(patients)
      .where(inArray(patients.id, ids));
    const requests = await tx.select().from(appointmentRequests).where(inArray(appointmentRequests.patientId, ids));
    const emails = [...new Set(files.map((row) => row.email.trim().toLowerCase()).filter(Boolean))];
    // Contact messages from the file's address (a namesake's messages are not this person's).
    const messages = emails.length ? await tx.select().from(contactMessages).where(inArray(sql`lower(${contactMessages.email})`, emails)) : [];
    const terms = identifyingTerms(files, requests.flatMap((request) => [request.nom, request.prenom, `${request.prenom} ${request.nom}`, request.telephone]));

    for (const row of files) {
      await tx
        .update(patients)
        .set({
          nom: ANONYMOUS_NOM,
          prenom: anonymousPrenom(row.id),
          // The year stays: the practice's statistics by age remain right.
          dateNaissance: `${row.dateNaissance.slice(0, 4)}-01-01`,
          telephone: "",
          telephoneDigits: "",
          email: "",
          adresse: "",
          compagnie: null,
          cin: null,
          translitKey: transliterationKey(ANONYMOUS_NOM, anonymousPrenom(row.id)),
          consentEmailAt: null,
          consentSmsAt: null,
          consentWhatsappAt: null,
          archivedAt: sql`coalesce(${patients.archivedAt}, now())`,
          archivedBy: sql`coalesce(${patients.archivedBy}, ${context.actorId})`,
          anonymisedAt: sql`now()`,
          anonymisedBy: context.actorId,
          updatedAt: sql`now()`,
          updatedBy: context.actorId,
        })
        .where(eq(patients.id, row.id));
    }
    for (const request of requests) {
      await tx
        .update(appointmentRequests)
        .set({
          nom: ANONYMOUS_NOM,
          prenom: anonymousPrenom(request.patientId!),
          translitKey: transliterationKey(ANONYMOUS_NOM, anonymousPrenom(request.patientId!)),
          telephone: "",
          motif: redact(request.motif, terms),
        })
        .where(eq(appointmentRequests.id, request.id));
    }
    const appointmentRows = await tx
      .select({ id: appointments.id, motif: appointments.motif, observation: appointments.observation, motifAnnulation: appointments.motifAnnulation })
      .from(appointments)
      .where(inArray(appointments.patientId, ids));
    for (const row of appointmentRows) {
      const changed = { motif: redact(row.motif, terms)!, observation: redact(row.observation, terms), motifAnnulation: redact(row.motifAnnulation, terms) };
      if (changed.motif !== row.motif || changed.observation !== row.observation || changed.motifAnnulation !== row.motifAnnulation) {
        await tx.update(appointments).set(changed).where(eq(appointments.id, row.id));
      }
    }
    // The images and documents brought stay (medical records, decision 061); a name in their file name or label goes.
    const fileRows = await tx.select({ id: patientFiles.id, nomOriginal: patientFiles.nomOriginal, libelle: patientFiles.libelle }).from(patientFiles).where(inArray(patientFiles.patientId, ids));
    for (const row of fileRows) {
      const changed = { nomOriginal: redact(row.nomOriginal, terms)!, libelle: redact(row.libelle, terms) };
      if (changed.nomOriginal !== row.nomOriginal || changed.libelle !== row.libelle) await tx.update(patientFiles).set(changed).where(eq(patientFiles.id, row.id));
    }
    for (const message of messages) {
      await tx
        .update(contactMessages)
        .set({ nomComplet: redact(message.nomComplet, terms)!, email: emails.includes(message.email.toLowerCase()) ? "" : message.email, sujet: redact(message.sujet, terms)!, message: redact(message.message, terms)! })
        .where(eq(contactMessages.id, message.id));
    }
    // Messages sent keep their kind, channel, state and dates; their recipient and words go.
    await tx.update(notifications).set({ destinataire: "", donnees: sql`'{}'::jsonb` }).where(inArray(notifications.patientId, ids));

    const rights = await tx.select().from(rightsRequests).where(inArray(rightsRequests.patientId, ids));
    for (const right of rights) {
      await tx
        .update(rightsRequests)
        .set({ personne: `Patient n° ${patientId} (anonymisé)`, details: redact(right.details, terms), reponse: redact(right.reponse, terms) })
        .where(eq(rightsRequests.id, right.id));
    }
    // The register records the erasure: an open erasure request of the file is answered, or one is written.
    const today = todayIn(context.timeZone, context.now);
    const reason = redact(input.motif, terms)!;
    const [open] = await tx
      .select({ id: rightsRequests.id })
      .from(rightsRequests)
      .where(and(inArray(rightsRequests.patientId, ids), eq(rightsRequests.type, "effacement"), isNull(rightsRequests.reponduLe)))
      .limit(1);
    const answer = { traitePar: context.actorId, reponduLe: today, reponse: `Dossier anonymisé : ${reason}`.slice(0, 1000) };
    if (open) await tx.update(rightsRequests).set(answer).where(eq(rightsRequests.id, open.id));
    else {
      await tx.insert(rightsRequests).values({ recuLe: today, type: "effacement", personne: `Patient n° ${patientId} (anonymisé)`, patientId, echeance: today, createdBy: context.actorId, ...answer });
    }

    await recordAuditEvent(tx, context, {
      action: "patient.anonymise",
      targetType: "patient",
      targetId: patientId,
      details: { files: ids.length, appointments: appointmentRows.length, requests: requests.length, messages: messages.length },
    });
    const [after] = await tx.select(patientRecordColumns).from(patients).where(eq(patients.id, patientId));
    return toPatientRecord(after!, await mergedIdsOf(tx, patientId));
  });
}
