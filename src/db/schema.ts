import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";

/**
 * One schema for every entity of the spec's section 3, plus the audit trail and rate-limit
 * counters. SQL names are snake_case; the API maps them to the spec's JSON field names.
 * Keep the SQL accepted by both PostgreSQL 15 (production) and PGlite (PostgreSQL 18).
 */

export const staffRole = pgEnum("staff_role", ["ASSISTANT", "MEDECIN", "ADMIN"]);

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const staffUsers = pgTable(
  "staff_users",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    username: varchar("username", { length: 50 }).notNull(),
    /** Stored lower-cased: e-mail look-ups are case-insensitive. */
    email: varchar("email", { length: 254 }).notNull(),
    passwordHash: text("password_hash").notNull(),
    role: staffRole("role").notNull().default("ASSISTANT"),
    nom: varchar("nom", { length: 100 }).notNull(),
    prenom: varchar("prenom", { length: 100 }).notNull(),
    createdAt: createdAt(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    /** Set at each successful login (decision 023). */
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    /**
     * Tokens carry the version they were issued under (claim `sv`); raising it ends every session of
     * the account at once: a password change or reset, a role change, a deactivation, "sign out everywhere".
     */
    sessionVersion: integer("session_version").notNull().default(0),
    /** The password was set by someone else (a reset, a weak ADMIN_PASSWORD): the account must choose its own first. */
    passwordChangeRequired: boolean("password_change_required").notNull().default(false),
    /** When a temporary password (an admin's reset) stops opening a session; null otherwise. */
    temporaryPasswordExpiresAt: timestamp("temporary_password_expires_at", { withTimezone: true }),
    /**
     * An ADMIN who also consults holds appointments like a doctor (decision 036); set by an admin.
     * Always true for a MEDECIN: what counts is `isDoctor` (src/domain/staff/doctors.ts).
     */
    estMedecin: boolean("est_medecin").notNull().default(false),
    /** The letterhead of a doctor's documents (decision 053): INPE number, specialty, titles; optional. */
    inpe: varchar("inpe", { length: 20 }),
    specialite: varchar("specialite", { length: 150 }),
    titres: varchar("titres", { length: 500 }),
  },
  (t) => [
    // Unique among active accounts only: a soft-deleted address can be given to a new account.
    uniqueIndex("staff_users_email_active_key").on(t.email).where(sql`${t.deletedAt} is null`),
    uniqueIndex("staff_users_username_active_key").on(sql`lower(${t.username})`).where(sql`${t.deletedAt} is null`),
  ],
);

export const patients = pgTable(
  "patients",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    nom: varchar("nom", { length: 100 }).notNull(),
    prenom: varchar("prenom", { length: 100 }).notNull(),
    /** A calendar date: never shifted by time zones. */
    dateNaissance: date("date_naissance", { mode: "string" }).notNull(),
    gender: varchar("gender", { length: 1 }).notNull(),
    telephone: varchar("telephone", { length: 30 }).notNull(),
    /** Digits only, Moroccan numbers in international form (212...), for search and duplicates. */
    telephoneDigits: varchar("telephone_digits", { length: 20 }).notNull().default(""),
    email: varchar("email", { length: 254 }).notNull(),
    adresse: varchar("adresse", { length: 300 }).notNull(),
    mutuelle: boolean("mutuelle").notNull().default(false),
    compagnie: varchar("compagnie", { length: 100 }),
    dateCreation: timestamp("date_creation", { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer("created_by").references(() => staffUsers.id),
    /**
     * nom and prenom folded for search (search_key: lower case, no accents), computed by the
     * database on every write. The patient search filters and sorts on them: reading a stored
     * key costs nothing, computing it for every matching row was most of the query (decision 016).
     */
    nomKey: text("nom_key").generatedAlwaysAs(sql`search_key(nom)`),
    prenomKey: text("prenom_key").generatedAlwaysAs(sql`search_key(prenom)`),
    /** The last change of the file's details (PATCH /api/patients/{id}) or of its archiving (decision 025). */
    updatedAt: timestamp("updated_at", { withTimezone: true }),
    updatedBy: integer("updated_by").references(() => staffUsers.id),
    /** An archived file leaves the searches; it stays readable and can be restored. */
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    archivedBy: integer("archived_by").references(() => staffUsers.id),
    /** Set when this file was merged into another one (then always archived): the file kept. */
    mergedIntoId: integer("merged_into_id").references((): AnyPgColumn => patients.id),
    /** When the patient agreed to be written to on each channel (null: not agreed; decision 030). */
    consentEmailAt: timestamp("consent_email_at", { withTimezone: true }),
    consentSmsAt: timestamp("consent_sms_at", { withTimezone: true }),
    consentWhatsappAt: timestamp("consent_whatsapp_at", { withTimezone: true }),
    /** The channel each message goes by when agreed (one channel per message; decision 043). */
    canalPrefere: text("canal_prefere", { enum: ["email", "sms", "whatsapp"] }).notNull().default("whatsapp"),
    /** The language of the patient's messages (decision 043). */
    langue: text("langue", { enum: ["fr", "ar"] }).notNull().default("fr"),
    /** The identity was replaced on request (law 09-08, decision 034); the medical history stays. */
    anonymisedAt: timestamp("anonymised_at", { withTimezone: true }),
    anonymisedBy: integer("anonymised_by").references(() => staffUsers.id),
    /** The national identity card number (CIN), upper case, optional (decision 042). */
    cin: varchar("cin", { length: 20 }),
    /** nom and prenom's transliteration key (src/domain/names), set on every write; null until computed (decision 042). */
    translitKey: text("translit_key"),
    /** Created by an online booking ("créé en ligne — à vérifier") until the front desk checks it (verifie_at). */
    creeEnLigneAt: timestamp("cree_en_ligne_at", { withTimezone: true }),
    verifieAt: timestamp("verifie_at", { withTimezone: true }),
  },
  (t) => [
    check("patients_gender_check", sql`${t.gender} in ('H', 'F')`),
    check("patients_canal_prefere_check", sql`${t.canalPrefere} in ('email', 'sms', 'whatsapp')`),
    check("patients_langue_check", sql`${t.langue} in ('fr', 'ar')`),
    check("patients_merged_check", sql`${t.mergedIntoId} is null or (${t.archivedAt} is not null and ${t.mergedIntoId} <> ${t.id})`),
    index("patients_merged_into_idx").on(t.mergedIntoId).where(sql`${t.mergedIntoId} is not null`),
    // The patients' list, most recent first or by name (folded, byte order as the search sorts).
    index("patients_date_creation_idx").on(t.dateCreation, t.id),
    index("patients_name_order_idx").on(sql`${t.nomKey} collate "C"`, sql`${t.prenomKey} collate "C"`, t.id),
    index("patients_telephone_digits_idx").on(t.telephoneDigits),
    // Duplicate detection compares names among patients born the same day.
    index("patients_date_naissance_idx").on(t.dateNaissance),
    index("patients_cin_idx").on(t.cin).where(sql`${t.cin} is not null`),
    index("patients_translit_pending_idx").on(t.id).where(sql`${t.translitKey} is null`),
    index("patients_cree_en_ligne_idx").on(t.id).where(sql`${t.creeEnLigneAt} is not null and ${t.verifieAt} is null`),
    // The trigram indexes on nom_key and prenom_key (gin_trgm_ops) are created in a hand-written
    // migration (0003_patient_search_keys.sql), as were the expression indexes before them
    // (0001_patient_name_search.sql): drizzle-kit does not write operator classes.
  ],
);

export const appointments = pgTable(
  "appointments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** An instant; shown in the practice's time zone. */
    dateHeure: timestamp("date_heure", { withTimezone: true }).notNull(),
    motif: varchar("motif", { length: 500 }).notNull(),
    observation: varchar("observation", { length: 2000 }),
    patientId: integer("patient_id")
      .notNull()
      .references(() => patients.id),
    medecinId: integer("medecin_id")
      .notNull()
      .references(() => staffUsers.id),
    createdAt: createdAt(),
    createdBy: integer("created_by").references(() => staffUsers.id),
    /** Length in minutes: the appointment takes [date_heure, date_heure + duree_minutes). */
    dureeMinutes: integer("duree_minutes").notNull().default(30),
    /** a_confirmer (online, waits for the front desk) → planifie → confirme → arrive → vu; absent; annule (src/domain/appointments/appointment-status.ts). */
    status: text("status", { enum: ["a_confirmer", "planifie", "confirme", "arrive", "vu", "absent", "annule"] }).notNull().default("planifie"),
    /** Why an online booking waits for the front desk (set with status a_confirmer). */
    aConfirmerMotif: text("a_confirmer_motif", { enum: ["verification_impossible", "patient_non_reconnu", "absences_repetees"] }),
    statusChangedAt: timestamp("status_changed_at", { withTimezone: true }),
    statusChangedBy: integer("status_changed_by").references(() => staffUsers.id),
    /** Why and by whom a cancelled appointment was cancelled (set with status annule only). */
    motifAnnulation: varchar("motif_annulation", { length: 500 }),
    annulePar: text("annule_par", { enum: ["patient", "cabinet"] }),
    updatedAt: timestamp("updated_at", { withTimezone: true }),
    updatedBy: integer("updated_by").references(() => staffUsers.id),
    /** Who booked it: the staff (`cabinet`) or the patient online (`en_ligne`, decision 047). */
    source: text("source", { enum: ["cabinet", "en_ligne"] }).notNull().default("cabinet"),
    /** The language of the request it was made from (decision 043); null: the patient's language. */
    langue: text("langue", { enum: ["fr", "ar"] }),
    /** The visit type it was booked as (online always; by the staff when they chose one). */
    visitTypeId: integer("visit_type_id").references((): AnyPgColumn => visitTypes.id),
    /** What the patient last did from their personal link (decision 050), and when: the agenda and the file show it. */
    actionPatient: text("action_patient", { enum: ["confirme", "annule", "deplace"] }),
    actionPatientAt: timestamp("action_patient_at", { withTimezone: true }),
  },
  (t) => [
    index("appointments_patient_date_idx").on(t.patientId, t.dateHeure),
    index("appointments_a_confirmer_idx").on(t.dateHeure).where(sql`${t.status} = 'a_confirmer'`),
    // The agenda: appointments starting within a few days, every doctor.
    index("appointments_date_heure_idx").on(t.dateHeure),
    // One doctor's agenda, and the overlap check of a booking.
    index("appointments_medecin_date_idx").on(t.medecinId, t.dateHeure),
    check("appointments_duree_minutes_check", sql`${t.dureeMinutes} between 5 and 480`),
    check("appointments_status_check", sql`${t.status} in ('a_confirmer', 'planifie', 'confirme', 'arrive', 'vu', 'absent', 'annule')`),
    check("appointments_a_confirmer_motif_check", sql`${t.aConfirmerMotif} in ('verification_impossible', 'patient_non_reconnu', 'absences_repetees')`),
    check("appointments_annule_par_check", sql`${t.annulePar} in ('patient', 'cabinet')`),
    check("appointments_langue_check", sql`${t.langue} in ('fr', 'ar')`),
    check(
      "appointments_cancellation_check",
      sql`${t.status} <> 'annule' or (${t.motifAnnulation} is not null and ${t.annulePar} is not null)`,
    ),
    check("appointments_source_check", sql`${t.source} in ('cabinet', 'en_ligne')`),
    check("appointments_action_patient_check", sql`${t.actionPatient} in ('confirme', 'annule', 'deplace')`),
    // The staff's alert: what patients did from their links lately.
    index("appointments_action_patient_at_idx").on(t.actionPatientAt).where(sql`${t.actionPatientAt} is not null`),
  ],
);

export const appointmentRequestStatus = pgEnum("appointment_request_status", [
  "nouvelle",
  "contactee",
  "planifiee",
  "refusee",
  "annulee",
]);

export const appointmentRequests = pgTable(
  "appointment_requests",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    nom: varchar("nom", { length: 100 }).notNull(),
    prenom: varchar("prenom", { length: 100 }).notNull(),
    telephone: varchar("telephone", { length: 30 }).notNull(),
    /** A calendar date (YYYY-MM-DD) and a wall-clock time (HH:MM:SS): no time zone attached. */
    datePreferee: date("date_preferee", { mode: "string" }).notNull(),
    heurePreferee: time("heure_preferee").notNull(),
    motif: varchar("motif", { length: 1000 }),
    createdAt: createdAt(),
    status: appointmentRequestStatus("status").notNull().default("nouvelle"),
    statusChangedAt: timestamp("status_changed_at", { withTimezone: true }),
    statusChangedBy: integer("status_changed_by").references(() => staffUsers.id),
    patientId: integer("patient_id").references(() => patients.id),
    appointmentId: integer("appointment_id").references(() => appointments.id),
    /** The optional box of the public form (decision 034): reminders by SMS / WhatsApp, when ticked, under which notice. */
    consentementRappels: boolean("consentement_rappels").notNull().default(false),
    consentementRappelsLe: timestamp("consentement_rappels_le", { withTimezone: true }),
    versionNotice: varchar("version_notice", { length: 20 }),
    /** nom and prenom's transliteration key (src/domain/names), set on every write; null until computed (decision 042). */
    translitKey: text("translit_key"),
    /** The language of the page the request was sent from (decision 043). */
    langue: text("langue", { enum: ["fr", "ar"] }).notNull().default("fr"),
  },
  (t) => [
    check("appointment_requests_langue_check", sql`${t.langue} in ('fr', 'ar')`),
    index("appointment_requests_created_idx").on(t.createdAt),
    index("appointment_requests_status_idx").on(t.status, t.createdAt),
    index("appointment_requests_translit_pending_idx").on(t.id).where(sql`${t.translitKey} is null`),
  ],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    nomComplet: varchar("nom_complet", { length: 150 }).notNull(),
    email: varchar("email", { length: 254 }).notNull(),
    sujet: varchar("sujet", { length: 200 }).notNull(),
    message: varchar("message", { length: 5000 }).notNull(),
    createdAt: createdAt(),
    readAt: timestamp("read_at", { withTimezone: true }),
    readBy: integer("read_by").references(() => staffUsers.id),
  },
  (t) => [
    index("contact_messages_created_idx").on(t.createdAt),
    // The staff header counts unread messages on every screen.
    index("contact_messages_unread_idx").on(t.createdAt).where(sql`${t.readAt} is null`),
  ],
);

/**
 * Who did what to which record, and when. Never holds patient data itself: only ids.
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorId: integer("actor_id").references(() => staffUsers.id),
    /** e.g. patient.read, patient.create, patient.search, appointment.create, user.delete */
    action: varchar("action", { length: 60 }).notNull(),
    targetType: varchar("target_type", { length: 40 }),
    targetId: varchar("target_id", { length: 40 }),
    requestId: varchar("request_id", { length: 64 }),
    /** Non-identifying context only (counts, status values), never names or free text. */
    details: jsonb("details"),
  },
  (t) => [
    index("audit_events_target_idx").on(t.targetType, t.targetId, t.at),
    index("audit_events_actor_idx").on(t.actorId, t.at),
    index("audit_events_at_idx").on(t.at),
  ],
);

/** Fixed-window counters shared by every instance (login and public POST limits). */
export const rateLimitBuckets = pgTable("rate_limit_buckets", {
  key: varchar("key", { length: 300 }).primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  count: integer("count").notNull(),
});

/**
 * The practice's opening hours and closures: one row (id 1) holding the whole document
 * (src/schemas/practice-hours.ts: semaine, periodes, fermetures). `holiday_years` lists the years
 * whose public holidays were pre-filled, so that an admin's removal of one is not undone.
 */
export const practiceHours = pgTable(
  "practice_hours",
  {
    id: smallint("id").primaryKey().default(1),
    document: jsonb("document").notNull(),
    holidayYears: integer("holiday_years").array().notNull().default(sql`'{}'::integer[]`),
    /** The last save by an admin (null while only the defaults and pre-filled holidays apply). */
    updatedAt: timestamp("updated_at", { withTimezone: true }),
    updatedBy: integer("updated_by").references(() => staffUsers.id),
  },
  (t) => [check("practice_hours_single_row_check", sql`${t.id} = 1`)],
);

/**
 * Two-factor login (decision 024): an account's TOTP secret, sealed with AES-256-GCM under a key
 * kept outside the database (backups copy the database). `confirmed_at` is set once a first code
 * matched; before that the enrolment is pending. `last_used_step` is the last 30-second step a code
 * was accepted for: a code is never accepted twice.
 */
export const staffTotp = pgTable("staff_totp", {
  staffUserId: integer("staff_user_id")
    .primaryKey()
    .references(() => staffUsers.id, { onDelete: "cascade" }),
  secretCiphertext: text("secret_ciphertext").notNull(),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  lastUsedStep: bigint("last_used_step", { mode: "number" }),
  createdAt: createdAt(),
});

/** An account's single-use recovery codes (ten at a time), as argon2id hashes. */
export const staffRecoveryCodes = pgTable(
  "staff_recovery_codes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    staffUserId: integer("staff_user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("staff_recovery_codes_staff_user_idx").on(t.staffUserId)],
);

/**
 * Tokens ended one at a time (POST /api/auth/logout), by their `jti`, kept until they would have
 * expired anyway so that every instance refuses them; swept by the logouts themselves (decision 023).
 */
export const revokedTokens = pgTable(
  "revoked_tokens",
  {
    jti: varchar("jti", { length: 64 }).primaryKey(),
    staffUserId: integer("staff_user_id")
      .notNull()
      .references(() => staffUsers.id),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("revoked_tokens_expires_at_idx").on(t.expiresAt)],
);

/**
 * Failed logins, per e-mail and address pair (progressive delays) and per e-mail (the warning to
 * admins that an account is being guessed at): src/server/login-throttle.ts, decision 023.
 */
export const loginFailures = pgTable(
  "login_failures",
  {
    key: varchar("key", { length: 400 }).primaryKey(),
    failures: integer("failures").notNull(),
    lastFailureAt: timestamp("last_failure_at", { withTimezone: true }).notNull(),
    blockedUntil: timestamp("blocked_until", { withTimezone: true }),
    alertedAt: timestamp("alerted_at", { withTimezone: true }),
  },
  (t) => [index("login_failures_last_failure_at_idx").on(t.lastFailureAt)],
);

/**
 * The daily backups the running server makes (decision 028): one row per practice day, claimed by the
 * first instance to insert it, so that several instances make one backup a day, not one each.
 */
export const backupRuns = pgTable("backup_runs", {
  /** The practice-time-zone calendar day the backup is for. */
  day: date("day", { mode: "string" }).primaryKey(),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
  /** Set when the file is complete; null while running, or after a failure (then `error`). */
  finishedAt: timestamp("finished_at", { withTimezone: true }),
  fileName: varchar("file_name", { length: 200 }),
  bytes: bigint("bytes", { mode: "number" }),
  error: varchar("error", { length: 500 }),
});

/**
 * The background jobs' turns (decision 036): one row per job, claimed by the instance that runs it.
 * A claim succeeds only when the job is due and not held by a live claim, so each run happens on
 * one instance; a crashed instance's claim lapses at `heldUntil`.
 */
export const jobRuns = pgTable("job_runs", {
  name: varchar("name", { length: 60 }).primaryKey(),
  /** When the job may run next (its interval after the last run ended). */
  dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
  /** Until when the instance that claimed it holds it; null when no run is under way. */
  heldUntil: timestamp("held_until", { withTimezone: true }),
  lastStartedAt: timestamp("last_started_at", { withTimezone: true }),
  lastFinishedAt: timestamp("last_finished_at", { withTimezone: true }),
});

/**
 * The outbox (decision 030): every message to a patient (confirmation, move, cancellation, reminder)
 * or to the staff (grouped alert), with its state. The senders of every instance claim due rows
 * with FOR UPDATE SKIP LOCKED; `cle` is the idempotency key the provider receives.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    type: text("type", { enum: ["confirmation", "deplacement", "annulation", "rappel", "alerte_personnel", "offre_attente"] }).notNull(),
    canal: text("canal", { enum: ["email", "sms", "whatsapp"] }).notNull(),
    /** non_envoye: recorded by the log driver, no provider configured for its channel (decision 043). */
    statut: text("statut", { enum: ["en_attente", "envoye", "non_envoye", "echec"] }).notNull().default("en_attente"),
    patientId: integer("patient_id").references(() => patients.id),
    appointmentId: integer("appointment_id").references(() => appointments.id),
    /** An e-mail address or an E.164 phone number. */
    destinataire: varchar("destinataire", { length: 254 }).notNull(),
    /** What the text is made from when sent (the appointment's instant, a count): never free text. */
    donnees: jsonb("donnees").notNull(),
    cle: varchar("cle", { length: 200 }).notNull(),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    /** When the next attempt is due, or until when a sender holds it; null once sent or failed. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    /** A French reason for staff (src/schemas/notification.ts), never a provider's raw text. */
    error: varchar("error", { length: 300 }),
    providerId: varchar("provider_id", { length: 100 }),
  },
  (t) => [
    check("notifications_type_check", sql`${t.type} in ('confirmation', 'deplacement', 'annulation', 'rappel', 'alerte_personnel', 'offre_attente')`),
    check("notifications_canal_check", sql`${t.canal} in ('email', 'sms', 'whatsapp')`),
    check("notifications_statut_check", sql`${t.statut} in ('en_attente', 'envoye', 'non_envoye', 'echec')`),
    uniqueIndex("notifications_cle_key").on(t.cle),
    index("notifications_due_idx").on(t.nextAttemptAt).where(sql`${t.statut} = 'en_attente'`),
    index("notifications_patient_idx").on(t.patientId, t.createdAt),
    index("notifications_appointment_idx").on(t.appointmentId),
    index("notifications_created_idx").on(t.createdAt, t.id),
  ],
);

/** A public request or contact message the staff have not been alerted of yet (no data of its own). */
export const staffAlertEvents = pgTable(
  "staff_alert_events",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    source: text("source", { enum: ["appointment_request", "contact_message", "appointment_link"] }).notNull(),
    createdAt: createdAt(),
    alertedAt: timestamp("alerted_at", { withTimezone: true }),
  },
  (t) => [
    check("staff_alert_events_source_check", sql`${t.source} in ('appointment_request', 'contact_message', 'appointment_link')`),
    index("staff_alert_events_pending_idx").on(t.createdAt).where(sql`${t.alertedAt} is null`),
  ],
);

/** The register of rights requests under law 09-08 (decision 034): ADMIN only. */
export const rightsRequests = pgTable(
  "rights_requests",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    recuLe: date("recu_le", { mode: "string" }).notNull(),
    type: text("type", { enum: ["acces", "rectification", "opposition", "effacement"] }).notNull(),
    /** Who asked, as they named themselves (a relative may ask for a patient). */
    personne: varchar("personne", { length: 200 }).notNull(),
    patientId: integer("patient_id").references(() => patients.id),
    details: varchar("details", { length: 1000 }),
    echeance: date("echeance", { mode: "string" }).notNull(),
    traitePar: integer("traite_par").references(() => staffUsers.id),
    reponduLe: date("repondu_le", { mode: "string" }),
    reponse: varchar("reponse", { length: 1000 }),
    createdAt: createdAt(),
    createdBy: integer("created_by").references(() => staffUsers.id),
  },
  (t) => [
    check("rights_requests_type_check", sql`${t.type} in ('acces', 'rectification', 'opposition', 'effacement')`),
    index("rights_requests_recu_le_idx").on(t.recuLe, t.id),
    index("rights_requests_patient_idx").on(t.patientId),
  ],
);

/**
 * Online booking (decision 047): the kinds of visit a patient can book, with their length and
 * the doctors who take them (none listed: every active doctor). Pre-filled on the first read.
 */
export const visitTypes = pgTable(
  "visit_types",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    libelleFr: varchar("libelle_fr", { length: 100 }).notNull(),
    libelleAr: varchar("libelle_ar", { length: 100 }).notNull(),
    dureeMinutes: integer("duree_minutes").notNull(),
    /** Offered on the public booking pages (the staff agenda books every active type). */
    enLigne: boolean("en_ligne").notNull().default(true),
    /** `patients_connus`: an online booking by someone not matched to a file waits for the front desk. */
    reservablePar: text("reservable_par", { enum: ["tous", "patients_connus"] }).notNull().default("tous"),
    instructionsFr: varchar("instructions_fr", { length: 1000 }),
    instructionsAr: varchar("instructions_ar", { length: 1000 }),
    actif: boolean("actif").notNull().default(true),
    /** The order the pages list them in. */
    ordre: integer("ordre").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }),
    updatedBy: integer("updated_by").references(() => staffUsers.id),
  },
  (t) => [
    check("visit_types_duree_minutes_check", sql`${t.dureeMinutes} between 5 and 240`),
    check("visit_types_reservable_par_check", sql`${t.reservablePar} in ('tous', 'patients_connus')`),
  ],
);

/** The doctors who take a visit type. */
export const visitTypeDoctors = pgTable(
  "visit_type_doctors",
  {
    visitTypeId: integer("visit_type_id")
      .notNull()
      .references(() => visitTypes.id, { onDelete: "cascade" }),
    medecinId: integer("medecin_id")
      .notNull()
      .references(() => staffUsers.id),
  },
  (t) => [primaryKey({ name: "visit_type_doctors_pkey", columns: [t.visitTypeId, t.medecinId] }), index("visit_type_doctors_medecin_idx").on(t.medecinId)],
);

/** The online booking rules: one row (id 1), written with the defaults on the first read (decision 047). */
export const bookingSettings = pgTable(
  "booking_settings",
  {
    id: smallint("id").primaryKey().default(1),
    reservationEnLigne: boolean("reservation_en_ligne").notNull().default(true),
    preavisMinutes: integer("preavis_minutes").notNull().default(120),
    horizonJours: integer("horizon_jours").notNull().default(60),
    /** The slot grid's step; null: the visit type's duration. */
    pasMinutes: integer("pas_minutes"),
    /** The most online bookings a doctor takes a day; null: no cap. */
    plafondJournalier: integer("plafond_journalier"),
    /** Until how long before the appointment a patient may cancel or move it online. */
    delaiAnnulationMinutes: integer("delai_annulation_minutes").notNull().default(120),
    /** The five default visit types were written (once: an admin's changes are never undone). */
    typesPreremplis: boolean("types_preremplis").notNull().default(false),
    /** An online booking of a patient marked absent this many times in 12 months waits for the front desk; null: no rule (decision 048). */
    seuilAbsences: integer("seuil_absences").default(2),
    updatedAt: timestamp("updated_at", { withTimezone: true }),
    updatedBy: integer("updated_by").references(() => staffUsers.id),
  },
  (t) => [
    check("booking_settings_single_row_check", sql`${t.id} = 1`),
    check("booking_settings_seuil_absences_check", sql`${t.seuilAbsences} is null or ${t.seuilAbsences} between 1 and 20`),
    check(
      "booking_settings_values_check",
      sql`${t.preavisMinutes} between 0 and 20160 and ${t.horizonJours} between 1 and 365 and (${t.pasMinutes} is null or ${t.pasMinutes} between 5 and 240) and (${t.plafondJournalier} is null or ${t.plafondJournalier} between 1 and 200) and ${t.delaiAnnulationMinutes} between 0 and 20160`,
    ),
  ],
);

/**
 * A slot a visitor holds for 10 minutes while booking (decision 047). It counts until
 * `expires_at`, read against the clock (no job needed to be right); a job deletes old rows.
 * `client_key`: a hash of the client's address, unique: one hold per address.
 */
export const bookingHolds = pgTable(
  "booking_holds",
  {
    id: uuid("id").primaryKey(),
    visitTypeId: integer("visit_type_id")
      .notNull()
      .references(() => visitTypes.id, { onDelete: "cascade" }),
    medecinId: integer("medecin_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    debut: timestamp("debut", { withTimezone: true }).notNull(),
    fin: timestamp("fin", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    clientKey: varchar("client_key", { length: 64 }).notNull(),
    createdAt: createdAt(),
    /** The person's details given at the confirmation, kept until the code is verified (decision 048); deleted with the hold. */
    personne: jsonb("personne"),
  },
  (t) => [
    check("booking_holds_span_check", sql`${t.fin} > ${t.debut}`),
    uniqueIndex("booking_holds_client_key").on(t.clientKey),
    index("booking_holds_medecin_debut_idx").on(t.medecinId, t.debut),
    index("booking_holds_expires_idx").on(t.expiresAt),
  ],
);

/**
 * The patient's personal links to an appointment (/rendez-vous/gerer/{token}, issue 33): one per
 * message sent, only the SHA-256 of the token stored, valid until the appointment's end.
 */
export const appointmentLinks = pgTable(
  "appointment_links",
  {
    id: uuid("id").primaryKey(),
    appointmentId: integer("appointment_id")
      .notNull()
      .references(() => appointments.id, { onDelete: "cascade" }),
    tokenHash: varchar("token_hash", { length: 64 }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("appointment_links_token_hash").on(t.tokenHash), index("appointment_links_appointment_idx").on(t.appointmentId)],
);

/**
 * Verification codes (decision 048): 6 digits sent to a visitor's phone or e-mail, stored as a
 * hash, valid 10 minutes and 5 tries. The destination and the client address are kept only as
 * keyed hashes, which the daily caps count by. `purpose` and `subject_id`: what the code verifies
 * (a hold, a waiting-list entry).
 */
export const verificationCodes = pgTable(
  "verification_codes",
  {
    id: uuid("id").primaryKey(),
    purpose: text("purpose").notNull(),
    subjectId: varchar("subject_id", { length: 64 }).notNull(),
    canal: text("canal", { enum: ["sms", "whatsapp", "email"] }).notNull(),
    destinationKey: varchar("destination_key", { length: 64 }).notNull(),
    clientKey: varchar("client_key", { length: 64 }).notNull(),
    codeHash: varchar("code_hash", { length: 64 }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    check("verification_codes_canal_check", sql`${t.canal} in ('sms', 'whatsapp', 'email')`),
    index("verification_codes_subject_idx").on(t.purpose, t.subjectId, t.createdAt),
    index("verification_codes_destination_idx").on(t.destinationKey, t.createdAt),
    index("verification_codes_client_idx").on(t.clientKey, t.createdAt),
  ],
);

/** Each online booking's client address key and phone key (hashes, no number stored): the limits per address and per number (decision 048). */
export const onlineBookings = pgTable(
  "online_bookings",
  {
    appointmentId: integer("appointment_id")
      .primaryKey()
      .references(() => appointments.id, { onDelete: "cascade" }),
    clientKey: varchar("client_key", { length: 64 }).notNull(),
    telephoneKey: varchar("telephone_key", { length: 64 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("online_bookings_client_idx").on(t.clientKey, t.createdAt), index("online_bookings_telephone_idx").on(t.telephoneKey)],
);

/**
 * The consultation note (issue 34, decision 054): a doctor's record of one visit, structured for
 * orthopaedics. Clinical content: written and read by doctors only. A draft (`brouillon`) changes
 * as the doctor types; once signed (`signe`) it is locked and corrected by addenda only.
 * `examens`: [{ region, cote, constatations }] (src/schemas/consultation.ts).
 */
export const consultations = pgTable(
  "consultations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    patientId: integer("patient_id")
      .notNull()
      .references(() => patients.id),
    /** The appointment it was opened from (one note per appointment), or null. */
    appointmentId: integer("appointment_id").references(() => appointments.id),
    /** The doctor who writes it. */
    medecinId: integer("medecin_id")
      .notNull()
      .references(() => staffUsers.id),
    statut: text("statut", { enum: ["brouillon", "signe"] }).notNull().default("brouillon"),
    motif: varchar("motif", { length: 500 }),
    antecedents: varchar("antecedents", { length: 5000 }),
    histoire: varchar("histoire", { length: 5000 }),
    examens: jsonb("examens").notNull().default(sql`'[]'::jsonb`),
    /** Pain on a 0–10 scale (EVA). */
    douleur: smallint("douleur"),
    imagerie: varchar("imagerie", { length: 2000 }),
    diagnostic: varchar("diagnostic", { length: 500 }),
    conduite: varchar("conduite", { length: 5000 }),
    createdAt: createdAt(),
    /** The last change of the draft, and by whom: an editing session is the changes of one doctor with no pause over 30 minutes. */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    editedBy: integer("edited_by").references(() => staffUsers.id),
    signedAt: timestamp("signed_at", { withTimezone: true }),
    signedBy: integer("signed_by").references(() => staffUsers.id),
  },
  (t) => [
    check("consultations_statut_check", sql`${t.statut} in ('brouillon', 'signe')`),
    check("consultations_douleur_check", sql`${t.douleur} between 0 and 10`),
    check("consultations_signed_check", sql`${t.statut} <> 'signe' or (${t.signedAt} is not null and ${t.signedBy} is not null)`),
    index("consultations_patient_idx").on(t.patientId, t.createdAt),
    uniqueIndex("consultations_appointment_key").on(t.appointmentId).where(sql`${t.appointmentId} is not null`),
  ],
);

/** What a doctor adds to a signed note: the note itself never changes (decision 054). */
export const consultationAddenda = pgTable(
  "consultation_addenda",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    consultationId: integer("consultation_id")
      .notNull()
      .references(() => consultations.id),
    medecinId: integer("medecin_id")
      .notNull()
      .references(() => staffUsers.id),
    texte: varchar("texte", { length: 5000 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("consultation_addenda_consultation_idx").on(t.consultationId, t.createdAt)],
);

/** The register of infiltrations (decision 054): joint and side, product, dose, batch, date, doctor. */
export const infiltrations = pgTable(
  "infiltrations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    patientId: integer("patient_id")
      .notNull()
      .references(() => patients.id),
    consultationId: integer("consultation_id").references(() => consultations.id),
    medecinId: integer("medecin_id")
      .notNull()
      .references(() => staffUsers.id),
    articulation: text("articulation", { enum: ["genou", "epaule", "hanche", "rachis", "main_poignet", "pied_cheville", "autre"] }).notNull(),
    cote: text("cote", { enum: ["droit", "gauche", "bilateral"] }),
    produit: varchar("produit", { length: 200 }).notNull(),
    dose: varchar("dose", { length: 100 }).notNull(),
    /** The batch number, as printed on the box: a recall searches it (case ignored). */
    lot: varchar("lot", { length: 100 }).notNull(),
    /** The day it was given, on the practice's calendar. */
    date: date("date", { mode: "string" }).notNull(),
    createdAt: createdAt(),
    createdBy: integer("created_by").references(() => staffUsers.id),
  },
  (t) => [
    check("infiltrations_articulation_check", sql`${t.articulation} in ('genou', 'epaule', 'hanche', 'rachis', 'main_poignet', 'pied_cheville', 'autre')`),
    check("infiltrations_cote_check", sql`${t.cote} in ('droit', 'gauche', 'bilateral')`),
    index("infiltrations_patient_idx").on(t.patientId, t.date),
    index("infiltrations_lot_idx").on(sql`lower(${t.lot})`),
  ],
);

/** The last number given to a document each year (decision 053): one row per year, updated under its row lock. */
export const documentCounters = pgTable("document_counters", {
  annee: smallint("annee").primaryKey(),
  dernier: integer("dernier").notNull(),
});

export const medicalDocumentTypes = ["ordonnance", "certificat"] as const;
export const certificateKinds = ["descriptif", "arret_travail", "prolongation", "reprise_travail", "aptitude_sport", "at_initial", "at_prolongation", "at_guerison"] as const;

/**
 * A document a doctor gave (issue 34, decision 053): numbered per year (`2026-000123`), frozen once
 * issued (`contenu` and its SHA-256 `empreinte`), printed again only as a duplicate, cancelled with
 * a reason and never deleted. `code_verification` is the opaque code of /verifier/{code}.
 */
export const medicalDocuments = pgTable(
  "medical_documents",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    patientId: integer("patient_id")
      .notNull()
      .references(() => patients.id),
    medecinId: integer("medecin_id")
      .notNull()
      .references(() => staffUsers.id),
    type: text("type", { enum: medicalDocumentTypes }).notNull(),
    /** The certificate's kind; null for an ordonnance. */
    modele: text("modele", { enum: certificateKinds }),
    numero: varchar("numero", { length: 11 }).notNull(),
    annee: smallint("annee").notNull(),
    rang: integer("rang").notNull(),
    codeVerification: varchar("code_verification", { length: 32 }).notNull(),
    format: text("format", { enum: ["A4", "A5"] }).notNull(),
    contenu: jsonb("contenu").notNull(),
    empreinte: varchar("empreinte", { length: 64 }).notNull(),
    emisAt: timestamp("emis_at", { withTimezone: true }).notNull(),
    /** How many times it was printed: the first print is the original, every later one a DUPLICATA. */
    impressions: integer("impressions").notNull().default(0),
    annuleAt: timestamp("annule_at", { withTimezone: true }),
    annuleMotif: varchar("annule_motif", { length: 500 }),
    annulePar: integer("annule_par").references(() => staffUsers.id),
  },
  (t) => [
    check("medical_documents_type_check", sql`${t.type} in ('ordonnance', 'certificat')`),
    check(
      "medical_documents_modele_check",
      sql`(${t.type} = 'ordonnance' and ${t.modele} is null) or (${t.type} = 'certificat' and ${t.modele} in ('descriptif', 'arret_travail', 'prolongation', 'reprise_travail', 'aptitude_sport', 'at_initial', 'at_prolongation', 'at_guerison'))`,
    ),
    check("medical_documents_format_check", sql`${t.format} in ('A4', 'A5')`),
    check("medical_documents_cancel_check", sql`(${t.annuleAt} is null) = (${t.annuleMotif} is null)`),
    uniqueIndex("medical_documents_numero_key").on(t.numero),
    uniqueIndex("medical_documents_annee_rang_key").on(t.annee, t.rang),
    uniqueIndex("medical_documents_code_key").on(t.codeVerification),
    index("medical_documents_patient_idx").on(t.patientId, t.emisAt),
  ],
);

/**
 * What a document starts from (decision 053): an ordonnance's lines (a doctor's own, or shared when
 * `medecin_id` is null), or a certificate's text with its fields to fill (one per kind, an admin edits it).
 */
export const documentTemplates = pgTable(
  "document_templates",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    genre: text("genre", { enum: ["ordonnance", ...certificateKinds] }).notNull(),
    nom: varchar("nom", { length: 120 }).notNull(),
    contenu: jsonb("contenu").notNull(),
    medecinId: integer("medecin_id").references(() => staffUsers.id),
    actif: boolean("actif").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }),
    updatedBy: integer("updated_by").references(() => staffUsers.id),
  },
  (t) => [
    check(
      "document_templates_genre_check",
      sql`${t.genre} in ('ordonnance', 'descriptif', 'arret_travail', 'prolongation', 'reprise_travail', 'aptitude_sport', 'at_initial', 'at_prolongation', 'at_guerison')`,
    ),
    uniqueIndex("document_templates_certificate_key").on(t.genre).where(sql`${t.genre} <> 'ordonnance'`),
  ],
);

/** A doctor's favourite prescription lines, offered when writing an ordonnance. */
export const prescriptionFavourites = pgTable(
  "prescription_favourites",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    medecinId: integer("medecin_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    ligne: jsonb("ligne").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("prescription_favourites_medecin_idx").on(t.medecinId)],
);

/**
 * The waiting list of online booking (decision 051): a visitor asks to be told when a slot of a
 * visit type (a doctor's, or any doctor's) frees up between two dates. Counts once its contact is
 * verified (`verified_at`: the order of inscription); ends satisfied, expired (its range is past)
 * or removed (by the staff).
 */
export const waitlistEntries = pgTable(
  "waitlist_entries",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    visitTypeId: integer("visit_type_id")
      .notNull()
      .references(() => visitTypes.id),
    /** null: any doctor who takes the type. */
    medecinId: integer("medecin_id").references(() => staffUsers.id),
    du: date("du", { mode: "string" }).notNull(),
    au: date("au", { mode: "string" }).notNull(),
    nom: varchar("nom", { length: 100 }).notNull(),
    prenom: varchar("prenom", { length: 100 }).notNull(),
    dateNaissance: date("date_naissance", { mode: "string" }).notNull(),
    gender: varchar("gender", { length: 1 }).notNull(),
    /** How the offers reach the person: e-mail, or SMS/WhatsApp to a Moroccan mobile. */
    canal: text("canal", { enum: ["email", "sms", "whatsapp"] }).notNull(),
    /** An e-mail address or an E.164 number (+2126…, +2127…). */
    contact: varchar("contact", { length: 254 }).notNull(),
    langue: text("langue", { enum: ["fr", "ar"] }).notNull().default("fr"),
    statut: text("statut", { enum: ["a_verifier", "active", "satisfaite", "expiree", "retiree"] }).notNull().default("a_verifier"),
    createdAt: createdAt(),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    closedBy: integer("closed_by").references(() => staffUsers.id),
    appointmentId: integer("appointment_id").references(() => appointments.id, { onDelete: "set null" }),
  },
  (t) => [
    check("waitlist_entries_range_check", sql`${t.au} >= ${t.du}`),
    check("waitlist_entries_gender_check", sql`${t.gender} in ('H', 'F')`),
    check("waitlist_entries_canal_check", sql`${t.canal} in ('email', 'sms', 'whatsapp')`),
    check("waitlist_entries_langue_check", sql`${t.langue} in ('fr', 'ar')`),
    check("waitlist_entries_statut_check", sql`${t.statut} in ('a_verifier', 'active', 'satisfaite', 'expiree', 'retiree')`),
    index("waitlist_entries_active_idx").on(t.verifiedAt, t.id).where(sql`${t.statut} = 'active'`),
    index("waitlist_entries_created_idx").on(t.createdAt, t.id),
  ],
);

/**
 * A slot offered to one entry for 15 minutes (a booking hold keeps it meanwhile). At most one live
 * offer per entry. Only the SHA-256 of the link's token is stored, written when the message goes.
 */
export const waitlistOffers = pgTable(
  "waitlist_offers",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    entryId: integer("entry_id")
      .notNull()
      .references(() => waitlistEntries.id, { onDelete: "cascade" }),
    medecinId: integer("medecin_id")
      .notNull()
      .references(() => staffUsers.id),
    debut: timestamp("debut", { withTimezone: true }).notNull(),
    fin: timestamp("fin", { withTimezone: true }).notNull(),
    /** proposee (live until expires_at) → acceptee | declinee | expiree | perdue (taken by someone else first). */
    statut: text("statut", { enum: ["proposee", "acceptee", "declinee", "expiree", "perdue"] }).notNull().default("proposee"),
    tokenHash: varchar("token_hash", { length: 64 }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    appointmentId: integer("appointment_id").references(() => appointments.id, { onDelete: "set null" }),
  },
  (t) => [
    check("waitlist_offers_span_check", sql`${t.fin} > ${t.debut}`),
    check("waitlist_offers_statut_check", sql`${t.statut} in ('proposee', 'acceptee', 'declinee', 'expiree', 'perdue')`),
    uniqueIndex("waitlist_offers_token_hash").on(t.tokenHash),
    uniqueIndex("waitlist_offers_one_live_per_entry").on(t.entryId).where(sql`${t.statut} = 'proposee'`),
    index("waitlist_offers_entry_idx").on(t.entryId, t.debut),
    index("waitlist_offers_live_idx").on(t.expiresAt).where(sql`${t.statut} = 'proposee'`),
  ],
);

/** The catalogue of acts and their fees (decision 055): amounts in integer centimes; "à vérifier" until an admin confirms the row. */
export const acts = pgTable(
  "acts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    code: varchar("code", { length: 20 }).notNull(),
    libelle: varchar("libelle", { length: 200 }).notNull(),
    /** The NGAP letter-key (C, Cs, K…) and its coefficient, for the feuille de soins. */
    lettreCle: varchar("lettre_cle", { length: 5 }),
    coefficient: integer("coefficient"),
    tarifCentimes: integer("tarif_centimes").notNull(),
    /** The Tarification Nationale de Référence's fee, which the AMO refunds on; null: none applies. */
    tarifReferenceCentimes: integer("tarif_reference_centimes"),
    actif: boolean("actif").notNull().default(true),
    aVerifier: boolean("a_verifier").notNull().default(false),
    ordre: integer("ordre").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }),
    updatedBy: integer("updated_by").references(() => staffUsers.id),
  },
  (t) => [
    check(
      "acts_tarif_check",
      sql`${t.tarifCentimes} between 0 and 100000000 and (${t.tarifReferenceCentimes} is null or ${t.tarifReferenceCentimes} between 0 and 100000000)`,
    ),
    check("acts_coefficient_check", sql`${t.coefficient} is null or ${t.coefficient} between 1 and 1000`),
    uniqueIndex("acts_code_key").on(sql`lower(${t.code})`),
  ],
);

/** The acts a visit type is usually billed with, in order: its bill starts with them (issue 35). */
export const visitTypeActs = pgTable(
  "visit_type_acts",
  {
    visitTypeId: integer("visit_type_id")
      .notNull()
      .references(() => visitTypes.id, { onDelete: "cascade" }),
    actId: integer("act_id")
      .notNull()
      .references(() => acts.id),
    ordre: smallint("ordre").notNull().default(0),
  },
  (t) => [primaryKey({ name: "visit_type_acts_pkey", columns: [t.visitTypeId, t.actId] }), index("visit_type_acts_act_idx").on(t.actId)],
);

/** The fees' settings (decision 055): one row; `actesPreremplis` says the default acts were written (once). */
export const feeSettings = pgTable(
  "fee_settings",
  {
    id: smallint("id").primaryKey().default(1),
    actesPreremplis: boolean("actes_preremplis").notNull().default(false),
  },
  (t) => [check("fee_settings_single_row_check", sql`${t.id} = 1`)],
);

/**
 * Where the doctor's part of the pre-printed feuille de soins is printed (decision 060): one row,
 * written when an admin first saves; no row means the starting estimates. `gabarit` is the
 * layout as the API validates it (src/schemas/claim-form.ts), positions in millimetres.
 */
export const claimFormLayout = pgTable(
  "claim_form_layout",
  {
    id: smallint("id").primaryKey().default(1),
    gabarit: jsonb("gabarit").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
    updatedBy: integer("updated_by").references(() => staffUsers.id),
  },
  (t) => [check("claim_form_layout_single_row_check", sql`${t.id} = 1`)],
);

/** The insurers an admin keeps (decision 055): the AMO (CNSS, CNOPS), mutuelles, private insurers. Never deleted, only made inactive. */
export const insurerKinds = ["amo", "mutuelle", "assurance"] as const;
export const insurers = pgTable(
  "insurers",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    nom: varchar("nom", { length: 100 }).notNull(),
    genre: text("genre", { enum: insurerKinds }).notNull().default("mutuelle"),
    remarque: varchar("remarque", { length: 500 }),
    actif: boolean("actif").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }),
    updatedBy: integer("updated_by").references(() => staffUsers.id),
  },
  (t) => [check("insurers_genre_check", sql`${t.genre} in ('amo', 'mutuelle', 'assurance')`), uniqueIndex("insurers_nom_key").on(sql`lower(${t.nom})`)],
);

/**
 * Fees (issue 35, decision 056). Every amount is whole centimes of dirham, signed: a credit note
 * (`serie` A) and a refund are negative, so a period's revenue is a plain sum. Numbers run per
 * series and per calendar year of the practice's time zone without gaps (`H2026-000045`,
 * `A2026-000003`), one counter row per series and year raised inside the issuing transaction.
 */
export const invoiceSeries = ["H", "A"] as const;
export const paymentModes = ["especes", "cheque", "carte", "virement"] as const;

export const invoiceCounters = pgTable(
  "invoice_counters",
  {
    serie: text("serie", { enum: invoiceSeries }).notNull(),
    annee: smallint("annee").notNull(),
    dernier: integer("dernier").notNull(),
  },
  (t) => [primaryKey({ columns: [t.serie, t.annee] }), check("invoice_counters_serie_check", sql`${t.serie} in ('H', 'A')`)],
);

/**
 * A receipt / note d'honoraires (`H`) or a credit note (`A`, `factureOrigineId` set). Frozen once
 * issued: `contenu` holds what was printed (patient, doctor, practice's IF/ICE, lines) and
 * `empreinte` its SHA-256; a correction is a credit note, never an update. `jour` is the practice's
 * day it was issued on; `medecinId` the doctor whose fees these are (who sees it in their figures).
 */
export const invoices = pgTable(
  "invoices",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    serie: text("serie", { enum: invoiceSeries }).notNull(),
    numero: varchar("numero", { length: 12 }).notNull(),
    annee: smallint("annee").notNull(),
    rang: integer("rang").notNull(),
    patientId: integer("patient_id")
      .notNull()
      .references(() => patients.id),
    appointmentId: integer("appointment_id").references(() => appointments.id),
    medecinId: integer("medecin_id")
      .notNull()
      .references(() => staffUsers.id),
    /** A credit note's original (set for every `A`; not a check constraint: a restore writes self-references after the rows). */
    factureOrigineId: integer("facture_origine_id").references((): AnyPgColumn => invoices.id),
    /** A credit note's reason. */
    motif: varchar("motif", { length: 500 }),
    /** A discount or an exemption (the whole amount), always with its reason. */
    remiseCentimes: integer("remise_centimes").notNull().default(0),
    remiseMotif: varchar("remise_motif", { length: 200 }),
    totalCentimes: integer("total_centimes").notNull(),
    assureurId: integer("assureur_id").references(() => insurers.id),
    jour: date("jour", { mode: "string" }).notNull(),
    emisAt: timestamp("emis_at", { withTimezone: true }).notNull(),
    emisPar: integer("emis_par")
      .notNull()
      .references(() => staffUsers.id),
    contenu: jsonb("contenu").notNull(),
    empreinte: varchar("empreinte", { length: 64 }).notNull(),
    /** How many times it was printed: the first print is the original, every later one a DUPLICATA. */
    impressions: integer("impressions").notNull().default(0),
  },
  (t) => [
    check("invoices_serie_check", sql`${t.serie} in ('H', 'A')`),
    check("invoices_total_check", sql`(${t.serie} = 'H' and ${t.totalCentimes} >= 0) or (${t.serie} = 'A' and ${t.totalCentimes} <= 0)`),
    check("invoices_remise_check", sql`${t.remiseCentimes} >= 0 and (${t.remiseCentimes} = 0 or ${t.remiseMotif} is not null)`),
    uniqueIndex("invoices_numero_key").on(t.numero),
    uniqueIndex("invoices_serie_annee_rang_key").on(t.serie, t.annee, t.rang),
    index("invoices_patient_idx").on(t.patientId, t.emisAt),
    index("invoices_appointment_idx").on(t.appointmentId),
    index("invoices_jour_idx").on(t.jour),
    index("invoices_origine_idx").on(t.factureOrigineId),
  ],
);

/** One act of a bill, copied from the catalogue when issued (the catalogue may change later). */
export const invoiceLines = pgTable(
  "invoice_lines",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoices.id),
    actId: integer("act_id").references(() => acts.id),
    code: varchar("code", { length: 20 }).notNull(),
    libelle: varchar("libelle", { length: 200 }).notNull(),
    lettreCle: varchar("lettre_cle", { length: 5 }),
    coefficient: integer("coefficient"),
    /** Signed as the bill: negative on a credit note. */
    montantCentimes: integer("montant_centimes").notNull(),
    tarifReferenceCentimes: integer("tarif_reference_centimes"),
    ordre: smallint("ordre").notNull().default(0),
  },
  (t) => [index("invoice_lines_invoice_idx").on(t.invoiceId)],
);

/**
 * Money received (positive) or given back (negative, against a credit note), on the practice's day
 * `jour`: the cash day it counts in. A closed day takes no more payments (a late one is entered on
 * the day it is made). A cheque carries its number in `reference`.
 */
export const payments = pgTable(
  "payments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoices.id),
    mode: text("mode", { enum: paymentModes }).notNull(),
    montantCentimes: integer("montant_centimes").notNull(),
    reference: varchar("reference", { length: 100 }),
    jour: date("jour", { mode: "string" }).notNull(),
    recuAt: timestamp("recu_at", { withTimezone: true }).notNull(),
    recuPar: integer("recu_par")
      .notNull()
      .references(() => staffUsers.id),
  },
  (t) => [
    check("payments_mode_check", sql`${t.mode} in ('especes', 'cheque', 'carte', 'virement')`),
    check("payments_montant_check", sql`${t.montantCentimes} <> 0`),
    check("payments_cheque_check", sql`${t.mode} <> 'cheque' or ${t.reference} is not null`),
    index("payments_invoice_idx").on(t.invoiceId),
    index("payments_jour_idx").on(t.jour),
  ],
);

/**
 * The day's cash (decision 056): the opening float, then at closing the cash counted and its
 * difference from the expected cash (float + cash payments of the day). Once closed, the day's
 * payments are locked. A row exists from the day's first payment or its float.
 */
export const cashDays = pgTable(
  "cash_days",
  {
    jour: date("jour", { mode: "string" }).primaryKey(),
    fondCaisseCentimes: integer("fond_caisse_centimes").notNull().default(0),
    especesCompteesCentimes: integer("especes_comptees_centimes"),
    ecartCentimes: integer("ecart_centimes"),
    remarque: varchar("remarque", { length: 500 }),
    clotureAt: timestamp("cloture_at", { withTimezone: true }),
    cloturePar: integer("cloture_par").references(() => staffUsers.id),
  },
  (t) => [
    check("cash_days_fond_check", sql`${t.fondCaisseCentimes} >= 0`),
    check(
      "cash_days_cloture_check",
      sql`(${t.clotureAt} is null) = (${t.especesCompteesCentimes} is null) and (${t.clotureAt} is null) = (${t.ecartCentimes} is null) and (${t.clotureAt} is null) = (${t.cloturePar} is null)`,
    ),
  ],
);

export const schema = {
  staffUsers,
  patients,
  appointments,
  appointmentRequests,
  contactMessages,
  auditEvents,
  rateLimitBuckets,
  practiceHours,
  revokedTokens,
  loginFailures,
  staffTotp,
  staffRecoveryCodes,
  backupRuns,
  notifications,
  staffAlertEvents,
  rightsRequests,
  visitTypes,
  visitTypeDoctors,
  bookingSettings,
  bookingHolds,
  appointmentLinks,
  documentCounters,
  medicalDocuments,
  waitlistEntries,
  waitlistOffers,
  documentTemplates,
  prescriptionFavourites,
  verificationCodes,
  onlineBookings,
  consultations,
  consultationAddenda,
  infiltrations,
  acts,
  feeSettings,
  insurers,
  invoiceCounters,
  invoices,
  invoiceLines,
  payments,
  cashDays,
};

/**
 * The phone upload sessions (issue 34, decision 061): a doctor shows a QR code, the patient's phone
 * sends photos of films and reports into that patient's file for 10 minutes, or until the doctor
 * closes it. Only the SHA-256 of the link's token is stored.
 */
export const uploadLinks = pgTable(
  "upload_links",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    patientId: integer("patient_id")
      .notNull()
      .references(() => patients.id),
    tokenHash: varchar("token_hash", { length: 64 }).notNull(),
    createdBy: integer("created_by")
      .notNull()
      .references(() => staffUsers.id),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    closedBy: integer("closed_by").references(() => staffUsers.id),
  },
  (t) => [uniqueIndex("upload_links_token_hash").on(t.tokenHash), index("upload_links_patient_idx").on(t.patientId)],
);

/**
 * The images and documents a patient brings (issue 34, decision 061): the bytes live in the file
 * storage (DATA_DIR/files by default), encrypted, under `storageKey` (and a thumbnail under
 * `thumbnailKey` for JPEG and PNG); blobs never change once written. Uploaded by a doctor, or from
 * a phone through an upload link.
 */
export const patientFiles = pgTable(
  "patient_files",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    patientId: integer("patient_id")
      .notNull()
      .references(() => patients.id),
    storageKey: varchar("storage_key", { length: 100 }).notNull(),
    thumbnailKey: varchar("thumbnail_key", { length: 100 }),
    nomOriginal: varchar("nom_original", { length: 255 }).notNull(),
    typeMime: text("type_mime", { enum: ["image/jpeg", "image/png", "application/pdf", "application/dicom"] }).notNull(),
    /** Bytes of the original (not of its encrypted blob). */
    taille: integer("taille").notNull(),
    /** SHA-256 of the original, hex. */
    sha256: varchar("sha256", { length: 64 }).notNull(),
    nature: text("nature", { enum: ["radiographie", "irm", "scanner", "echographie", "compte_rendu", "autre"] }).notNull(),
    region: text("region", { enum: ["genou", "epaule", "hanche", "rachis", "main_poignet", "pied_cheville", "autre"] }),
    cote: text("cote", { enum: ["droit", "gauche", "bilateral"] }),
    dateExamen: date("date_examen", { mode: "string" }),
    libelle: varchar("libelle", { length: 200 }),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
    uploadedBy: integer("uploaded_by").references(() => staffUsers.id),
    uploadLinkId: integer("upload_link_id").references(() => uploadLinks.id),
    updatedAt: timestamp("updated_at", { withTimezone: true }),
    updatedBy: integer("updated_by").references(() => staffUsers.id),
  },
  (t) => [
    check("patient_files_type_mime_check", sql`${t.typeMime} in ('image/jpeg', 'image/png', 'application/pdf', 'application/dicom')`),
    check("patient_files_nature_check", sql`${t.nature} in ('radiographie', 'irm', 'scanner', 'echographie', 'compte_rendu', 'autre')`),
    check("patient_files_region_check", sql`${t.region} in ('genou', 'epaule', 'hanche', 'rachis', 'main_poignet', 'pied_cheville', 'autre')`),
    check("patient_files_cote_check", sql`${t.cote} in ('droit', 'gauche', 'bilateral')`),
    check("patient_files_taille_check", sql`${t.taille} between 0 and 26214400`),
    check("patient_files_source_check", sql`${t.uploadedBy} is not null or ${t.uploadLinkId} is not null`),
    uniqueIndex("patient_files_storage_key").on(t.storageKey),
    index("patient_files_patient_idx").on(t.patientId, t.uploadedAt),
    index("patient_files_upload_link_idx").on(t.uploadLinkId),
  ],
);
