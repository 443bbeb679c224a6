import { loginInput, passwordChangeInput } from "@/schemas/auth";
import { badBody, type Operation, rateLimited, ref, unauthenticated } from "@/server/openapi/operation";

/** Logging in: the staff's bearer tokens. */
export const authCalls = {
  login: {
    method: "post",
    path: "/api/auth/login",
    summary: "Log in: answers the token as a JSON string",
    tag: "Auth",
    access: "public",
    accessNote:
      "Two steps for an account with two-factor login: the password answers 401 `totpRequired` with `jetonSecondFacteur` (5 minutes, once), which the code step sends with `code` or `recoveryCode` instead of the password. Wrong codes count per account and address like wrong passwords.",
    body: { name: "LoginInput", schema: loginInput },
    success: { status: 200, description: "The JWT (HS256, 8 hours), as a JSON string", schema: ref("Token") },
    errors: {
      ...badBody,
      401: "E-mail ou mot de passe incorrect. (the same whether or not the e-mail exists); `totpRequired` with `jetonSecondFacteur` when the password was right and the account's code is wanted, `totpRequired` alone for a wrong code, or an expired or used `jetonSecondFacteur`",
      ...rateLimited,
    },
    errorBodies: { 401: "TotpRequired" },
  },
  changePassword: {
    method: "post",
    path: "/api/auth/password",
    summary: "Change one's own password: every session of the account ends, a new token is answered",
    tag: "Auth",
    access: "staff",
    session: { duringPasswordChange: true },
    accessNote:
      "Also the one call a token obtained with a temporary password is accepted by. The new password: at least 12 characters, not the account's e-mail or username, not a common password. Wrong current passwords are slowed down like failed logins.",
    body: { name: "PasswordChangeInput", schema: passwordChangeInput },
    success: { status: 200, description: "A new token for this device (the one the call was made with is refused from now on)", schema: ref("PasswordChangeAnswer") },
    errors: {
      ...badBody,
      400: `${badBody[400]}; among them a wrong current password (\`errors.currentPassword\`), a new one the policy refuses or equal to the current one (\`errors.newPassword\`)`,
      ...unauthenticated,
      ...rateLimited,
    },
  },
  logout: {
    method: "post",
    path: "/api/auth/logout",
    summary: "Log out: the token the call is made with is refused from now on, by every instance",
    tag: "Auth",
    access: "staff",
    session: { duringPasswordChange: true },
    accessNote: "Also accepted from a token that must first change its password.",
    success: { status: 204, description: "Logged out" },
    errors: unauthenticated,
  },
  logoutAll: {
    method: "post",
    path: "/api/auth/logout-all",
    summary: "Sign out of every device: every token of the account, this one included, is refused from now on",
    tag: "Auth",
    access: "staff",
    success: { status: 204, description: "Every session ended" },
    errors: unauthenticated,
  },
} satisfies Record<string, Operation>;
