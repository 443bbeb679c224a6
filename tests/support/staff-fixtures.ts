/**
 * Sample records for the staff components' tests: a patient, an appointment of theirs, an
 * audit event and an appointment request, each with the fields a test cares about given as overrides.
 */
import { type AgendaAppointment, type Appointment } from "@/schemas/appointment";
import { type Patient, type PatientRecord } from "@/schemas/patient";
import type { TriagedRequest } from "@/schemas/appointment-request";
import type { AccessEvent } from "@/schemas/audit";

export function aPatient(overrides: Partial<Patient> = {}): Patient {
  return {
    id: 12,
    nom: "Benaïssa",
    prenom: "Salma",
    dateNaissance: "1984-02-29",
    gender: "F",
    telephone: "0612345678",
    email: "salma@example.ma",
    adresse: "12 rue des Orangers, Rabat",
    mutuelle: false,
    compagnie: null,
    dateCreation: "2026-06-15T09:05:00Z",
    ...overrides,
  };
}

/** A patient's file as its own page reads it (decision 025): active, nothing merged into it unless told. */
export function aPatientRecord(overrides: Partial<PatientRecord> = {}): PatientRecord {
  return { ...aPatient(), dateArchivage: null, fusionneDans: null, dossiersFusionnes: [], dateAnonymisation: null, cin: null, aCompleter: [], creeEnLigneLe: null, verifieLe: null, ...overrides };
}

/** The lifecycle's fields of an appointment just booked (decision 019): 30 minutes, planned, never changed. */
export const justBooked = {
  dureeMinutes: 30,
  status: "planifie",
  statusChangedAt: null,
  statusChangedBy: null,
  motifAnnulation: null,
  annulePar: null,
  transitions: ["confirme", "arrive", "absent", "annule"],
  source: "cabinet",
  aConfirmerMotif: null,
  visitTypeId: null,
} satisfies Partial<Appointment>;

/** An appointment of `patientId` with Dr. Omar Bennani (staff id 7). */
export function anAppointment(patientId: number, id: number, dateHeure: string, motif: string, overrides: Partial<Appointment> = {}): Appointment {
  return {
    id,
    dateHeure,
    motif,
    observation: "Contrôle à 6 semaines",
    patient: { id: patientId },
    medecin: { id: 7, nom: "Bennani", prenom: "Omar" },
    ...justBooked,
    transitions: [...justBooked.transitions],
    ...overrides,
  };
}

/** An appointment as the agenda lists it: patient 12, Salma Benaïssa, with Dr. Omar Bennani (id 7). */
export function anAgendaAppointment(overrides: Partial<AgendaAppointment> = {}): AgendaAppointment {
  return {
    ...anAppointment(12, 1, "2026-11-23T09:00:00.000Z", "Douleur au genou"),
    observation: null,
    patient: { id: 12, nom: "Benaïssa", prenom: "Salma", telephone: "0612345678" },
    ...overrides,
  };
}

/** An assistant (Hind Tazi, staff id 7) opening patient 42's file. */
export function anAccessEvent(overrides: Partial<AccessEvent> = {}): AccessEvent {
  return {
    id: 1,
    at: "2026-06-15T09:05:00Z",
    action: "patient.read",
    actor: { id: 7, nom: "Tazi", prenom: "Hind", role: "ASSISTANT" },
    targetType: "patient",
    targetId: "42",
    requestId: "0f3c2a9e-1111-2222-3333-444455556666",
    details: null,
    ...overrides,
  };
}

/** A new request from the public form, as the front desk reads it: nothing done with it yet. */
export function aTriagedRequest(overrides: Partial<TriagedRequest> = {}): TriagedRequest {
  return {
    id: 5,
    nom: "Benali",
    prenom: "Mohamed",
    telephone: "06 12 34 56 78",
    datePreferee: "2026-07-01",
    heurePreferee: "10:30:00",
    motif: "Douleur au genou",
    createdAt: "2026-06-15T09:05:00Z",
    status: "nouvelle",
    statusChangedAt: null,
    statusChangedBy: null,
    patientId: null,
    appointmentId: null,
    transitions: ["contactee", "planifiee", "refusee", "annulee"],
    jourFerme: false,
    consentementRappels: false,
    consentementRappelsLe: null,
    versionNotice: null,
    langue: "fr",
    ...overrides,
  };
}
