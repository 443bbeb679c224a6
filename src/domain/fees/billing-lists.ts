import { and, asc, desc, eq, gte, lt, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { appointments, invoices, patients, staffUsers } from "@/db/schema";
import { addDays, type PlainDate } from "@/calendar/plain-date";
import { startOfDayIn } from "@/calendar/zone";
import type { UnpaidInvoices, VisitsToBill } from "@/schemas/invoice";

/**
 * The desk's two lists (issue 35, decision 057): visits marked « vu » that have no live receipt
 * (none, or every one fully credited), and receipts with something still due.
 */

/** The balance of a receipt in SQL: total + its credit notes − payments on it and on its credit notes. */
const due = sql<string>`"invoices"."total_centimes"
  + coalesce((select sum(c.total_centimes) from invoices c where c.facture_origine_id = "invoices"."id"), 0)
  - coalesce((select sum(p.montant_centimes) from payments p where p.invoice_id = "invoices"."id" or p.invoice_id in (select c.id from invoices c where c.facture_origine_id = "invoices"."id")), 0)`;

export async function listVisitsToBill(db: Database, range: { du: PlainDate; au: PlainDate }, timeZone: string): Promise<VisitsToBill> {
  const live = sql`exists (select 1 from invoices i where i.appointment_id = "appointments"."id" and i.serie = 'H'
    and (i.total_centimes = 0 or i.total_centimes + coalesce((select sum(c.total_centimes) from invoices c where c.facture_origine_id = i.id), 0) > 0))`;
  const rows = await db
    .select({
      appointmentId: appointments.id,
      dateHeure: appointments.dateHeure,
      motif: appointments.motif,
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
  return { items: rows.map((row) => ({ ...row, dateHeure: row.dateHeure.toISOString() })) };
}

export async function listUnpaidInvoices(db: Database): Promise<UnpaidInvoices> {
  const rows = await db
    .select({ id: invoices.id, numero: invoices.numero, jour: invoices.jour, patient: { id: patients.id, nom: patients.nom, prenom: patients.prenom }, total: invoices.totalCentimes, reste: due })
    .from(invoices)
    .innerJoin(patients, eq(invoices.patientId, patients.id))
    .where(and(eq(invoices.serie, "H"), sql`${due} > 0`))
    .orderBy(asc(invoices.jour), asc(invoices.id))
    .limit(200);
  return { items: rows.map((row) => ({ ...row, reste: Number(row.reste) })) };
}
