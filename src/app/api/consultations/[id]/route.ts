import { readConsultation, saveDraft } from "@/domain/consultations/consultations";
import { json, withApi } from "@/server/http";
import { consultationCalls } from "@/server/openapi/consultations";

/** One note, read by a doctor (recorded in the patient's access history). */
export const GET = withApi(consultationCalls.read, async ({ db, params, audit }) => json(await readConsultation(db, params.id, audit)));

/** The draft's autosave (its doctor); 409 once signed. */
export const PATCH = withApi(consultationCalls.saveDraft, async ({ db, params, body, actor, audit }) => json(await saveDraft(db, params.id, body, actor, audit, new Date())));
