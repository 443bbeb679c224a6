import { errors as joseErrors, jwtVerify, SignJWT } from "jose";
import { tokenRoles } from "@/domain/staff/doctors";
import { readStaffSession } from "@/domain/staff/staff-users";
import { recordLogin } from "@/domain/staff/sessions";
import { mustEnrolTwoFactor } from "@/domain/two-factor/two-factor";
import type { Database } from "@/db/client";
import { DomainError, forbidden, unauthenticated } from "@/domain/errors";
import type { StaffRole, StaffUser } from "@/schemas/staff-user";
import { twoFactorMessages } from "@/schemas/two-factor-messages";
import { getDatabase } from "@/server/db";
import { env } from "@/server/env";
import { jwtSecret } from "@/server/secrets";

/**
 * Staff tokens: HS256 JWTs (jose), valid for a working day, carrying sub (the account id, a
 * string), email, role (a string) and roles (a list) so every client shape of the spec's §2 reads
 * them, plus jti (the token's own id) and sv (the account's session version). The token only says
 * who is asking: every request re-reads the account, so a deleted account's tokens stop working at
 * once and a changed role applies at once; and the session (decision 023), so that a token logged
 * out, or issued before its account's sessions were ended, is refused on every instance.
 */

export const TOKEN_ISSUER = "cabinet-orthopedie";
export const TOKEN_AUDIENCE = "cabinet-orthopedie/staff";
export const TOKEN_LIFETIME_SECONDS = 8 * 3600;
const MAX_TOKEN_LENGTH = 4096;

export const authMessages = {
  missing: "Authentification requise.",
  invalid: "Session invalide ou expirée. Veuillez vous reconnecter.",
  adminOnly: "Accès réservé à l'administrateur.",
  passwordChangeRequired: "Vous devez d'abord choisir un nouveau mot de passe.",
} as const;

export async function signStaffToken(user: Pick<StaffUser, "id" | "email" | "role"> & { estMedecin?: boolean; sessionVersion: number }): Promise<string> {
  // `role` stays the spec's single value; `roles` adds MEDECIN for an ADMIN who consults (decision 036).
  return new SignJWT({ email: user.email, role: user.role, roles: tokenRoles(user), sv: user.sessionVersion })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(user.id))
    .setJti(crypto.randomUUID())
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${TOKEN_LIFETIME_SECONDS}s`)
    .sign(jwtSecret());
}

/**
 * The token of a login that succeeded (every step of it): notes the login time and signs a token
 * under the account's current session version. 401 if the account was deleted in the meantime.
 */
export async function issueStaffToken(db: Database, user: Pick<StaffUser, "id" | "email" | "role"> & { estMedecin?: boolean }): Promise<string> {
  const session = await recordLogin(db, user.id);
  if (!session) throw unauthenticated(authMessages.invalid);
  return signStaffToken({ ...user, sessionVersion: session.sessionVersion });
}

/** What a valid token says: whose it is, its own id, the session version it was issued under, when it expires. */
export type StaffTokenClaims = { staffUserId: number; jti: string; sessionVersion: number; expiresAt: Date };

const idPattern = /^[1-9]\d{0,9}$/;
const jtiPattern = /^[\w-]{8,64}$/;

/**
 * The claims of a token we issued; throws 401 for a token that is forged, expired, older than a
 * token's lifetime (whatever its `exp` says), or not ours.
 */
export async function verifyStaffToken(token: string): Promise<StaffTokenClaims> {
  try {
    const { payload } = await jwtVerify(token, jwtSecret(), {
      algorithms: ["HS256"],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      requiredClaims: ["sub", "exp", "iat", "jti", "sv"],
      maxTokenAge: TOKEN_LIFETIME_SECONDS,
    });
    const { sub, jti, sv } = payload;
    if (typeof sub !== "string" || !idPattern.test(sub) || Number(sub) > 2_147_483_647) throw unauthenticated(authMessages.invalid);
    if (typeof jti !== "string" || !jtiPattern.test(jti)) throw unauthenticated(authMessages.invalid);
    if (typeof sv !== "number" || !Number.isSafeInteger(sv) || sv < 0) throw unauthenticated(authMessages.invalid);
    return { staffUserId: Number(sub), jti, sessionVersion: sv, expiresAt: new Date(payload.exp! * 1000) };
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

export type StaffSession = { user: StaffUser; token: StaffTokenClaims; passwordChangeRequired: boolean };

/** The calls a person may still make while the account must change its password, or enrol in two-factor login. */
export type StaffSessionOptions = { duringPasswordChange?: boolean; duringTotpEnrolment?: boolean };

/**
 * The staff member behind the request's bearer token, re-read from the database, with the token's
 * claims: 401 when the token is missing, malformed, expired, forged, logged out, issued before the
 * account's sessions were ended, or its account no longer exists or was deleted. While the account
 * must choose a new password, 403 `passwordChangeRequired` unless `duringPasswordChange` (the
 * calls a person in that state may still make: the change itself, logging out). An ADMIN without
 * two-factor login while REQUIRE_2FA_FOR_ADMINS is on gets 403 `totpEnrolmentRequired` unless
 * `duringTotpEnrolment` (the enrolment calls) or `duringPasswordChange`.
 */
export async function requireStaffSession(
  request: Request,
  options: StaffSessionOptions = {},
): Promise<StaffSession> {
  const token = await verifyStaffToken(bearerToken(request));
  const { db } = await getDatabase();
  const session = await readStaffSession(db, token.staffUserId, token.jti);
  if (!session || session.revoked || session.sessionVersion !== token.sessionVersion) throw unauthenticated(authMessages.invalid);
  const { user } = session;
  if (session.passwordChangeRequired && !options.duringPasswordChange) {
    throw new DomainError("PASSWORD_CHANGE_REQUIRED", authMessages.passwordChangeRequired);
  }
  // An admin who must have two-factor login may only enrol until it is on, a temporary password changed first (decision 024).
  if (!options.duringTotpEnrolment && !options.duringPasswordChange && (await mustEnrolTwoFactor(db, user, { requiredForAdmins: env().REQUIRE_2FA_FOR_ADMINS }))) {
    throw new DomainError("TOTP_ENROLMENT_REQUIRED", twoFactorMessages.enrolmentRequired);
  }
  return { user, token, passwordChangeRequired: session.passwordChangeRequired };
}

/** 403 unless the staff member has one of these roles (as the account has it now, not as the token says). The route kernel applies it from each call's declared access. */
export function requireRole(user: StaffUser, ...roles: StaffRole[]): void {
  if (!roles.includes(user.role)) {
    throw forbidden(roles.length === 1 && roles[0] === "ADMIN" ? authMessages.adminOnly : "Accès refusé.");
  }
}
