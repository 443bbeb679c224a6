import { request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { chooseEncoding, COMPRESSION_THRESHOLD_BYTES } from "@/server/compression";
import { createLogger } from "@/server/logger";
import { createNodeServer } from "@/server/node-server";

/**
 * The product's server compresses the API's JSON answers itself (decision 041): over real sockets,
 * with a handler writing its answer the ways Next does (headers set one by one, then the body in
 * chunks; or writeHead with the headers, then end).
 */

const logger = createLogger({ level: "silent" });
const big = JSON.stringify({ rendezVous: Array.from({ length: 200 }, (_, i) => ({ id: i, patient: { nom: "Benaïssa", prenom: "Salma" }, status: "planifie" })) });
const small = JSON.stringify({ message: "Rendez-vous non trouvé" });

let server: Server | undefined;
let seenAcceptEncoding: (string | undefined)[] = [];
afterEach(async () => {
  if (server) await new Promise((resolve) => server!.close(resolve));
  server = undefined;
  seenAcceptEncoding = [];
});

type Answer = { body: string; contentType: string; status: number; chunked?: boolean; headersAtOnce?: boolean };

async function serve(answer: (url: string) => Answer): Promise<number> {
  server = createNodeServer({
    logger,
    trustProxyHops: 0,
    handler: (request: IncomingMessage, response: ServerResponse) => {
      seenAcceptEncoding.push(request.headers["accept-encoding"] as string | undefined);
      const { body, contentType, status, chunked = true, headersAtOnce = false } = answer(request.url ?? "/");
      if (headersAtOnce) {
        response.writeHead(status, { "Content-Type": contentType, "Content-Length": String(Buffer.byteLength(body)) });
        response.end(body);
        return;
      }
      response.statusCode = status;
      response.setHeader("Content-Type", contentType);
      response.flushHeaders();
      if (chunked) for (let i = 0; i < body.length; i += 500) response.write(body.slice(i, i + 500));
      else response.write(body);
      response.end();
    },
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

function get(port: number, path: string, headers: Record<string, string> = {}, method = "GET"): Promise<{ status: number; headers: IncomingMessage["headers"]; raw: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: "127.0.0.1", port, path, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, raw: Buffer.concat(chunks) }));
    });
    request.on("error", reject);
    request.end();
  });
}

const json = (body: string, extra: Partial<Answer> = {}): Answer => ({ body, contentType: "application/json", status: 200, ...extra });

describe("chooseEncoding", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, deflate", "gzip"],
    ["br;q=0, gzip;q=0.5", "gzip"],
    ["*", "br"],
    ["*;q=0", null],
    ["identity", null],
    ["", null],
  ])("Accept-Encoding %j → %s", (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe("the API's JSON answers through the product's server", () => {
  it("sends a large JSON answer in brotli when the client accepts it, gzip otherwise, and as is to a client that asks for neither", async () => {
    const port = await serve(() => json(big));
    const br = await get(port, "/api/appointments/agenda", { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(br.headers["content-length"]).toBeUndefined();
    expect(zlib.brotliDecompressSync(br.raw).toString()).toBe(big);
    expect(br.raw.byteLength).toBeLessThan(Buffer.byteLength(big) / 10);

    const gzip = await get(port, "/api/appointments/agenda", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.raw).toString()).toBe(big);

    const plain = await get(port, "/api/appointments/agenda");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.raw.toString()).toBe(big);
    // Next never sees what the client accepts for /api: it would gzip the answer a second time.
    expect(seenAcceptEncoding).toEqual([undefined, undefined, undefined]);
  });

  it("compresses an answer written with its headers and length at once, and one written in a single chunk", async () => {
    const port = await serve((url) => json(big, url.endsWith("at-once") ? { headersAtOnce: true } : { chunked: false }));
    for (const path of ["/api/at-once", "/api/single"]) {
      const answer = await get(port, path, { "accept-encoding": "br" });
      expect(answer.headers["content-encoding"]).toBe("br");
      expect(zlib.brotliDecompressSync(answer.raw).toString()).toBe(big);
    }
  });

  it(`leaves an answer under ${COMPRESSION_THRESHOLD_BYTES} bytes as it is, with its length`, async () => {
    const port = await serve(() => json(small, { status: 404 }));
    const answer = await get(port, "/api/appointments/999", { "accept-encoding": "br, gzip" });
    expect(answer.status).toBe(404);
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.headers["content-length"]).toBe(String(Buffer.byteLength(small)));
    expect(answer.raw.toString()).toBe(small);
  });

  it("leaves what is not JSON to Next, and a HEAD alone; pages keep what the client accepts", async () => {
    const port = await serve((url) => (url.startsWith("/api") ? { body: big, contentType: "application/zip", status: 200 } : { body: big, contentType: "text/html", status: 200 }));
    const download = await get(port, "/api/backups/file", { "accept-encoding": "br" });
    expect(download.headers["content-encoding"]).toBeUndefined();
    expect(download.raw.toString()).toBe(big);
    const head = await get(port, "/api/backups/file", { "accept-encoding": "br" }, "HEAD");
    expect(head.headers["content-encoding"]).toBeUndefined();
    await get(port, "/rendez-vous", { "accept-encoding": "br" });
    expect(seenAcceptEncoding.at(-1)).toBe("br");
  });
});
