import { hasArabicScript, sameTransliteration } from "@/domain/names/transliteration";
import { sameName } from "@/domain/patients/names";
import { samePhone } from "@/domain/patients/phone";
import type { DuplicateReason } from "@/schemas/patient";

/** What is known of a person about to be registered, or of a registered patient. */
export type PersonIdentity = {
  nom: string;
  prenom: string;
  /** YYYY-MM-DD; absent for an appointment request, which has none. */
  dateNaissance?: string | null;
  telephone?: string | null;
  /** The national identity card number, upper case (decision 042). */
  cin?: string | null;
};

/**
 * The same name: between two Latin spellings, by the spelling rules of names.ts; as soon as one
 * of them is written in Arabic script ("العلمي محمد" and "Mohamed Alami", or two Arabic spellings),
 * by the transliteration key (decision 042). Between Latin spellings the key is not used: it
 * cannot tell apart names that differ only by their vowels (Hassan, Houssine), which Latin
 * letters write and names.ts compares; Arabic script does not write them either.
 */
export function sameNameAcrossScripts(a: PersonIdentity, b: PersonIdentity): boolean {
  if (sameName(a, b)) return true;
  if (!hasArabicScript(`${a.nom} ${a.prenom}`) && !hasArabicScript(`${b.nom} ${b.prenom}`)) return false;
  return sameTransliteration(`${a.nom} ${a.prenom}`, `${b.nom} ${b.prenom}`);
}

/**
 * Why `existing` is likely the same person as `probe`, or [] when nothing suggests it:
 * the same phone number however written, the same CIN, or the same name (transliterations and
 * the other script included) with the same birth date. Without a birth date to compare, the same
 * name alone is a reason.
 */
export function duplicateReasons(probe: PersonIdentity, existing: PersonIdentity): DuplicateReason[] {
  const reasons: DuplicateReason[] = [];
  if (samePhone(probe.telephone, existing.telephone)) reasons.push("telephone");
  // The same CIN is a warning, never a refusal: a typing slip must not block a registration.
  if (probe.cin && existing.cin && probe.cin === existing.cin) reasons.push("cin");
  if (sameNameAcrossScripts(probe, existing)) {
    if (!probe.dateNaissance) reasons.push("nom");
    else if (probe.dateNaissance === existing.dateNaissance) reasons.push("nom-date-naissance");
  }
  return reasons;
}
