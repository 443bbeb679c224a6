import { errors as joseErrors, jwtVerify, SignJWT } from "jose";
import { findActiveStaffById } from "@/domain/staff/staff-users";
import { forbidden, unauthenticated } from "@/domain/errors";
import type { StaffRole, StaffUser } from "@/schemas/staff-user";
import { getDatabase } from "@/server/db";
import { jwtSecret } from "@/server/secrets";

/**
 * Staff tokens: HS256 JWTs (jose), valid for a working day, carrying sub, email, role (a string)
 * and roles (a list) so every client shape of the spec's §2 reads them. The token only says who
 * is asking: every request re-reads the account, so a deleted account's tokens stop working at
 * once and a changed role applies at once.
 */

export const TOKEN_ISSUER = "cabinet-orthopedie";
export const TOKEN_AUDIENCE = "cabinet-orthopedie/staff";
export const TOKEN_LIFETIME_SECONDS = 8 * 3600;
const MAX_TOKEN_LENGTH = 4096;

export const authMessages = {
  missing: "Authentification requise.",
  invalid: "Session invalide ou expirée. Veuillez vous reconnecter.",
  adminOnly: "Accès réservé à l'administrateur.",
} as const;

export async function signStaffToken(user: Pick<StaffUser, "id" | "email" | "role">): Promise<string> {
  return new SignJWT({ email: user.email, role: user.role, roles: [user.role] })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(user.id))
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${TOKEN_LIFETIME_SECONDS}s`)
    .sign(jwtSecret());
}

/** The account id a token was issued to; throws 401 for a token that is forged, expired or not ours. */
export async function verifyStaffToken(token: string): Promise<number> {
  try {
    const { payload } = await jwtVerify(token, jwtSecret(), {
      algorithms: ["HS256"],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      requiredClaims: ["sub", "exp", "iat"],
    });
    const id = Number(payload.sub);
    if (!/^[1-9]\d{0,9}$/.test(payload.sub ?? "") || id > 2_147_483_647) throw unauthenticated(authMessages.invalid);
    return id;
  } catch (error) {
    if (error instanceof joseErrors.JOSEError || error instanceof TypeError || error instanceof SyntaxError) {
      throw unauthenticated(authMessages.invalid);
    }
    throw error;
  }
}

function bearerToken(request: Request): string {
  const header = request.headers.get("authorization");
  if (!header || header.trim() === "") throw unauthenticated(authMessages.missing);
  const match = /^Bearer +([\w-]+\.[\w-]+\.[\w-]+)\s*$/i.exec(header);
  if (!match || match[1]!.length > MAX_TOKEN_LENGTH) throw unauthenticated(authMessages.invalid);
  return match[1]!;
}

/**
 * The staff member behind the request's bearer token, re-read from the database: 401 when the
 * token is missing, malformed, expired, forged, or its account no longer exists or was deleted.
 */
export async function requireStaff(request: Request): Promise<StaffUser> {
  const id = await verifyStaffToken(bearerToken(request));
  const { db } = await getDatabase();
  const user = await findActiveStaffById(db, id);
  if (!user) throw unauthenticated(authMessages.invalid);
  return user;
}

/** 403 unless the staff member has one of these roles (as the account has it now, not as the token says). */
export function requireRole(user: StaffUser, ...roles: StaffRole[]): void {
  if (!roles.includes(user.role)) {
    throw forbidden(roles.length === 1 && roles[0] === "ADMIN" ? authMessages.adminOnly : "Accès refusé.");
  }
}
