import { notFound } from "@/domain/errors";
import { withApi } from "@/server/http";

/** Unknown API paths answer JSON like every other API error, not the site's HTML page. */
const unknown = withApi({ access: "public", database: false }, async () => {
  throw notFound("Ressource introuvable.");
});

export const GET = unknown;
export const POST = unknown;
export const PUT = unknown;
export const PATCH = unknown;
export const DELETE = unknown;
