import { SignJWT, UnsecuredJWT } from "jose";
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from "@/server/auth";
import { jwtSecret } from "@/server/secrets";

/** Tokens that are wrong in every way a protected call must refuse with 401, shared by the API tests. */

export const NO_TOKEN_MESSAGE = "Authentification requise.";
export const INVALID_SESSION_MESSAGE = "Session invalide ou expirée. Veuillez vous reconnecter.";
export const ADMIN_ONLY_MESSAGE = "Accès réservé à l'administrateur.";

type Subject = { id: number; email: string; role: string };

const claimsOf = (user: Subject) => ({ email: user.email, role: user.role, roles: [user.role], sv: 0 });

/** A token for `user`, correct unless one of the options says otherwise. */
export function craftToken(
  user: Subject,
  options: { secret?: Uint8Array; issuer?: string; audience?: string; expiresAt?: number; sub?: string; alg?: string } = {},
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claimsOf(user))
    .setProtectedHeader({ alg: options.alg ?? "HS256" })
    .setSubject(options.sub ?? String(user.id))
    .setJti(crypto.randomUUID())
    .setIssuer(options.issuer ?? TOKEN_ISSUER)
    .setAudience(options.audience ?? TOKEN_AUDIENCE)
    .setIssuedAt(now - 3600)
    .setExpirationTime(options.expiresAt ?? now + 3600)
    .sign(options.secret ?? jwtSecret());
}

export type BadTokenCase = [name: string, make: () => Promise<string | undefined> | string | undefined, message: string];

/**
 * Every way a bearer token can be wrong, each with the message the API answers. `user()` is an
 * active account (the forged tokens name it); `deletedToken()` was issued to an account deleted since.
 */
export function badTokenCases(user: () => Subject, deletedToken: () => Promise<string> | string): BadTokenCase[] {
  const anotherSecret = new TextEncoder().encode("another-secret-that-is-long-enough-1234");
  return [
    ["no Authorization header", () => undefined, NO_TOKEN_MESSAGE],
    ["a malformed token", () => "not-a-jwt", INVALID_SESSION_MESSAGE],
    ["three dot-separated junk parts", () => "aaa.bbb.ccc", INVALID_SESSION_MESSAGE],
    ["a token with a broken signature", async () => `${(await craftToken(user())).slice(0, -4)}AAAA`, INVALID_SESSION_MESSAGE],
    ["an expired token", () => craftToken(user(), { expiresAt: Math.floor(Date.now() / 1000) - 60 }), INVALID_SESSION_MESSAGE],
    ["a well-formed token signed with another secret", () => craftToken(user(), { secret: anotherSecret }), INVALID_SESSION_MESSAGE],
    ["a token for another audience", () => craftToken(user(), { audience: "someone-else" }), INVALID_SESSION_MESSAGE],
    ["a token from another issuer", () => craftToken(user(), { issuer: "someone-else" }), INVALID_SESSION_MESSAGE],
    ["a HS512 token", () => craftToken(user(), { alg: "HS512" }), INVALID_SESSION_MESSAGE],
    [
      "an unsigned (alg none) token",
      () =>
        new UnsecuredJWT(claimsOf(user()))
          .setSubject(String(user().id))
          .setIssuer(TOKEN_ISSUER)
          .setAudience(TOKEN_AUDIENCE)
          .setExpirationTime("1h")
          .encode(),
      INVALID_SESSION_MESSAGE,
    ],
    ["a token of a deleted account", deletedToken, INVALID_SESSION_MESSAGE],
    ["a token of an account that never existed", () => craftToken(user(), { sub: "424242" }), INVALID_SESSION_MESSAGE],
    ["a token whose subject is not an id", () => craftToken(user(), { sub: "admin" }), INVALID_SESSION_MESSAGE],
  ];
}

/** Authorization headers that carry no usable bearer token. */
export const badAuthorizationHeaders = ["Basic YWRtaW46YWRtaW4=", "Bearer", "Bearer ", "bearer  x.y", "Token abc.def.ghi"];
