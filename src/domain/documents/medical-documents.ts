import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { medicalDocuments, patients, staffUsers } from "@/db/schema";
import { formatDisplayDate } from "@/calendar/display-date";
import { todayIn } from "@/calendar/zone";
import { fileAndMergedIds } from "@/domain/audit/access-history";
import { recordAuditEvent, type AuditContext } from "@/domain/audit/audit-log";
import { certificateTemplate } from "@/domain/documents/document-templates";
import { documentYear, takeDocumentNumber } from "@/domain/documents/numbering";
import { conflict, forbidden, notFound } from "@/domain/errors";
import { isDoctor } from "@/domain/staff/doctors";
import {
  certificateFields,
  documentMessages,
  documentTitle,
  fillCertificateText,
  frontDeskMayPrint,
  type CertificateKind,
  type CertificateValues,
  type DocumentListItem,
  type DocumentValues,
  type DocumentVerification,
  type IssuedDocument,
  type MedicineLine,
  type OtherLine,
  type PaperFormat,
} from "@/schemas/document";
import { patientMessages } from "@/schemas/patient";
import type { StaffUser } from "@/schemas/staff-user";

/**
 * The documents a doctor gives (issue 34, decision 053). Issued in one transaction that takes the
 * year's next number, freezes the content (the letterhead, the patient and the body as they are
 * now) with its SHA-256, and records the event; printed from that frozen content only (the first
 * print is the original, every later one a DUPLICATA); cancelled with a reason, never deleted.
 */

/** What the letterhead says of the practice, from the run-time settings (PRACTICE_*), as the server passes it. */
export type PracticeLetterhead = {
  ville: string;
  adresse: string;
  telephone: string;
  urgence: string;
  email: string;
  /** Used when the doctor's account has no specialty of its own. */
  specialite: string;
  /** PRACTICE_SITE_URL: the QR code leads to {siteUrl}/verifier/{code}. */
  siteUrl: string;
  timeZone: string;
};

/** A document as issued: everything its PDF shows, frozen (contenu in the database). */
export type FrozenDocument = {
  version: 1;
  type: "ordonnance" | "certificat";
  modele: CertificateKind | null;
  titre: string;
  format: PaperFormat;
  numero: string;
  emisAt: string;
  /** The practice's calendar date of issue (YYYY-MM-DD) and the place: "Rabat, le 14/10/2026". */
  date: string;
  lieu: string;
  medecin: { nom: string; prenom: string; specialite: string; inpe: string | null; titres: string | null };
  cabinet: { adresse: string; telephone: string; urgence: string; email: string };
  patient: { nom: string; prenom: string; dateNaissance: string; cin: string | null };
  verification: string;
  ordonnance?: { arabe: boolean; lignes: MedicineLine[]; autres: OtherLine[] };
  certificat?: { texte: string };
};

export const VERIFICATION_PATH = "/verifier";

export function verificationUrl(siteUrl: string, code: string): string {
  return `${siteUrl.replace(/\/$/, "")}${VERIFICATION_PATH}/${code}`;
}

/** JSON with its keys sorted at every level: the same text whichever order jsonb gives them back in. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonicalJson(inner)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

export function documentFingerprint(content: FrozenDocument): string {
  return createHash("sha256").update(canonicalJson(content)).digest("hex");
}

/** The certificate's text: the admin's template with the patient's and the form's fields. */
function certificateText(template: string, patient: FrozenDocument["patient"], input: CertificateValues): string {
  return fillCertificateText(template, certificateFields(patient, input, { date: formatDisplayDate, blank: "" }));
}

/**
 * POST /api/patients/{id}/documents (doctors): issues the document, answers its id, number and
 * verification code. The number is taken in the same transaction as the row is written.
 */
export async function issueDocument(
  db: Database,
  patientId: number,
  input: DocumentValues,
  actor: StaffUser,
  audit: AuditContext,
  practice: PracticeLetterhead,
  now: Date,
): Promise<IssuedDocument> {
  if (!isDoctor(actor)) throw forbidden("Accès réservé aux médecins.");
  const template = input.type === "certificat" ? await certificateTemplate(db, input.modele) : null;
  return db.transaction(async (tx) => {
    const [patient] = await tx
      .select({ id: patients.id, nom: patients.nom, prenom: patients.prenom, dateNaissance: patients.dateNaissance, cin: patients.cin, mergedIntoId: patients.mergedIntoId })
      .from(patients)
      .where(eq(patients.id, patientId));
    if (!patient) throw notFound(patientMessages.notFound);
    if (patient.mergedIntoId !== null) throw conflict(`Ce dossier a été fusionné dans le dossier n° ${patient.mergedIntoId} : établissez le document depuis celui-ci.`);
    const [doctor] = await tx
      .select({ nom: staffUsers.nom, prenom: staffUsers.prenom, specialite: staffUsers.specialite, inpe: staffUsers.inpe, titres: staffUsers.titres })
      .from(staffUsers)
      .where(eq(staffUsers.id, actor.id));
    const { annee, rang, numero } = await takeDocumentNumber(tx, documentYear(now, practice.timeZone));
    const code = randomBytes(16).toString("base64url");
    const person = { nom: patient.nom, prenom: patient.prenom, dateNaissance: patient.dateNaissance, cin: patient.cin };
    const modele = input.type === "certificat" ? input.modele : null;
    const content: FrozenDocument = {
      version: 1,
      type: input.type,
      modele,
      titre: input.type === "certificat" ? template!.titre : documentTitle({ type: "ordonnance", modele: null }),
      format: input.format,
      numero,
      emisAt: now.toISOString(),
      date: todayIn(practice.timeZone, now),
      lieu: practice.ville,
      medecin: { nom: doctor!.nom, prenom: doctor!.prenom, specialite: doctor!.specialite ?? practice.specialite, inpe: doctor!.inpe, titres: doctor!.titres },
      cabinet: { adresse: practice.adresse, telephone: practice.telephone, urgence: practice.urgence, email: practice.email },
      patient: person,
      verification: verificationUrl(practice.siteUrl, code),
      ...(input.type === "ordonnance"
        ? { ordonnance: { arabe: input.arabe, lignes: input.lignes, autres: input.autres } }
        : { certificat: { texte: certificateText(template!.texte, person, input) } }),
    };
    const [row] = await tx
      .insert(medicalDocuments)
      .values({
        patientId,
        medecinId: actor.id,
        type: input.type,
        modele,
        numero,
        annee,
        rang,
        codeVerification: code,
        format: input.format,
        contenu: content,
        empreinte: documentFingerprint(content),
        emisAt: now,
      })
      .returning({ id: medicalDocuments.id });
    await recordAuditEvent(tx, audit, {
      action: "document.issue",
      targetType: "patient",
      targetId: patientId,
      details: { documentId: row!.id, numero, type: input.type, ...(modele ? { modele } : {}) },
    });
    return { id: row!.id, numero, codeVerification: code };
  });
}

const listColumns = {
  id: medicalDocuments.id,
  type: medicalDocuments.type,
  modele: medicalDocuments.modele,
  numero: medicalDocuments.numero,
  format: medicalDocuments.format,
  emisAt: medicalDocuments.emisAt,
  impressions: medicalDocuments.impressions,
  annuleAt: medicalDocuments.annuleAt,
  annuleMotif: medicalDocuments.annuleMotif,
  medecinId: staffUsers.id,
  medecinNom: staffUsers.nom,
  medecinPrenom: staffUsers.prenom,
};

/**
 * GET /api/patients/{id}/documents (any staff member): the documents of the file (and of the files
 * merged into it), newest first. What the front desk may see: type, date, number, doctor, and
 * whether it may print a copy; the reason of a cancellation only for doctors. No content: not
 * a read of clinical content.
 */
export async function listPatientDocuments(db: Database, patientId: number, actor: StaffUser): Promise<DocumentListItem[]> {
  const [patient] = await db.select({ id: patients.id }).from(patients).where(eq(patients.id, patientId));
  if (!patient) throw notFound(patientMessages.notFound);
  const ids = await fileAndMergedIds(db, patientId);
  const rows = await db
    .select(listColumns)
    .from(medicalDocuments)
    .innerJoin(staffUsers, eq(staffUsers.id, medicalDocuments.medecinId))
    .where(inArray(medicalDocuments.patientId, ids))
    .orderBy(desc(medicalDocuments.emisAt), desc(medicalDocuments.id));
  const doctor = isDoctor(actor);
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    modele: row.modele,
    titre: documentTitle(row),
    numero: row.numero,
    format: row.format,
    emisAt: row.emisAt.toISOString(),
    medecin: { id: row.medecinId, nom: row.medecinNom, prenom: row.medecinPrenom },
    impressions: row.impressions,
    annuleAt: row.annuleAt?.toISOString() ?? null,
    annuleMotif: doctor ? row.annuleMotif : null,
    imprimable: doctor || frontDeskMayPrint(row),
  }));
}

/** What the PDF layer draws: the frozen content, and whether this print is a duplicate or the document is cancelled. */
export type DocumentPrint = { content: FrozenDocument; duplicata: boolean; annule: boolean; fileName: string };

/**
 * GET /api/documents/{id}/pdf: a doctor prints any document; the front desk a copy of an
 * ordonnance, an arrêt de travail, its prolongation or a reprise, never a certificat descriptif.
 * The first print is the original; the count is raised under the row's lock, so of two first
 * prints at once one is the duplicate. `render` (the PDF layer) draws it inside the transaction:
 * a print that fails to render counts nothing. Audited as a read of the patient's clinical content.
 */
export async function printDocument<T>(
  db: Database,
  id: number,
  actor: StaffUser,
  audit: AuditContext,
  render: (print: DocumentPrint) => Promise<T>,
): Promise<{ print: DocumentPrint; rendered: T }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(medicalDocuments)
      .set({ impressions: sql`${medicalDocuments.impressions} + 1` })
      .where(eq(medicalDocuments.id, id))
      .returning({
        patientId: medicalDocuments.patientId,
        type: medicalDocuments.type,
        modele: medicalDocuments.modele,
        numero: medicalDocuments.numero,
        contenu: medicalDocuments.contenu,
        impressions: medicalDocuments.impressions,
        annuleAt: medicalDocuments.annuleAt,
      });
    if (!row) throw notFound(documentMessages.notFound);
    // Refused before anything is kept: the transaction's rollback leaves the count as it was.
    if (!isDoctor(actor) && !frontDeskMayPrint(row)) throw forbidden(documentMessages.notPrintable);
    const duplicata = row.impressions > 1;
    await recordAuditEvent(tx, audit, {
      action: "document.print",
      targetType: "patient",
      targetId: row.patientId,
      details: { documentId: id, numero: row.numero, duplicata },
    });
    const kind = row.type === "ordonnance" ? "ordonnance" : "certificat";
    const print: DocumentPrint = { content: row.contenu as FrozenDocument, duplicata, annule: row.annuleAt !== null, fileName: `${kind}-${row.numero}${duplicata ? "-duplicata" : ""}.pdf` };
    return { print, rendered: await render(print) };
  });
}

/** POST /api/documents/{id}/cancel (doctors): the document stays, marked cancelled with the reason. */
export async function cancelDocument(db: Database, id: number, motif: string, actor: StaffUser, audit: AuditContext, now: Date): Promise<DocumentListItem> {
  if (!isDoctor(actor)) throw forbidden("Accès réservé aux médecins.");
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ patientId: medicalDocuments.patientId, annuleAt: medicalDocuments.annuleAt }).from(medicalDocuments).where(eq(medicalDocuments.id, id)).for("update");
    if (!current) throw notFound(documentMessages.notFound);
    if (current.annuleAt) throw conflict(documentMessages.alreadyCancelled);
    await tx.update(medicalDocuments).set({ annuleAt: now, annuleMotif: motif, annulePar: actor.id }).where(and(eq(medicalDocuments.id, id), isNull(medicalDocuments.annuleAt)));
    const [row] = await tx.select(listColumns).from(medicalDocuments).innerJoin(staffUsers, eq(staffUsers.id, medicalDocuments.medecinId)).where(eq(medicalDocuments.id, id));
    await recordAuditEvent(tx, audit, { action: "document.cancel", targetType: "patient", targetId: current.patientId, details: { documentId: id, numero: row!.numero } });
    return {
      id,
      type: row!.type,
      modele: row!.modele,
      titre: documentTitle(row!),
      numero: row!.numero,
      format: row!.format,
      emisAt: row!.emisAt.toISOString(),
      medecin: { id: row!.medecinId, nom: row!.medecinNom, prenom: row!.medecinPrenom },
      impressions: row!.impressions,
      annuleAt: row!.annuleAt?.toISOString() ?? null,
      annuleMotif: row!.annuleMotif,
      imprimable: true,
    };
  });
}

/** A code as the documents print it: 16 random bytes, base64url. Anything else is not looked up. */
const CODE_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/**
 * /verifier/{code} (public): whether such a document was issued, when and by which doctor, and
 * whether it was cancelled; nothing about the patient or the content. Null for an unknown code.
 */
export async function verifyDocument(db: Database, code: string, timeZone: string): Promise<DocumentVerification | null> {
  if (!CODE_PATTERN.test(code)) return null;
  const [row] = await db
    .select({ numero: medicalDocuments.numero, type: medicalDocuments.type, emisAt: medicalDocuments.emisAt, annuleAt: medicalDocuments.annuleAt, nom: staffUsers.nom, prenom: staffUsers.prenom })
    .from(medicalDocuments)
    .innerJoin(staffUsers, eq(staffUsers.id, medicalDocuments.medecinId))
    .where(eq(medicalDocuments.codeVerification, code));
  if (!row) return null;
  return {
    numero: row.numero,
    nature: row.type === "ordonnance" ? "Ordonnance" : "Certificat médical",
    emisLe: formatDisplayDate(todayIn(timeZone, row.emisAt)),
    medecin: `Dr ${row.prenom} ${row.nom}`,
    annule: row.annuleAt !== null,
  };
}

/** Whether the QR code's address is one a phone outside the practice cannot reach (the staff screen warns). */
export function isLocalAddress(siteUrl: string): boolean {
  let host: string;
  try {
    host = new URL(siteUrl).hostname.toLowerCase().replace(/^\[|\]$/g, "");
  } catch {
    return true;
  }
  if (host === "localhost" || host.endsWith(".localhost") || host.endsWith(".local") || host === "::1" || host === "0.0.0.0") return true;
  if (/^127\./.test(host) || /^10\./.test(host) || /^192\.168\./.test(host) || /^169\.254\./.test(host)) return true;
  const private172 = /^172\.(\d+)\./.exec(host);
  if (private172 && Number(private172[1]) >= 16 && Number(private172[1]) <= 31) return true;
  return /^f[cd][0-9a-f]{2}:/.test(host) || /^fe80:/.test(host);
}
