import { updateInsurer } from "@/domain/fees/insurers";
import { json, withApi } from "@/server/http";
import { actCalls } from "@/server/openapi/acts";

/** Changes an insurer (ADMIN). */
export const PATCH = withApi(actCalls.updateInsurer, async ({ db, params, body, audit }) => json(await updateInsurer(db, params.id, body, audit)));
