import { updateDocumentTemplate } from "@/domain/documents/document-templates";
import { json, withApi } from "@/server/http";
import { documentCalls } from "@/server/openapi/documents";

/** Changes a template (a certificate's text: ADMIN). */
export const PUT = withApi(documentCalls.updateTemplate, async ({ db, params, body, actor, audit }) => json(await updateDocumentTemplate(db, params.id, body, actor, audit, new Date())));
