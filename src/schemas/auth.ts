import { z } from "zod";
import { hasNoControlCharacters } from "@/schemas/fields";
import { loginSecondFactorFields, oneSecondFactorAtMost, twoFactorMessages } from "@/schemas/two-factor";
import { newPasswordField, PASSWORD_MAX_LENGTH, passwordPolicyMessages } from "@/schemas/password-policy";

/**
 * POST /api/auth/login. The answer is the token as a JSON string. An account with two-factor
 * login also sends `code` or `recoveryCode` (decision 024); the spec's call sends neither.
 */
export const loginInput = z.strictObject({
  email: z
    .string({ error: "L'e-mail est obligatoire." })
    .trim()
    .min(1, { error: "L'e-mail est obligatoire." })
    .max(254, { error: "L'e-mail ne doit pas dépasser 254 caractères." })
    .refine(hasNoControlCharacters, { error: "Adresse e-mail invalide." })
    .transform((value) => value.toLowerCase()),
  password: z
    .string({ error: "Le mot de passe est obligatoire." })
    .min(1, { error: "Le mot de passe est obligatoire." })
    .max(200, { error: "Le mot de passe ne doit pas dépasser 200 caractères." }),
  ...loginSecondFactorFields,
}).refine(oneSecondFactorAtMost, { error: twoFactorMessages.oneSecondFactor, path: ["recoveryCode"] });
export type LoginInput = z.input<typeof loginInput>;

export { loginMessages } from "@/schemas/public-form-messages";

export const loginResponse = z.string().meta({ description: "The JWT, as a JSON string" });

/**
 * POST /api/auth/password: a staff member changes their own password (decision 023). The form
 * asks for the new one twice (`passwordChangeForm`); the API takes it once.
 */
export const passwordChangeMessages = {
  currentRequired: "Le mot de passe actuel est obligatoire.",
  currentWrong: "Le mot de passe actuel est incorrect.",
  newRequired: "Le nouveau mot de passe est obligatoire.",
  sameAsCurrent: "Le nouveau mot de passe doit être différent de l'actuel.",
  confirmationRequired: "Veuillez saisir à nouveau le nouveau mot de passe.",
  mismatch: "Les deux mots de passe ne correspondent pas.",
  changed: "Mot de passe modifié avec succès. Vos autres sessions ont été fermées.",
  changeFailed: "Erreur lors du changement de mot de passe.",
  changeRequired: "Choisissez un nouveau mot de passe pour continuer : celui que vous avez utilisé était temporaire.",
} as const;

export const passwordChangeInput = z.strictObject({
  currentPassword: z
    .string({ error: passwordChangeMessages.currentRequired })
    .min(1, { error: passwordChangeMessages.currentRequired })
    .max(PASSWORD_MAX_LENGTH, { error: passwordPolicyMessages.tooLong }),
  newPassword: newPasswordField({ required: passwordChangeMessages.newRequired }),
});
export type PasswordChangeInput = z.input<typeof passwordChangeInput>;

/** The change form: the API's payload and the new password typed again, which must match. */
export const passwordChangeForm = passwordChangeInput
  .extend({
    confirmation: z.string({ error: passwordChangeMessages.confirmationRequired }).min(1, { error: passwordChangeMessages.confirmationRequired }),
  })
  .refine((form) => form.confirmation === form.newPassword, { path: ["confirmation"], error: passwordChangeMessages.mismatch });
export type PasswordChangeForm = z.input<typeof passwordChangeForm>;

/** The change's answer: a new token for this device, every other session of the account being ended. */
export const passwordChangeResponse = z.object({ token: z.string().meta({ description: "The new JWT, to use instead of the one the call was made with" }) });
export type PasswordChangeResponse = z.infer<typeof passwordChangeResponse>;

/** POST /api/users/{id}/password-reset (ADMIN): the temporary password, shown once, valid 24 hours. */
export const passwordResetResponse = z.object({
  temporaryPassword: z.string().meta({ description: "Valid 24 hours; its holder must choose a new password at the first login" }),
});
export type PasswordResetResponse = z.infer<typeof passwordResetResponse>;
