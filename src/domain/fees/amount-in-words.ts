/**
 * An amount of dirhams written in French words for receipts (issue 35, decision 055), in the
 * traditional spelling receipts use ("vingt et un", "quatre-vingts", "deux cents", "deux cent
 * cinquante", "mille", "un million de dirhams"). Written here rather than taken from a library:
 * see the decision record for why.
 */

const units = ["zéro", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix", "onze", "douze", "treize", "quatorze", "quinze", "seize"];
const tens = ["", "dix", "vingt", "trente", "quarante", "cinquante", "soixante"];

/** 0–99; `final`: nothing follows (only then does "quatre-vingts" take its s). */
function belowHundred(n: number, final: boolean): string {
  if (n <= 16) return units[n]!;
  if (n < 20) return `dix-${units[n - 10]}`;
  if (n < 70) {
    const [ten, unit] = [Math.floor(n / 10), n % 10];
    if (unit === 0) return tens[ten]!;
    return unit === 1 ? `${tens[ten]} et un` : `${tens[ten]}-${units[unit]}`;
  }
  if (n < 80) return n === 71 ? "soixante et onze" : `soixante-${belowHundred(n - 60, false)}`;
  if (n === 80) return final ? "quatre-vingts" : "quatre-vingt";
  return `quatre-vingt-${belowHundred(n - 80, false)}`;
}

/** 0–999 ("" for 0); `final` as above, for "cents" and "quatre-vingts". */
function belowThousand(n: number, final: boolean): string {
  const [hundreds, rest] = [Math.floor(n / 100), n % 100];
  const restWords = rest === 0 ? "" : belowHundred(rest, final);
  if (hundreds === 0) return restWords;
  const hundredWord = hundreds === 1 ? "cent" : `${units[hundreds]} ${rest === 0 && final ? "cents" : "cent"}`;
  return rest === 0 ? hundredWord : `${hundredWord} ${restWords}`;
}

/** A whole number 0–999 999 999 999 in words. */
export function nombreEnLettres(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0 || n >= 1e12) throw new RangeError(`Nombre hors limites : ${n}`);
  if (n === 0) return "zéro";
  const groups: string[] = [];
  const billions = Math.floor(n / 1e9);
  const millions = Math.floor((n % 1e9) / 1e6);
  const thousands = Math.floor((n % 1e6) / 1e3);
  const rest = n % 1e3;
  // "cents" and "quatre-vingts" keep their s before the nouns milliard and million, not before mille.
  if (billions > 0) groups.push(`${belowThousand(billions, true)} ${billions > 1 ? "milliards" : "milliard"}`);
  if (millions > 0) groups.push(`${belowThousand(millions, true)} ${millions > 1 ? "millions" : "million"}`);
  if (thousands > 0) groups.push(thousands === 1 ? "mille" : `${belowThousand(thousands, false)} mille`);
  if (rest > 0) groups.push(belowThousand(rest, true));
  return groups.join(" ");
}

/** "un million de dirhams", "deux mille dirhams": "de" after a round million or milliard. */
function withNoun(n: number, singular: string, plural: string): string {
  const words = nombreEnLettres(n);
  const noun = n <= 1 ? singular : plural;
  return n >= 1e6 && n % 1e6 === 0 ? `${words} de ${noun}` : `${words} ${noun}`;
}

/**
 * An amount in centimes in words: 30000 → "trois cents dirhams", 255050 → "deux mille cinq cent
 * cinquante dirhams et cinquante centimes", 0 → "zéro dirham", 50 → "cinquante centimes".
 */
export function montantEnLettres(centimes: number): string {
  if (!Number.isSafeInteger(centimes) || centimes < 0) throw new RangeError(`Montant invalide : ${centimes}`);
  const [dirhams, cents] = [Math.floor(centimes / 100), centimes % 100];
  const centimesWords = withNoun(cents, "centime", "centimes");
  if (cents === 0) return withNoun(dirhams, "dirham", "dirhams");
  if (dirhams === 0) return centimesWords;
  return `${withNoun(dirhams, "dirham", "dirhams")} et ${centimesWords}`;
}
