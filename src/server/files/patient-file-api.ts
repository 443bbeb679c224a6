import { Readable } from "node:stream";
import type { Database } from "@/db/client";
import type { AuditContext } from "@/domain/audit/audit-log";
import { DomainError, conflict, invalid, notFound } from "@/domain/errors";
import { fileForReading, filesReceivedByLink, patientForFiles, recordFiles, type PatientFileRow } from "@/domain/files/patient-files";
import { openUploadLink } from "@/domain/files/upload-links";
import {
  fileUploadFields,
  MAX_FILES_PER_LINK,
  patientFileMessages,
  phoneUploadFields,
  UPLOAD_PAGE_PATH,
  type PatientFile,
} from "@/schemas/patient-file";
import { fileStore, getOpened } from "@/server/files/file-store";
import { BlobNotFoundError } from "@/server/files/storage";
import { deleteBlobs, receiveUpload, type ReceivedUpload } from "@/server/files/uploads";
import { validatePayload } from "@/server/http";
import { logger } from "@/server/logger";

/**
 * The routes' work for the patients' files (decision 061): receive (streamed, sealed), record
 * (domain), send back (decrypted, streamed). A request refused after its bytes were stored leaves
 * no blob behind.
 */

const blobsOf = (upload: ReceivedUpload) => upload.files.flatMap((file) => (file.thumbnailKey ? [file.storageKey, file.thumbnailKey] : [file.storageKey]));

async function recordOrForget<T>(upload: ReceivedUpload, work: () => Promise<T>): Promise<T> {
  try {
    if (upload.files.length === 0) throw invalid(patientFileMessages.noFile, { fichier: patientFileMessages.noFile });
    return await work();
  } catch (error) {
    await deleteBlobs(fileStore(), blobsOf(upload));
    throw error;
  }
}

/** POST /api/patients/{id}/files (doctors). */
export async function uploadPatientFiles(db: Database, patientId: number, request: Request, audit: AuditContext): Promise<PatientFile[]> {
  await patientForFiles(db, patientId, true);
  const upload = await receiveUpload(request, fileStore(), Object.keys(fileUploadFields.shape));
  return recordOrForget(upload, async () => {
    const labels = validatePayload(upload.fields, fileUploadFields);
    return recordFiles(db, patientId, labels, upload.files, { kind: "staff", audit }, new Date());
  });
}

/** POST /api/upload-links/by-token/{token}/files (public, the phone): how many files were received. */
export async function uploadThroughLink(db: Database, token: string, request: Request, requestId: string): Promise<number> {
  const link = await openUploadLink(db, token, new Date());
  if ((await filesReceivedByLink(db, link.id)) >= MAX_FILES_PER_LINK) throw conflict(patientFileMessages.linkFull);
  const upload = await receiveUpload(request, fileStore(), ["nature"]);
  return recordOrForget(upload, async () => {
    const { nature } = validatePayload(upload.fields, phoneUploadFields);
    // Closed or expired while the files arrived: nothing is kept.
    const still = await openUploadLink(db, token, new Date());
    if ((await filesReceivedByLink(db, still.id)) + upload.files.length > MAX_FILES_PER_LINK) throw conflict(patientFileMessages.linkFull);
    const files = await recordFiles(
      db,
      still.patientId,
      { nature, region: null, cote: null, dateExamen: null, libelle: null },
      upload.files,
      { kind: "link", uploadLinkId: still.id, requestId },
      new Date(),
    );
    return files.length;
  });
}

/** What the phone's page says after a form posted without scripts: `?envoyes=n` or `?erreur=code`. */
export function phoneUploadPageAnswer(token: string, outcome: { received: number } | { error: unknown }): Response {
  let query: string;
  if ("received" in outcome) query = `envoyes=${outcome.received}`;
  else {
    const error = outcome.error;
    const code =
      error instanceof DomainError
        ? { PAYLOAD_TOO_LARGE: "taille", GONE: "ferme", NOT_FOUND: "ferme", VALIDATION: "type", CONFLICT: "plein", RATE_LIMITED: "trop" }[error.code as string] ?? "autre"
        : "autre";
    query = `erreur=${code}`;
  }
  return new Response(null, { status: 303, headers: { Location: `${UPLOAD_PAGE_PATH}/${encodeURIComponent(token)}?${query}` } });
}

/** A form posted by a browser without scripts, rather than the page's XMLHttpRequest. */
export function isPlainFormPost(request: Request): boolean {
  return (request.headers.get("accept") ?? "").includes("text/html") && request.headers.get("x-requested-with") === null;
}

function contentDisposition(row: PatientFileRow): string {
  const ascii = row.nomOriginal.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `${row.typeMime === "application/dicom" ? "attachment" : "inline"}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(row.nomOriginal)}`;
}

/** GET /api/files/{id}[?miniature=1] (doctors): the bytes, decrypted as they are sent. */
export async function fileContentResponse(db: Database, id: number, thumbnail: boolean, audit: AuditContext): Promise<Response> {
  const row = await fileForReading(db, id, thumbnail, audit);
  const key = thumbnail ? row.thumbnailKey! : row.storageKey;
  let plain: Readable;
  try {
    plain = await getOpened(fileStore(), key);
  } catch (error) {
    if (!(error instanceof BlobNotFoundError)) throw error;
    logger.error({ fileId: row.id, thumbnail }, "a patient file's blob is missing from the storage");
    throw notFound(patientFileMessages.contentMissing);
  }
  plain.on("error", (error) => logger.error({ fileId: row.id, err: error.message }, "a patient file could not be read from the storage"));
  const headers = new Headers({
    "Content-Type": thumbnail ? "image/webp" : row.typeMime,
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
  });
  if (!thumbnail) {
    headers.set("Content-Length", String(row.taille));
    headers.set("Content-Disposition", contentDisposition(row));
  }
  return new Response(Readable.toWeb(plain) as ReadableStream<Uint8Array>, { status: 200, headers });
}
