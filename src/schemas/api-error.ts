import { z } from "zod";

/** What every refused or failed call answers (docs/decisions/004). */
export const apiErrorResponse = z.object({
  message: z.string().meta({ description: "What went wrong, in French" }),
  errors: z
    .record(z.string(), z.string())
    .optional()
    .meta({ description: "Field path → French message, for validation errors" }),
});
export type ApiErrorBody = z.infer<typeof apiErrorResponse>;
