import { json, withApi } from "@/server/http";
import { openApiDocument } from "@/server/openapi/document";

/** The OpenAPI 3.1 description of every call, generated from the declarations the handlers run on. */
export const GET = withApi({ access: "public", database: false }, async () => json(openApiDocument()));
