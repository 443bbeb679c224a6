import { z } from "zod";
import { describeDatabaseError, isDatabaseUnavailable } from "@/db/errors";
import { DomainError, type DomainErrorCode } from "@/domain/errors";
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
    const incoming = request.headers.get("x-request-id");
    const requestId = incoming && /^[\w.-]{8,64}$/.test(incoming) ? incoming : crypto.randomUUID();
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
  const result = schema.safeParse(data);
  if (!result.success) throw new DomainError("VALIDATION", "Données invalides.", zodFieldErrors(result.error));
  return result.data;
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
