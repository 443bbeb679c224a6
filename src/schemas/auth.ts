import { z } from "zod";
import { hasNoControlCharacters } from "@/schemas/fields";
import { loginSecondFactorFields, oneSecondFactorAtMost, twoFactorMessages } from "@/schemas/two-factor";
import { newPasswordField, PASSWORD_MAX_LENGTH, passwordPolicyMessages } from "@/schemas/password-policy";

const loginFieldMessages = { emailRequired: "L'e-mail est obligatoire.", passwordRequired: "Le mot de passe est obligatoire." } as const;

/**
 * POST /api/auth/login, in one of two shapes (decision 038). The spec's: `email` and `password`;
 * an account with two-factor login adds `code` or `recoveryCode` (decision 024), or answers 401
 * `totpRequired` with `jetonSecondFacteur`. The code step: `jetonSecondFacteur` and `code` or
 * `recoveryCode`, without the password (`email` optional, then it must be the token's account's).
 */
export const loginInput = z
  .strictObject({
    email: z
      .string({ error: loginFieldMessages.emailRequired })
      .trim()
      .min(1, { error: loginFieldMessages.emailRequired })
      .max(254, { error: "L'e-mail ne doit pas dépasser 254 caractères." })
      .refine(hasNoControlCharacters, { error: "Adresse e-mail invalide." })
      .transform((value) => value.toLowerCase())
      .optional(),
    password: z
      .string({ error: loginFieldMessages.passwordRequired })
      .min(1, { error: loginFieldMessages.passwordRequired })
      .max(200, { error: "Le mot de passe ne doit pas dépasser 200 caractères." })
      .optional(),
    jetonSecondFacteur: z
      .string({ error: twoFactorMessages.pendingLoginFormat })
      .max(2048, { error: twoFactorMessages.pendingLoginFormat })
      .regex(/^[\w-]+\.[\w-]+\.[\w-]+$/, { error: twoFactorMessages.pendingLoginFormat })
      .optional()
      .meta({ description: "The code step: the token the password step's 401 answered (valid 5 minutes, once), instead of the password" }),
    ...loginSecondFactorFields,
  })
  .superRefine((value, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: "custom", path: [path], message });
    if (value.jetonSecondFacteur === undefined) {
      if (value.email === undefined) issue("email", loginFieldMessages.emailRequired);
      if (value.password === undefined) issue("password", loginFieldMessages.passwordRequired);
    } else {
      if (value.password !== undefined) issue("password", twoFactorMessages.passwordWithPendingLogin);
      if (value.code === undefined && value.recoveryCode === undefined) issue("code", twoFactorMessages.codeMissing);
    }
    if (!oneSecondFactorAtMost(value)) issue("recoveryCode", twoFactorMessages.oneSecondFactor);
  })
  .meta({ description: "Either `email` and `password` (with `code` or `recoveryCode` for an account with two-factor login), or `jetonSecondFacteur` with `code` or `recoveryCode`" });
export type LoginInput = z.input<typeof loginInput>;

export { loginMessages } from "@/schemas/public-form-messages";

/** What a login is once parsed: the password step (the spec's call), or the code step with its pending token. */
export type LoginRequest = z.output<typeof loginInput>;

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
