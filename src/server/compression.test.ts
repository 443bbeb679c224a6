import { request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { chooseEncoding, COMPRESSION_THRESHOLD_BYTES, isCompressible } from "@/server/compression";
import { createLogger } from "@/server/logger";
import { createNodeServer } from "@/server/node-server";

/**
 * The product's server compresses pages and the API's JSON answers itself (decisions 041, 065):
 * over real sockets, with a handler writing its answer the ways Next does (headers set one by one,
 * then the body in chunks, flushed after each; or writeHead with the headers, then end).
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

type Answer = { body: string; contentType: string; status: number; chunked?: boolean; chunkSize?: number; headersAtOnce?: boolean };

async function serve(answer: (url: string) => Answer): Promise<number> {
  server = createNodeServer({
    logger,
    trustProxyHops: 0,
    handler: (request: IncomingMessage, response: ServerResponse) => {
      seenAcceptEncoding.push(request.headers["accept-encoding"] as string | undefined);
      const { body, contentType, status, chunked = true, chunkSize = 500, headersAtOnce = false } = answer(request.url ?? "/");
      if (headersAtOnce) {
        response.writeHead(status, { "Content-Type": contentType, "Content-Length": String(Buffer.byteLength(body)) });
        response.end(body);
        return;
      }
      response.statusCode = status;
      response.setHeader("Content-Type", contentType);
      response.flushHeaders();
      const flush = () => (response as ServerResponse & { flush?: () => void }).flush?.();
      if (chunked) {
        for (let i = 0; i < body.length; i += chunkSize) {
          response.write(body.slice(i, i + chunkSize));
          flush();
        }
      } else response.write(body);
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

  it("leaves a download that is not text as it is, and a HEAD alone; build files keep what the client accepts, for Next", async () => {
    const port = await serve((url) => (url.startsWith("/api") ? { body: big, contentType: "application/zip", status: 200 } : { body: big, contentType: "application/javascript", status: 200 }));
    const download = await get(port, "/api/backups/file", { "accept-encoding": "br" });
    expect(download.headers["content-encoding"]).toBeUndefined();
    expect(download.raw.toString()).toBe(big);
    const head = await get(port, "/api/backups/file", { "accept-encoding": "br" }, "HEAD");
    expect(head.headers["content-encoding"]).toBeUndefined();
    await get(port, "/_next/static/chunks/app.js", { "accept-encoding": "br" });
    expect(seenAcceptEncoding.at(-1)).toBe("br");
  });

  it("leaves a part of a file (206) as it is: its range counts the file's own bytes", async () => {
    const port = await serve(() => ({ body: big, contentType: "text/plain", status: 206 }));
    const part = await get(port, "/robots.txt", { "accept-encoding": "br", range: "bytes=0-" });
    expect(part.status).toBe(206);
    expect(part.headers["content-encoding"]).toBeUndefined();
    expect(part.raw.toString()).toBe(big);
  });
});

describe("pages through the product's server", () => {
  // A page as Next sends it: its HTML, then the same content again as RSC data, over 32 KB later.
  let seed = 7;
  const token = () => (seed = (seed * 1103515245 + 12345) % 2147483648).toString(36);
  const html = Array.from({ length: 150 }, (_, i) => `<section id="s${i}"><h2>${token()}</h2><p>${Array.from({ length: 40 }, token).join(" ")}</p></section>`).join("");
  const page = `<!DOCTYPE html><html lang="fr"><body>${html}<script>self.__next_f.push([1,${JSON.stringify(html)}])</script></body></html>`;

  it("sends a page in brotli, whose window sees the RSC data repeat the HTML, smaller than gzip", async () => {
    const port = await serve(() => ({ body: page, contentType: "text/html; charset=utf-8", status: 200, chunkSize: 8192 }));
    const br = await get(port, "/", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(zlib.brotliDecompressSync(br.raw).toString()).toBe(page);
    const gzip = await get(port, "/", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.raw).toString()).toBe(page);
    expect(br.raw.byteLength).toBeLessThan(gzip.raw.byteLength * 0.8);
    expect(seenAcceptEncoding).toEqual([undefined, undefined]);
  });

  it("streams a page: what Next flushed reaches the browser before the page ends", async () => {
    let finish: () => void = () => {};
    const rest = new Promise<void>((resolve) => (finish = resolve));
    server = createNodeServer({
      logger,
      trustProxyHops: 0,
      handler: async (_request, response) => {
        response.statusCode = 200;
        response.setHeader("Content-Type", "text/html; charset=utf-8");
        response.flushHeaders();
        response.write("<!DOCTYPE html><html><body><main>Le cabinet</main>");
        (response as ServerResponse & { flush?: () => void }).flush?.();
        await rest;
        response.end("<footer>Casablanca</footer></body></html>");
      },
    });
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as AddressInfo).port;

    const received = await new Promise<string>((resolve, reject) => {
      const request = httpRequest({ host: "127.0.0.1", port, path: "/", headers: { "accept-encoding": "br" } }, (response) => {
        expect(response.headers["content-encoding"]).toBe("br");
        const decoder = zlib.createBrotliDecompress();
        let text = "";
        decoder.on("data", (data: Buffer) => {
          text += data.toString();
          // The first part arrived while the server still holds the rest back.
          if (text.includes("<main>Le cabinet</main>") && !text.includes("footer")) finish();
        });
        decoder.on("end", () => resolve(text));
        response.pipe(decoder);
      });
      request.on("error", reject);
      request.end();
    });
    expect(received).toBe("<!DOCTYPE html><html><body><main>Le cabinet</main><footer>Casablanca</footer></body></html>");
  });
});

describe("isCompressible", () => {
  it.each([
    ["text/html; charset=utf-8", true],
    ["text/x-component", true],
    ["application/json", true],
    ["application/problem+json", true],
    ["image/svg+xml", true],
    ["application/xml", true],
    ["text/csv; charset=utf-8", true],
    ["text/event-stream", false],
    ["application/pdf", false],
    ["image/png", false],
    ["application/zip", false],
    [undefined, false],
  ])("%s → %s", (contentType, expected) => {
    expect(isCompressible(contentType)).toBe(expected);
  });
});
