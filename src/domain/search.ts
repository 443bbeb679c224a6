import { sql, type SQL, type SQLWrapper } from "drizzle-orm";

/** `text` as a LIKE pattern that matches it literally: %, _ and \ lose their meaning. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, "\\$&");
}

/**
 * Case- and accent-insensitive substring match ("benaissa" finds "Benaïssa"), in the exact
 * form the trigram indexes on search_key(column) serve.
 */
export function nameContains(column: SQLWrapper, query: string): SQL {
  return searchKeyContains(sql`search_key(${column})`, query);
}

/** The same match on a column that already holds search_key(name) (patients' nom_key, prenom_key). */
export function searchKeyContains(keyColumn: SQLWrapper, query: string): SQL {
  return sql`${keyColumn} like '%' || search_key(${escapeLike(query)}) || '%'`;
}
