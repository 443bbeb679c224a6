import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

/**
 * Where the patients' files live (decision 061): opaque, immutable blobs under a key, already
 * sealed (src/server/files/sealed-stream.ts) before they reach the storage, so that whatever
 * holds them — a folder, a bucket, a backup — holds nothing readable without FILES_ENCRYPTION_KEY.
 *
 * One implementation today: a folder (DATA_DIR/files by default), enough for one server, or for
 * several that share that folder (NFS). The way for several instances without a shared disk is an
 * S3-compatible bucket behind this same interface (put = PutObject, get = GetObject, delete =
 * DeleteObject, list = ListObjectsV2): not implemented yet, and documented as such.
 */
export interface BlobStorage {
  /** Writes a new blob from a stream; resolves with its size once it is whole, or rejects and leaves nothing. */
  put(key: string, data: Readable): Promise<number>;
  /** The blob's bytes; rejects with BlobNotFoundError when there is none. */
  get(key: string): Promise<Readable>;
  /** Removes a blob; nothing when there is none. */
  delete(key: string): Promise<void>;
  /** Every blob with its size (backups copy those they do not have yet: blobs never change). */
  list(): AsyncIterable<{ key: string; size: number }>;
  /** A blob's size, or null when there is none. */
  size(key: string): Promise<number | null>;
}

export class BlobNotFoundError extends Error {
  constructor(key: string) {
    super(`no blob ${key}`);
    this.name = "BlobNotFoundError";
  }
}

/** A new blob key: 128 random bits, hex. The only name a blob has: nothing of the patient or the file. */
export function newBlobKey(): string {
  return randomBytes(16).toString("hex");
}

const KEY = /^[0-9a-f]{32}(\.thumb)?$/;

function checkedKey(key: string): string {
  if (!KEY.test(key)) throw new Error("invalid blob key");
  return key;
}

/**
 * Blobs in a folder: `{root}/{first two characters}/{key}`, written to `{root}/.partial/` first and
 * moved into place only once whole (a crash or an abort leaves no half blob under a key; what is
 * left in .partial is removed on the next start of a write there). Files mode 0600.
 */
export function folderStorage(root: string): BlobStorage {
  const partialDir = path.join(root, ".partial");
  const blobPath = (key: string) => path.join(root, checkedKey(key).slice(0, 2), key);
  return {
    async put(key, data) {
      const target = blobPath(key);
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      await mkdir(partialDir, { recursive: true, mode: 0o700 });
      const partial = path.join(partialDir, `${key}.${randomBytes(4).toString("hex")}`);
      try {
        await pipeline(data, createWriteStream(partial, { mode: 0o600, flags: "wx" }));
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return (await stat(target)).size;
    },
    async get(key) {
      const file = blobPath(key);
      try {
        await stat(file);
      } catch {
        throw new BlobNotFoundError(key);
      }
      return createReadStream(file);
    },
    async delete(key) {
      await rm(blobPath(key), { force: true });
    },
    async size(key) {
      try {
        return (await stat(blobPath(key))).size;
      } catch {
        return null;
      }
    },
    async *list() {
      let folders: string[];
      try {
        folders = (await readdir(root, { withFileTypes: true })).filter((entry) => entry.isDirectory() && /^[0-9a-f]{2}$/.test(entry.name)).map((entry) => entry.name);
      } catch {
        return;
      }
      for (const folder of folders.sort()) {
        for (const name of (await readdir(path.join(root, folder))).sort()) {
          if (!KEY.test(name)) continue;
          const size = await stat(path.join(root, folder, name)).then((info) => info.size, () => null);
          if (size !== null) yield { key: name, size };
        }
      }
    },
  };
}
