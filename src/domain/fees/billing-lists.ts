import { and, asc, desc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { acts, appointments, invoices, patients, staffUsers, visitTypeActs } from "@/db/schema";
import { addDays, type PlainDate } from "@/calendar/plain-date";
import { startOfDayIn } from "@/calendar/zone";
import { dueSql, liveReceiptSql } from "@/domain/fees/invoice-balance";
import type { UnpaidInvoices, VisitsToBill } from "@/schemas/invoice";

/**
 * The desk's two lists (issue 35, decision 057): visits marked « vu » that have no live receipt
 * (none, or every one fully credited), and receipts with something still due.
 */

export async function listVisitsToBill(db: Database, range: { du: PlainDate; au: PlainDate }, timeZone: string): Promise<VisitsToBill> {
  const live = sql`exists (select 1 from invoices where "invoices"."appointment_id" = "appointments"."id" and ${liveReceiptSql})`;
  const rows = await db
    .select({
      appointmentId: appointments.id,
      dateHeure: appointments.dateHeure,
      motif: appointments.motif,
      visitTypeId: appointments.visitTypeId,
      patient: { id: patients.id, nom: patients.nom, prenom: patients.prenom },
      medecin: { id: staffUsers.id, nom: staffUsers.nom, prenom: staffUsers.prenom },
    })
    .from(appointments)
    .innerJoin(patients, eq(appointments.patientId, patients.id))
    .innerJoin(staffUsers, eq(appointments.medecinId, staffUsers.id))
    .where(
      and(
        eq(appointments.status, "vu"),
        gte(appointments.dateHeure, startOfDayIn(range.du, timeZone)),
        lt(appointments.dateHeure, startOfDayIn(addDays(range.au, 1), timeZone)),
        sql`not ${live}`,
      ),
    )
    .orderBy(desc(appointments.dateHeure))
    .limit(200);
  const proposed = await actsOfVisitTypes(db, [...new Set(rows.flatMap((row) => (row.visitTypeId === null ? [] : [row.visitTypeId])))]);
  return {
    items: rows.map(({ visitTypeId, ...row }) => ({ ...row, dateHeure: row.dateHeure.toISOString(), actesProposes: (visitTypeId !== null && proposed.get(visitTypeId)) || [] })),
  };
}

/** The active acts each visit type's bill starts with, in order: the bill dialog's first lines. */
async function actsOfVisitTypes(db: Database, typeIds: number[]): Promise<Map<number, number[]>> {
  const byType = new Map<number, number[]>();
  if (typeIds.length === 0) return byType;
  const rows = await db
    .select({ visitTypeId: visitTypeActs.visitTypeId, actId: visitTypeActs.actId })
    .from(visitTypeActs)
    .innerJoin(acts, eq(acts.id, visitTypeActs.actId))
    .where(and(inArray(visitTypeActs.visitTypeId, typeIds), eq(acts.actif, true)))
    .orderBy(asc(visitTypeActs.ordre));
  for (const row of rows) byType.set(row.visitTypeId, [...(byType.get(row.visitTypeId) ?? []), row.actId]);
  return byType;
}

export async function listUnpaidInvoices(db: Database): Promise<UnpaidInvoices> {
  const rows = await db
    .select({ id: invoices.id, numero: invoices.numero, jour: invoices.jour, patient: { id: patients.id, nom: patients.nom, prenom: patients.prenom }, total: invoices.totalCentimes, reste: dueSql })
    .from(invoices)
    .innerJoin(patients, eq(invoices.patientId, patients.id))
    .where(and(eq(invoices.serie, "H"), sql`${dueSql} > 0`))
    .orderBy(asc(invoices.jour), asc(invoices.id))
    .limit(200);
  return { items: rows.map((row) => ({ ...row, reste: Number(row.reste) })) };
}
