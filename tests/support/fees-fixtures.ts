import { sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { invoiceLines, invoices, payments } from "@/db/schema";
import type { PlainDate } from "@/calendar/plain-date";

/** Receipts, credit notes and payments written straight into the tables (the invoices API is built elsewhere). */

let rang = 0;

export async function insertInvoice(
  db: Database,
  fields: { serie?: "H" | "A"; patientId: number; medecinId: number; emisPar: number; jour: PlainDate; lignes: { code: string; libelle: string; montant: number }[]; factureOrigineId?: number },
) {
  const serie = fields.serie ?? "H";
  const n = ++rang;
  const total = fields.lignes.reduce((sum, line) => sum + line.montant, 0);
  const [row] = await db
    .insert(invoices)
    .values({
      serie,
      numero: `${serie}${fields.jour.slice(0, 4)}-${String(n).padStart(6, "0")}`,
      annee: Number(fields.jour.slice(0, 4)),
      rang: n,
      patientId: fields.patientId,
      medecinId: fields.medecinId,
      factureOrigineId: fields.factureOrigineId ?? null,
      motif: serie === "A" ? "Avoir de test" : null,
      totalCentimes: total,
      jour: fields.jour,
      emisAt: new Date(`${fields.jour}T09:00:00Z`),
      emisPar: fields.emisPar,
      contenu: {},
      empreinte: "e".repeat(64),
    })
    .returning();
  await db.insert(invoiceLines).values(fields.lignes.map((line, ordre) => ({ invoiceId: row!.id, code: line.code, libelle: line.libelle, montantCentimes: line.montant, ordre })));
  return row!;
}

export async function insertPayment(
  db: Database,
  fields: { invoiceId: number; mode: "especes" | "cheque" | "carte" | "virement"; montant: number; jour: PlainDate; recuPar: number; reference?: string; heure?: string },
) {
  const [row] = await db
    .insert(payments)
    .values({
      invoiceId: fields.invoiceId,
      mode: fields.mode,
      montantCentimes: fields.montant,
      reference: fields.reference ?? (fields.mode === "cheque" ? "CHQ 0001" : null),
      jour: fields.jour,
      recuAt: new Date(`${fields.jour}T${fields.heure ?? "10:00"}:00Z`),
      recuPar: fields.recuPar,
    })
    .returning();
  return row!;
}

/** Empties the money tables between tests of one file. */
export async function clearFees(db: Database) {
  for (const statement of [sql`delete from payments`, sql`delete from invoice_lines`, sql`update invoices set facture_origine_id = null`, sql`delete from invoices`, sql`delete from cash_days`]) await db.execute(statement);
}
