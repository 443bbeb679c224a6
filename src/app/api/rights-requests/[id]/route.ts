import { updateRightsRequest } from "@/domain/data-protection/rights-requests";
import { env } from "@/server/env";
import { json, withApi } from "@/server/http";
import { dataProtectionCalls } from "@/server/openapi/data-protection";

/** Records the answer to a rights request, or a new deadline (ADMIN): the caller becomes its handler. */
export const PATCH = withApi(dataProtectionCalls.updateRights, async ({ db, params, body, audit }) =>
  json(await updateRightsRequest(db, params.id, body, { ...audit, timeZone: env().PRACTICE_TIME_ZONE })),
);
