import { badBody, type Operation, rateLimited, ref } from "@/server/openapi/operation";

/** Logging in: the staff's bearer tokens. */
export const authCalls = {
  login: {
    method: "post",
    path: "/api/auth/login",
    summary: "Log in: answers the token as a JSON string",
    tag: "Auth",
    access: "public",
    body: "LoginInput",
    success: { status: 200, description: "The JWT (HS256, 8 hours), as a JSON string", schema: ref("Token") },
    errors: {
      ...badBody,
      401: "E-mail ou mot de passe incorrect. (the same whether or not the e-mail exists)",
      ...rateLimited,
    },
  },
} satisfies Record<string, Operation>;
