import type { Database } from "@/db/client";
import { patients, type waitlistEntries } from "@/db/schema";
import { recordAuditEvent } from "@/domain/audit/audit-log";
import { matchPatient } from "@/domain/booking/bookings";
import { transliterationKey } from "@/domain/names/transliteration";
import { storedPhoneDigits } from "@/domain/patients/patients";

type Entry = typeof waitlistEntries.$inferSelect;

/**
 * The file an accepted offer is booked for (decision 051), as an online booking finds it (decision
 * 048): the existing file when name, birth date and the verified mobile match one unambiguously;
 * otherwise a new file marked "créé en ligne — à vérifier" (`cree_en_ligne_at`) with the details
 * given, which the front desk completes or merges at the first visit. An e-mail contact never
 * matches (the rule needs the phone). Nothing of an existing file is read back or changed.
 */
export async function patientForWaitlistEntry(tx: Database, entry: Entry, context: { now: Date; requestId: string }): Promise<{ patientId: number; matched: boolean }> {
  const phone = entry.canal === "email" ? "" : entry.contact;
  if (phone) {
    const matched = await matchPatient(tx, { nom: entry.nom, prenom: entry.prenom, dateNaissance: entry.dateNaissance, telephone: phone });
    if (matched !== null) return { patientId: matched, matched: true };
  }
  const [created] = await tx
    .insert(patients)
    .values({
      nom: entry.nom,
      prenom: entry.prenom,
      dateNaissance: entry.dateNaissance,
      gender: entry.gender,
      telephone: phone,
      telephoneDigits: phone ? storedPhoneDigits(phone) : "",
      email: entry.canal === "email" ? entry.contact : "",
      adresse: "",
      langue: entry.langue,
      translitKey: transliterationKey(entry.nom, entry.prenom),
      creeEnLigneAt: context.now,
    })
    .returning({ id: patients.id });
  await recordAuditEvent(tx, { actorId: null, requestId: context.requestId }, { action: "patient.create_online", targetType: "patient", targetId: created!.id, details: { waitlistEntryId: entry.id } });
  return { patientId: created!.id, matched: false };
}
