import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { type FileStore, setFileStoreForTests } from "@/server/files/file-store";
import { folderStorage } from "@/server/files/storage";

/**
 * The patients' files of a test file (decision 061): a folder of its own under the system's
 * temporary folder and a random key, in place of DATA_DIR/files and FILES_ENCRYPTION_KEY.
 */
export function withTemporaryFileStore(): () => FileStore & { root: string } {
  let current: (FileStore & { root: string }) | undefined;
  beforeAll(async () => {
    const root = await mkdtemp(path.join(tmpdir(), "cabinet-files-"));
    current = { root, blobs: folderStorage(root), key: new Uint8Array(randomBytes(32)) };
    setFileStoreForTests(current);
  });
  afterAll(async () => {
    setFileStoreForTests(undefined);
    if (current) await rm(current.root, { recursive: true, force: true });
  });
  return () => {
    if (!current) throw new Error("the file store is set up in beforeAll");
    return current;
  };
}
