import type { z } from "zod";
import { invalid } from "@/domain/errors";
import { zodFieldErrors } from "@/server/http";
import { idParam } from "@/schemas/fields";

/** A record id from the path: 400 "Identifiant invalide." unless it is a whole number in range. */
export function parseIdParam(value: string | string[] | undefined): number {
  const result = idParam.safeParse(value);
  if (!result.success) throw invalid("Identifiant invalide.", { id: "Identifiant invalide." });
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
