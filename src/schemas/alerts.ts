import { z } from "zod";

/** GET /api/front-desk/counts: what the staff header's badges count. */
export const alertCountsResponse = z
  .object({ newRequests: z.number().int(), unreadMessages: z.number().int() })
  .meta({ id: "AlertCounts" });
export type AlertCounts = z.infer<typeof alertCountsResponse>;
