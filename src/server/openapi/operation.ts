import type { z } from "zod";
import { idParam } from "@/schemas/fields";
import { type ApiAccess, type ApiDeclaration, type BodyDeclaration, MAX_BODY_BYTES } from "@/server/http";

/**
 * One call of the API as GET /api/openapi.json describes it; src/server/openapi/document.ts turns
 * it into OpenAPI. It is also the route's declaration: its handler is `withApi(operation, ...)`,
 * which enforces `access`, `pathParams`, `query` and `body` as documented here (decision 036).
 */

export type JsonSchema = Record<string, unknown>;
export type Access = ApiAccess;

export type Operation = Omit<ApiDeclaration, "pathParams" | "body"> & {
  method: "get" | "post" | "put" | "patch" | "delete";
  path: string;
  summary: string;
  tag: string;
  /** Extra words on who may call it, beyond `access`. */
  accessNote?: string;
  pathParams?: readonly { name: string; description: string; schema: JsonSchema; parse?: z.ZodType; personal?: true }[];
  /** Optional request headers the call reads (an opt-in check). */
  requestHeaders?: { name: string; description: string; schema: JsonSchema }[];
  query?: z.ZodObject;
  /** The request body: its schema's name in the document's components (read as an input) and the schema. */
  body?: BodyDeclaration;
  /**
   * A body sent as multipart/form-data (files, decision 061), described here and read by the
   * handler itself as a stream (never by withApi's 32 KB JSON reader): its schema and the parts' encodings.
   */
  multipart?: { schema: JsonSchema; encoding?: Record<string, { contentType: string }> };
  /** `contentType`: what a non-JSON answer is (a PDF); JSON otherwise. `contentTypes`: an answer that may be any of these. */
  success: { status: number; description: string; schema?: JsonSchema; headers?: Record<string, unknown>; contentType?: string; contentTypes?: readonly string[] };
  errors: Record<number, string>;
  /** An error answered with a body of its own besides { message } (a 409 listing conflicts), by status. */
  errorBodies?: Record<number, string>;
};

/** A schema of the document's components, by name. */
export const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });
export const listOf = (name: string): JsonSchema => ({ type: "array", items: ref(name) });

/** The path's `id`, parsed as a record id (400 "Identifiant invalide." otherwise). */
export const idPath = (description: string) =>
  [{ name: "id", description, schema: { type: "string", pattern: "^[1-9][0-9]{0,9}$" }, parse: idParam }] as const;

export const badBody = {
  400: "Malformed JSON, unknown field, or a value a validation rule refuses (`errors` names each field)",
  413: `Body over ${MAX_BODY_BYTES / 1024} KB`,
  415: "Body not sent as application/json",
};
export const badId = { 400: "The id is not a whole number" };
export const badQuery = { 400: "A query parameter is invalid" };
export const unauthenticated = {
  401: "No bearer token, or a malformed, expired or forged one, one logged out or issued before its account's sessions were ended, or its account no longer exists",
};
export const adminOnly = { 403: "The account is not an ADMIN" };
export const rateLimited = { 429: "Too many attempts from this address (or for this e-mail): see Retry-After" };
