import { z } from "zod";

/** GET /api/front-desk/counts: what the staff header's badges count. */
export const alertCountsResponse = z
  .object({
    newRequests: z.number().int(),
    unreadMessages: z.number().int(),
    loginGuessing: z
      .number()
      .int()
      .optional()
      .meta({ description: "ADMIN only: accounts whose password was being guessed at in the last 24 hours (audit events auth.login_guessing, decision 023)" }),
    backupOverdue: z
      .boolean()
      .optional()
      .meta({ description: "ADMIN only: no successful backup for 48 hours (counted from the installation when there was none; decision 028)" }),
  })
  .meta({ id: "AlertCounts" });
export type AlertCounts = z.infer<typeof alertCountsResponse>;
