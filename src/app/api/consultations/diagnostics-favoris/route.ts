import { diagnosisFavourites } from "@/domain/consultations/consultations";
import { json, withApi } from "@/server/http";
import { consultationCalls } from "@/server/openapi/consultations";

/** The caller's favourite diagnoses (their own texts: nothing about a patient, not audited). */
export const GET = withApi(consultationCalls.favourites, async ({ db, actor }) => json(await diagnosisFavourites(db, actor.id)));
