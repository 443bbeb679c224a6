import { listConsultations, openConsultation } from "@/domain/consultations/consultations";
import { json, withApi } from "@/server/http";
import { consultationCalls } from "@/server/openapi/consultations";

/** The patient's notes: whole for doctors, their existence only for the rest of the staff (decision 054). */
export const GET = withApi(consultationCalls.list, async ({ db, params, query, actor, audit }) => json(await listConsultations(db, params.id, query, actor, audit)));

/** A doctor opens a note (201), or the note an appointment already has (200). */
export const POST = withApi(consultationCalls.open, async ({ db, params, body, actor, audit }) => {
  const { note, created } = await openConsultation(db, params.id, body, actor, audit, new Date());
  return json(note, created ? 201 : 200);
});
