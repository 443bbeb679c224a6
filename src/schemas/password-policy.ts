import { z } from "zod";
import "@/schemas/fields";

/**
 * The password policy (decision 023), for every path that sets a password: an admin creating an
 * account (POST /api/users), a staff member changing theirs (POST /api/auth/password), an admin's
 * reset, `npm run admin:create`. At least 12 characters, not the account's e-mail or username,
 * not a common password. The browser forms check the first two (this module); the server checks
 * all three (src/domain/staff/password-policy.ts, which holds the list of common passwords:
 * too large for the browser).
 */

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 200;

export const passwordPolicyMessages = {
  required: "Le mot de passe est obligatoire.",
  tooShort: `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères.`,
  tooLong: `Le mot de passe ne doit pas dépasser ${PASSWORD_MAX_LENGTH} caractères.`,
  identity: "Le mot de passe ne doit pas reprendre l'adresse e-mail ni le nom d'utilisateur.",
  common: "Ce mot de passe est trop courant : choisissez-en un plus difficile à deviner.",
  /** What a form says under a new password's field. */
  hint: `Au moins ${PASSWORD_MIN_LENGTH} caractères ; ni l'e-mail ni un mot de passe courant.`,
} as const;

/** A new password's length, with the policy's French messages. */
export function newPasswordField(messages: { required: string } = passwordPolicyMessages) {
  return z
    .string({ error: messages.required })
    .min(1, { error: messages.required })
    .min(PASSWORD_MIN_LENGTH, { error: passwordPolicyMessages.tooShort })
    .max(PASSWORD_MAX_LENGTH, { error: passwordPolicyMessages.tooLong });
}

/** Whose password it is: the policy refuses a password that is their e-mail (or its local part) or username. */
export type PasswordOwner = { email?: string | null; username?: string | null };

/** Whether the password merely repeats the owner's e-mail, the e-mail's local part or the username (case ignored). */
export function repeatsOwnerIdentity(password: string, owner: PasswordOwner): boolean {
  const candidate = password.trim().toLowerCase();
  const email = owner.email?.trim().toLowerCase();
  const names = [email, email?.split("@")[0], owner.username?.trim().toLowerCase()].filter((name): name is string => Boolean(name));
  return names.some((name) => candidate === name);
}
