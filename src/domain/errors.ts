/**
 * Errors the domain raises on purpose. Each carries a code that one place (src/server/http.ts)
 * maps to an HTTP status, and a French message safe to show to the user.
 */
export type DomainErrorCode =
  | "VALIDATION"
  | "UNAUTHENTICATED"
  | "FORBIDDEN"
  /** 403 with `passwordChangeRequired: true`: the account must choose a new password first (decision 023). */
  | "PASSWORD_CHANGE_REQUIRED"
  /** 403 with `totpEnrolmentRequired: true`: the account must turn two-factor login on first (decision 024). */
  | "TOTP_ENROLMENT_REQUIRED"
  /** 401 with `totpRequired: true`: the login's second step, a code missing or refused (decision 024). */
  | "SECOND_FACTOR_REQUIRED"
  | "NOT_FOUND"
  /** 410: something that existed and is over (a closed or expired upload link, decision 061). */
  | "GONE"
  | "CONFLICT"
  | "PAYLOAD_TOO_LARGE"
  | "UNSUPPORTED_MEDIA_TYPE"
  | "RATE_LIMITED"
  | "UNAVAILABLE";

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    /** Field name → French message, for validation errors. */
    readonly fields?: Record<string, string>,
    /** Seconds after which a rate-limited client may retry. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "DomainError";
  }
}

export const notFound = (message: string) => new DomainError("NOT_FOUND", message);
export const gone = (message: string) => new DomainError("GONE", message);
export const conflict = (message: string, fields?: Record<string, string>) =>
  new DomainError("CONFLICT", message, fields);
export const forbidden = (message = "Accès refusé.") => new DomainError("FORBIDDEN", message);
export const unauthenticated = (message = "Authentification requise.") =>
  new DomainError("UNAUTHENTICATED", message);
export const invalid = (message: string, fields?: Record<string, string>) =>
  new DomainError("VALIDATION", message, fields);
