import { z } from "zod";

/** GET /api/front-desk/counts: what the staff header's badges count. */
export const alertCountsResponse = z
  .object({
    newRequests: z.number().int(),
    unreadMessages: z.number().int(),
    reservationsAConfirmer: z.number().int().meta({ description: "Online bookings waiting for the front desk (status a_confirmer, issue 33)" }),
    actionsPatients: z
      .number()
      .int()
      .optional()
      .meta({ description: "Appointments their patients cancelled or moved from their personal links in the last 24 hours (decision 050)" }),
    loginGuessing: z
      .number()
      .int()
      .optional()
      .meta({ description: "ADMIN only: accounts whose password was being guessed at in the last 24 hours (audit events auth.login_guessing, decision 023)" }),
    backupOverdue: z
      .boolean()
      .optional()
      .meta({ description: "ADMIN only: no successful backup for 48 hours (counted from the installation when there was none; decision 028)" }),
    messagesNonEnvoyes: z
      .number()
      .int()
      .optional()
      .meta({ description: "ADMIN only: patients' messages recorded without being sent in the last 7 days, on channels that still have no provider configured (decision 043)" }),
    canauxSansFournisseur: z
      .array(z.enum(["email", "sms", "whatsapp"]))
      .optional()
      .meta({ description: "ADMIN only: the channels without a provider (the log driver records their messages as non_envoye)" }),
  })
  .meta({ id: "AlertCounts" });
export type AlertCounts = z.infer<typeof alertCountsResponse>;
