import { createHash } from "node:crypto";
import { Readable, Transform, type TransformCallback } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import busboy from "busboy";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { DomainError, invalid } from "@/domain/errors";
import type { StoredFile } from "@/domain/files/patient-files";
import { type AcceptedFileType, acceptedFileTypes, MAX_FILE_BYTES, MAX_FILES_PER_UPLOAD, patientFileMessages } from "@/schemas/patient-file";
import { type FileStore, getOpened, putSealed, putSealedBuffer } from "@/server/files/file-store";
import { newBlobKey } from "@/server/files/storage";
import { logger } from "@/server/logger";

/**
 * Receiving files (decision 061). The multipart body is streamed — never through withApi's 32 KB
 * JSON reader, never buffered by Next's proxy (src/proxy.ts leaves the upload paths out of its
 * matcher) — part by part: each `fichier` part is counted, its type recognised from its first
 * bytes, hashed, sealed (AES-256-GCM in 64 KiB chunks) and written to the storage as it arrives.
 * Its 26,214,401st byte aborts it (413), a type other than JPEG, PNG, PDF or DICOM found in its
 * content aborts it (400), and an aborted request leaves no blob behind. No file is ever held whole
 * in memory.
 */

/** Bytes the type is recognised from (file-type's own sample size). */
const SNIFF_BYTES = 4100;
const THUMBNAIL_WIDTH = 320;

export type ReceivedUpload = { fields: Record<string, string>; files: StoredFile[] };

function tooLarge(name: string) {
  return new DomainError("PAYLOAD_TOO_LARGE", patientFileMessages.tooLarge(name));
}

/**
 * The type of a file from its first bytes: DICOM ("DICM" at offset 128, the preamble's end), else
 * what file-type recognises, kept only when it is one of the accepted types.
 */
export async function recogniseType(head: Buffer): Promise<AcceptedFileType | null> {
  if (head.length >= 132 && head.subarray(128, 132).toString("latin1") === "DICM") return "application/dicom";
  const found = await fileTypeFromBuffer(head);
  return found && (acceptedFileTypes as readonly string[]).includes(found.mime) ? (found.mime as AcceptedFileType) : null;
}

/** A file name as the list shows it: no folder, no control characters, at most 255 characters. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? "").split(/[/\\]/).pop() ?? "";
  const clean = base.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069\u061c]/g, "").trim();
  return (clean || "fichier").slice(0, 255);
}

/**
 * Counts, limits, hashes and checks the type of one file on its way to the storage. Holds back the
 * first SNIFF_BYTES until the type is known (so that a refused file's bytes never reach the storage
 * past them).
 */
class Inspector extends Transform {
  size = 0;
  type: AcceptedFileType | null = null;
  private head: Buffer[] = [];
  private headBytes = 0;
  private checked = false;
  private readonly hash = createHash("sha256");

  constructor(private readonly fileName: string) {
    super();
  }

  get sha256() {
    return this.hash.digest("hex");
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.size += chunk.length;
    if (this.size > MAX_FILE_BYTES) return callback(tooLarge(this.fileName));
    this.hash.update(chunk);
    if (this.checked) return callback(null, chunk);
    this.head.push(chunk);
    this.headBytes += chunk.length;
    if (this.headBytes < SNIFF_BYTES) return callback();
    this.check().then(() => callback(), callback);
  }

  override _flush(callback: TransformCallback) {
    if (this.checked) return callback();
    this.check().then(() => callback(), callback);
  }

  private async check() {
    const head = Buffer.concat(this.head);
    this.head = [];
    this.type = await recogniseType(head);
    if (!this.type) throw invalid(patientFileMessages.refusedType(this.fileName));
    this.checked = true;
    this.push(head);
  }
}

/**
 * Reads a multipart/form-data request: its text fields, and each `fichier` part stored sealed.
 * `allowedFields`: the text fields taken (any other, or a file part under another name, is a 400).
 * On any refusal every blob this request wrote is deleted before the error is thrown.
 */
export async function receiveUpload(request: Request, store: FileStore, allowedFields: readonly string[]): Promise<ReceivedUpload> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\b/i.test(contentType) || !request.body) throw new DomainError("UNSUPPORTED_MEDIA_TYPE", patientFileMessages.notMultipart);
  const declared = Number(request.headers.get("content-length") ?? "0");
  // More than the most a request may carry, announced up front: refused before a byte is read.
  if (declared > MAX_FILES_PER_UPLOAD * (MAX_FILE_BYTES + 64 * 1024)) throw new DomainError("PAYLOAD_TOO_LARGE", patientFileMessages.tooLarge("(envoi)"));

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      defParamCharset: "utf8",
      limits: { fileSize: MAX_FILE_BYTES + 1, files: MAX_FILES_PER_UPLOAD, fields: 10, fieldSize: 1000, parts: MAX_FILES_PER_UPLOAD + 10 },
    });
  } catch {
    throw invalid(patientFileMessages.malformed);
  }
  const body = Readable.fromWeb(request.body as unknown as WebReadableStream<Uint8Array>);
  const fields: Record<string, string> = {};
  const files: StoredFile[] = [];
  const written: string[] = [];
  const pending: Promise<void>[] = [];
  const inspectors: Inspector[] = [];

  const outcome = new Promise<void>((resolve, reject) => {
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      body.unpipe(parser);
      // The parts under way end with the refusal: their partial blobs are removed by the storage.
      for (const inspector of inspectors) if (!inspector.writableFinished) inspector.destroy(new Error("upload refused"));
      discardRest(body);
      reject(error);
    };
    parser.on("field", (name, value) => {
      if (!allowedFields.includes(name)) return fail(invalid("Données invalides.", { [name]: "Champ inconnu." }));
      fields[name] = value;
    });
    parser.on("file", (name, stream, info) => {
      const fileName = cleanFileName(info.filename);
      if (name !== "fichier" || failed) {
        stream.resume();
        if (name !== "fichier") fail(invalid("Données invalides.", { [name]: "Les fichiers s'envoient dans le champ « fichier »." }));
        return;
      }
      const inspector = new Inspector(fileName);
      inspectors.push(inspector);
      const key = newBlobKey();
      written.push(key);
      stream.on("limit", () => inspector.destroy(tooLarge(fileName)));
      stream.on("error", (error) => inspector.destroy(error));
      stream.pipe(inspector);
      pending.push(
        putSealed(store, key, inspector).then(
          () => {
            files.push({ storageKey: key, thumbnailKey: null, nomOriginal: fileName, typeMime: inspector.type!, taille: inspector.size, sha256: inspector.sha256 });
          },
          (error: unknown) => {
            stream.resume();
            fail(error);
          },
        ),
      );
    });
    parser.on("filesLimit", () => fail(new DomainError("VALIDATION", patientFileMessages.tooMany)));
    parser.on("partsLimit", () => fail(new DomainError("VALIDATION", patientFileMessages.tooMany)));
    parser.on("error", () => fail(invalid(patientFileMessages.malformed)));
    body.on("error", () => fail(invalid(patientFileMessages.malformed)));
    parser.on("close", () => {
      // Every file part has ended; wait for their blobs to be whole.
      Promise.all(pending).then(() => (failed ? undefined : resolve()), fail);
    });
  });
  body.pipe(parser);

  try {
    await outcome;
    // Files in the order they were sent.
    files.sort((a, b) => written.indexOf(a.storageKey) - written.indexOf(b.storageKey));
    for (const file of files) file.thumbnailKey = await makeThumbnail(store, file);
    return { fields, files };
  } catch (error) {
    await Promise.allSettled(pending);
    await deleteBlobs(store, [...written, ...files.flatMap((file) => (file.thumbnailKey ? [file.thumbnailKey] : []))]);
    throw error;
  }
}

/**
 * After a refusal the rest of the body is read and dropped, so that the client, still sending,
 * finishes and reads the answer (413, 400) rather than a reset connection; at most the most a
 * request may carry, then the connection is dropped.
 */
function discardRest(body: Readable): void {
  let dropped = 0;
  body.on("data", (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > MAX_FILES_PER_UPLOAD * MAX_FILE_BYTES) body.destroy();
  });
  body.on("error", () => {});
  body.resume();
}

/** Removes blobs a request wrote and did not record. */
export async function deleteBlobs(store: FileStore, keys: string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => store.blobs.delete(key)));
}

/**
 * A JPEG or PNG's thumbnail: 320 px wide at most (never enlarged), turned upright from its EXIF
 * orientation, as WebP, sealed like the file. Read back from the sealed blob as a stream. None
 * for a PDF or DICOM, nor for an image sharp cannot read (the file is kept; the list shows its
 * type instead).
 */
async function makeThumbnail(store: FileStore, file: StoredFile): Promise<string | null> {
  if (file.typeMime !== "image/jpeg" && file.typeMime !== "image/png") return null;
  try {
    const resize = sharp({ limitInputPixels: 120_000_000, failOn: "error" })
      .rotate()
      .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
      .webp({ quality: 72 });
    (await getOpened(store, file.storageKey)).pipe(resize);
    const thumbnail = await resize.toBuffer();
    const key = `${file.storageKey}.thumb`;
    await putSealedBuffer(store, key, thumbnail);
    return key;
  } catch (error) {
    logger.warn({ err: error instanceof Error ? error.message : String(error) }, "no thumbnail for an uploaded image");
    return null;
  }
}
