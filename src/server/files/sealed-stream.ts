import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { Transform, type TransformCallback } from "node:stream";

/**
 * The patients' files at rest (decision 061): AES-256-GCM, streamed in chunks so that no file is
 * ever held whole in memory. The construction is the "STREAM" one of online authenticated
 * encryption (Hoang, Reyhanitabar, Rogaway, Vizár 2015), as age and Tink use it:
 *
 *   header  = "CBF1" ‖ salt (16 random bytes)
 *   key     = HKDF-SHA256(master key, salt, "cabinet-orthopedie/patient-files/chunk/v1"), one per blob
 *   chunk i = AES-256-GCM(key, nonce = i on 11 bytes big-endian ‖ last-flag byte, 64 KiB of plaintext) ‖ 16-byte tag
 *
 * Every chunk but the last holds exactly 64 KiB; the last one (0 to 64 KiB) has the flag 1. A chunk
 * changed, moved, dropped or a blob cut short at a chunk's edge fails to decrypt: the reader errors
 * instead of handing back a partial file.
 */

const MAGIC = Buffer.from("CBF1", "latin1");
const SALT_BYTES = 16;
export const SEALED_HEADER_BYTES = MAGIC.length + SALT_BYTES;
export const CHUNK_BYTES = 64 * 1024;
const TAG_BYTES = 16;
const SEALED_CHUNK_BYTES = CHUNK_BYTES + TAG_BYTES;

/** How many bytes a file of `plainBytes` takes once sealed. */
export function sealedSize(plainBytes: number): number {
  const fullChunks = Math.floor(plainBytes / CHUNK_BYTES);
  const rest = plainBytes - fullChunks * CHUNK_BYTES;
  // A file of an exact number of chunks ends with a full last chunk, not an empty one.
  const chunks = rest === 0 && fullChunks > 0 ? fullChunks : fullChunks + 1;
  return SEALED_HEADER_BYTES + plainBytes + chunks * TAG_BYTES;
}

function chunkKey(masterKey: Uint8Array, salt: Buffer): Buffer {
  return Buffer.from(hkdfSync("sha256", masterKey, salt, "cabinet-orthopedie/patient-files/chunk/v1", 32));
}

function nonce(index: number, last: boolean): Buffer {
  const value = Buffer.alloc(12);
  value.writeUIntBE(index, 5, 6);
  value[11] = last ? 1 : 0;
  return value;
}

export class SealedFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SealedFileError";
  }
}

/** Plain bytes in, sealed bytes out. */
export function sealStream(masterKey: Uint8Array): Transform {
  const salt = randomBytes(SALT_BYTES);
  const key = chunkKey(masterKey, salt);
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let index = 0;
  const seal = (plain: Buffer, last: boolean): Buffer => {
    const cipher = createCipheriv("aes-256-gcm", key, nonce(index++, last));
    return Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
  };
  const take = (bytes: number): Buffer => {
    const all = pending.length === 1 ? pending[0]! : Buffer.concat(pending);
    const chunk = all.subarray(0, bytes);
    const rest = all.subarray(bytes);
    pending = rest.length ? [rest] : [];
    pendingBytes = rest.length;
    return chunk;
  };
  return new Transform({
    construct(callback) {
      this.push(Buffer.concat([MAGIC, salt]));
      callback();
    },
    transform(data: Buffer, _encoding, callback: TransformCallback) {
      pending.push(data);
      pendingBytes += data.length;
      // Strictly more than a chunk: the last chunk (flagged) is sealed at the end, never empty unless the file is.
      while (pendingBytes > CHUNK_BYTES) this.push(seal(take(CHUNK_BYTES), false));
      callback();
    },
    flush(callback: TransformCallback) {
      this.push(seal(take(pendingBytes), true));
      callback();
    },
  });
}

/** Sealed bytes in, plain bytes out; errors (SealedFileError) on a wrong key or any change to the blob. */
export function openStream(masterKey: Uint8Array): Transform {
  let key: Buffer | undefined;
  let buffer: Buffer = Buffer.alloc(0);
  let index = 0;
  const open = (sealed: Buffer, last: boolean): Buffer => {
    const decipher = createDecipheriv("aes-256-gcm", key!, nonce(index++, last));
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    try {
      return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)), decipher.final()]);
    } catch {
      throw new SealedFileError("the file cannot be decrypted: wrong key, or the blob was changed or cut");
    }
  };
  return new Transform({
    transform(data: Buffer, _encoding, callback: TransformCallback) {
      buffer = buffer.length ? Buffer.concat([buffer, data]) : data;
      try {
        if (!key) {
          if (buffer.length < SEALED_HEADER_BYTES) return callback();
          if (!buffer.subarray(0, MAGIC.length).equals(MAGIC)) throw new SealedFileError("not a sealed file");
          key = chunkKey(masterKey, buffer.subarray(MAGIC.length, SEALED_HEADER_BYTES));
          buffer = buffer.subarray(SEALED_HEADER_BYTES);
        }
        // A chunk is known not to be the last once more bytes follow it.
        while (buffer.length > SEALED_CHUNK_BYTES) {
          this.push(open(buffer.subarray(0, SEALED_CHUNK_BYTES), false));
          buffer = buffer.subarray(SEALED_CHUNK_BYTES);
        }
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
    flush(callback: TransformCallback) {
      try {
        if (!key || buffer.length < TAG_BYTES) throw new SealedFileError("the sealed file is cut short");
        this.push(open(buffer, true));
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
  });
}
