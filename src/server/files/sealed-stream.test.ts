import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { CHUNK_BYTES, openStream, sealedSize, sealStream } from "@/server/files/sealed-stream";

/** The patients' files' sealing (decision 061): chunked AES-256-GCM that detects any change or cut. */

const key = new Uint8Array(randomBytes(32));

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Fed in uneven pieces, as a network delivers them. */
function pieces(data: Buffer, size = 7_777): Readable {
  const parts: Buffer[] = [];
  for (let at = 0; at < data.length; at += size) parts.push(data.subarray(at, at + size));
  return Readable.from(parts.length ? parts : [Buffer.alloc(0)]);
}

const seal = (data: Buffer, withKey = key) => collect(pieces(data).pipe(sealStream(withKey)));
const open = (sealed: Buffer, withKey = key) => collect(pieces(sealed, 10_007).pipe(openStream(withKey)));

describe("sealStream / openStream", () => {
  for (const size of [0, 1, CHUNK_BYTES - 1, CHUNK_BYTES, CHUNK_BYTES + 1, 3 * CHUNK_BYTES, 3 * CHUNK_BYTES + 12_345]) {
    it(`round-trips ${size} bytes, in the size it announces`, async () => {
      const data = randomBytes(size);
      const sealed = await seal(data);
      expect(sealed.length).toBe(sealedSize(size));
      expect((await open(sealed)).equals(data)).toBe(true);
    });
  }

  it("seals the same bytes differently each time, and none of them shows", async () => {
    const data = Buffer.alloc(200_000, "radiographie du genou droit ");
    const [first, second] = [await seal(data), await seal(data)];
    expect(first.equals(second)).toBe(false);
    expect(first.includes(Buffer.from("radiographie"))).toBe(false);
  });

  it("refuses a wrong key, a changed byte, a dropped chunk and a blob cut at a chunk's edge", async () => {
    const data = randomBytes(3 * CHUNK_BYTES + 100);
    const sealed = await seal(data);
    await expect(open(sealed, new Uint8Array(32))).rejects.toThrow(/cannot be decrypted/);
    const changed = Buffer.from(sealed);
    changed.writeUInt8(changed.readUInt8(CHUNK_BYTES + 500) ^ 1, CHUNK_BYTES + 500);
    await expect(open(changed)).rejects.toThrow(/cannot be decrypted/);
    const header = 20;
    const chunk = CHUNK_BYTES + 16;
    const dropped = Buffer.concat([sealed.subarray(0, header + chunk), sealed.subarray(header + 2 * chunk)]);
    await expect(open(dropped)).rejects.toThrow(/cannot be decrypted/);
    const cut = sealed.subarray(0, header + 2 * chunk);
    await expect(open(cut)).rejects.toThrow(/cannot be decrypted/);
    await expect(open(sealed.subarray(0, 10))).rejects.toThrow(/cut short/);
    await expect(open(Buffer.from("not a sealed file at all"))).rejects.toThrow(/not a sealed file/);
  });
});
