import { and, eq, gt } from "drizzle-orm";
import type { Database } from "@/db/client";
import { bookingHolds, staffUsers, visitTypes } from "@/db/schema";
import { publicDoctorName } from "@/domain/booking/visit-types";
import { wallClockText } from "@/calendar/zone";
import type { PublicDoctor } from "@/schemas/booking";

/**
 * A live hold as the booking pages show it (issue 33): what is held, with whom, and until when,
 * as wall-clock times of the practice. Read by its id, which only its visitor has (an unguessable
 * UUID given in the answer to their own POST); nothing about any patient.
 */
export type HeldSlot = {
  id: string;
  typeId: number;
  libelleFr: string;
  libelleAr: string;
  dureeMinutes: number;
  instructionsFr: string | null;
  instructionsAr: string | null;
  medecin: PublicDoctor;
  /** YYYY-MM-DDTHH:MM, wall-clock. */
  debut: string;
  /** HH:MM, wall-clock. */
  expiresAt: string;
};

/** The hold `id` while it is alive at `now`; null once it expired, was booked or never existed. */
export async function readHeldSlot(db: Database, id: string, clock: { now: Date; timeZone: string }): Promise<HeldSlot | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
  const [row] = await db
    .select({
      id: bookingHolds.id,
      typeId: bookingHolds.visitTypeId,
      debut: bookingHolds.debut,
      expiresAt: bookingHolds.expiresAt,
      medecinId: bookingHolds.medecinId,
      medecinNom: staffUsers.nom,
      medecinPrenom: staffUsers.prenom,
      libelleFr: visitTypes.libelleFr,
      libelleAr: visitTypes.libelleAr,
      dureeMinutes: visitTypes.dureeMinutes,
      instructionsFr: visitTypes.instructionsFr,
      instructionsAr: visitTypes.instructionsAr,
    })
    .from(bookingHolds)
    .innerJoin(staffUsers, eq(staffUsers.id, bookingHolds.medecinId))
    .innerJoin(visitTypes, eq(visitTypes.id, bookingHolds.visitTypeId))
    .where(and(eq(bookingHolds.id, id), gt(bookingHolds.expiresAt, clock.now)))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    typeId: row.typeId,
    libelleFr: row.libelleFr,
    libelleAr: row.libelleAr,
    dureeMinutes: row.dureeMinutes,
    instructionsFr: row.instructionsFr,
    instructionsAr: row.instructionsAr,
    medecin: { id: row.medecinId, nom: publicDoctorName({ nom: row.medecinNom, prenom: row.medecinPrenom }) },
    debut: wallClockText(row.debut, clock.timeZone),
    expiresAt: wallClockText(row.expiresAt, clock.timeZone).slice(11),
  };
}
