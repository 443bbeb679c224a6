import { removeFavourite } from "@/domain/documents/prescription-favourites";
import { noContent, withApi } from "@/server/http";
import { documentCalls } from "@/server/openapi/documents";

/** Removes one of the caller's favourites. */
export const DELETE = withApi(documentCalls.removeFavourite, async ({ db, params, actor }) => {
  await removeFavourite(db, actor.id, params.id);
  return noContent();
});
