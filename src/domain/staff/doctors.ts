import { and, asc, eq, isNull, or, type SQL } from "drizzle-orm";
import type { Database } from "@/db/client";
import { staffUsers } from "@/db/schema";
import type { StaffRef, StaffRole } from "@/schemas/staff-user";

/**
 * Who is a doctor (decision 036): a MEDECIN, or an ADMIN who consults (the account's flag, set by
 * an admin). The one question the agenda, the bookings and the consultation's rules ask — never
 * "role = MEDECIN". `role` itself stays one of the spec's three values.
 */
export function isDoctor(account: { role: StaffRole; estMedecin?: boolean | null }): boolean {
  return account.role === "MEDECIN" || (account.role === "ADMIN" && account.estMedecin === true);
}

/** `isDoctor` as a condition on staff_users, for queries. */
export function doctorCondition(): SQL {
  return or(eq(staffUsers.role, "MEDECIN"), and(eq(staffUsers.role, "ADMIN"), eq(staffUsers.estMedecin, true)))!;
}

/** The roles a token lists (its `roles` claim): the account's role, and MEDECIN beside an ADMIN who consults. */
export function tokenRoles(account: { role: StaffRole; estMedecin?: boolean | null }): StaffRole[] {
  return account.role !== "MEDECIN" && isDoctor(account) ? [account.role, "MEDECIN"] : [account.role];
}

/**
 * The doctors an appointment can be booked with at the front desk: active doctors.
 * Staff names only, no patient data: not written to the audit trail.
 */
export async function listActiveDoctors(db: Database): Promise<StaffRef[]> {
  return db
    .select({ id: staffUsers.id, nom: staffUsers.nom, prenom: staffUsers.prenom })
    .from(staffUsers)
    .where(and(doctorCondition(), isNull(staffUsers.deletedAt)))
    .orderBy(asc(staffUsers.nom), asc(staffUsers.prenom), asc(staffUsers.id));
}
