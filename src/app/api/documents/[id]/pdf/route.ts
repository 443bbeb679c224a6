import { printDocument } from "@/domain/documents/medical-documents";
import { withApi } from "@/server/http";
import { documentCalls } from "@/server/openapi/documents";
import { renderMedicalDocumentPdf } from "@/server/pdf/medical-document-pdf";

/** The document's PDF: the original the first time, a DUPLICATA after (doctors; the front desk a copy of what carries no diagnosis). */
export const GET = withApi(documentCalls.pdf, async ({ db, params, actor, audit }) => {
  const { print, rendered: bytes } = await printDocument(db, params.id, actor, audit, renderMedicalDocumentPdf);
  return new Response(new Uint8Array(bytes), {
    headers: { "Content-Type": "application/pdf", "Content-Disposition": `inline; filename="${print.fileName}"`, "Content-Length": String(bytes.length) },
  });
});
