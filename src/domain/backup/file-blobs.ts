import type { Readable } from "node:stream";

/**
 * The patients' files in backups (decision 061): their blobs are immutable and already sealed
 * (AES-256-GCM under FILES_ENCRYPTION_KEY), so a backup copies them as they are, streamed one by
 * one into a `files` folder beside the database dumps, and only those the folder does not hold
 * yet: incremental, never a file held in memory, never decrypted. Restoring copies them back the
 * same way. Opening them takes FILES_ENCRYPTION_KEY, which no backup holds.
 */

/** What the copy needs of a blob storage (src/server/files/storage.ts's BlobStorage). */
export type BlobStore = {
  put(key: string, data: Readable): Promise<number>;
  get(key: string): Promise<Readable>;
  list(): AsyncIterable<{ key: string; size: number }>;
  size(key: string): Promise<number | null>;
};

/** Blobs in the source, and those this copy wrote (bytes as stored, sealed). */
export type BlobCopyReport = { total: number; totalBytes: number; copied: number; copiedBytes: number };

/** Copies every blob of `from` that `to` lacks (or holds cut short). */
export async function copyNewBlobs(from: BlobStore, to: BlobStore): Promise<BlobCopyReport> {
  const report: BlobCopyReport = { total: 0, totalBytes: 0, copied: 0, copiedBytes: 0 };
  for await (const blob of from.list()) {
    report.total += 1;
    report.totalBytes += blob.size;
    if ((await to.size(blob.key)) === blob.size) continue;
    report.copiedBytes += await to.put(blob.key, await from.get(blob.key));
    report.copied += 1;
  }
  return report;
}
