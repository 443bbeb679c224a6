import { signConsultation } from "@/domain/consultations/consultations";
import { json, withApi } from "@/server/http";
import { consultationCalls } from "@/server/openapi/consultations";

/** Its doctor signs the note: locked from now on. */
export const POST = withApi(consultationCalls.sign, async ({ db, params, actor, audit }) => json(await signConsultation(db, params.id, actor, audit, new Date())));
