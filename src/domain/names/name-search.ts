import { and, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { searchVariants, transliterationWords } from "@/domain/names/transliteration";

/** Keys shorter than this are matched as whole words: "sd" (Said) must not find every name in s…d. */
const PREFIX_MIN_LENGTH = 3;

/** One word key against a stored key: it begins one of the key's words (or is one, when short). Keys hold [a-z ] only. */
function wordMatches(keyColumn: SQLWrapper, wordKey: string): SQL {
  if (wordKey.length >= PREFIX_MIN_LENGTH) {
    return sql`(${keyColumn} like ${`${wordKey}%`} or ${keyColumn} like ${`% ${wordKey}%`})`;
  }
  return sql`(${keyColumn} = ${wordKey} or ${keyColumn} like ${`${wordKey} %`} or ${keyColumn} like ${`% ${wordKey}`} or ${keyColumn} like ${`% ${wordKey} %`})`;
}

/**
 * The transliteration match of a searched text on a stored key column (decision 042): every word
 * typed, in either script, begins a word of the name ("Alami" finds العلمي, "العلمي" finds "El
 * Alami"). Undefined when the text has no name word (digits only...). Served by the trigram index on the column.
 */
export function transliterationMatch(keyColumn: SQLWrapper, text: string): SQL | undefined {
  const words = transliterationWords(text);
  if (words.length === 0) return undefined;
  return and(...words.map((word) => or(...searchVariants(word).map((variant) => wordMatches(keyColumn, variant)))));
}

