import { and, between, eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "@/db/client";
import { invoiceLines, invoices, payments, staffUsers } from "@/db/schema";
import type { PlainDate } from "@/calendar/plain-date";
import { forbidden } from "@/domain/errors";
import type { RevenueScope } from "@/domain/fees/money-access";

/**
 * Revenue by month (decision 058). `acte` and `medecin` are billed revenue (invoices by their
 * `jour`, credit notes negative); `acte` adds a "Remises" row so its total equals `medecin`'s.
 * `mode` is received revenue (payments by their `jour`, refunds negative). Scoped by
 * `revenueScope`: ADMIN all, a doctor their own bills, ASSISTANT refused.
 */

export type RevenueView = "acte" | "medecin" | "mode";
export type RevenueRow = { mois: string; cle: string; libelle: string; montant: number };
export type Revenue = {
  du: PlainDate;
  au: PlainDate;
  par: RevenueView;
  lignes: RevenueRow[];
  totauxParMois: { mois: string; montant: number }[];
  totauxParAnnee: { annee: string; montant: number }[];
  total: number;
};

const modeLabels: Record<string, string> = { especes: "Espèces", cheque: "Chèque", carte: "Carte", virement: "Virement" };

export async function revenueReport(db: Database, scope: RevenueScope, query: { du: PlainDate; au: PlainDate; par: RevenueView }): Promise<Revenue> {
  if (scope.kind === "none") throw forbidden("Les recettes sont réservées à l'administrateur et aux médecins.");
  const own: SQL | undefined = scope.kind === "own" ? eq(invoices.medecinId, scope.medecinId) : undefined;
  let lignes: RevenueRow[];
  if (query.par === "mode") {
    const month = sql<string>`to_char(${payments.jour}, 'YYYY-MM')`;
    const rows = await db
      .select({ mois: month, cle: payments.mode, montant: sql<number>`sum(${payments.montantCentimes})::int` })
      .from(payments)
      .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
      .where(and(between(payments.jour, query.du, query.au), own))
      .groupBy(month, payments.mode);
    lignes = rows.map((row) => ({ mois: row.mois, cle: row.cle, libelle: modeLabels[row.cle] ?? row.cle, montant: Number(row.montant) }));
  } else {
    const month = sql<string>`to_char(${invoices.jour}, 'YYYY-MM')`;
    const inPeriod = and(between(invoices.jour, query.du, query.au), own);
    if (query.par === "medecin") {
      const rows = await db
        .select({ mois: month, id: staffUsers.id, nom: staffUsers.nom, prenom: staffUsers.prenom, montant: sql<number>`sum(${invoices.totalCentimes})::int` })
        .from(invoices)
        .innerJoin(staffUsers, eq(staffUsers.id, invoices.medecinId))
        .where(inPeriod)
        .groupBy(month, staffUsers.id, staffUsers.nom, staffUsers.prenom);
      lignes = rows.map((row) => ({ mois: row.mois, cle: String(row.id), libelle: `Dr ${row.prenom} ${row.nom}`, montant: Number(row.montant) }));
    } else {
      const rows = await db
        .select({ mois: month, cle: invoiceLines.code, libelle: sql<string>`min(${invoiceLines.libelle})`, montant: sql<number>`sum(${invoiceLines.montantCentimes})::int` })
        .from(invoiceLines)
        .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
        .where(inPeriod)
        .groupBy(month, invoiceLines.code);
      const discounts = await db
        .select({ mois: month, montant: sql<number>`sum(${invoices.remiseCentimes})::int` })
        .from(invoices)
        .where(and(inPeriod, sql`${invoices.remiseCentimes} <> 0`))
        .groupBy(month);
      lignes = [
        ...rows.map((row) => ({ mois: row.mois, cle: row.cle, libelle: row.libelle, montant: Number(row.montant) })),
        ...discounts.map((row) => ({ mois: row.mois, cle: "REMISE", libelle: "Remises", montant: -Number(row.montant) })),
      ];
    }
  }
  lignes.sort((a, b) => a.mois.localeCompare(b.mois) || a.cle.localeCompare(b.cle));
  const byMonth = new Map<string, number>();
  const byYear = new Map<string, number>();
  for (const row of lignes) {
    byMonth.set(row.mois, (byMonth.get(row.mois) ?? 0) + row.montant);
    byYear.set(row.mois.slice(0, 4), (byYear.get(row.mois.slice(0, 4)) ?? 0) + row.montant);
  }
  return {
    ...query,
    lignes,
    totauxParMois: [...byMonth].map(([mois, montant]) => ({ mois, montant })),
    totauxParAnnee: [...byYear].map(([annee, montant]) => ({ annee, montant })),
    total: lignes.reduce((sum, row) => sum + row.montant, 0),
  };
}
