import { z } from "zod";
import { hasNoControlCharacters } from "@/schemas/fields";

/**
 * Query parameters and answers of the paged lists (requests, messages, audit trail, a patient's
 * access history): `?limit=&offset=` in, `{ items, total }` out.
 */

export const PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;

/** A whole number from a query string, between `min` and `max`. */
export function pageNumber(label: string, min: number, max: number) {
  const message = `${label} doit être un nombre entier entre ${min} et ${max}.`;
  return z
    .string({ error: message })
    .regex(/^\d{1,10}$/, { error: message })
    .transform(Number)
    .refine((value) => value >= min && value <= max, { error: message });
}

export const limitParam = pageNumber("La limite", 1, MAX_PAGE_SIZE).optional();
export const offsetParam = pageNumber("Le décalage", 0, 1_000_000).optional();

/** ?limit=&offset= of a paged list. */
export const pageQuery = z.object({ limit: limitParam, offset: offsetParam });

/** A free-text filter of a list: trimmed, blank means none. */
export const searchText = z
  .string()
  .trim()
  .max(100, { error: "La recherche ne doit pas dépasser 100 caractères." })
  .refine(hasNoControlCharacters, { error: "La recherche contient des caractères non autorisés." })
  .optional()
  .transform((value) => (value ? value : undefined));

/** One page of a list and how many there are in all. */
export type Page<T> = { items: T[]; total: number };
