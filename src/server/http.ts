import { z } from "zod";
import type { Database } from "@/db/client";
import { describeDatabaseError, isDatabaseUnavailable } from "@/db/errors";
import type { AuditContext } from "@/domain/audit/audit-log";
import { DomainError, type DomainErrorCode, forbidden } from "@/domain/errors";
import { isDoctor } from "@/domain/staff/doctors";
import { malformedTextMessage, removeHiddenFormatting } from "@/schemas/fields";
import type { StaffRole, StaffUser } from "@/schemas/staff-user";
import { requireRole, requireStaffSession, type StaffSession, type StaffSessionOptions } from "@/server/auth";
import { getDatabase } from "@/server/db";
import { jsonNestedDeeperThan, MAX_JSON_DEPTH, tooDeepMessage } from "@/server/json-depth";
import { logger } from "@/server/logger";
import { hitRateLimits, type RateLimit } from "@/server/rate-limit";
import { parsePathParam, parseQuery, zodFieldErrors } from "@/server/request-params";

/**
 * The one wrapper every route handler goes through (decision 036). A handler declares what it
 * needs as data — who may call it, its path parameters, query and body schemas — and gets them
 * checked, in this order, before it runs: 401/403 for access, then 400 for a path parameter, the
 * query or the body (415/413 for a body that is not JSON or too large). Then it gets the request
 * id, one log line per request, and the mapping of errors to French JSON answers — never a stack
 * trace, never a 5xx for bad input. The OpenAPI entry of a documented call is the same object
 * (src/server/openapi/operation.ts extends this declaration).
 */

/** Who may call: anyone, any active staff account, an ADMIN, a doctor (decision 036), or any of these roles. */
export type ApiAccess = "public" | "staff" | "admin" | "doctor" | readonly StaffRole[];

/**
 * A path parameter; with `parse`, its value is validated by it (an id: `idParam`, "Identifiant
 * invalide."). With `personal`, the log line writes the path with that segment masked (an e-mail).
 */
export type PathParamDeclaration = { readonly name: string; readonly parse?: z.ZodType; readonly personal?: true };

/** A request body: its name in the OpenAPI document's components and the schema that validates it. */
export type BodyDeclaration<S extends z.ZodType = z.ZodType> = { readonly name: string; readonly schema: S };

export type ApiDeclaration = {
  readonly access: ApiAccess;
  readonly pathParams?: readonly PathParamDeclaration[];
  readonly query?: z.ZodType;
  readonly body?: BodyDeclaration;
  /** Rate limits hit before the body is read (the public forms, the login). */
  readonly limits?: (request: Request) => RateLimit[];
  /** Staff calls still allowed while the account must change its password or enrol in two-factor login. */
  readonly session?: StaffSessionOptions;
  /** `false` for a call that must answer without the database (the health check, unknown paths). */
  readonly database?: false;
};

type ParamsOf<D extends ApiDeclaration> = D["pathParams"] extends readonly PathParamDeclaration[]
  ? { [P in D["pathParams"][number] as P["name"]]: P["parse"] extends z.ZodType ? z.output<P["parse"]> : string }
  : Record<string, never>;

type IsPublic<D extends ApiDeclaration> = D["access"] extends "public" ? true : false;

export type ApiContext<D extends ApiDeclaration = { access: "public" }> = {
  /** The caller's account, re-read on this request; undefined on public calls. */
  actor: IsPublic<D> extends true ? undefined : StaffUser;
  /** The caller's session (the token's claims); undefined on public calls. */
  session: IsPublic<D> extends true ? undefined : StaffSession;
  db: D["database"] extends false ? undefined : Database;
  params: ParamsOf<D>;
  query: D["query"] extends z.ZodType ? z.output<D["query"]> : undefined;
  body: D["body"] extends BodyDeclaration<infer S> ? z.output<S> : undefined;
  /** What the domain's functions record in the audit trail: who, on which request. */
  audit: IsPublic<D> extends true ? undefined : AuditContext;
  request: Request;
  requestId: string;
};

type NextRouteContext = { params: Promise<Record<string, string | string[] | undefined>> };

const statusByCode: Record<DomainErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  PASSWORD_CHANGE_REQUIRED: 403,
  TOTP_ENROLMENT_REQUIRED: 403,
  SECOND_FACTOR_REQUIRED: 401,
  NOT_FOUND: 404,
  GONE: 410,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
};

export const MAX_BODY_BYTES = 32 * 1024;

export function withApi<const D extends ApiDeclaration>(declaration: D, handler: (ctx: ApiContext<D>) => Promise<Response>) {
  return async (request: Request, routeContext?: NextRouteContext): Promise<Response> => {
    const started = performance.now();
    // The server's own id, for the answer, the log line and the audit trail: a client must not
    // choose what the audit trail records. A proxy's or client's id is kept apart, in the log line.
    const requestId = crypto.randomUUID();
    const incoming = request.headers.get("x-request-id");
    const clientRequestId = incoming && /^[\w.-]{8,64}$/.test(incoming) ? incoming : undefined;
    let response: Response;
    try {
      const context = await prepare(declaration, request, routeContext, requestId);
      response = await handler(context as ApiContext<D>);
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
        // The path only: query strings can hold patient names (?nom=...); personal segments masked.
        path: await loggedPath(declaration, request, routeContext),
        status: response.status,
        durationMs: Math.round(performance.now() - started),
      },
      "request",
    );
    return response;
  };
}

/**
 * The request's path as the access log writes it: a segment holding a parameter declared
 * `personal` (a staff member's e-mail in /api/users/email/{email}) is masked, `***@cabinet.ma`.
 */
async function loggedPath(declaration: ApiDeclaration, request: Request, routeContext: NextRouteContext | undefined): Promise<string> {
  // A patient's link token (decision 050) is masked on any path under its calls, the unknown ones included.
  const path = new URL(request.url).pathname.replace(/^(\/api\/booking\/appointments\/)[^/]+/, "$1***");
  const personal = (declaration.pathParams ?? []).filter((param) => param.personal);
  if (personal.length === 0) return path;
  const params = (await routeContext?.params.catch(() => undefined)) ?? {};
  const values = new Set(personal.map((param) => params[param.name]).filter((value): value is string => typeof value === "string"));
  return path
    .split("/")
    .map((segment) => {
      let decoded: string;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        return segment;
      }
      return values.has(decoded) ? maskPersonalText(decoded) : segment;
    })
    .join("/");
}

/** `fatima.bennani@cabinet.ma` → `***@cabinet.ma`; anything else → `***`. */
export function maskPersonalText(value: string): string {
  const at = value.lastIndexOf("@");
  return at >= 0 ? `***${value.slice(at).replace(/[^\w.@-]/g, "_")}` : "***";
}

/** What a declaration asks for, checked in the order of the answers: access, path, query, body. */
async function prepare(declaration: ApiDeclaration, request: Request, routeContext: NextRouteContext | undefined, requestId: string) {
  const session = declaration.access === "public" ? undefined : await requireStaffSession(request, declaration.session);
  if (session) requireAccess(session.user, declaration.access);
  const rawParams = (await routeContext?.params) ?? {};
  const params: Record<string, unknown> = { ...rawParams };
  for (const param of declaration.pathParams ?? []) {
    if (param.parse) params[param.name] = parsePathParam(param.name, param.parse, rawParams[param.name]);
  }
  const query = declaration.query ? parseQuery(request, declaration.query) : undefined;
  const db = declaration.database === false ? undefined : (await getDatabase()).db;
  if (declaration.limits && db) await hitRateLimits(db, declaration.limits(request));
  const body = declaration.body ? await readJson(request, declaration.body.schema) : undefined;
  const actor = session?.user;
  return { actor, session, db, params, query, body, audit: actor ? { actorId: actor.id, requestId } : undefined, request, requestId };
}

/** 403 unless the account may make a call of this access (as the account is now, not as its token says). */
function requireAccess(user: StaffUser, access: ApiAccess): void {
  if (access === "public" || access === "staff") return;
  if (access === "admin") return requireRole(user, "ADMIN");
  if (access === "doctor") {
    if (!isDoctor(user)) throw forbidden("Accès réservé aux médecins.");
    return;
  }
  requireRole(user, ...access);
}

export function json(body: unknown, status = 200, headers?: HeadersInit): Response {
  return Response.json(body, { status, headers });
}

/** 204, for a change or a deletion that has nothing to answer. */
export function noContent(): Response {
  return new Response(null, { status: 204 });
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

/**
 * Reads a JSON body and validates it: 415 when it is not JSON, 413 over 32 KB, 400 for malformed
 * JSON, for one nested over MAX_JSON_DEPTH levels, or a payload the schema rejects (unknown fields included).
 */
export async function readJson<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^application\/([\w.+-]*\+)?json\b/i.test(contentType.trim())) {
    throw new DomainError("UNSUPPORTED_MEDIA_TYPE", "Le corps de la requête doit être au format JSON (application/json).");
  }
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES) throw tooLarge();
  const text = await readTextWithLimit(request, MAX_BODY_BYTES);
  // Before any work: a 32 KB body can nest 16,000 levels, which the cleaning and validation below
  // would walk (issue 32).
  if (jsonNestedDeeperThan(text, MAX_JSON_DEPTH)) throw tooDeep();
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
 *
 * Walked with a stack of its own, never by recursion, and refused (400) past MAX_JSON_DEPTH levels
 * of arrays and objects: a payload's depth is the client's choice (issue 32).
 */
function cleanPayloadText(data: unknown): unknown {
  const malformed: Record<string, string> = {};
  let cleaned: unknown;
  type Pending = { value: unknown; path: readonly string[]; put: (value: unknown) => void };
  const pending: Pending[] = [{ value: data, path: [], put: (value) => (cleaned = value) }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path, put } = next;
    if (typeof value === "string") {
      if (!value.isWellFormed()) malformed[path.join(".") || "_"] ??= malformedTextMessage;
      put(/password/i.test(path.at(-1) ?? "") ? value : removeHiddenFormatting(value));
    } else if (value !== null && typeof value === "object") {
      if (path.length >= MAX_JSON_DEPTH) throw tooDeep();
      const entries: [string, unknown][] = Array.isArray(value) ? value.map((item, index) => [String(index), item]) : Object.entries(value);
      const copy: unknown[] | Record<string, unknown> = Array.isArray(value) ? new Array<unknown>(value.length) : {};
      put(copy);
      // Pushed last to first, so that they are cleaned (and any malformed field named) in order.
      for (const [key, item] of entries.reverse()) {
        pending.push({
          value: item,
          path: [...path, key],
          // A key such as "__proto__" stays an own property, as JSON.parse made it.
          put: (clean) => Object.defineProperty(copy, key, { value: clean, enumerable: true, writable: true, configurable: true }),
        });
      }
    } else {
      put(value);
    }
  }
  if (Object.keys(malformed).length > 0) throw new DomainError("VALIDATION", "Données invalides.", malformed);
  return cleaned;
}

function tooDeep() {
  return new DomainError("VALIDATION", tooDeepMessage);
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
