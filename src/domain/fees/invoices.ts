import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { acts, appointments, invoiceLines, invoices, patients, payments, staffUsers } from "@/db/schema";
import { todayIn } from "@/calendar/zone";
import { recordAuditEvent, type AuditContext } from "@/domain/audit/audit-log";
import { canonicalJson, type PracticeLetterhead } from "@/domain/documents/medical-documents";
import { documentYear } from "@/domain/documents/numbering";
import { conflict, DomainError, notFound } from "@/domain/errors";
import { lockOpenCashDay } from "@/domain/fees/cash-day-lock";
import { creditedSql, dueSql, liveReceiptSql, paidSql } from "@/domain/fees/invoice-balance";
import { takeInvoiceNumber } from "@/domain/fees/invoice-numbering";
import { isDoctor } from "@/domain/staff/doctors";
import { createHash } from "node:crypto";
import { formatDirhams } from "@/schemas/act";
import { type CreditNoteValues, type Invoice, invoiceMessages, type InvoiceValues, type IssuedInvoice, type PaymentValues } from "@/schemas/invoice";
import type { StaffUser } from "@/schemas/staff-user";

/**
 * Receipts and credit notes (issue 35, decisions 056 and 057). A receipt is issued in one
 * transaction that takes the series' next number, copies the acts from the catalogue, freezes
 * what its PDF prints (with a SHA-256) and takes its first payments through the cash-day lock. It
 * is never changed afterwards: a correction is a credit note (series A, negative) referring to it.
 */

/** The practice's identifiers a receipt prints (PRACTICE_IF, PRACTICE_ICE; null when unset). */
export type PracticeFiscalIds = { identifiantFiscal: string | null; ice: string | null };

/** Everything a receipt's or a credit note's PDF prints, frozen at issue (invoices.contenu). */
export type FrozenInvoice = {
  version: 1;
  serie: "H" | "A";
  numero: string;
  emisAt: string;
  date: string;
  lieu: string;
  medecin: { nom: string; prenom: string; specialite: string; inpe: string | null; titres: string | null };
  cabinet: { adresse: string; telephone: string; urgence: string; email: string; identifiantFiscal: string | null; ice: string | null };
  patient: { nom: string; prenom: string; cin: string | null };
  /** `tarifReference`: the TNR fee the AMO refunds on (absent on receipts issued before it was printed). */
  lignes: { code: string; libelle: string; lettreCle: string | null; coefficient: number | null; montant: number; tarifReference?: number | null }[];
  remise: number;
  remiseMotif: string | null;
  total: number;
  /** A credit note's original and reason. */
  origine: { numero: string; motif: string } | null;
};

const invalid = (message: string, field: string) => new DomainError("VALIDATION", message, { [field]: message });

function fingerprint(content: FrozenInvoice): string {
  return createHash("sha256").update(canonicalJson(content)).digest("hex");
}

async function doctorOf(tx: Database, id: number) {
  const [doctor] = await tx
    .select({ id: staffUsers.id, nom: staffUsers.nom, prenom: staffUsers.prenom, role: staffUsers.role, estMedecin: staffUsers.estMedecin, deletedAt: staffUsers.deletedAt, specialite: staffUsers.specialite, inpe: staffUsers.inpe, titres: staffUsers.titres })
    .from(staffUsers)
    .where(eq(staffUsers.id, id));
  if (!doctor || doctor.deletedAt !== null || !isDoctor(doctor)) throw invalid(invoiceMessages.doctorUnknown, "medecinId");
  return doctor;
}

/** A receipt's sums (invoice-balance.ts): what was paid, what its credit notes took off, what is still due. */
async function balanceOf(tx: Database, invoiceId: number): Promise<{ paye: number; avoirs: number; reste: number }> {
  const [row] = await tx.select({ paye: paidSql, avoirs: creditedSql, reste: dueSql }).from(invoices).where(eq(invoices.id, invoiceId));
  return { paye: Number(row!.paye), avoirs: Number(row!.avoirs), reste: Number(row!.reste) };
}

async function insertPayment(tx: Database, invoiceId: number, payment: PaymentValues, sign: 1 | -1, actor: StaffUser, now: Date, timeZone: string) {
  const jour = todayIn(timeZone, now);
  await lockOpenCashDay(tx, jour);
  const [row] = await tx
    .insert(payments)
    .values({ invoiceId, mode: payment.mode, montantCentimes: sign * payment.montant, reference: payment.reference ?? null, jour, recuAt: now, recuPar: actor.id })
    .returning({ id: payments.id });
  return row!.id;
}

/**
 * POST /api/invoices (any staff member): bills a visit (or a patient seen without an appointment),
 * with its first payments. The acts are the active catalogue's, at the amounts the desk typed.
 */
export async function issueInvoice(
  db: Database,
  input: InvoiceValues,
  actor: StaffUser,
  audit: AuditContext,
  practice: PracticeLetterhead & PracticeFiscalIds,
  now: Date,
): Promise<IssuedInvoice> {
  return db.transaction(async (tx) => {
    let patientId = input.patientId;
    let medecinId = input.medecinId;
    if (input.appointmentId !== undefined) {
      // The appointment's row lock: two desks billing one visit at once take turns, the second sees the first's receipt.
      const [appointment] = await tx
        .select({ id: appointments.id, patientId: appointments.patientId, medecinId: appointments.medecinId, status: appointments.status })
        .from(appointments)
        .where(eq(appointments.id, input.appointmentId))
        .for("update");
      if (!appointment) throw notFound(invoiceMessages.appointmentNotFound);
      if (appointment.status === "annule" || appointment.status === "absent") throw conflict(invoiceMessages.notBillable);
      const live = await liveReceiptOf(tx, appointment.id);
      if (live) throw conflict(invoiceMessages.alreadyBilled(live));
      patientId = appointment.patientId;
      medecinId ??= appointment.medecinId;
    }
    if (medecinId === undefined) {
      if (!isDoctor(actor)) throw invalid(invoiceMessages.doctorRequired, "medecinId");
      medecinId = actor.id;
    }
    const [patient] = await tx.select({ id: patients.id, nom: patients.nom, prenom: patients.prenom, cin: patients.cin, mergedIntoId: patients.mergedIntoId }).from(patients).where(eq(patients.id, patientId!));
    if (!patient) throw notFound(invoiceMessages.patientNotFound);
    if (patient.mergedIntoId !== null) throw conflict(`Ce dossier a été fusionné dans le dossier n° ${patient.mergedIntoId} : facturez depuis celui-ci.`);
    const doctor = await doctorOf(tx, medecinId);

    const actIds = [...new Set(input.lignes.map((line) => line.actId))];
    const catalogue = await tx.select().from(acts).where(and(inArray(acts.id, actIds), eq(acts.actif, true)));
    const byId = new Map(catalogue.map((act) => [act.id, act]));
    const lines = input.lignes.map((line, index) => {
      const act = byId.get(line.actId);
      if (!act) throw invalid(invoiceMessages.actNotFound, `lignes.${index}.actId`);
      return { act, montant: line.montant };
    });
    const gross = lines.reduce((sum, line) => sum + line.montant, 0);
    const remise = input.remise?.montant ?? 0;
    if (remise > gross) throw invalid(invoiceMessages.discountTooLarge, "remise.montant");
    const total = gross - remise;
    const paid = input.paiements.reduce((sum, payment) => sum + payment.montant, 0);
    if (paid > total) throw invalid(invoiceMessages.overpaid(formatDirhams(total)), "paiements");

    const { annee, rang, numero } = await takeInvoiceNumber(tx, "H", documentYear(now, practice.timeZone));
    const jour = todayIn(practice.timeZone, now);
    const content: FrozenInvoice = {
      version: 1,
      serie: "H",
      numero,
      emisAt: now.toISOString(),
      date: jour,
      lieu: practice.ville,
      medecin: { nom: doctor.nom, prenom: doctor.prenom, specialite: doctor.specialite ?? practice.specialite, inpe: doctor.inpe, titres: doctor.titres },
      cabinet: { adresse: practice.adresse, telephone: practice.telephone, urgence: practice.urgence, email: practice.email, identifiantFiscal: practice.identifiantFiscal, ice: practice.ice },
      patient: { nom: patient.nom, prenom: patient.prenom, cin: patient.cin },
      lignes: lines.map(({ act, montant }) => ({ code: act.code, libelle: act.libelle, lettreCle: act.lettreCle, coefficient: act.coefficient, montant, tarifReference: act.tarifReferenceCentimes })),
      remise,
      remiseMotif: input.remise?.motif ?? null,
      total,
      origine: null,
    };
    const [row] = await tx
      .insert(invoices)
      .values({
        serie: "H",
        numero,
        annee,
        rang,
        patientId: patient.id,
        appointmentId: input.appointmentId ?? null,
        medecinId: doctor.id,
        remiseCentimes: remise,
        remiseMotif: input.remise?.motif ?? null,
        totalCentimes: total,
        assureurId: input.assureurId ?? null,
        jour,
        emisAt: now,
        emisPar: actor.id,
        contenu: content,
        empreinte: fingerprint(content),
      })
      .returning({ id: invoices.id });
    const invoiceId = row!.id;
    await tx.insert(invoiceLines).values(
      lines.map(({ act, montant }, ordre) => ({
        invoiceId,
        actId: act.id,
        code: act.code,
        libelle: act.libelle,
        lettreCle: act.lettreCle,
        coefficient: act.coefficient,
        montantCentimes: montant,
        tarifReferenceCentimes: act.tarifReferenceCentimes,
        ordre,
      })),
    );
    for (const payment of input.paiements) await insertPayment(tx, invoiceId, payment, 1, actor, now, practice.timeZone);
    await recordAuditEvent(tx, audit, { action: "invoice.issue", targetType: "patient", targetId: patient.id, details: { invoiceId, numero, paiements: input.paiements.length } });
    return { id: invoiceId, numero, total, reste: total - paid };
  });
}

/** The appointment's receipt that no credit note fully cancelled, if any (its number). */
async function liveReceiptOf(tx: Database, appointmentId: number): Promise<string | null> {
  const [row] = await tx.select({ numero: invoices.numero }).from(invoices).where(and(eq(invoices.appointmentId, appointmentId), liveReceiptSql)).limit(1);
  return row?.numero ?? null;
}

async function lockedInvoice(tx: Database, id: number) {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for("update");
  if (!row) throw notFound(invoiceMessages.notFound);
  return row;
}

/** POST /api/invoices/{id}/payments (any staff member): a further part, never more than what is due. */
export async function addPayment(db: Database, id: number, payment: PaymentValues, actor: StaffUser, audit: AuditContext, timeZone: string, now: Date): Promise<IssuedInvoice> {
  return db.transaction(async (tx) => {
    const invoice = await lockedInvoice(tx, id);
    if (invoice.serie !== "H") throw conflict(invoiceMessages.paymentOnCreditNote);
    const { reste } = await balanceOf(tx, id);
    if (payment.montant > reste) throw invalid(invoiceMessages.overpaid(formatDirhams(reste)), "montant");
    const paymentId = await insertPayment(tx, id, payment, 1, actor, now, timeZone);
    await recordAuditEvent(tx, audit, { action: "invoice.payment", targetType: "patient", targetId: invoice.patientId, details: { invoiceId: id, numero: invoice.numero, paymentId, mode: payment.mode } });
    return { id, numero: invoice.numero, total: invoice.totalCentimes, reste: reste - payment.montant };
  });
}

/**
 * POST /api/invoices/{id}/credit-notes (any staff member): an avoir of the whole receipt, or of some
 * of its lines at amounts up to theirs, never beyond what remains of it once earlier credit notes
 * are counted. The original is not touched. A refund, when given, is a negative payment on today's
 * cash day, up to what the patient paid.
 */
export async function issueCreditNote(
  db: Database,
  id: number,
  input: CreditNoteValues,
  actor: StaffUser,
  audit: AuditContext,
  practice: PracticeLetterhead & PracticeFiscalIds,
  now: Date,
): Promise<IssuedInvoice> {
  return db.transaction(async (tx) => {
    const original = await lockedInvoice(tx, id);
    if (original.serie !== "H") throw conflict(invoiceMessages.creditNoteOfCreditNote);
    const originalLines = await tx.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, id)).orderBy(asc(invoiceLines.ordre));
    const { paye, avoirs } = await balanceOf(tx, id);
    const remaining = original.totalCentimes + avoirs;
    let lines: { line: (typeof originalLines)[number]; montant: number }[];
    if (input.lignes) {
      lines = input.lignes.map((wanted, index) => {
        const line = originalLines.find((candidate) => candidate.id === wanted.ligneId);
        if (!line) throw invalid(invoiceMessages.lineUnknown, `lignes.${index}.ligneId`);
        if (wanted.montant > line.montantCentimes) throw invalid(invoiceMessages.creditTooLarge, `lignes.${index}.montant`);
        return { line, montant: wanted.montant };
      });
    } else {
      // The whole of what remains, spread over the lines in order (the discount already taken off).
      let left = remaining;
      lines = originalLines.map((line) => {
        const montant = Math.min(line.montantCentimes, left);
        left -= montant;
        return { line, montant };
      });
      lines = lines.filter((line) => line.montant > 0);
    }
    const credit = lines.reduce((sum, line) => sum + line.montant, 0);
    if (credit <= 0 || credit > remaining) throw invalid(invoiceMessages.creditTooLarge, "lignes");
    if (input.remboursement && input.remboursement.montant > paye) throw invalid(invoiceMessages.refundTooLarge, "remboursement.montant");

    const { annee, rang, numero } = await takeInvoiceNumber(tx, "A", documentYear(now, practice.timeZone));
    const frozen = original.contenu as FrozenInvoice;
    const content: FrozenInvoice = {
      ...frozen,
      serie: "A",
      numero,
      emisAt: now.toISOString(),
      date: todayIn(practice.timeZone, now),
      lignes: lines.map(({ line, montant }) => ({ code: line.code, libelle: line.libelle, lettreCle: line.lettreCle, coefficient: line.coefficient, montant: -montant })),
      remise: 0,
      remiseMotif: null,
      total: -credit,
      origine: { numero: original.numero, motif: input.motif },
    };
    const [row] = await tx
      .insert(invoices)
      .values({
        serie: "A",
        numero,
        annee,
        rang,
        patientId: original.patientId,
        appointmentId: original.appointmentId,
        medecinId: original.medecinId,
        factureOrigineId: original.id,
        motif: input.motif,
        totalCentimes: -credit,
        assureurId: original.assureurId,
        jour: content.date,
        emisAt: now,
        emisPar: actor.id,
        contenu: content,
        empreinte: fingerprint(content),
      })
      .returning({ id: invoices.id });
    const creditId = row!.id;
    await tx.insert(invoiceLines).values(
      lines.map(({ line, montant }, ordre) => ({
        invoiceId: creditId,
        actId: line.actId,
        code: line.code,
        libelle: line.libelle,
        lettreCle: line.lettreCle,
        coefficient: line.coefficient,
        montantCentimes: -montant,
        tarifReferenceCentimes: line.tarifReferenceCentimes,
        ordre,
      })),
    );
    if (input.remboursement) await insertPayment(tx, creditId, input.remboursement, -1, actor, now, practice.timeZone);
    await recordAuditEvent(tx, audit, {
      action: "invoice.credit_note",
      targetType: "patient",
      targetId: original.patientId,
      details: { invoiceId: creditId, numero, origine: original.numero },
    });
    return { id: creditId, numero, total: -credit, reste: 0 };
  });
}

/** GET /api/invoices/{id} (any staff member): the bill, its payments, its credit notes and its balance. */
export async function readInvoice(db: Database, id: number): Promise<Invoice> {
  const [row] = await db
    .select({ invoice: invoices, patient: { id: patients.id, nom: patients.nom, prenom: patients.prenom }, medecin: { id: staffUsers.id, nom: staffUsers.nom, prenom: staffUsers.prenom } })
    .from(invoices)
    .innerJoin(patients, eq(invoices.patientId, patients.id))
    .innerJoin(staffUsers, eq(invoices.medecinId, staffUsers.id))
    .where(eq(invoices.id, id));
  if (!row) throw notFound(invoiceMessages.notFound);
  const { invoice } = row;
  const lines = await db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, id)).orderBy(asc(invoiceLines.ordre));
  const paid = await db.select().from(payments).where(eq(payments.invoiceId, id)).orderBy(asc(payments.recuAt), asc(payments.id));
  const credits = await db.select({ id: invoices.id, numero: invoices.numero, total: invoices.totalCentimes }).from(invoices).where(eq(invoices.factureOrigineId, id)).orderBy(asc(invoices.id));
  const [origin] = invoice.factureOrigineId ? await db.select({ id: invoices.id, numero: invoices.numero }).from(invoices).where(eq(invoices.id, invoice.factureOrigineId)) : [];
  const balance = invoice.serie === "H" ? await balanceOf(db, id) : { paye: paid.reduce((sum, payment) => sum + payment.montantCentimes, 0), reste: 0 };
  return {
    id,
    serie: invoice.serie,
    numero: invoice.numero,
    jour: invoice.jour,
    emisLe: invoice.emisAt.toISOString(),
    patient: row.patient,
    medecin: row.medecin,
    appointmentId: invoice.appointmentId,
    lignes: lines.map((line) => ({ id: line.id, code: line.code, libelle: line.libelle, lettreCle: line.lettreCle, coefficient: line.coefficient, montant: line.montantCentimes, tarifReference: line.tarifReferenceCentimes })),
    remise: invoice.remiseCentimes,
    remiseMotif: invoice.remiseMotif,
    total: invoice.totalCentimes,
    paye: balance.paye,
    reste: balance.reste,
    paiements: paid.map((payment) => ({ id: payment.id, mode: payment.mode, montant: payment.montantCentimes, reference: payment.reference, jour: payment.jour, recuLe: payment.recuAt.toISOString() })),
    avoirs: credits,
    factureOrigine: origin ?? null,
    impressions: invoice.impressions,
  };
}

/** What a receipt's PDF is drawn from: its frozen content, whether it is a duplicate, what is still due. */
export type InvoicePrint = { content: FrozenInvoice; duplicata: boolean; paiements: { mode: string; montant: number; reference: string | null }[]; paye: number; reste: number; fileName: string };

/** GET /api/invoices/{id}/pdf (any staff member): counts the print; every print after the first is a DUPLICATA. */
export async function printInvoice<T>(db: Database, id: number, audit: AuditContext, render: (print: InvoicePrint) => Promise<T>): Promise<{ print: InvoicePrint; rendered: T }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(invoices)
      .set({ impressions: sql`${invoices.impressions} + 1` })
      .where(eq(invoices.id, id))
      .returning({ patientId: invoices.patientId, numero: invoices.numero, serie: invoices.serie, contenu: invoices.contenu, impressions: invoices.impressions, total: invoices.totalCentimes });
    if (!row) throw notFound(invoiceMessages.notFound);
    const paid = await tx.select({ mode: payments.mode, montant: payments.montantCentimes, reference: payments.reference }).from(payments).where(eq(payments.invoiceId, id)).orderBy(asc(payments.id));
    const balance = row.serie === "H" ? await balanceOf(tx, id) : { paye: paid.reduce((sum, payment) => sum + payment.montant, 0), reste: 0 };
    const duplicata = row.impressions > 1;
    await recordAuditEvent(tx, audit, { action: "invoice.print", targetType: "patient", targetId: row.patientId, details: { invoiceId: id, numero: row.numero, duplicata } });
    const kind = row.serie === "H" ? "recu" : "avoir";
    const print: InvoicePrint = { content: row.contenu as FrozenInvoice, duplicata, paiements: paid, paye: balance.paye, reste: balance.reste, fileName: `${kind}-${row.numero}${duplicata ? "-duplicata" : ""}.pdf` };
    return { print, rendered: await render(print) };
  });
}
