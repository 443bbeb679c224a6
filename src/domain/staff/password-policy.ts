import { dictionary } from "@zxcvbn-ts/language-common";
import { invalid } from "@/domain/errors";
import {
  newPasswordField,
  passwordPolicyMessages,
  repeatsOwnerIdentity,
  type PasswordOwner,
} from "@/schemas/password-policy";

/**
 * The whole password policy (decision 023), applied by the server on every path that sets a
 * password: length (src/schemas/password-policy.ts), not the owner's e-mail or username, and not a
 * common password. The common passwords are zxcvbn-ts's list (@zxcvbn-ts/language-common, MIT:
 * about 49,000 passwords most found in public breaches), compared without case; a password that
 * is one short pattern said over and over ("aaaaaaaaaaaa", "abcabcabcabc") counts as common too.
 */

let commonPasswords: Set<string> | undefined;

function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary["passwords-common"].map((entry) => entry.toLowerCase()));
  const lower = password.toLowerCase();
  return commonPasswords.has(lower) || /^(.{1,4})\1+$/su.test(lower);
}

/** The first rule the password breaks, as a French message; null when it passes. */
export function passwordPolicyProblem(password: string, owner: PasswordOwner): string | null {
  const length = newPasswordField().safeParse(password);
  if (!length.success) return length.error.issues[0]?.message ?? passwordPolicyMessages.tooShort;
  if (repeatsOwnerIdentity(password, owner)) return passwordPolicyMessages.identity;
  if (isCommonPassword(password)) return passwordPolicyMessages.common;
  return null;
}

/** 400 naming `field` when the password breaks the policy. */
export function assertPasswordPolicy(password: string, owner: PasswordOwner, field = "password"): void {
  const problem = passwordPolicyProblem(password, owner);
  if (problem) throw invalid("Données invalides.", { [field]: problem });
}
