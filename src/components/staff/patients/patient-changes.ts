import type { z } from "zod";
import { type patientEditForm, patientFieldNames, type PatientRecord, type PatientUpdateInput } from "@/schemas/patient";

/** What the edit form sends: only the fields whose value is not the file's (the audit lists their names). */
export function changedFields(patient: PatientRecord, draft: z.output<typeof patientEditForm>): PatientUpdateInput {
  const changes: Record<string, unknown> = {};
  for (const field of patientFieldNames) if (draft[field] !== patient[field]) changes[field] = draft[field];
  return changes as PatientUpdateInput;
}

/** The edit form's starting values: the file as it is (a blank compagnie or CIN for none). */
export function editableValues(patient: PatientRecord) {
  const { nom, prenom, dateNaissance, gender, telephone, email, adresse, mutuelle, compagnie, cin } = patient;
  return { nom, prenom, dateNaissance, gender, telephone, email, adresse, mutuelle, compagnie: compagnie ?? "", cin: cin ?? "" };
}
