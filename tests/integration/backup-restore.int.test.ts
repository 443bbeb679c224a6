import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { generateIdentity, identityToRecipient } from "age-encryption";
import { eq, sql } from "drizzle-orm";
import { openPglite, queryRows, type DatabaseHandle } from "@/db/client";
import {
  appointmentRequests,
  appointments,
  auditEvents,
  backupRuns,
  contactMessages,
  jobRuns,
  loginFailures,
  notifications,
  patients,
  practiceHours,
  rateLimitBuckets,
  revokedTokens,
  rightsRequests,
  staffAlertEvents,
  visitTypeActs,
  visitTypeDoctors,
  visitTypes,
  bookingHolds,
  appointmentLinks,
  onlineBookings,
  verificationCodes,
  waitlistEntries,
  waitlistOffers,
  staffRecoveryCodes,
  staffTotp,
  documentCounters,
  documentTemplates,
  medicalDocuments,
  prescriptionFavourites,
  consultations,
  consultationAddenda,
  infiltrations,
  acts,
  feeSettings,
  claimFormLayout,
  insurers,
  invoiceCounters,
  invoices,
  invoiceLines,
  payments,
  cashDays,
  patientFiles,
  uploadLinks,
} from "@/db/schema";
import { restoreBackup, writeBackup } from "@/domain/backup/backup-files";
import { getOpened, putSealed } from "@/server/files/file-store";
import { folderStorage } from "@/server/files/storage";
import { Readable } from "node:stream";
import { randomBytes } from "node:crypto";
import { BackupError } from "@/domain/backup/logical-dump";
import { recordAuditEvent } from "@/domain/audit/audit-log";
import { listPatients } from "@/domain/patients/patient-list";
import { readBookingSettings } from "@/domain/booking/booking-settings";
import { insertMessage, insertPatient, insertRequest, insertStaff } from "../support/row-fixtures";
import { createTestDatabase } from "../support/test-database";
import { runScript as run } from "../support/run-script";

/** Backup → empty database → restore, on the engine the suite runs on (PGlite, or PostgreSQL with TEST_DATABASE_URL). */

const passphrase = "correct horse battery staple";

async function tableNames(handle: DatabaseHandle): Promise<string[]> {
  const found = await queryRows<{ name: string }>(handle.db, sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`);
  return found.map((row) => row.name);
}

/** Per table: row count and an md5 of every row's text, in a fixed order. */
async function fingerprint(handle: DatabaseHandle): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const table of await tableNames(handle)) {
    const [row] = await queryRows<{ n: number | string; sum: string }>(
      handle.db,
      sql`select count(*) as n, md5(coalesce(string_agg(t::text, E'\n' order by t::text), '')) as sum from ${sql.raw(`"${table}"`)} t`,
    );
    result[table] = `${Number(row!.n)}:${row!.sum}`;
  }
  return result;
}

/** A few rows in every table, including a patient merged into a newer one (a row pointing forward in its own table). */
async function seed(handle: DatabaseHandle) {
  const db = handle.db;
  const admin = await insertStaff(db, "ADMIN");
  const doctor = await insertStaff(db, "MEDECIN");
  const older = await insertPatient(db, { nom: "Benjelloun", prenom: "Amina" });
  const newer = await insertPatient(db, { nom: "Benjelloun", prenom: "Amina", telephone: "0611223344" });
  await insertPatient(db, { nom: "El Idrissi", prenom: "Karim" });
  await db.update(patients).set({ mergedIntoId: newer.id, archivedAt: new Date("2026-11-01T09:00:00Z") }).where(eq(patients.id, older.id));
  const [appointment] = await db
    .insert(appointments)
    .values({ dateHeure: new Date("2026-12-01T09:30:00Z"), motif: "Contrôle genou", patientId: newer.id, medecinId: doctor.id, createdBy: admin.id })
    .returning();
  await db.insert(appointments).values({ dateHeure: new Date("2026-12-02T10:00:00Z"), motif: "Épaule", patientId: newer.id, medecinId: doctor.id, status: "annule", motifAnnulation: "Empêchement", annulePar: "patient" });
  const request = await insertRequest(db, { nom: "Alaoui", prenom: "Sara", motif: "Entorse « cheville »\nligne 2" });
  await db.update(appointmentRequests).set({ status: "planifiee", patientId: newer.id, appointmentId: appointment!.id }).where(eq(appointmentRequests.id, request.id));
  await insertRequest(db, { motif: null });
  await insertMessage(db);
  await insertMessage(db, { sujet: "Question" });
  await db.update(contactMessages).set({ readAt: new Date(), readBy: admin.id });
  await recordAuditEvent(db, { actorId: admin.id, requestId: "req-1" }, { action: "patient.read", targetType: "patient", targetId: newer.id });
  await db.insert(auditEvents).values({ action: "patient.search", actorId: doctor.id, details: { count: 2, nested: { list: [1, "deux"] } } });
  await db.insert(rateLimitBuckets).values({ key: "login:1.2.3.4", windowStart: new Date(), count: 3 });
  await db.insert(practiceHours).values({ document: { semaine: [], fermetures: [] }, holidayYears: [2026, 2027], updatedBy: admin.id }).onConflictDoNothing();
  await db.insert(staffTotp).values({ staffUserId: admin.id, secretCiphertext: "sealed", confirmedAt: new Date(), lastUsedStep: 58_000_000_123 });
  await db.insert(staffRecoveryCodes).values([{ staffUserId: admin.id, codeHash: "h1" }, { staffUserId: admin.id, codeHash: "h2", usedAt: new Date() }]);
  await db.insert(revokedTokens).values({ jti: "jti-1", staffUserId: doctor.id, expiresAt: new Date("2026-12-01T00:00:00Z") });
  await db.insert(loginFailures).values({ key: "a@b.ma|1.2.3.4", failures: 2, lastFailureAt: new Date() });
  await db.insert(backupRuns).values({ day: "2026-11-23", startedAt: new Date(), finishedAt: new Date(), fileName: "cabinet-x.jsonl.gz.age", bytes: 1234 });
  await db.insert(jobRuns).values({ name: "daily-backup", dueAt: new Date("2026-11-24T02:00:00Z"), lastStartedAt: new Date("2026-11-23T02:00:00Z"), lastFinishedAt: new Date("2026-11-23T02:00:05Z") });
  await db.insert(rightsRequests).values({ recuLe: "2026-11-20", type: "acces", personne: "Amina Benjelloun", patientId: newer.id, echeance: "2026-12-20", traitePar: admin.id, createdBy: admin.id });
  await db.update(patients).set({ consentEmailAt: new Date("2026-11-02T08:00:00Z") }).where(eq(patients.id, newer.id));
  await db.insert(notifications).values({ type: "confirmation", canal: "email", patientId: newer.id, appointmentId: appointment!.id, destinataire: "amina@exemple.ma", donnees: { dateHeure: "2026-12-01T09:30:00.000Z" }, cle: "confirmation-1-email", statut: "envoye", sentAt: new Date(), attempts: 1 });
  await db.insert(staffAlertEvents).values([{ source: "appointment_request", alertedAt: new Date() }, { source: "contact_message" }]);
  // Online booking (decision 047): the rules and default types of the first read, a type's doctor, a hold.
  await readBookingSettings(db);
  const [visitType] = await db.select().from(visitTypes).limit(1);
  await db.insert(visitTypeDoctors).values({ visitTypeId: visitType!.id, medecinId: doctor.id });
  await db.insert(bookingHolds).values({ id: "6f9619ff-8b86-d011-b42d-00cf4fc964ff", visitTypeId: visitType!.id, medecinId: doctor.id, debut: new Date("2026-12-03T09:00:00Z"), fin: new Date("2026-12-03T09:30:00Z"), expiresAt: new Date("2026-12-01T09:10:00Z"), clientKey: "a".repeat(64), personne: { nom: "Berrada", prenom: "Imane", langue: "fr" } });
  // The waiting list (decision 051): an entry and the offer made to it.
  const [entry] = await db
    .insert(waitlistEntries)
    .values({ visitTypeId: visitType!.id, medecinId: doctor.id, du: "2026-12-03", au: "2026-12-05", nom: "Lahlou", prenom: "Amina", dateNaissance: "1979-05-02", gender: "F", canal: "email", contact: "amina@exemple.ma", statut: "active", verifiedAt: new Date("2026-12-01T08:00:00Z") })
    .returning({ id: waitlistEntries.id });
  await db.insert(waitlistOffers).values({ entryId: entry!.id, medecinId: doctor.id, debut: new Date("2026-12-03T10:00:00Z"), fin: new Date("2026-12-03T10:30:00Z"), tokenHash: "b".repeat(64), createdAt: new Date("2026-12-01T09:00:00Z"), expiresAt: new Date("2026-12-01T09:15:00Z"), statut: "expiree" });
  // Booking from a hold (decision 048): a personal link, an online booking's keys, a verification code.
  await db.insert(appointmentLinks).values({ id: "7a9619ff-8b86-d011-b42d-00cf4fc964ff", appointmentId: appointment!.id, tokenHash: "b".repeat(64), expiresAt: new Date("2026-12-01T10:00:00Z") });
  await db.insert(onlineBookings).values({ appointmentId: appointment!.id, clientKey: "a".repeat(64), telephoneKey: "c".repeat(64), createdAt: new Date("2026-11-23T10:00:00Z") });
  await db.insert(verificationCodes).values({ id: "8b9619ff-8b86-d011-b42d-00cf4fc964ff", purpose: "reservation", subjectId: "6f9619ff-8b86-d011-b42d-00cf4fc964ff", canal: "sms", destinationKey: "d".repeat(64), clientKey: "a".repeat(64), codeHash: "e".repeat(64), expiresAt: new Date("2026-12-01T09:10:00Z"), createdAt: new Date("2026-12-01T09:00:00Z") });
  // The documents a doctor gives (decision 053): the year's counter, a frozen document, a template, a favourite line.
  await db.insert(documentCounters).values({ annee: 2026, dernier: 1 });
  await db.insert(medicalDocuments).values({
    patientId: newer.id, medecinId: doctor.id, type: "certificat", modele: "arret_travail", numero: "2026-000001", annee: 2026, rang: 1,
    codeVerification: "Q2xQ3hR5cTb0aJ8sW1kLmA", format: "A4", contenu: { version: 1, certificat: { texte: "Arrêt « du 1er au 3 »\nligne 2" } },
    empreinte: "e".repeat(64), emisAt: new Date("2026-11-23T09:00:00Z"), impressions: 2, annuleAt: new Date("2026-11-23T10:00:00Z"), annuleMotif: "Erreur", annulePar: doctor.id,
  });
  await db.insert(documentTemplates).values({ genre: "ordonnance", nom: "Après prothèse de genou", contenu: { lignes: [], autres: [] }, medecinId: doctor.id });
  // The consultation (decision 054): a signed note with its addendum, an infiltration given at it.
  const [note] = await db
    .insert(consultations)
    .values({ patientId: newer.id, appointmentId: appointment!.id, medecinId: doctor.id, statut: "signe", motif: "Contrôle genou", examens: [{ region: "genou", cote: "droit", constatations: "Épanchement « modéré »" }], douleur: 4, diagnostic: "Gonarthrose", signedAt: new Date("2026-12-01T10:00:00Z"), signedBy: doctor.id })
    .returning({ id: consultations.id });
  await db.insert(consultationAddenda).values({ consultationId: note!.id, medecinId: doctor.id, texte: "Radiographie revue :\npincement interne." });
  await db.insert(infiltrations).values({ patientId: newer.id, consultationId: note!.id, medecinId: doctor.id, articulation: "genou", cote: "droit", produit: "Acide hyaluronique", dose: "2 ml", lot: "LOT-2026-A", date: "2026-12-01", createdBy: doctor.id });
  await db.insert(prescriptionFavourites).values({ medecinId: doctor.id, ligne: { nom: "Paracétamol", posologie: "1 g" } });
  // The patient's link (decision 050): what the patient did from it, and an alert event of it.
  await db.update(appointments).set({ actionPatient: "confirme", actionPatientAt: new Date("2026-11-25T18:00:00Z"), status: "confirme" }).where(eq(appointments.id, appointment!.id));
  await db.insert(staffAlertEvents).values({ source: "appointment_link" });
  // The catalogue of acts (decision 055): an act "à vérifier" with an accented label, its fees in centimes.
  const [act] = await db
    .insert(acts)
    .values({ code: "INF", libelle: "Infiltration « échoguidée »", lettreCle: "K", coefficient: 10, tarifCentimes: 255050, tarifReferenceCentimes: 22500, aVerifier: true, updatedBy: doctor.id })
    .returning({ id: acts.id });
  // The acts a visit type is billed with (issue 35).
  await db.insert(visitTypeActs).values({ visitTypeId: visitType!.id, actId: act!.id, ordre: 0 });
  await db.insert(feeSettings).values({ id: 1, actesPreremplis: true });
  // The feuille de soins' layout (decision 060): millimetres as JSON, saved by an admin.
  await db.insert(claimFormLayout).values({ id: 1, gabarit: { format: "A5", actes: { y: 80.5, pas: 6, lignes: 4 } }, updatedAt: new Date("2026-12-01T09:00:00Z"), updatedBy: admin.id });
  const [insurer] = await db.insert(insurers).values({ nom: "CNOPS", genre: "amo", remarque: "En cours d'intégration à la CNSS", actif: false, updatedBy: doctor.id }).returning({ id: insurers.id });
  // Fees (decision 056): a receipt and its credit note, their lines, a cheque and a refund, a closed cash day.
  await db.insert(invoiceCounters).values([{ serie: "H", annee: 2026, dernier: 1 }, { serie: "A", annee: 2026, dernier: 1 }]);
  const [receipt] = await db
    .insert(invoices)
    .values({ serie: "H", numero: "H2026-000001", annee: 2026, rang: 1, patientId: newer.id, appointmentId: appointment!.id, medecinId: doctor.id, remiseCentimes: 5000, remiseMotif: "Tarif « famille »", totalCentimes: 25050, assureurId: insurer!.id, jour: "2026-12-01", emisAt: new Date("2026-12-01T10:30:00Z"), emisPar: admin.id, contenu: { patient: "Benjelloun Amina" }, empreinte: "f".repeat(64), impressions: 1 })
    .returning({ id: invoices.id });
  const [credit] = await db
    .insert(invoices)
    .values({ serie: "A", numero: "A2026-000001", annee: 2026, rang: 1, patientId: newer.id, medecinId: doctor.id, factureOrigineId: receipt!.id, motif: "Acte non réalisé", totalCentimes: -25050, jour: "2026-12-01", emisAt: new Date("2026-12-01T11:00:00Z"), emisPar: admin.id, contenu: {}, empreinte: "0".repeat(64) })
    .returning({ id: invoices.id });
  await db.insert(invoiceLines).values([
    { invoiceId: receipt!.id, actId: null, code: "Cs", libelle: "Consultation de spécialiste", lettreCle: "Cs", coefficient: 1, montantCentimes: 30050, tarifReferenceCentimes: 15000, ordre: 0 },
    { invoiceId: credit!.id, code: "Cs", libelle: "Consultation de spécialiste", montantCentimes: -30050, ordre: 0 },
  ]);
  await db.insert(payments).values([
    { invoiceId: receipt!.id, mode: "cheque", montantCentimes: 25050, reference: "CHQ 0012345", jour: "2026-12-01", recuAt: new Date("2026-12-01T10:31:00Z"), recuPar: admin.id },
    { invoiceId: credit!.id, mode: "especes", montantCentimes: -25050, jour: "2026-12-01", recuAt: new Date("2026-12-01T11:01:00Z"), recuPar: admin.id },
  ]);
  await db.insert(cashDays).values({ jour: "2026-12-01", fondCaisseCentimes: 20000, especesCompteesCentimes: 0, ecartCentimes: 5050, remarque: "Écart « pièces »", clotureAt: new Date("2026-12-01T18:00:00Z"), cloturePar: admin.id });
  // The patient's images and documents (decision 061): a phone upload link, a file sent through it (its bytes are in the file storage).
  const [link] = await db
    .insert(uploadLinks)
    .values({ patientId: newer.id, tokenHash: "b".repeat(64), createdBy: doctor.id, expiresAt: new Date("2026-12-01T10:10:00Z"), closedAt: new Date("2026-12-01T10:05:00Z"), closedBy: doctor.id })
    .returning({ id: uploadLinks.id });
  await db.insert(patientFiles).values({
    patientId: newer.id,
    storageKey: "0123456789abcdef0123456789abcdef",
    thumbnailKey: "0123456789abcdef0123456789abcdef.thumb",
    nomOriginal: "radio « genou » droit.jpg",
    typeMime: "image/jpeg",
    taille: 123456,
    sha256: "c".repeat(64),
    nature: "radiographie",
    region: "genou",
    cote: "droit",
    dateExamen: "2026-11-30",
    libelle: "Face + profil",
    uploadLinkId: link!.id,
  });
}

let source: DatabaseHandle;
let directory: string;
let before: Record<string, string>;
const targets: DatabaseHandle[] = [];

async function emptyTarget(): Promise<DatabaseHandle> {
  const handle = await createTestDatabase();
  targets.push(handle);
  return handle;
}

beforeAll(async () => {
  source = await createTestDatabase();
  directory = mkdtempSync(path.join(os.tmpdir(), "cabinet-backups-"));
  await seed(source);
  before = await fingerprint(source);
});

afterAll(async () => {
  for (const handle of [source, ...targets]) await handle?.close();
  rmSync(directory, { recursive: true, force: true });
});

describe("backup and restore", () => {
  it("seeds every table, so that the round trips below cover them all", () => {
    const empty = Object.entries(before).filter(([, value]) => value.startsWith("0:"));
    expect(empty).toEqual([]);
  });

  it("restores a plain backup into an empty database: every table's rows equal, new ids follow, a patient is found", async () => {
    const { file } = await writeBackup(source, { directory, encryption: null, refuseUnencrypted: false });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const target = await emptyTarget();
    await restoreBackup(target, readFileSync(file), {});
    expect(await fingerprint(target)).toEqual(before);

    const found = await listPatients(target.db, { q: "karim idrissi" }, { actorId: 1, requestId: "after-restore" });
    expect(found.items.map((patient) => patient.nom)).toEqual(["El Idrissi"]);
    const [maxId] = await queryRows<{ id: number }>(target.db, sql`select max(id) as id from patients`);
    const created = await insertPatient(target.db, { nom: "Nouveau", prenom: "Patient" });
    expect(created.id).toBe(Number(maxId!.id) + 1);
  });

  it("refuses a database that is not empty, and with force replaces its rows", async () => {
    const { file } = await writeBackup(source, { directory, encryption: null, refuseUnencrypted: false, now: new Date("2026-11-24T02:00:01Z") });
    const target = await emptyTarget();
    await insertPatient(target.db, { nom: "Intrus", prenom: "Ligne" });
    await expect(restoreBackup(target, readFileSync(file), {})).rejects.toThrow("The target database is not empty");
    await restoreBackup(target, readFileSync(file), { force: true });
    expect(await fingerprint(target)).toEqual(before);
  });

  it("encrypts with a passphrase, restores with it, and refuses a wrong one plainly", async () => {
    const { file } = await writeBackup(source, { directory, encryption: { passphrase }, refuseUnencrypted: true, now: new Date("2026-11-24T02:00:02Z") });
    const contents = readFileSync(file);
    expect(file.endsWith(".age")).toBe(true);
    expect(contents.includes(Buffer.from("Benjelloun"))).toBe(false);
    const target = await emptyTarget();
    const wrong = restoreBackup(target, contents, { passphrase: "not the passphrase at all" });
    await expect(wrong).rejects.toBeInstanceOf(BackupError);
    await expect(wrong).rejects.toThrow("Cannot decrypt the backup: wrong passphrase or identity");
    await expect(restoreBackup(target, contents, {})).rejects.toThrow("The backup is encrypted: set BACKUP_PASSPHRASE");
    await restoreBackup(target, contents, { passphrase });
    expect(await fingerprint(target)).toEqual(before);
  });

  it("encrypts to a recipient's public key: only its private key opens the backup", async () => {
    const identity = await generateIdentity();
    const { file } = await writeBackup(source, {
      directory,
      encryption: { recipient: await identityToRecipient(identity) },
      refuseUnencrypted: true,
      now: new Date("2026-11-24T02:00:03Z"),
    });
    const target = await emptyTarget();
    await expect(restoreBackup(target, readFileSync(file), { identities: [await generateIdentity()] })).rejects.toThrow("wrong passphrase or identity");
    await restoreBackup(target, readFileSync(file), { identities: [identity] });
    expect(await fingerprint(target)).toEqual(before);
  });

  it("takes the patients' files too, streamed and incremental, and the restore brings them back (decision 061)", async () => {
    const key = new Uint8Array(randomBytes(32));
    const live = { blobs: folderStorage(path.join(directory, "live-files")), key };
    const original = randomBytes(300_000);
    // The blob the seeded patient_files row names.
    await putSealed(live, "0123456789abcdef0123456789abcdef", Readable.from([original]));
    const filesDirectory = path.join(directory, "with-files");
    const backupBlobs = folderStorage(path.join(filesDirectory, "files"));
    const first = await writeBackup(source, { directory: filesDirectory, encryption: { passphrase }, refuseUnencrypted: true, now: new Date("2026-11-24T02:00:04Z"), files: { live: live.blobs, backup: backupBlobs } });
    expect(first.files).toMatchObject({ total: 1, copied: 1 });
    expect(first.files!.copiedBytes).toBeGreaterThan(original.length);
    // The backup's copy is the sealed blob, not the file.
    const copy = readFileSync(path.join(filesDirectory, "files", "01", "0123456789abcdef0123456789abcdef"));
    expect(copy.includes(original.subarray(0, 64))).toBe(false);

    // The next backup copies only what is new.
    await putSealed(live, "fedcba9876543210fedcba9876543210", Readable.from([Buffer.from("%PDF-1.4 second")]));
    const second = await writeBackup(source, { directory: filesDirectory, encryption: { passphrase }, refuseUnencrypted: true, now: new Date("2026-11-24T02:00:05Z"), files: { live: live.blobs, backup: backupBlobs } });
    expect(second.files).toMatchObject({ total: 2, copied: 1 });

    const target = await emptyTarget();
    const restored = { blobs: folderStorage(path.join(directory, "restored-files")), key };
    await restoreBackup(target, readFileSync(second.file), { passphrase, files: { live: restored.blobs, backup: backupBlobs } });
    expect(await fingerprint(target)).toEqual(before);
    const chunks: Buffer[] = [];
    for await (const chunk of await getOpened(restored, "0123456789abcdef0123456789abcdef")) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(original)).toBe(true);
    expect(await restored.blobs.size("fedcba9876543210fedcba9876543210")).toBeGreaterThan(0);
  });

  it("refuses an unencrypted backup where that is not allowed, and writes no file", async () => {
    const count = readdirSync(directory).length;
    await expect(writeBackup(source, { directory, encryption: null, refuseUnencrypted: true })).rejects.toThrow("Unencrypted backups are refused in production");
    expect(readdirSync(directory)).toHaveLength(count);
  });
});

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("npm run backup / restore on the embedded database", () => {
  it("refuses while the site has the data directory open, then backs up and restores into a new data directory", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "cabinet-backup-cli-"));
    const restoredDir = mkdtempSync(path.join(os.tmpdir(), "cabinet-restore-cli-"));
    try {
      const site = await openPglite(path.join(dataDir, "pgdata"));
      const { migrateDatabase } = await import("@/db/migrate");
      await migrateDatabase(site);
      const staff = await insertStaff(site.db, "ADMIN");
      await insertPatient(site.db, { nom: "Tazi", prenom: "Nadia" });
      const env = { DATA_DIR: dataDir, BACKUP_PASSPHRASE: passphrase };
      const refused = await run("scripts/backup/backup.ts", [], env);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain("The embedded database is open in another process (is the site running?)");
      await site.close();

      const made = await run("scripts/backup/backup.ts", [], env);
      expect(made).toMatchObject({ code: 0, stderr: "" });
      const [file] = readdirSync(path.join(dataDir, "backups"));
      expect(file).toMatch(/^cabinet-.*\.jsonl\.gz\.age$/);
      const backup = path.join(dataDir, "backups", file!);
      expect(statSync(backup).mode & 0o777).toBe(0o600);

      const wrong = await run("scripts/backup/restore.ts", [backup], { DATA_DIR: restoredDir, BACKUP_PASSPHRASE: "a wrong passphrase here" });
      expect(wrong.code).toBe(1);
      expect(wrong.stderr).toContain("Cannot decrypt the backup: wrong passphrase or identity");
      expect(wrong.stderr).not.toMatch(/^\s+at /m);
      const restored = await run("scripts/backup/restore.ts", [backup], { DATA_DIR: restoredDir, BACKUP_PASSPHRASE: passphrase });
      expect(restored).toMatchObject({ code: 0, stderr: "" });
      const again = await run("scripts/backup/restore.ts", [backup], { DATA_DIR: restoredDir, BACKUP_PASSPHRASE: passphrase });
      expect(again.code).toBe(1);
      expect(again.stderr).toContain("The target database is not empty");

      const reopened = await openPglite(path.join(restoredDir, "pgdata"));
      try {
        const found = await listPatients(reopened.db, { q: "tazi" }, { actorId: staff.id, requestId: "after-restore" });
        expect(found.items.map((patient) => patient.prenom)).toEqual(["Nadia"]);
      } finally {
        await reopened.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(restoredDir, { recursive: true, force: true });
    }
  }, 120_000);
});
