import { patientTimeline } from "@/domain/consultations/timeline";
import { env } from "@/server/env";
import { json, withApi } from "@/server/http";
import { consultationCalls } from "@/server/openapi/consultations";

/** The patient's timeline, newest first (doctors see the notes' gist; the rest of the staff that they exist). */
export const GET = withApi(consultationCalls.timeline, async ({ db, params, query, actor, audit }) =>
  json(await patientTimeline(db, params.id, query, actor, { ...audit, timeZone: env().PRACTICE_TIME_ZONE })),
);
