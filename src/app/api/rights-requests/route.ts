import { createRightsRequest, listRightsRequests } from "@/domain/data-protection/rights-requests";
import { env } from "@/server/env";
import { json, withApi } from "@/server/http";
import { dataProtectionCalls } from "@/server/openapi/data-protection";

/** The register of rights requests (ADMIN): open ones first, by deadline. */
export const GET = withApi(dataProtectionCalls.listRights, async ({ db, query, audit }) =>
  json(await listRightsRequests(db, query, { ...audit, timeZone: env().PRACTICE_TIME_ZONE })),
);

/** Records a request received (ADMIN): 201; its deadline defaults to RIGHTS_REQUEST_DEADLINE_DAYS after receipt. */
export const POST = withApi(dataProtectionCalls.createRights, async ({ db, body, audit }) => {
  const settings = env();
  return json(await createRightsRequest(db, body, { ...audit, timeZone: settings.PRACTICE_TIME_ZONE, deadlineDays: settings.RIGHTS_REQUEST_DEADLINE_DAYS }), 201);
});
