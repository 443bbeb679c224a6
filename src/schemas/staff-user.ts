import { z } from "zod";
import { emailField, requiredText } from "@/schemas/fields";

export const staffRoles = ["ASSISTANT", "MEDECIN", "ADMIN"] as const;
export type StaffRole = (typeof staffRoles)[number];

/** POST /api/users (ADMIN only). */
export const staffUserInput = z.strictObject({
  username: requiredText("Le nom d'utilisateur", 50).regex(/^[\p{L}\p{N}._-]+$/u, {
    error: "Le nom d'utilisateur ne peut contenir que des lettres, chiffres, points, tirets et soulignés.",
  }),
  password: z
    .string({ error: "Le mot de passe est obligatoire." })
    .min(10, { error: "Le mot de passe doit contenir au moins 10 caractères." })
    .max(200, { error: "Le mot de passe ne doit pas dépasser 200 caractères." }),
  role: z.enum(staffRoles, { error: "Le rôle doit être ASSISTANT, MEDECIN ou ADMIN." }).default("ASSISTANT"),
  nom: requiredText("Le nom", 100),
  prenom: requiredText("Le prénom", 100),
  email: emailField(),
});
export type StaffUserInput = z.input<typeof staffUserInput>;

/** A staff account as the API returns it: never a password or its hash. */
export type StaffUser = {
  id: number;
  username: string;
  nom: string;
  prenom: string;
  email: string;
  role: StaffRole;
};

export const staffUserMessages = {
  added: "Utilisateur ajouté avec succès.",
  addFailed: "Erreur lors de l'ajout de l'utilisateur.",
  notFound: "Utilisateur non trouvé",
  deleted: "Utilisateur supprimé (logique) avec succès.",
  deleteFailed: "Erreur lors de la suppression.",
} as const;
