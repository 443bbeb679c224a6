import { z } from "zod";
import { answer, emailField, optionalText, requiredText } from "@/schemas/fields";
import { newPasswordField } from "@/schemas/password-policy";

export const staffRoles = ["ASSISTANT", "MEDECIN", "ADMIN"] as const;
export type StaffRole = (typeof staffRoles)[number];

export const staffRoleLabels: Record<StaffRole, string> = { ASSISTANT: "Assistant", MEDECIN: "Médecin", ADMIN: "Administrateur" };

/** A role's French name; a code the screen does not know shows as it is. */
export function staffRoleLabel(role: string): string {
  return staffRoleLabels[role as StaffRole] ?? role;
}

const roleField = () => z.enum(staffRoles, { error: "Le rôle doit être ASSISTANT, MEDECIN ou ADMIN." });

/** POST /api/users (ADMIN only). */
export const staffUserInput = z.strictObject({
  username: requiredText("Le nom d'utilisateur", 50).regex(/^[\p{L}\p{N}._-]+$/u, {
    error: "Le nom d'utilisateur ne peut contenir que des lettres, chiffres, points, tirets et soulignés.",
  }),
  /** The policy's length here; the server checks the rest of it (decision 023). */
  password: newPasswordField(),
  role: roleField().default("ASSISTANT"),
  nom: requiredText("Le nom", 100),
  prenom: requiredText("Le prénom", 100),
  email: emailField(),
});
export type StaffUserInput = z.input<typeof staffUserInput>;

/** The delete-user form: the account is looked up by its e-mail (GET /api/users/email/{email}). */
export const staffUserLookupInput = z.strictObject({ email: emailField() });

/** A staff account as the spec's calls return it: never a password or its hash. */
export const staffUserResponse = z.object({
  id: answer.id,
  username: z.string(),
  nom: z.string(),
  prenom: z.string(),
  email: z.string(),
  role: z.enum(staffRoles),
});
/**
 * A staff account as the server reads it: the spec's fields and whether it is a doctor (always for
 * a MEDECIN, for an ADMIN who consults: decision 036). The spec's answers leave `estMedecin` out.
 */
export type StaffUser = z.infer<typeof staffUserResponse> & { estMedecin?: boolean };

/**
 * PATCH /api/users/{id} (ADMIN): an account's names, e-mail, role and doctor flag, any of them (at least one).
 * The username and the password are not changed here.
 */
export const staffUserUpdateInput = z
  .strictObject({
    nom: requiredText("Le nom", 100),
    prenom: requiredText("Le prénom", 100),
    email: emailField(),
    role: roleField(),
    /** An ADMIN who also consults (decision 036); always true for a MEDECIN. */
    estMedecin: z.boolean({ error: "estMedecin doit être vrai ou faux." }),
    /** A doctor's letterhead (decision 053): INPE number, specialty and titles; blank or null clears them. */
    inpe: optionalText("Le numéro INPE", 20).refine((value) => value === null || /^[0-9A-Za-z ./-]+$/.test(value), {
      error: "Le numéro INPE ne peut contenir que des chiffres et des lettres.",
    }),
    specialite: optionalText("La spécialité", 150),
    titres: optionalText("Les titres", 500),
  })
  .partial()
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), { error: "Indiquez au moins un champ à modifier." });
export type StaffUserUpdateInput = z.input<typeof staffUserUpdateInput>;

/**
 * An account as the admins' list shows it (GET /api/users): active or deactivated, when its
 * holder last logged in. Never a password or its hash.
 */
export const staffAccountResponse = staffUserResponse.extend({
  /** Whether the account holds appointments as a doctor: always for a MEDECIN, for an ADMIN who consults (decision 036). */
  estMedecin: z.boolean(),
  /** When the account was deactivated (the spec's logical delete); null while active. */
  deletedAt: answer.instant.nullable(),
  /** The last successful login; null if the account never logged in. */
  lastLoginAt: answer.instant.nullable(),
  /** Whether the account has two-factor login on (decision 024). */
  totpEnabled: z.boolean(),
  /** A doctor's letterhead (decision 053): INPE number, specialty, titles; null when not given. */
  inpe: z.string().nullable().optional(),
  specialite: z.string().nullable().optional(),
  titres: z.string().nullable().optional(),
});
export type StaffAccount = z.infer<typeof staffAccountResponse>;

/** A staff member named in another record (who changed a request, who read a message...). */
export const staffRefResponse = z.object({ id: answer.id, nom: z.string(), prenom: z.string() }).meta({ id: "StaffRef" });
export type StaffRef = z.infer<typeof staffRefResponse>;

export const staffUserMessages = {
  added: "Utilisateur ajouté avec succès.",
  addFailed: "Erreur lors de l'ajout de l'utilisateur.",
  notFound: "Utilisateur non trouvé",
  deleted: "Utilisateur supprimé (logique) avec succès.",
  deleteFailed: "Erreur lors de la suppression.",
  doctorsFailed: "Impossible de récupérer la liste des médecins.",
} as const;

/** The admins' list of accounts on /responsable/personnels, below the spec's two forms. */
export const staffAccountMessages = {
  listFailed: "Impossible de récupérer les comptes du personnel.",
  noAccounts: "Aucun compte.",
  noActiveAccounts: "Aucun compte actif.",
  noDeactivatedAccounts: "Aucun compte désactivé.",
  updated: "Compte modifié avec succès.",
  updateFailed: "Erreur lors de la modification du compte.",
  deactivated: "Compte désactivé avec succès.",
  deactivateFailed: "Erreur lors de la désactivation du compte.",
  restored: "Compte réactivé avec succès.",
  restoreFailed: "Erreur lors de la réactivation du compte.",
  resetFailed: "Erreur lors de la réinitialisation du mot de passe.",
  alreadyActive: "Ce compte est déjà actif.",
  lastAdminDemoted: "Le dernier administrateur actif doit garder son rôle d'administrateur.",
  doctorAlways: "Un compte MEDECIN est toujours médecin.",
  assistantNotDoctor: "Seul un compte ADMIN peut être aussi médecin.",
} as const;
