import { isDoctor } from "@/domain/staff/doctors";
import type { StaffRole } from "@/schemas/staff-user";

/**
 * Who sees money (issue 35, decision 056):
 * - ADMIN: every doctor's revenue, the journals, the reports;
 * - a doctor (MEDECIN, not admin): their own bills' revenue only (invoices.medecin_id = them);
 * - ASSISTANT: bills, takes payments, sees and closes the day's cash, but no monthly or yearly
 *   figures, no reports, no revenue chart.
 * Every report and chart asks `revenueScope` and filters with it — never the role directly.
 */
export type RevenueScope = { kind: "all" } | { kind: "own"; medecinId: number } | { kind: "none" };

export function revenueScope(account: { id: number; role: StaffRole; estMedecin?: boolean | null }): RevenueScope {
  if (account.role === "ADMIN") return { kind: "all" };
  if (isDoctor(account)) return { kind: "own", medecinId: account.id };
  return { kind: "none" };
}

