import { z } from "zod";

/** What every refused or failed call answers (docs/decisions/004). */
export const apiErrorResponse = z.object({
  message: z.string().meta({ description: "What went wrong, in French" }),
  errors: z
    .record(z.string(), z.string())
    .optional()
    .meta({ description: "Field path → French message, for validation errors" }),
  passwordChangeRequired: z
    .literal(true)
    .optional()
    .meta({ description: "On a 403: the account must choose a new password (POST /api/auth/password) before any other call (decision 023)" }),
});
export type ApiErrorBody = z.infer<typeof apiErrorResponse>;
