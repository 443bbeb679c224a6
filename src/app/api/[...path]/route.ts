import { notFound } from "@/domain/errors";
import { withApi } from "@/server/http";

export const dynamic = "force-dynamic";

/** Unknown API paths answer JSON like every other API error, not the site's HTML page. */
const unknown = withApi(async () => {
  throw notFound("Ressource introuvable.");
});

export const GET = unknown;
export const POST = unknown;
export const PUT = unknown;
export const PATCH = unknown;
export const DELETE = unknown;
