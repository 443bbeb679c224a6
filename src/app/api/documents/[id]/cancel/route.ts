import { cancelDocument } from "@/domain/documents/medical-documents";
import { json, withApi } from "@/server/http";
import { documentCalls } from "@/server/openapi/documents";

/** Cancels a document with a reason (doctors); it stays, marked cancelled. */
export const POST = withApi(documentCalls.cancel, async ({ db, params, body, actor, audit }) => json(await cancelDocument(db, params.id, body.motif, actor, audit, new Date())));
