import { z } from "zod";
import { describeDatabaseError, isDatabaseUnavailable } from "@/db/errors";
import { DomainError, type DomainErrorCode } from "@/domain/errors";
import { malformedTextMessage, removeHiddenFormatting } from "@/schemas/fields";
import { logger } from "@/server/logger";

/**
 * The one wrapper every route handler goes through: request id, one log line per request,
 * and the mapping of errors to French JSON answers — never a stack trace, never a 5xx for bad input.
 */

export type ApiContext<P> = { params: P; requestId: string; request: Request };

type NextRouteContext = { params: Promise<Record<string, string | string[] | undefined>> };

const statusByCode: Record<DomainErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  PASSWORD_CHANGE_REQUIRED: 403,
  TOTP_ENROLMENT_REQUIRED: 403,
  SECOND_FACTOR_REQUIRED: 401,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
};

export const MAX_BODY_BYTES = 32 * 1024;

export function withApi<P extends Record<string, string | string[] | undefined> = Record<string, never>>(
  handler: (ctx: ApiContext<P>) => Promise<Response>,
) {
  return async (request: Request, routeContext?: NextRouteContext): Promise<Response> => {
    const started = performance.now();
    // The server's own id, for the answer, the log line and the audit trail: a client must not
    // choose what the audit trail records. A proxy's or client's id is kept apart, in the log line.
    const requestId = crypto.randomUUID();
    const incoming = request.headers.get("x-request-id");
    const clientRequestId = incoming && /^[\w.-]{8,64}$/.test(incoming) ? incoming : undefined;
    let response: Response;
    try {
      const params = ((await routeContext?.params) ?? {}) as P;
      response = await handler({ params, requestId, request });
    } catch (error) {
      response = errorResponse(error, requestId);
    }
    response.headers.set("X-Request-Id", requestId);
    // Answers are private and fresh unless a handler says otherwise (the public opening hours).
    if (!response.ok || !response.headers.has("Cache-Control")) response.headers.set("Cache-Control", "no-store");
    logger.info(
      {
        requestId,
        ...(clientRequestId ? { clientRequestId } : {}),
        method: request.method,
        // The path only: query strings can hold patient names (?nom=...).
        path: new URL(request.url).pathname,
        status: response.status,
        durationMs: Math.round(performance.now() - started),
      },
      "request",
    );
    return response;
  };
}

export function json(body: unknown, status = 200, headers?: HeadersInit): Response {
  return Response.json(body, { status, headers });
}

export function errorBody(message: string, errors?: Record<string, string>) {
  return errors && Object.keys(errors).length > 0 ? { message, errors } : { message };
}

function errorResponse(error: unknown, requestId: string): Response {
  if (error instanceof DomainError) {
    const headers: HeadersInit = error.retryAfterSeconds ? { "Retry-After": String(error.retryAfterSeconds) } : {};
    const body = errorBody(error.message, error.fields);
    // The staff client leads to the password change form on this flag (decision 023).
    if (error.code === "PASSWORD_CHANGE_REQUIRED") return json({ ...body, passwordChangeRequired: true }, 403, headers);
    // …and to the enrolment in two-factor login on this one (decision 024).
    if (error.code === "TOTP_ENROLMENT_REQUIRED") return json({ ...body, totpEnrolmentRequired: true }, 403, headers);
    // The login form shows its code step on this one (decision 024).
    if (error.code === "SECOND_FACTOR_REQUIRED") return json({ ...body, totpRequired: true }, 401, headers);
    return json(body, statusByCode[error.code], headers);
  }
  if (error instanceof z.ZodError) {
    return json(errorBody("Données invalides.", zodFieldErrors(error)), 400);
  }
  if (isDatabaseUnavailable(error)) {
    logger.warn({ requestId, err: describeDatabaseError(error) }, "database unavailable");
    return json(errorBody("Service momentanément indisponible. Veuillez réessayer dans quelques instants."), 503, {
      "Retry-After": "5",
    });
  }
  logger.error({ requestId, err: describeDatabaseError(error) }, "unexpected error");
  return json(errorBody("Une erreur interne est survenue."), 500);
}

/** Field path → first French message, e.g. { telephone: "Numéro de téléphone invalide." }. */
export function zodFieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join(".") : "_";
    fields[key] ??= issue.message;
  }
  return fields;
}

/**
 * Reads a JSON body and validates it: 415 when it is not JSON, 413 over 32 KB,
 * 400 for malformed JSON or a payload the schema rejects (unknown fields included).
 */
export async function readJson<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^application\/([\w.+-]*\+)?json\b/i.test(contentType.trim())) {
    throw new DomainError("UNSUPPORTED_MEDIA_TYPE", "Le corps de la requête doit être au format JSON (application/json).");
  }
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES) throw tooLarge();
  const text = await readTextWithLimit(request, MAX_BODY_BYTES);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new DomainError("VALIDATION", "Le corps de la requête n'est pas un JSON valide.");
  }
  return validatePayload(data, schema);
}

/**
 * A payload's text cleaned (below), then validated: 400 with the fields' messages when the schema
 * rejects it. What readJson does after parsing; a form posted without scripts goes through it too.
 */
export function validatePayload<S extends z.ZodType>(data: unknown, schema: S): z.output<S> {
  const result = schema.safeParse(cleanPayloadText(data));
  if (!result.success) throw new DomainError("VALIDATION", "Données invalides.", zodFieldErrors(result.error));
  return result.data;
}

/**
 * Every string of a payload without the characters that disguise what staff read
 * (`removeHiddenFormatting`), before any schema sees it, so that every payload gets it, whichever
 * schema validates it. Passwords are secrets, never shown: compared as sent. A string that is not
 * well-formed (a lone surrogate, which cannot be stored as UTF-8) is refused, naming its field.
 */
function cleanPayloadText(data: unknown): unknown {
  const malformed: Record<string, string> = {};
  const clean = (value: unknown, path: string[]): unknown => {
    if (typeof value === "string") {
      if (!value.isWellFormed()) malformed[path.join(".") || "_"] ??= malformedTextMessage;
      return /password/i.test(path.at(-1) ?? "") ? value : removeHiddenFormatting(value);
    }
    if (Array.isArray(value)) return value.map((item, index) => clean(item, [...path, String(index)]));
    if (value !== null && typeof value === "object") {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, clean(item, [...path, key])]));
    }
    return value;
  };
  const cleaned = clean(data, []);
  if (Object.keys(malformed).length > 0) throw new DomainError("VALIDATION", "Données invalides.", malformed);
  return cleaned;
}

function tooLarge() {
  return new DomainError("PAYLOAD_TOO_LARGE", "Le corps de la requête dépasse la taille maximale autorisée (32 Ko).");
}

async function readTextWithLimit(request: Request, limit: number): Promise<string> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}
