import { z } from "zod";
import { appointmentStatuses, patientActions } from "@/schemas/appointment";
import { answer } from "@/schemas/fields";
import { staffRefResponse } from "@/schemas/staff-user";

/**
 * The agenda's own answer (decision 041): what the grid and the list show of each appointment,
 * nothing more — its time, length, status, motif, patient and holder. The rest (observation, who
 * changed its status and when, the cancellation, the next steps) is read when an appointment is
 * opened: GET /api/appointments/{id}. Each holder is named once, in `medecins`, not on every row.
 */
export const agendaEntryResponse = z
  .object({
    id: answer.id,
    dateHeure: answer.instant,
    dureeMinutes: z.number().int().meta({ description: "Length in minutes" }),
    status: z.enum(appointmentStatuses),
    motif: z.string(),
    patient: z.object({ id: answer.id, nom: z.string(), prenom: z.string(), telephone: z.string() }),
    medecinId: answer.id.meta({ description: "The account the appointment is held by: one of `medecins`" }),
    enLigne: z.literal(true).optional().meta({ description: "Present (true) only for an appointment booked online by the patient (source en_ligne)" }),
    actionPatient: z.enum(patientActions).nullable().optional().meta({ description: "What the patient last did from their personal link (decision 050); absent until then" }),
  })
  .meta({ id: "AgendaEntry" });
export type AgendaEntry = z.infer<typeof agendaEntryResponse>;

/**
 * A visitor's live hold on a slot (decision 047) as the agenda shows it: a light « Réservation en
 * cours » block, nothing about who holds it. It lapses by itself at `expireA`; staff may book over it.
 */
export const agendaHoldResponse = z
  .object({
    medecinId: answer.id,
    debut: answer.instant,
    fin: answer.instant,
    expireA: answer.instant.meta({ description: "When the hold lapses and the slot is free again" }),
  })
  .meta({ id: "AgendaHold" });
export type AgendaHold = z.infer<typeof agendaHoldResponse>;

export const agendaWeekResponse = z
  .object({
    rendezVous: z.array(agendaEntryResponse).meta({ description: "By time, then holder" }),
    reservationsEnCours: z
      .array(agendaHoldResponse)
      .meta({ description: "Visitors' live holds on these days (online booking in progress), by start; no patient data" }),
    medecins: z
      .array(staffRefResponse.extend({ estMedecin: z.boolean().meta({ description: "An active doctor (decision 036); false: a deactivated account or one that is not a doctor, whose appointments the agenda shows under « Autres » to be given a doctor" }) }))
      .meta({ description: "Every account holding one of these appointments, once" }),
  })
  .meta({ id: "AgendaWeek" });
export type AgendaWeek = z.infer<typeof agendaWeekResponse>;
export type AgendaHolder = AgendaWeek["medecins"][number];
