import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { readPhoneQuery } from "@/domain/patients/phone";
import { escapeLike } from "@/domain/search";

/**
 * Whether a column of canonical phone digits matches a search text written as a phone number
 * in any format: the same number when the text is a whole one, the digits anywhere in the
 * number when it is a part of one ("34 56 78"). Undefined when the text is not a phone number.
 */
export function phoneMatches(canonicalDigits: SQLWrapper, query: string): SQL | undefined {
  const phone = readPhoneQuery(query);
  if (!phone) return undefined;
  if (phone.kind === "whole") return sql`${canonicalDigits} = ${phone.digits}`;
  return sql`${canonicalDigits} like ${`%${escapeLike(phone.digits)}%`}`;
}
