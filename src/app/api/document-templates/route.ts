import { createOrdonnanceTemplate, listDocumentTemplates } from "@/domain/documents/document-templates";
import { json, withApi } from "@/server/http";
import { documentCalls } from "@/server/openapi/documents";

/** The certificate templates, the shared ordonnances and the caller's own. */
export const GET = withApi(documentCalls.listTemplates, async ({ db, actor }) => json(await listDocumentTemplates(db, actor)));

/** Saves an ordonnance template. */
export const POST = withApi(documentCalls.createTemplate, async ({ db, body, actor, audit }) => json(await createOrdonnanceTemplate(db, body, actor, audit), 201));
