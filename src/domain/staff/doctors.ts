import { and, asc, eq, isNull } from "drizzle-orm";
import type { Database } from "@/db/client";
import { staffUsers } from "@/db/schema";
import type { StaffRef } from "@/schemas/staff-user";

/**
 * The doctors an appointment can be booked with at the front desk: active MEDECIN accounts.
 * Staff names only, no patient data: not written to the audit trail.
 */
export async function listActiveDoctors(db: Database): Promise<StaffRef[]> {
  return db
    .select({ id: staffUsers.id, nom: staffUsers.nom, prenom: staffUsers.prenom })
    .from(staffUsers)
    .where(and(eq(staffUsers.role, "MEDECIN"), isNull(staffUsers.deletedAt)))
    .orderBy(asc(staffUsers.nom), asc(staffUsers.prenom), asc(staffUsers.id));
}
