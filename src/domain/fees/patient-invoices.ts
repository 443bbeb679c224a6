import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "@/db/client";
import { invoices, patients, staffUsers } from "@/db/schema";
import { recordAuditEvent, type AuditContext } from "@/domain/audit/audit-log";
import { notFound } from "@/domain/errors";
import { creditedSql, dueSql, paidSql } from "@/domain/fees/invoice-balance";
import { invoiceMessages, type InvoiceStatus, type PatientInvoices } from "@/schemas/invoice";

/**
 * GET /api/invoices?patientId=N (any staff member, as one receipt is; issue 35): the patient's
 * receipts and credit notes, newest first, each with its balance (invoice-balance.ts), its credit
 * notes or its receipt, and where it stands. The patient's money was viewed: audited as invoice.list.
 */
export async function listPatientInvoices(db: Database, patientId: number, audit: AuditContext): Promise<PatientInvoices> {
  const [patient] = await db.select({ id: patients.id }).from(patients).where(eq(patients.id, patientId));
  if (!patient) throw notFound(invoiceMessages.patientNotFound);
  const origin = alias(invoices, "origin");
  const rows = await db
    .select({
      id: invoices.id,
      serie: invoices.serie,
      numero: invoices.numero,
      jour: invoices.jour,
      medecin: { id: staffUsers.id, nom: staffUsers.nom, prenom: staffUsers.prenom },
      total: invoices.totalCentimes,
      paye: paidSql,
      avoirs: creditedSql,
      reste: dueSql,
      origineId: origin.id,
      origineNumero: origin.numero,
    })
    .from(invoices)
    .innerJoin(staffUsers, eq(invoices.medecinId, staffUsers.id))
    .leftJoin(origin, eq(invoices.factureOrigineId, origin.id))
    .where(eq(invoices.patientId, patientId))
    .orderBy(desc(invoices.emisAt), desc(invoices.id));
  const receiptIds = rows.filter((row) => row.serie === "H").map((row) => row.id);
  const credits =
    receiptIds.length === 0
      ? []
      : await db
          .select({ id: invoices.id, numero: invoices.numero, total: invoices.totalCentimes, origineId: invoices.factureOrigineId })
          .from(invoices)
          .where(and(eq(invoices.serie, "A"), inArray(invoices.factureOrigineId, receiptIds)))
          .orderBy(asc(invoices.id));
  const items = rows.map((row) => {
    const receipt = row.serie === "H";
    const credited = Number(row.avoirs);
    const reste = receipt ? Number(row.reste) : 0;
    // A receipt whose credit notes took all of it is cancelled, whatever was refunded.
    const statut: InvoiceStatus = !receipt ? "avoir" : row.total > 0 && row.total + credited <= 0 ? "annule" : reste > 0 ? "a_regler" : "acquitte";
    return {
      id: row.id,
      serie: row.serie,
      numero: row.numero,
      jour: row.jour,
      medecin: row.medecin,
      total: row.total,
      // A receipt's payments net of its credit notes' refunds; a credit note's own refunds (negative).
      paye: Number(row.paye),
      reste,
      avoirs: receipt ? credits.filter((credit) => credit.origineId === row.id).map(({ id, numero, total }) => ({ id, numero, total })) : [],
      factureOrigine: row.origineId !== null && row.origineNumero !== null ? { id: row.origineId, numero: row.origineNumero } : null,
      statut,
    };
  });
  await recordAuditEvent(db, audit, { action: "invoice.list", targetType: "patient", targetId: patientId, details: { nombre: items.length } });
  return { items };
}
