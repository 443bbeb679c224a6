/**
 * A transliteration key for people's names, so that a name written in Arabic script and its usual
 * Latin spellings find each other ("العلمي" = "Alami" = "El Alami"; "محمد" = "Mohamed" =
 * "Mohammed" = "Mhamed"), while names that differ by a consonant stay apart ("العلوي" = "Alaoui"
 * ≠ "Alami"). Decision 042.
 *
 * Both scripts are reduced to the same skeleton: the consonants, each mapped to a class (ح and ه
 * and h are one "h", ط and ت and t one "t", ش and ch and sh one "c"...), the short vowels dropped
 * (Arabic script does not write them, and Latin spellings write them every way), and three marks
 * that both scripts do write: a word that starts with a vowel ("a"), a semivowel before a vowel
 * ("w" of Alaoui, Marouane, مروان; "y" at the start: Youssef, يوسف), and the vowel a word ends with
 * ("a" of Fatima / فاطمة, "i" of Alami / العلمي, "u" of Lahlou / لحلو). Articles and particles are
 * read as each script writes them: "El Alami", "Elalami" and "العلمي" drop the article; "Ben
 * Jelloun", "Benjelloun" and "بن جلون" glue the particle to the name; "Abdelaziz" and "عبد العزيز",
 * "Noureddine" and "نور الدين" are one word in both.
 *
 * A key is a list of word keys separated by spaces: a searched word matches a name when its key
 * begins one of the name's word keys. Keys are made of [a-z] only.
 *
 * What it cannot tell apart: names that differ only by their short vowels (Hassan / Houssine,
 * حسن / حسين; Said / Saad; Imane / Amine). It is used beside the exact searches, never instead.
 */

const ARABIC_LETTER = /[\u0621-\u064A\u0671-\u06D3\u06A9\u06AF\u06CC]/u;

const ARABIC_CONSONANTS: Record<string, string> = {
  ب: "b",
  پ: "b",
  ت: "t",
  ط: "t",
  ث: "t",
  ج: "j",
  ح: "h",
  ه: "h",
  خ: "x",
  د: "d",
  ذ: "d",
  ض: "d",
  ظ: "d",
  ر: "r",
  ز: "z",
  س: "s",
  ص: "s",
  ش: "c",
  غ: "q",
  ف: "f",
  ڤ: "f",
  ق: "k",
  ك: "k",
  ڭ: "k",
  گ: "k",
  ل: "l",
  م: "m",
  ن: "n",
};

/** The sun letters: the article before them is not heard, and Latin spellings leave its l out (Abderrahim, عبد الرحيم). */
const SUN_LETTERS = new Set([..."تثدذرزسشصضطظلن"]);

/** Words that begin with ال without it being the article. */
const ARABIC_NOT_ARTICLE = new Set(["الياس", "الهام", "اليسع", "الفت"]);

/** Whole words whose key the rules would share with a more common name (Mahmoud is not Mohamed). */
const WORD_KEYS: Record<string, string> = {
  mahmoud: "mhmud",
  mahmud: "mhmud",
  mahmood: "mhmud",
  محمود: "mhmud",
};

/** Latin spellings that drop the first vowel Arabic writes: "Driss" is إدريس, "Brahim" إبراهيم. */
const LATIN_ALIASES: Record<string, string> = {
  driss: "idriss",
  dris: "idris",
  brahim: "ibrahim",
  btissam: "ibtissam",
  btisam: "ibtisam",
};

/** Lower case, without accents: "Benaïssa" → "benaissa"; Arabic letters unchanged but their diacritics and tatweel. */
function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f\u064B-\u065F\u0670\u0640]/g, "")
    .normalize("NFC")
    .replace(/[أإآٱ]/g, "ا")
    .replace(/ؤ/g, "و")
    .replace(/ئ/g, "ء")
    .replace(/ی/g, "ي")
    .replace(/ک/g, "ك")
    .replace(/ھ/g, "ه")
    .replace(/ß/g, "ss")
    .replace(/æ/g, "ae")
    .replace(/œ/g, "oe");
}

// ---------------------------------------------------------------------------------------------
// Arabic script

const ARABIC_FINAL_A = new Set([..."ةىاه"]);

function arabicWordKey(word: string): string {
  if (WORD_KEYS[word]) return WORD_KEYS[word];
  const letters = [...word];
  let end = letters.length;
  while (end > 0 && letters[end - 1] === "ء") end -= 1;
  let key = "";
  for (let index = 0; index < end; index += 1) {
    const letter = letters[index]!;
    const next = letters[index + 1];
    if (index === 0) {
      if ("اعء".includes(letter)) key += "a";
      else if (letter === "و") key += "w";
      else if (letter === "ي") key += "y";
      else key += ARABIC_CONSONANTS[letter] ?? "";
      continue;
    }
    if (index === end - 1) {
      // ة after a long a is heard: Najat, Hayat (نجاة، حياة).
      if (letter === "ة" && letters[index - 1] === "ا") key += "t";
      else if (ARABIC_FINAL_A.has(letter)) key += "a";
      else if (letter === "ي") key += "i";
      else if (letter === "و") key += "u";
      else key += ARABIC_CONSONANTS[letter] ?? "";
      continue;
    }
    if (letter === "و") {
      // A consonant before a vowel (مروان، العلوي، التويمي، بوعزة), a long u otherwise (يوسف، محمود).
      const beforeVowel = next !== undefined && "اىةعي".includes(next);
      if (beforeVowel) key += "w";
      continue;
    }
    key += ARABIC_CONSONANTS[letter] ?? "";
  }
  return key;
}

/** The word after عبد, بن or أبو, glued to it: the article kept as ل before a moon letter, dropped before a sun letter. */
function arabicGlued(particle: string, word: string): string {
  if (word.startsWith("ال") && word.length > 3) {
    const first = word[2]!;
    return particle + (SUN_LETTERS.has(first) ? word.slice(2) : `ل${word.slice(2)}`);
  }
  return particle + word;
}

const ARABIC_PARTICLES = new Set(["عبد", "بن", "ابن", "بنت", "ابو", "بو"]);

function arabicKeys(text: string): string[] {
  const words = fold(text)
    .split(/[^\u0621-\u064A\u0671-\u06D3\u06A9\u06AF\u06CC]+/u)
    .filter(Boolean);
  const glued: string[] = [];
  for (let index = 0; index < words.length; index += 1) {
    let word = words[index]!;
    const next = words[index + 1];
    if (ARABIC_PARTICLES.has(word) && next !== undefined) {
      glued.push(arabicGlued(word === "ابن" ? "بن" : word, next));
      index += 1;
      continue;
    }
    // "نور الدين" is one name, as Latin writes it (Noureddine).
    if (word === "الدين" && glued.length > 0) {
      glued[glued.length - 1] = arabicGlued(glued[glued.length - 1]!, word);
      continue;
    }
    // Glued forms of the same: عبدالعزيز, بنالعربي.
    const gluedParticle = /^(عبد|بن)ال(.+)$/u.exec(word);
    if (gluedParticle && gluedParticle[2]!.length > 1) {
      word = arabicGlued(gluedParticle[1]!, `ال${gluedParticle[2]}`);
    } else if (word.startsWith("ال") && word.length > 3 && !ARABIC_NOT_ARTICLE.has(word)) {
      word = word.slice(2);
    }
    glued.push(word);
  }
  return glued.map(arabicWordKey).filter(Boolean);
}

// ---------------------------------------------------------------------------------------------
// Latin script

/** Digraphs and letters of one sound, to one letter (upper case marks a class of its own). */
const LATIN_RULES: [RegExp, string][] = [
  [/([aeiouy])h$/, "$1"], // Fatimah, Abdallah, Sarah: a final h after a vowel is not heard
  [/t?sch|tch|ch|sh/g, "C"],
  [/kh/g, "X"],
  [/gh/g, "Q"],
  [/(^|[aeiouy])rh(?=[aeiouy])/g, "$1Q"], // Rhali, Rharbi (غ)
  [/th/g, "t"],
  [/dh/g, "d"],
  [/ph/g, "f"],
  [/dj/g, "j"],
  [/ck|qu|q/g, "k"],
  [/gu(?=[eiy])/g, "k"], // Guessous
  [/g/g, "k"],
  [/c(?=[eiy])/g, "s"], // Youcef, Houcine, Naciri
  [/c/g, "k"],
  [/x/g, "ks"],
  [/v/g, "f"],
  [/p/g, "b"],
  [/oo/g, "u"],
  [/([a-zA-Z])\1+/g, "$1"], // Mohammed, Bennani, Echchafai
];

const LATIN_VOWELS = new Set([..."aeiouy"]);
const isVowel = (letter: string | undefined) => letter !== undefined && LATIN_VOWELS.has(letter);

type Unit = { kind: "vowel"; sound: string } | { kind: "w" } | { kind: "y" } | { kind: "consonant"; letter: string };

function latinUnits(word: string): Unit[] {
  const units: Unit[] = [];
  for (let index = 0; index < word.length; index += 1) {
    const letter = word[index]!;
    if (letter === "o" && word[index + 1] === "u") {
      index += 1;
      units.push(isVowel(word[index + 1]) ? { kind: "w" } : { kind: "vowel", sound: "u" });
    } else if (letter === "w" || letter === "u") {
      units.push(isVowel(word[index + 1]) ? { kind: "w" } : { kind: "vowel", sound: "u" });
    } else if (letter === "y") {
      units.push(isVowel(word[index + 1]) ? { kind: "y" } : { kind: "vowel", sound: "i" });
    } else if (isVowel(letter)) {
      units.push({ kind: "vowel", sound: letter === "o" ? "u" : letter });
    } else {
      units.push({ kind: "consonant", letter: letter.toLowerCase() });
    }
  }
  return units;
}

function latinWordKey(word: string): string {
  if (WORD_KEYS[word]) return WORD_KEYS[word];
  const spelled = LATIN_ALIASES[word] ?? word;
  // "Abdelrahman" is written "عبد الرحمن": before a sun letter the article's l is not heard.
  const unglued = spelled.replace(/^(abd|ben)[aeiou]?l(?=[tdrzsnlc]|sh)/, "$1");
  const units = latinUnits(LATIN_RULES.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), unglued));
  if (units.length === 0) return "";
  // The vowels the word ends with: their last sound but a silent final e (Amine, Wafae → a, Rabie → i).
  let tail = units.length;
  while (tail > 0 && units[tail - 1]!.kind === "vowel") tail -= 1;
  const finals = units.slice(tail).map((unit) => (unit as { sound: string }).sound);
  if (finals.length > 1 && finals[finals.length - 1] === "e") finals.pop();
  const finalSound = finals.length === 0 ? "" : ({ a: "a", e: "", i: "i", u: "u" } as Record<string, string>)[finals[finals.length - 1]!]!;
  let key = "";
  units.forEach((unit, index) => {
    if (index === 0) {
      key += unit.kind === "vowel" ? "a" : unit.kind === "consonant" ? unit.letter : unit.kind;
      return;
    }
    if (index >= tail) return;
    if (unit.kind === "consonant") key += unit.letter;
    else if (unit.kind === "w") key += "w";
  });
  // A word that is all vowels ("Aya" has a y) keeps its first mark only once.
  return tail === 0 ? key : key + finalSound;
}

const LATIN_ARTICLES = new Set(["el", "al", "l", "ed", "et", "er", "es", "ez", "en", "ech", "ad", "at", "ar", "az", "ach", "ash"]);
const LATIN_PARTICLES = new Set(["ben", "bin", "ibn", "bn", "bent", "abd", "abdel", "abdul", "abdal", "abdoul", "abou", "abu", "bou"]);
const LATIN_DIN = new Set(["eddine", "edine", "eddin", "dine", "din", "ddine"]);

function latinKeys(text: string): string[] {
  // A token with digits is no name (a CIN, a phone number): "AB123456" must not read as "Ab".
  const words = fold(text)
    .split(/[^a-z0-9]+/)
    .filter((word) => word && !/[0-9]/.test(word));
  const glued: string[] = [];
  for (let index = 0; index < words.length; index += 1) {
    let word = words[index]!;
    if (LATIN_PARTICLES.has(word) && index + 1 < words.length) {
      // "Ben Jelloun", "Abd El Aziz", "Abdel Aziz": one name, as the particle glued to it.
      let joined = ["ibn", "bin", "bn"].includes(word) ? "ben" : word;
      index += 1;
      while (LATIN_ARTICLES.has(words[index]!) && index + 1 < words.length) joined += words[index++]!;
      glued.push(joined + words[index]!);
      continue;
    }
    if (LATIN_DIN.has(word) && glued.length > 0) {
      glued[glued.length - 1] += word;
      continue;
    }
    if (LATIN_ARTICLES.has(word) && index + 1 < words.length) continue;
    // The article glued to the name: Elalami, Elamrani; assimilated: Essaidi, Ettazi, Echchafai.
    if (word.length >= 7 && word.startsWith("el")) word = word.slice(2);
    else if (word.length >= 6 && /^e([tdrzsnl])\1/.test(word)) word = word.slice(2);
    else if (word.length >= 7 && word.startsWith("echch")) word = word.slice(3);
    glued.push(word);
  }
  return glued.map(latinWordKey).filter(Boolean);
}

// ---------------------------------------------------------------------------------------------

/** The word keys of a name, in either script (or both mixed, word by word). */
export function transliterationWords(text: string): string[] {
  const keys: string[] = [];
  // Runs of one script at a time: "Fatima الزهراء" is read as each script writes its part.
  // An Arabic run goes on across spaces and punctuation ("بن جلون" is one run), until a Latin letter.
  for (const run of text.match(/(?:[\u0600-\u06FF][^A-Za-z\u00C0-\u024F]*)+|[^\u0600-\u06FF]+/gu) ?? []) {
    keys.push(...(ARABIC_LETTER.test(run) ? arabicKeys(run) : latinKeys(run)));
  }
  // A lone mark ("a" of an initial "A.") says nothing of a name.
  return keys.filter((key) => key.length >= 2);
}

/** The key stored beside a person's names (nom then prenom): their word keys, space-separated. */
export function transliterationKey(...names: (string | null | undefined)[]): string {
  return names.flatMap((name) => (name ? transliterationWords(name) : [])).join(" ");
}

/**
 * The word keys a searched word may stand for: its own, and the spellings of the article that
 * Latin folds into the name ("Larbi", "Lahcen", "Lamrani" are العربي، الحسن، العمراني).
 */
export function searchVariants(wordKey: string): string[] {
  const variants = new Set([wordKey]);
  if (wordKey.length < 3) return [...variants];
  if (wordKey.startsWith("l") && !/^l[aiu]?$/.test(wordKey)) {
    variants.add(wordKey.slice(1));
    variants.add(`a${wordKey.slice(1)}`);
  }
  if (wordKey.startsWith("a")) variants.add(`l${wordKey.slice(1)}`);
  else if (!wordKey.startsWith("l")) variants.add(`l${wordKey}`);
  return [...variants];
}

/** Whether a text has Arabic letters. */
export function hasArabicScript(text: string): boolean {
  return ARABIC_LETTER.test(text);
}

/**
 * Whether every searched word (its key, or one of its variants) begins a word of the stored key:
 * the rule the database applies (src/domain/names/name-search.ts), for code that has rows in hand.
 */
export function transliterationMatches(storedKey: string, searched: string): boolean {
  const stored = storedKey.split(" ").filter(Boolean);
  const words = transliterationWords(searched);
  if (words.length === 0) return false;
  return words.every((word) => searchVariants(word).some((variant) => stored.some((key) => key.startsWith(variant))));
}

/**
 * Whether two names are the same name across scripts: the same word keys, in any order (a nom and
 * a prenom swapped, "Mohamed Alami" = "العلمي محمد"), once the articles Latin folds in are allowed.
 */
export function sameTransliteration(a: string, b: string): boolean {
  const left = transliterationWords(a);
  const right = transliterationWords(b);
  if (left.length === 0 || left.length !== right.length) return false;
  const remaining = [...right];
  for (const word of left) {
    const variants = searchVariants(word);
    const at = remaining.findIndex((other) => variants.includes(other) || searchVariants(other).includes(word));
    if (at < 0) return false;
    remaining.splice(at, 1);
  }
  return true;
}
