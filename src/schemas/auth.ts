import { z } from "zod";
import { hasNoControlCharacters } from "@/schemas/fields";

/** POST /api/auth/login. The answer is the token as a JSON string. */
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
});
export type LoginInput = z.input<typeof loginInput>;

export { loginMessages } from "@/schemas/public-form-messages";

export const loginResponse = z.string().meta({ description: "The JWT, as a JSON string" });
