/**
 * Phone numbers as people write them at a Moroccan front desk — 0612345678, 06 12 34 56 78,
 * +212 6 12 34 56 78, 00212612345678, +212 (0)6 12 34 56 78 — reduced to one canonical digit
 * string (212612345678) so that search and duplicate detection compare numbers, not spellings.
 *
 * A national number (leading 0, nine digits after it, as the practice's own callers write) is
 * read as Moroccan. Numbers written with + or 00 keep their own country code, so a French
 * +33 6 ... never collides with a Moroccan 06 ....
 *
 * The migration 0002 defines the SQL twin `phone_digits(text)` used to backfill the
 * `patients.telephone_digits` column; an integration test keeps the two in step.
 */

export const MOROCCO_COUNTRY_CODE = "212";

/** Fewer digits than this is not a whole phone number (the API accepts 8 to 15). */
export const MIN_PHONE_DIGITS = 8;

/** The canonical digits of a phone number; "" when it has no digit at all. */
export function normalizePhone(input: string): string {
  // "(0)" is the trunk prefix some people keep after the country code: "+33 (0)6 ...".
  const text = input.replaceAll("(0)", "").trim();
  let digits = text.replace(/\D/g, "");
  if (text.startsWith("+")) {
    // Already international.
  } else if (digits.startsWith("00")) {
    digits = digits.slice(2);
  } else if (/^0[5-8]\d{8}$/.test(digits)) {
    digits = MOROCCO_COUNTRY_CODE + digits.slice(1);
  } else if (/^[5-8]\d{8}$/.test(digits)) {
    // The national number without its trunk 0: "6 12 34 56 78".
    digits = MOROCCO_COUNTRY_CODE + digits;
  }
  // "+212 06 12 34 56 78": the trunk 0 written after the country code.
  if (/^2120[5-8]\d{8}$/.test(digits)) digits = MOROCCO_COUNTRY_CODE + digits.slice(4);
  return digits;
}

/** True when both are whole phone numbers and are the same number, however written. */
export function samePhone(a: string | null | undefined, b: string | null | undefined): boolean {
  if (!a || !b) return false;
  const left = normalizePhone(a);
  return left.length >= MIN_PHONE_DIGITS && left === normalizePhone(b);
}

/**
 * How a search text reads as a phone number: a whole number (compare canonical forms), a
 * fragment of one (compare digits, without the leading zeros a fragment may carry), or not
 * a phone number at all (letters in it, or too few digits).
 */
export type PhoneQuery = { kind: "whole"; digits: string } | { kind: "fragment"; digits: string };

export const MIN_PHONE_FRAGMENT_DIGITS = 4;

export function readPhoneQuery(query: string): PhoneQuery | null {
  const text = query.trim();
  if (!/^\+?[\d\s().\-/]+$/.test(text)) return null;
  const canonical = normalizePhone(text);
  const international = text.startsWith("+") || text.startsWith("00");
  if ((international && canonical.length >= MIN_PHONE_DIGITS) || /^212[5-8]\d{8}$/.test(canonical)) {
    return { kind: "whole", digits: canonical };
  }
  // A fragment ("12 34 56", a foreign national number): its digits anywhere in the number.
  const fragment = text.replace(/\D/g, "").replace(/^0+/, "");
  return fragment.length >= MIN_PHONE_FRAGMENT_DIGITS ? { kind: "fragment", digits: fragment } : null;
}
