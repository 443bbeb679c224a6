import { isLocalAddress, issueDocument, listPatientDocuments, VERIFICATION_PATH } from "@/domain/documents/medical-documents";
import { practiceLetterhead } from "@/server/documents";
import { json, withApi } from "@/server/http";
import { documentCalls } from "@/server/openapi/documents";

/** The file's documents, without their content (any staff member), and where their QR codes lead. */
export const GET = withApi(documentCalls.list, async ({ db, params, actor }) => {
  const { siteUrl } = practiceLetterhead();
  return json({ items: await listPatientDocuments(db, params.id, actor), verification: { adresse: `${siteUrl.replace(/\/$/, "")}${VERIFICATION_PATH}`, locale: isLocalAddress(siteUrl) } });
});

/** Issues an ordonnance or a certificate (doctors). */
export const POST = withApi(documentCalls.issue, async ({ db, params, body, actor, audit }) =>
  json(await issueDocument(db, params.id, body, actor, audit, practiceLetterhead(), new Date()), 201),
);
