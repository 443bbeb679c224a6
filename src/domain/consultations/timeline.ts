import { desc, eq, inArray } from "drizzle-orm";
import { startOfDayIn } from "@/calendar/zone";
import type { Database } from "@/db/client";
import { appointments, consultationAddenda, consultations, medicalDocuments, patients, staffUsers } from "@/db/schema";
import { recordAuditEvent, type AuditContext } from "@/domain/audit/audit-log";
import { forbidden, notFound } from "@/domain/errors";
import { examinationsOf, staffRefsById } from "@/domain/consultations/consultation-json";
import type { Actor } from "@/domain/consultations/consultations";
import { infiltrationsOfFiles } from "@/domain/consultations/infiltrations";
import { documentTitle } from "@/schemas/document";
import { filesOfPatients } from "@/domain/files/patient-files";
import { isDoctor } from "@/domain/staff/doctors";
import { consultationMessages, regions, type Region, type Timeline, type TimelineItem } from "@/schemas/consultation";
import { patientMessages } from "@/schemas/patient";

/**
 * GET /api/patients/{id}/timeline: what happened to the patient, newest first — appointments,
 * consultation notes, infiltrations, the documents given (images are to join as another `type`
 * of TimelineItem, a source below). Every staff member sees that a document was given (kind,
 * number, date, doctor), as the file's 'Documents' shows it (decision 053). Doctors see the notes' gist (motif, diagnosis, pain,
 * regions) and the infiltrations, and may keep one region; the rest of the staff see
 * appointments and that a note exists (date, doctor, state). Audited as a content read for
 * doctors, as a list otherwise.
 */
export async function patientTimeline(
  db: Database,
  patientId: number,
  filter: { region?: Region },
  actor: Actor,
  context: AuditContext & { timeZone: string },
): Promise<Timeline> {
  const [patient] = await db.select({ id: patients.id }).from(patients).where(eq(patients.id, patientId));
  if (!patient) throw notFound(patientMessages.notFound);
  const doctor = isDoctor(actor);
  if (filter.region && !doctor) throw forbidden(consultationMessages.doctorsOnly);

  const [appointmentRows, noteRows, documentRows] = await Promise.all([
    db
      .select({
        id: appointments.id,
        dateHeure: appointments.dateHeure,
        status: appointments.status,
        motif: appointments.motif,
        medecin: { id: staffUsers.id, nom: staffUsers.nom, prenom: staffUsers.prenom },
      })
      .from(appointments)
      .innerJoin(staffUsers, eq(staffUsers.id, appointments.medecinId))
      .where(eq(appointments.patientId, patientId))
      .orderBy(desc(appointments.dateHeure)),
    db.select().from(consultations).where(eq(consultations.patientId, patientId)).orderBy(desc(consultations.createdAt)),
    db
      .select({
        id: medicalDocuments.id,
        type: medicalDocuments.type,
        modele: medicalDocuments.modele,
        numero: medicalDocuments.numero,
        emisAt: medicalDocuments.emisAt,
        annuleAt: medicalDocuments.annuleAt,
        medecin: { id: staffUsers.id, nom: staffUsers.nom, prenom: staffUsers.prenom },
      })
      .from(medicalDocuments)
      .innerJoin(staffUsers, eq(staffUsers.id, medicalDocuments.medecinId))
      .where(eq(medicalDocuments.patientId, patientId)),
  ]);
  const [addenda, staff, injections, files] = await Promise.all([
    noteRows.length
      ? db
          .select({ consultationId: consultationAddenda.consultationId })
          .from(consultationAddenda)
          .where(
            inArray(
              consultationAddenda.consultationId,
              noteRows.map((row) => row.id),
            ),
          )
      : [],
    staffRefsById(
      db,
      noteRows.map((row) => row.medecinId),
    ),
    doctor ? infiltrationsOfFiles(db, [patientId]) : [],
    doctor ? filesOfPatients(db, [patientId]) : [],
  ]);

  const noteOfAppointment = new Map(noteRows.filter((row) => row.appointmentId !== null).map((row) => [row.appointmentId!, row]));
  const appointmentTimes = new Map(appointmentRows.map((row) => [row.id, row.dateHeure]));
  const notes: TimelineItem[] = noteRows.map((row) => {
    const exams = examinationsOf(row);
    return {
      type: "consultation",
      id: row.id,
      // A visit's note stands at its appointment (just above it); another at when it was opened.
      date: ((row.appointmentId !== null ? appointmentTimes.get(row.appointmentId) : undefined) ?? row.createdAt).toISOString(),
      medecin: staff.get(row.medecinId) ?? null,
      statut: row.statut,
      rendezVousId: row.appointmentId,
      contenuVisible: doctor,
      motif: doctor ? row.motif : null,
      diagnostic: doctor ? row.diagnostic : null,
      douleur: doctor ? row.douleur : null,
      regions: doctor ? exams.map((exam) => ({ region: exam.region, cote: exam.cote })) : [],
      addenda: addenda.filter((addendum) => addendum.consultationId === row.id).length,
    };
  });
  const visits: TimelineItem[] = appointmentRows.map((row) => ({
    type: "rendez_vous",
    id: row.id,
    date: row.dateHeure.toISOString(),
    medecin: row.medecin,
    statut: row.status,
    motif: row.motif,
    consultationId: noteOfAppointment.get(row.id)?.id ?? null,
  }));
  const infiltrationItems: TimelineItem[] = injections.map((injection) => ({
    type: "infiltration",
    id: injection.id,
    // Noon on its day: after that morning's appointment, before the evening's.
    date: new Date(startOfDayIn(injection.date, context.timeZone).getTime() + 12 * 3_600_000).toISOString(),
    medecin: injection.medecin,
    jour: injection.date,
    articulation: injection.articulation,
    cote: injection.cote,
    produit: injection.produit,
    dose: injection.dose,
    lot: injection.lot,
  }));

  const documentItems: TimelineItem[] = documentRows.map((row) => ({
    type: "document",
    id: row.id,
    date: row.emisAt.toISOString(),
    medecin: row.medecin,
    genre: row.type,
    titre: documentTitle(row),
    numero: row.numero,
    annule: row.annuleAt !== null,
  }));

  const noon = (day: string) => new Date(startOfDayIn(day, context.timeZone).getTime() + 12 * 3_600_000).toISOString();
  const fileItems: TimelineItem[] = files.map((file) => ({
    type: "fichier",
    id: file.id,
    // The exam's day at noon when it is known, else when it came in.
    date: file.dateExamen ? noon(file.dateExamen) : file.televerseLe,
    medecin: file.televersePar,
    nature: file.nature,
    region: file.region,
    cote: file.cote,
    libelle: file.libelle,
    typeMime: file.typeMime,
    miniature: file.miniature,
  }));

  const regionsOf = (item: TimelineItem): Region[] =>
    item.type === "consultation"
      ? item.regions.map((entry) => entry.region)
      : item.type === "infiltration"
        ? [item.articulation]
        : item.type === "fichier"
          ? item.region
            ? [item.region]
            : []
          : item.type !== "rendez_vous"
            ? []
            : item.consultationId !== null
              ? examinationsOf(noteRows.find((row) => row.id === item.consultationId)!).map((exam) => exam.region)
              : [];
  const every = [...notes, ...visits, ...infiltrationItems, ...documentItems, ...fileItems];
  const items = (filter.region ? every.filter((item) => regionsOf(item).includes(filter.region!)) : every).sort(
    (a, b) => b.date.localeCompare(a.date) || typeOrder[a.type] - typeOrder[b.type] || b.id - a.id,
  );
  const present = new Set(every.flatMap(regionsOf));

  const consultationIds = noteRows.map((row) => row.id);
  await recordAuditEvent(db, context, {
    action: doctor ? "consultation.read" : "consultation.list",
    targetType: "patient",
    targetId: patientId,
    details: { consultationIds, vue: "parcours" },
  });
  // The files the timeline shows (their labels and thumbnails), as the list of files records them.
  if (files.length > 0) {
    await recordAuditEvent(db, context, { action: "file.read", targetType: "patient", targetId: patientId, details: { fileIds: files.map((file) => file.id), vue: "parcours" } });
  }
  return { items, regions: doctor ? regions.filter((region) => present.has(region)) : [], contenuVisible: doctor };
}

/** On one instant, the note above its appointment (a document given then, and a file, above it too). */
const typeOrder: Record<TimelineItem["type"], number> = { consultation: 0, infiltration: 1, document: 2, fichier: 3, rendez_vous: 4 };
