/**
 * A comparison key for people's names, so that the same person written two ways is recognised:
 * case, accents, hyphens, apostrophes and spaces ("Aït-Ben Haddou" = "ait benhaddou"), the
 * article and filiation particles (El/Al, Ben/Bin/Ibn), the French and English transliterations
 * of Arabic names (ou/u/w, ch/sh, dj/j, q/k, doubled letters) and the common given-name
 * families (Mohamed, Mohammed, Muhammad, Mohammad...).
 *
 * Deliberately NOT folded: vowels in general (Jean ≠ Jeanne, Louis ≠ Louise, Marie ≠ Mario —
 * twins share a birth date and a family name), a final e, letters that change a French name
 * (Dupont ≠ Dupond). A key is only ever compared for equality, never stored: improving the
 * rules needs no data migration.
 */

const SPECIAL_LETTERS: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  ł: "l",
  đ: "d",
  ð: "d",
  þ: "th",
  ı: "i",
};

/** Lower case, without accents or special letters: "Benaïssa" → "benaissa". */
export function foldAccents(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[ßæœøłđðþı]/g, (letter) => SPECIAL_LETTERS[letter] ?? letter);
}

/** Words of a name, split on anything that is not a letter or digit. */
function words(text: string): string[] {
  return foldAccents(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

const ARTICLES = new Set(["el", "al", "l"]);
const FILIATIONS = new Set(["ben", "bin", "ibn", "bn"]);

/**
 * The transliteration rules, in order. Each maps spellings of one sound to one spelling;
 * applying them twice changes nothing.
 */
const SOUND_RULES: [RegExp, string][] = [
  [/ph/g, "f"], // Mustapha / Mustafa
  [/sh/g, "ch"], // Rashid / Rachid, Aisha / Aicha
  [/dj/g, "j"], // Djamal / Jamal, Khadidja / Khadija
  [/qu/g, "k"],
  [/q/g, "k"], // Abdelhaq / Abdelhak, Chafiq / Chafik
  [/ck/g, "k"],
  [/y/g, "i"], // Zaynab / Zainab, Ayoub / Aioub
  [/c(?=[ei])/g, "s"], // Youcef / Youssef, Yacine / Yassine
  [/oo/g, "u"],
  [/ou/g, "u"], // Youssef / Yusuf, Oussama / Usama
  [/w/g, "u"], // Wafae / Ouafae, Wazzani / Ouazzani
  [/ee/g, "i"], // Kareem / Karim, Saeed / Said
  [/([a-z])\1+/g, "$1"], // Mohammed / Mohamed, Bennani / Benani
  [/abd[aeiu]l/g, "abdel"], // Abdul, Abdal, Abdoul → Abdel
];

/**
 * Rules for the end of a whole name field only: applied to each word they would break the
 * joining of words ("Salah Eddine" must stay "Salaheddine").
 */
const ENDING_RULES: [RegExp, string][] = [
  [/edin(e?)$/, "din$1"], // Noureddine / Nourdine, Salaheddine / Salahdine
  [/([aeiou])h$/, "$1"], // Fatimah / Fatima, Sarah / Sara, Abdallah / Abdalla
];

function applySoundRules(word: string): string {
  return SOUND_RULES.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), word);
}

/**
 * Given-name families whose transliterations differ by vowels, which the sound rules leave
 * alone on purpose. The first spelling names the family; each is folded like any name.
 */
const NAME_FAMILIES: string[][] = [
  ["mohamed", "mohammed", "muhammad", "mohammad", "mohamad", "muhammed", "mouhamed", "mouhammad", "mohamet"],
  ["ahmed", "ahmad"],
  ["mahmoud", "mahmud", "mahmood"],
  ["mustapha", "moustapha", "mustafa", "moustafa", "mostafa", "mostapha"],
  ["youssef", "yusuf", "yousouf", "youssouf", "yusef", "youcef", "yousef"],
  ["fatima", "fatma", "fatema", "fatimah"],
  ["khadija", "khadidja", "khadijah", "khadidja"],
  ["aicha", "aisha", "aicha", "aysha"],
  ["hussein", "houssein", "hussain", "houcine", "hocine", "husain", "hossein", "houssine", "hussine", "hossine"],
  ["othmane", "othman", "outhmane", "otmane", "osman", "uthman", "usman", "otman"],
  ["oussama", "ousama", "usama", "osama"],
  ["zineb", "zaynab", "zeinab", "zainab", "zaineb"],
  ["meriem", "maryam", "mariam", "meryem", "mariem"],
  ["brahim", "ibrahim"],
  ["driss", "idriss", "idris"],
  ["yassine", "yasin", "yacine", "yassin", "yasine"],
  ["amine", "amin", "ameen"],
  ["soufiane", "sofiane", "sufyan", "soufyane", "sofian", "soufian"],
  ["omar", "oumar", "umar"],
  ["abdelkader", "abdelkadir", "abdulkadir", "abdelqader"],
  ["abderrahmane", "abderahmane", "abdurrahman", "abdelrahman", "abderrahman", "abdrahman", "abdrahmane", "abdelrahmane"],
  ["abdellah", "abdallah", "abdullah", "abdalla"],
  ["said", "saeed", "saaid"],
  ["hakim", "hakeem"],
  ["jamal", "jamel", "djamel", "djamal"],
  ["kamal", "kamel"],
  ["adil", "adel"],
  ["leila", "layla", "laila", "leyla"],
  ["mehdi", "mahdi"],
  ["latifa", "latefa"],
  ["hanane", "hanan"],
  ["ilham", "ilhame"],
];

const FAMILY_OF = new Map<string, string>();
for (const [head, ...variants] of NAME_FAMILIES) {
  const canonical = applySoundRules(foldAccents(head!));
  for (const spelling of [head!, ...variants]) FAMILY_OF.set(applySoundRules(foldAccents(spelling)), canonical);
}

function canonicalWord(word: string): string {
  const folded = applySoundRules(word);
  return FAMILY_OF.get(folded) ?? folded;
}

function applyEndingRules(key: string): string {
  return ENDING_RULES.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), key);
}

/**
 * The key of one name field (a nom or a prenom): words folded, particles unified, then joined
 * so that spacing and hyphenation do not matter ("El Amrani" = "Elamrani" = "Al-Amrani").
 */
export function nameKey(name: string): string {
  const parts = words(name).map((word, index) => {
    if (ARTICLES.has(word)) return "el";
    if (FILIATIONS.has(word)) return "ben";
    // The article assimilated to a sun letter, as a word of its own: "Fatima Ezzahra" =
    // "Fatima Zahra", "Abd Errahmane". Never the first word, where it is a name (Eddy).
    if (index > 0 && word.length >= 6 && /^e([b-df-hj-np-tv-z])\1/.test(word)) return word.slice(2);
    // A particle written glued to the name: "Alamrani", "Binjelloun". Short words are left
    // alone: Alami, Alain and Bina are names of their own, not a particle and a name.
    if (word.length >= 6 && word.startsWith("al")) return `el${word.slice(2)}`;
    if (word.length >= 6 && word.startsWith("bin")) return `ben${word.slice(3)}`;
    return word;
  });
  // Joining can create a spelling a rule or a family covers ("Abd Allah", "Abd Errahmane").
  const joined = canonicalWord(parts.map(canonicalWord).join(""));
  return applyEndingRules(joined);
}

export type PersonName = { nom: string; prenom: string };

/**
 * Whether two people's names are the same name: nom with nom and prenom with prenom, or
 * swapped (a first name typed in the last-name field and the other way round, a common slip).
 */
export function sameName(a: PersonName, b: PersonName): boolean {
  const [aNom, aPrenom, bNom, bPrenom] = [nameKey(a.nom), nameKey(a.prenom), nameKey(b.nom), nameKey(b.prenom)];
  if (!aNom || !aPrenom || !bNom || !bPrenom) return false;
  return (aNom === bNom && aPrenom === bPrenom) || (aNom === bPrenom && aPrenom === bNom);
}
