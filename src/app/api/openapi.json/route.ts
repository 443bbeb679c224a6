import { json, withApi } from "@/server/http";
import { openApiDocument } from "@/server/openapi/document";

export const dynamic = "force-dynamic";

/** The OpenAPI 3.1 description of every call, generated from the zod schemas. */
export const GET = withApi(async () => json(openApiDocument()));
