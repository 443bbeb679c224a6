import { anonymisePatient } from "@/domain/data-protection/anonymisation";
import { env } from "@/server/env";
import { json, withApi } from "@/server/http";
import { dataProtectionCalls } from "@/server/openapi/data-protection";

/** Replaces the identity of a patient file everywhere it was held, keeping its medical history (ADMIN; decision 034). */
export const POST = withApi(dataProtectionCalls.anonymisePatient, async ({ db, params, body, audit }) =>
  json(await anonymisePatient(db, params.id, { motif: body.motif }, { ...audit, timeZone: env().PRACTICE_TIME_ZONE })),
);
