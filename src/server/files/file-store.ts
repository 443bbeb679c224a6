import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { env, type Env } from "@/server/env";
import { openStream, sealStream } from "@/server/files/sealed-stream";
import { type BlobStorage, folderStorage } from "@/server/files/storage";
import { filesEncryptionKey } from "@/server/secrets";

/** The storage of the patients' files and the key that seals them (decision 061). */
export type FileStore = { blobs: BlobStorage; key: Uint8Array };

let store: FileStore | undefined;

/** Where the patients' files are kept: DATA_DIR/files (a folder of the machine's, named at run time). */
export function filesDirectory(settings: Pick<Env, "DATA_DIR">): string {
  return path.resolve(/*turbopackIgnore: true*/ settings.DATA_DIR, "files");
}

/** DATA_DIR/files, sealed with FILES_ENCRYPTION_KEY. */
export function fileStore(): FileStore {
  store ??= { blobs: folderStorage(filesDirectory(env())), key: filesEncryptionKey() };
  return store;
}

/** Tests point the server at a folder and a key of their own. */
export function setFileStoreForTests(next: FileStore | undefined): void {
  store = next;
}

/** Seals a plain stream into a new blob; resolves with the sealed size. */
export function putSealed(target: FileStore, key: string, plain: Readable): Promise<number> {
  const sealed = sealStream(target.key);
  // The storage reads the sealed side; an error on the plain side (a limit, a refused type) reaches it.
  plain.on("error", (error) => sealed.destroy(error));
  // Kept for the storage, which may start reading only after an await: the error stays on the stream (`errored`) and rejects its write.
  sealed.on("error", () => {});
  plain.pipe(sealed);
  return target.blobs.put(key, sealed);
}

/** A blob's plain bytes, as a stream that errors if the blob was changed or the key is wrong. */
export async function getOpened(target: FileStore, key: string): Promise<Readable> {
  const sealed = await target.blobs.get(key);
  const plain = openStream(target.key);
  pipeline(sealed, plain).catch(() => {});
  return plain;
}

/** A whole small blob (a thumbnail) in memory. */
export async function readOpened(target: FileStore, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await getOpened(target, key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A small buffer (a thumbnail) sealed into a new blob. */
export function putSealedBuffer(target: FileStore, key: string, data: Buffer): Promise<number> {
  return putSealed(target, key, Readable.from([data]));
}
