import { z } from "zod";
import { calendarDateField, emailField, optionalText, phoneField, requiredText } from "@/schemas/fields";

/** POST /api/patients */
export const patientInput = z.strictObject({
  nom: requiredText("Le nom", 100),
  prenom: requiredText("Le prénom", 100),
  dateNaissance: calendarDateField("La date de naissance"),
  gender: z.enum(["H", "F"], { error: "Le genre doit être H (Homme) ou F (Femme)." }),
  telephone: phoneField(),
  email: emailField(),
  adresse: requiredText("L'adresse", 300),
  mutuelle: z.boolean({ error: "La mutuelle doit être vrai ou faux." }).default(false),
  compagnie: optionalText("La compagnie", 100),
});
export type PatientInput = z.input<typeof patientInput>;

export type Patient = {
  id: number;
  nom: string;
  prenom: string;
  dateNaissance: string;
  gender: "H" | "F";
  telephone: string;
  email: string;
  adresse: string;
  mutuelle: boolean;
  compagnie: string | null;
  dateCreation: string;
};

export const patientMessages = {
  added: "Patient ajouté avec succès.",
  addFailed: "Erreur lors de l'ajout du patient.",
  searchFailed: "Aucun patient trouvé.",
  notFound: "Patient non trouvé",
  loading: "Chargement...",
  externalNone: "Aucun patient externe trouvé.",
  externalFailed: "Impossible de récupérer les demandes.",
  externalBlank: "Veuillez saisir un nom.",
} as const;
