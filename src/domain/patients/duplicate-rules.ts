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
};

/**
 * Why `existing` is likely the same person as `probe`, or [] when nothing suggests it:
 * the same phone number however written, or the same name (transliterations included) with
 * the same birth date. Without a birth date to compare, the same name alone is a reason.
 */
export function duplicateReasons(probe: PersonIdentity, existing: PersonIdentity): DuplicateReason[] {
  const reasons: DuplicateReason[] = [];
  if (samePhone(probe.telephone, existing.telephone)) reasons.push("telephone");
  if (sameName(probe, existing)) {
    if (!probe.dateNaissance) reasons.push("nom");
    else if (probe.dateNaissance === existing.dateNaissance) reasons.push("nom-date-naissance");
  }
  return reasons;
}
