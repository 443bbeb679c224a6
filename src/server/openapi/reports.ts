import { dashboardMessages, dashboardQuery } from "@/schemas/dashboard";
import { periodQuery, revenueQuery } from "@/schemas/revenue";
import { badQuery, type Operation, ref, unauthenticated } from "@/server/openapi/operation";

/** The practice's revenue and the accountant's CSV (issue 35, decision 058). Amounts in centimes of dirham. */

const moneyAccess =
  "ADMIN: every doctor's bills; a doctor (MEDECIN, or an ADMIN marked estMedecin reads all as an admin): their own bills only; ASSISTANT: 403.";

export const reportCalls = {
  revenue: {
    method: "get",
    path: "/api/reports/revenue",
    summary: "Revenue by month between two practice days, by act, by doctor (billed) or by payment mode (received)",
    tag: "Fees",
    access: "staff",
    accessNote: `${moneyAccess} par acte and par médecin: invoices by their day, credit notes negative, discounts as a « Remises » row in par acte; par mode: payments by their day, refunds negative. Audited as report.revenue.`,
    query: revenueQuery,
    success: { status: 200, description: "Rows per month and key, totals per month, per year and overall", schema: ref("Revenue") },
    errors: { ...badQuery, ...unauthenticated, 403: "Les recettes sont réservées à l'administrateur et aux médecins." },
  },
  invoicesCsv: {
    method: "get",
    path: "/api/exports/invoices.csv",
    summary: "The receipts and credit notes of a period as CSV for the accountant (UTF-8 with BOM, `;`, decimal comma)",
    tag: "Fees",
    access: "staff",
    accessNote: `${moneyAccess} One line per receipt or credit note: numéro, date, type, patient, médecin, actes, total, payé, reste, modes, reçu d'origine. Audited as export.invoices_csv.`,
    query: periodQuery,
    success: {
      status: 200,
      description: "The CSV file",
      contentType: "text/csv",
      schema: { type: "string" },
      headers: { "Content-Disposition": { description: "attachment; filename=recus-2026-11-01-2026-11-30.csv", schema: { type: "string" } } },
    },
    errors: { ...badQuery, ...unauthenticated, 403: "Les recettes sont réservées à l'administrateur et aux médecins." },
  },
  dashboard: {
    method: "get",
    path: "/api/reports/dashboard",
    summary: "The practice at a glance: today's appointments, the week's fill rate, no-shows, new patients, requests and revenue",
    tag: "Fees",
    access: "staff",
    accessNote:
      "ADMIN and doctors; ASSISTANT: 403. Appointment, patient and request figures are the practice's; revenue (billed, credit notes negative) is every doctor's for an ADMIN, a doctor's own bills otherwise. `date` (default: today in the practice's time zone) is the day the figures are read for. Audited as report.dashboard (the day only, no patient data).",
    query: dashboardQuery,
    success: { status: 200, description: "The dashboard's figures", schema: ref("Dashboard") },
    errors: { ...badQuery, ...unauthenticated, 403: dashboardMessages.forbidden },
  },
} satisfies Record<string, Operation>;
