import type { Database } from "@/db/client";
import { patients, type waitlistEntries } from "@/db/schema";
import { transliterationKey } from "@/domain/names/transliteration";
import { normalizePhone } from "@/domain/patients/phone";

type Entry = typeof waitlistEntries.$inferSelect;

/**
 * The file an accepted offer is booked for (decision 051). The person's details come from the
 * waiting list's form, the contact verified by its code. A new file marked "créé en ligne — à
 * vérifier" (`cree_en_ligne_at`), which the front desk completes or merges at the first visit:
 * nothing of an existing file is read, shown or changed on the visitor's behalf.
 */
export async function patientForWaitlistEntry(tx: Database, entry: Entry, now: Date): Promise<number> {
  const phone = entry.canal === "email" ? "" : entry.contact;
  const [created] = await tx
    .insert(patients)
    .values({
      nom: entry.nom,
      prenom: entry.prenom,
      dateNaissance: entry.dateNaissance,
      gender: entry.gender,
      telephone: phone,
      telephoneDigits: phone ? normalizePhone(phone) : "",
      email: entry.canal === "email" ? entry.contact : "",
      adresse: "",
      langue: entry.langue,
      translitKey: transliterationKey(entry.nom, entry.prenom),
      creeEnLigneAt: now,
    })
    .returning({ id: patients.id });
  return created!.id;
}
