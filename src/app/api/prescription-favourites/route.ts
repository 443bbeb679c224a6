import { addFavourite, listFavourites } from "@/domain/documents/prescription-favourites";
import { json, withApi } from "@/server/http";
import { documentCalls } from "@/server/openapi/documents";

/** The caller's favourite prescription lines. */
export const GET = withApi(documentCalls.listFavourites, async ({ db, actor }) => json(await listFavourites(db, actor.id)));

/** Adds a line to the caller's favourites. */
export const POST = withApi(documentCalls.addFavourite, async ({ db, body, actor }) => json(await addFavourite(db, actor.id, body), 201));
