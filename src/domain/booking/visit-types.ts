import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Database } from "@/db/client";
import { acts, staffUsers, visitTypeActs, visitTypeDoctors, visitTypes } from "@/db/schema";
import { recordAuditEvent, type AuditContext } from "@/domain/audit/audit-log";
import { readBookingSettings } from "@/domain/booking/booking-settings";
import { invalid, notFound } from "@/domain/errors";
import { doctorCondition, listActiveDoctors } from "@/domain/staff/doctors";
import { type BookingType, bookingMessages, type VisitType, type VisitTypeValues } from "@/schemas/booking";

/**
 * Visit types (decision 047): what a patient books, how long it lasts and with whom. A type with
 * no doctor listed is taken by every active doctor (the pre-filled types, before an admin
 * assigns them). Staff read them all (the agenda books with them); admins add and change them;
 * a type is never deleted, only made inactive, so past bookings keep what they were.
 */

type Row = typeof visitTypes.$inferSelect;
type DoctorRow = { visitTypeId: number; id: number; nom: string; prenom: string; active: boolean };
type ActRef = VisitType["actes"][number];

/** The doctors listed on each type (active or not), by type id. */
async function listedDoctors(db: Database, typeIds: number[]): Promise<Map<number, DoctorRow[]>> {
  const byType = new Map<number, DoctorRow[]>();
  if (typeIds.length === 0) return byType;
  const rows = await db
    .select({ visitTypeId: visitTypeDoctors.visitTypeId, id: staffUsers.id, nom: staffUsers.nom, prenom: staffUsers.prenom, deletedAt: staffUsers.deletedAt })
    .from(visitTypeDoctors)
    .innerJoin(staffUsers, eq(staffUsers.id, visitTypeDoctors.medecinId))
    .where(inArray(visitTypeDoctors.visitTypeId, typeIds))
    .orderBy(asc(staffUsers.nom), asc(staffUsers.prenom), asc(staffUsers.id));
  for (const row of rows) {
    const list = byType.get(row.visitTypeId) ?? [];
    list.push({ visitTypeId: row.visitTypeId, id: row.id, nom: row.nom, prenom: row.prenom, active: row.deletedAt === null });
    byType.set(row.visitTypeId, list);
  }
  return byType;
}

/** The acts each type's bill starts with, in order, by type id. */
async function listedActs(db: Database, typeIds: number[]): Promise<Map<number, ActRef[]>> {
  const byType = new Map<number, ActRef[]>();
  if (typeIds.length === 0) return byType;
  const rows = await db
    .select({ visitTypeId: visitTypeActs.visitTypeId, id: acts.id, code: acts.code, libelle: acts.libelle })
    .from(visitTypeActs)
    .innerJoin(acts, eq(acts.id, visitTypeActs.actId))
    .where(inArray(visitTypeActs.visitTypeId, typeIds))
    .orderBy(asc(visitTypeActs.ordre));
  for (const { visitTypeId, ...act } of rows) byType.set(visitTypeId, [...(byType.get(visitTypeId) ?? []), act]);
  return byType;
}

function toVisitType(row: Row, doctors: DoctorRow[], typeActs: ActRef[] = []): VisitType {
  return {
    id: row.id,
    libelleFr: row.libelleFr,
    libelleAr: row.libelleAr,
    dureeMinutes: row.dureeMinutes,
    medecins: doctors.map(({ id, nom, prenom }) => ({ id, nom, prenom })),
    actes: typeActs,
    enLigne: row.enLigne,
    reservablePar: row.reservablePar,
    instructionsFr: row.instructionsFr,
    instructionsAr: row.instructionsAr,
    actif: row.actif,
    ordre: row.ordre,
  };
}

/** GET /api/booking/visit-types (staff): every type, inactive ones included, in the pages' order. */
export async function listVisitTypes(db: Database): Promise<VisitType[]> {
  await readBookingSettings(db); // the default types, on the first read
  const rows = await db.select().from(visitTypes).orderBy(asc(visitTypes.ordre), asc(visitTypes.id));
  const ids = rows.map((row) => row.id);
  const [doctors, typeActs] = await Promise.all([listedDoctors(db, ids), listedActs(db, ids)]);
  return rows.map((row) => toVisitType(row, doctors.get(row.id) ?? [], typeActs.get(row.id) ?? []));
}

/** How the public pages name a doctor: "Dr Salma Bennani". */
export const publicDoctorName = (doctor: { nom: string; prenom: string }) => `Dr ${doctor.prenom} ${doctor.nom}`;

export type BookableType = Row & { doctors: { id: number; nom: string; prenom: string }[] };

/**
 * The active types offered online, each with the active doctors who take it (every active doctor
 * when none is listed). A type whose listed doctors have all left is not offered.
 */
export async function bookableTypes(db: Database, options: { typeId?: number } = {}): Promise<BookableType[]> {
  const rows = await db
    .select()
    .from(visitTypes)
    .where(and(eq(visitTypes.actif, true), eq(visitTypes.enLigne, true), options.typeId === undefined ? undefined : eq(visitTypes.id, options.typeId)))
    .orderBy(asc(visitTypes.ordre), asc(visitTypes.id));
  if (rows.length === 0) return [];
  const [listed, doctors] = await Promise.all([listedDoctors(db, rows.map((row) => row.id)), listActiveDoctors(db)]);
  return rows
    .map((row) => {
      const own = new Set((listed.get(row.id) ?? []).map((doctor) => doctor.id));
      const takers = own.size > 0 ? doctors.filter((doctor) => own.has(doctor.id)) : doctors;
      return { ...row, doctors: takers };
    })
    .filter((type) => type.doctors.length > 0);
}

/** GET /api/booking/types: what a visitor may book (nothing while online booking is off). */
export function toBookingType(type: BookableType): BookingType {
  return {
    id: type.id,
    libelleFr: type.libelleFr,
    libelleAr: type.libelleAr,
    dureeMinutes: type.dureeMinutes,
    reservablePar: type.reservablePar,
    instructionsFr: type.instructionsFr,
    instructionsAr: type.instructionsAr,
    medecins: type.doctors.map((doctor) => ({ id: doctor.id, nom: publicDoctorName(doctor) })),
  };
}

/** 400 unless every id is an active doctor's account. */
async function checkDoctors(db: Database, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(and(inArray(staffUsers.id, ids), doctorCondition(), isNull(staffUsers.deletedAt)));
  if (found.length !== ids.length) throw invalid("Données invalides.", { medecinIds: bookingMessages.unknownDoctor });
}

/** 400 unless every id is an act of the catalogue (an inactive one stays listed: the bill skips it). */
async function checkActs(db: Database, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await db
    .select({ id: acts.id })
    .from(acts)
    .where(inArray(acts.id, ids));
  if (found.length !== ids.length) throw invalid("Données invalides.", { acteIds: bookingMessages.unknownAct });
}

/** Replaces the type's acts with `ids`, in their order. */
async function writeActs(tx: Database, visitTypeId: number, ids: number[]): Promise<void> {
  await tx.delete(visitTypeActs).where(eq(visitTypeActs.visitTypeId, visitTypeId));
  if (ids.length > 0) await tx.insert(visitTypeActs).values(ids.map((actId, ordre) => ({ visitTypeId, actId, ordre })));
}

const columns = (values: VisitTypeValues) => ({
  libelleFr: values.libelleFr,
  libelleAr: values.libelleAr,
  dureeMinutes: values.dureeMinutes,
  enLigne: values.enLigne,
  reservablePar: values.reservablePar,
  instructionsFr: values.instructionsFr,
  instructionsAr: values.instructionsAr,
  actif: values.actif,
  ordre: values.ordre,
});

async function readOne(db: Database, id: number): Promise<VisitType> {
  const [row] = await db.select().from(visitTypes).where(eq(visitTypes.id, id));
  if (!row) throw notFound(bookingMessages.typeNotFound);
  const [doctors, typeActs] = await Promise.all([listedDoctors(db, [id]), listedActs(db, [id])]);
  return toVisitType(row, doctors.get(id) ?? [], typeActs.get(id) ?? []);
}

/** POST /api/booking/visit-types (ADMIN); audited. */
export async function createVisitType(db: Database, values: VisitTypeValues, context: AuditContext & { now?: Date }): Promise<VisitType> {
  await readBookingSettings(db); // the default types first: they keep the first ids and places
  return db.transaction(async (tx) => {
    await checkDoctors(tx, values.medecinIds);
    await checkActs(tx, values.acteIds);
    const [row] = await tx.insert(visitTypes).values({ ...columns(values), updatedAt: context.now ?? new Date(), updatedBy: context.actorId }).returning({ id: visitTypes.id });
    if (values.medecinIds.length > 0) await tx.insert(visitTypeDoctors).values(values.medecinIds.map((medecinId) => ({ visitTypeId: row!.id, medecinId })));
    await writeActs(tx, row!.id, values.acteIds);
    await recordAuditEvent(tx, context, { action: "visit_type.create", targetType: "visit_type", targetId: row!.id, details: { doctorIds: values.medecinIds, actIds: values.acteIds } });
    return readOne(tx, row!.id);
  });
}

/** PUT /api/booking/visit-types/{id} (ADMIN): replaces the type; audited with the fields changed. */
export async function updateVisitType(db: Database, id: number, values: VisitTypeValues, context: AuditContext & { now?: Date }): Promise<VisitType> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(visitTypes).where(eq(visitTypes.id, id)).for("update");
    if (!existing) throw notFound(bookingMessages.typeNotFound);
    await checkDoctors(tx, values.medecinIds);
    await checkActs(tx, values.acteIds);
    const before = await readOne(tx, id);
    await tx.update(visitTypes).set({ ...columns(values), updatedAt: context.now ?? new Date(), updatedBy: context.actorId }).where(eq(visitTypes.id, id));
    await tx.delete(visitTypeDoctors).where(eq(visitTypeDoctors.visitTypeId, id));
    if (values.medecinIds.length > 0) await tx.insert(visitTypeDoctors).values(values.medecinIds.map((medecinId) => ({ visitTypeId: id, medecinId })));
    await writeActs(tx, id, values.acteIds);
    const after = await readOne(tx, id);
    const fields = (Object.keys(columns(values)) as (keyof VisitType)[]).filter((key) => before[key] !== after[key]);
    const beforeIds = before.medecins.map((doctor) => doctor.id).sort().join(",");
    if (beforeIds !== [...values.medecinIds].sort().join(",")) fields.push("medecins");
    if (before.actes.map((act) => act.id).join(",") !== values.acteIds.join(",")) fields.push("actes");
    await recordAuditEvent(tx, context, { action: "visit_type.update", targetType: "visit_type", targetId: id, details: { fields } });
    return after;
  });
}
