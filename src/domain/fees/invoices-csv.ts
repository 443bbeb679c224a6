import { and, asc, between, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "@/db/client";
import { invoices, patients, staffUsers } from "@/db/schema";
import type { PlainDate } from "@/calendar/plain-date";
import { forbidden } from "@/domain/errors";
import { dueSql, paidSql } from "@/domain/fees/invoice-balance";
import type { RevenueScope } from "@/domain/fees/money-access";
import { revenueMessages } from "@/schemas/revenue";

/**
 * The accountant's CSV (issue 35, decision 058): one line per receipt and credit note of a period,
 * as Excel in French opens it — UTF-8 with a BOM, `;` between fields, a decimal comma without
 * thousands separator, CRLF line ends, RFC 4180 quoting, and a cell that a spreadsheet would take
 * for a formula (= + - @ at its start) prefixed with an apostrophe.
 */

const doctor = alias(staffUsers, "doctor");

const header = ["Numéro", "Date", "Type", "Patient", "Médecin", "Actes", "Total (DH)", "Payé (DH)", "Reste (DH)", "Modes de paiement", "Reçu d'origine"];

/** 123450 → "1234,50"; negative amounts keep their sign. */
export function csvAmount(centimes: number): string {
  const sign = centimes < 0 ? "-" : "";
  const value = Math.abs(centimes);
  return `${sign}${Math.trunc(value / 100)},${String(value % 100).padStart(2, "0")}`;
}

export function csvCell(value: string): string {
  const guarded = /^[=+\-@\t\r]/.test(value) && !/^-\d+(,\d+)?$/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

export async function invoicesCsv(db: Database, scope: RevenueScope, period: { du: PlainDate; au: PlainDate }): Promise<string> {
  if (scope.kind === "none") throw forbidden(revenueMessages.forbidden);
  const origin = alias(invoices, "origin");
  const rows = await db
    .select({
      numero: invoices.numero,
      jour: invoices.jour,
      serie: invoices.serie,
      patient: sql<string>`${patients.nom} || ' ' || ${patients.prenom}`,
      medecin: sql<string>`'Dr ' || ${doctor.prenom} || ' ' || ${doctor.nom}`,
      actes: sql<string>`coalesce((select string_agg(l.code, ', ' order by l.ordre) from invoice_lines l where l.invoice_id = ${invoices.id}), '')`,
      total: invoices.totalCentimes,
      paye: paidSql,
      reste: dueSql,
      modes: sql<string>`coalesce((select string_agg(distinct p.mode, ', ') from payments p where p.invoice_id = ${invoices.id}), '')`,
      origine: origin.numero,
    })
    .from(invoices)
    .innerJoin(patients, eq(invoices.patientId, patients.id))
    .innerJoin(doctor, eq(invoices.medecinId, doctor.id))
    .leftJoin(origin, eq(invoices.factureOrigineId, origin.id))
    .where(and(between(invoices.jour, period.du, period.au), scope.kind === "own" ? eq(invoices.medecinId, scope.medecinId) : undefined))
    .orderBy(asc(invoices.jour), asc(invoices.serie), asc(invoices.rang));
  const lines = rows.map((row) => {
    const paid = Number(row.paye);
    const due = row.serie === "H" ? Number(row.reste) : 0;
    const [year, month, day] = row.jour.split("-");
    return [
      row.numero,
      `${day}/${month}/${year}`,
      row.serie === "H" ? "Reçu" : "Avoir",
      row.patient,
      row.medecin,
      row.actes,
      csvAmount(row.total),
      csvAmount(paid),
      csvAmount(due),
      row.modes,
      row.origine ?? "",
    ].map(csvCell);
  });
  return `\uFEFF${[header.map(csvCell), ...lines].map((cells) => cells.join(";")).join("\r\n")}\r\n`;
}
