import type { z } from "zod";
import { invalid } from "@/domain/errors";

/** Field path → first French message, e.g. { telephone: "Numéro de téléphone invalide." }. */
export function zodFieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join(".") : "_";
    fields[key] ??= issue.message;
  }
  return fields;
}

/** A path parameter validated by its schema: 400 with the schema's message, under the parameter's name. */
export function parsePathParam<S extends z.ZodType>(name: string, schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const message = result.error.issues[0]?.message ?? "Paramètre invalide.";
    throw invalid(message, { [name]: message });
  }
  return result.data;
}

/** The query string, validated: 400 with a French message per parameter. */
export function parseQuery<S extends z.ZodType>(request: Request, schema: S): z.output<S> {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const result = schema.safeParse(params);
  if (!result.success) {
    const errors = zodFieldErrors(result.error);
    throw invalid(Object.values(errors)[0] ?? "Paramètres invalides.", errors);
  }
  return result.data;
}
