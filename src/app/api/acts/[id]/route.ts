import { updateAct } from "@/domain/fees/acts";
import { json, withApi } from "@/server/http";
import { actCalls } from "@/server/openapi/acts";

/** Changes or confirms an act (ADMIN). */
export const PATCH = withApi(actCalls.update, async ({ db, params, body, audit }) => json(await updateAct(db, params.id, body, audit)));
