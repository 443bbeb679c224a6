import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import zlib from "node:zlib";

/**
 * Answers compressed by the product's server (decisions 041 and 065), as Next's guide says to change
 * its compression: the custom server compresses. The server takes the request's Accept-Encoding
 * away from Next and compresses a text answer (pages, their RSC data, the API's JSON, SVG, XML) of
 * at least COMPRESSION_THRESHOLD_BYTES itself — brotli when the client accepts it, at a quality that
 * costs little CPU, else gzip. Brotli's window spans the whole page, so the RSC data inlined at its
 * end shrinks against the HTML it repeats, which gzip's 32 KB window cannot see. Smaller answers
 * (most errors) go as they are. An answer already encoded, a HEAD, a 204/206/304, or one whose
 * Cache-Control says no-transform is left alone. zlib works in libuv's thread pool, off the event loop.
 * A page streams: each `flush()` Next calls after a chunk sends what the compressor holds.
 */

/** Below this, compressing saves less than it costs (the usual 1 KB of HTTP servers). */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Brotli's quality 11 (its default) is far too slow for answers made per request; 5 is gzip's speed and smaller. */
const BROTLI_QUALITY = 5;

export type Encoding = "br" | "gzip";

/** The encoding to answer in for an Accept-Encoding header: brotli first, then gzip; null for none. */
export function chooseEncoding(acceptEncoding: string | string[] | undefined): Encoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(",") : acceptEncoding;
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)).find(Boolean);
    const weight = q ? Number(q[1]) : 1;
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const accepted = (name: Encoding) => (weights.get(name) ?? (weights.has("*") ? weights.get("*")! : 0)) > 0;
  if (accepted("br")) return "br";
  if (accepted("gzip")) return "gzip";
  return null;
}

function compressor(encoding: Encoding, sizeHint: number | undefined): zlib.BrotliCompress | zlib.Gzip {
  if (encoding === "gzip") return zlib.createGzip();
  return zlib.createBrotliCompress({
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      ...(sizeHint ? { [zlib.constants.BROTLI_PARAM_SIZE_HINT]: sizeHint } : {}),
    },
  });
}

function mediaType(contentType: ReturnType<ServerResponse["getHeader"]>): string {
  return String(Array.isArray(contentType) ? contentType[0] : (contentType ?? "")).toLowerCase();
}

/** Text worth compressing: JSON, HTML, RSC data, CSS, scripts, SVG, XML, CSV. Not an event stream, which must never wait. */
export function isCompressible(contentType: ReturnType<ServerResponse["getHeader"]>): boolean {
  const type = mediaType(contentType);
  return !type.startsWith("text/event-stream") && /^(application\/([\w.+-]+\+)?(json|xml)|text\/[\w.+-]+|application\/(x-)?javascript|image\/svg\+xml)\b/.test(type);
}

/** Pages and their RSC data arrive in chunks a browser reads as they come: they are never held back. */
function isStreamedPage(contentType: ReturnType<ServerResponse["getHeader"]>): boolean {
  return /^text\/(html|x-component)\b/.test(mediaType(contentType));
}

function appendVary(response: ServerResponse) {
  const vary = response.getHeader("Vary");
  const current = Array.isArray(vary) ? vary.join(", ") : vary === undefined ? "" : String(vary);
  if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(current)) response.setHeader("Vary", current ? `${current}, Accept-Encoding` : "Accept-Encoding");
}

type WriteCallback = (error?: Error | null) => void;
type Chunk = string | Uint8Array;

function toBuffer(chunk: Chunk, encoding?: BufferEncoding): Buffer {
  return typeof chunk === "string" ? Buffer.from(chunk, encoding) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

/** The (chunk, encoding, callback) of write and end, in any of their forms. */
function writeArguments(args: unknown[]): { chunk: Chunk | undefined; encoding: BufferEncoding | undefined; callback: WriteCallback | undefined } {
  const [chunk, second, third] = args;
  if (typeof chunk === "function") return { chunk: undefined, encoding: undefined, callback: chunk as WriteCallback };
  const encoding = typeof second === "string" ? (second as BufferEncoding) : undefined;
  const callback = (typeof second === "function" ? second : typeof third === "function" ? third : undefined) as WriteCallback | undefined;
  return { chunk: chunk === null || chunk === undefined ? undefined : (chunk as Chunk), encoding, callback };
}

/**
 * Takes over the compression of `response` (see above). Call it before Next's handler sees the request.
 */
export function compressAnswers(request: IncomingMessage, response: ServerResponse): void {
  const encoding = chooseEncoding(request.headers["accept-encoding"]);
  // Next's own gzip stays out: this server decides for the answer.
  delete request.headers["accept-encoding"];
  if (!encoding || request.method === "HEAD") return;

  // Node's own methods, called with the arguments they were given (any of their overloads).
  const originalWriteHead = response.writeHead as (...args: unknown[]) => ServerResponse;
  const originalWrite = response.write as (...args: unknown[]) => boolean;
  const originalEnd = response.end as (...args: unknown[]) => ServerResponse;
  // "undecided" until the headers are written: then "plain" (as Next wrote it), "waiting" (JSON of
  // unknown length: held until it reaches the threshold or ends), or "compressing".
  let mode: "undecided" | "plain" | "waiting" | "compressing" = "undecided";
  let head: { statusCode: number; statusMessage: string | undefined } | null = null;
  let held: Buffer[] = [];
  let heldBytes = 0;
  let stream: zlib.BrotliCompress | zlib.Gzip | null = null;
  let ended = false;
  let streamed = false;

  const restore = () => {
    response.writeHead = originalWriteHead as ServerResponse["writeHead"];
    response.write = originalWrite as ServerResponse["write"];
    response.end = originalEnd as ServerResponse["end"];
  };

  const startCompressing = (sizeHint: number | undefined) => {
    mode = "compressing";
    response.removeHeader("Content-Length");
    response.setHeader("Content-Encoding", encoding);
    appendVary(response);
    originalWriteHead.call(response, head!.statusCode, head!.statusMessage);
    stream = compressor(encoding, sizeHint);
    stream.on("data", (data: Buffer) => originalWrite.call(response, data));
    stream.once("end", () => originalEnd.call(response));
    stream.once("error", (error) => response.destroy(error));
    // A client gone before the end: the compressor is let go rather than left waiting.
    response.once("close", () => {
      if (!response.writableFinished) stream?.destroy();
    });
    for (const chunk of held) stream.write(chunk);
    held = [];
  };

  /** An answer held back that ended under the threshold: as it was, with its length. */
  const sendHeldAsItIs = () => {
    mode = "plain";
    const body = Buffer.concat(held);
    held = [];
    response.setHeader("Content-Length", body.byteLength);
    originalWriteHead.call(response, head!.statusCode, head!.statusMessage);
    restore();
    return body;
  };

  response.writeHead = function writeHead(this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    if (mode !== "undecided") return this;
    const statusMessage = typeof rest[0] === "string" ? rest[0] : undefined;
    const headers = (typeof rest[0] === "string" ? rest[1] : rest[0]) as OutgoingHttpHeaders | unknown[] | undefined;
    if (Array.isArray(headers)) {
      mode = "plain";
      restore();
      return originalWriteHead.call(this, statusCode, ...rest);
    }
    for (const [name, value] of Object.entries(headers ?? {})) if (value !== undefined) this.setHeader(name, value);
    head = { statusCode, statusMessage };
    const cacheControl = String(this.getHeader("Cache-Control") ?? "");
    const contentType = this.getHeader("Content-Type");
    const eligible =
      statusCode >= 200 &&
      ![204, 206, 304].includes(statusCode) &&
      isCompressible(contentType) &&
      !this.getHeader("Content-Encoding") &&
      !/no-transform/i.test(cacheControl);
    const length = this.getHeader("Content-Length");
    if (!eligible || (length !== undefined && Number(length) < COMPRESSION_THRESHOLD_BYTES)) {
      mode = "plain";
      restore();
      return statusMessage === undefined ? originalWriteHead.call(this, statusCode) : originalWriteHead.call(this, statusCode, statusMessage);
    }
    streamed = isStreamedPage(contentType);
    if (length !== undefined) startCompressing(Number(length));
    else mode = "waiting";
    return this;
  } as unknown as ServerResponse["writeHead"];

  // Next calls it after each chunk it writes (the `compression` middleware's convention).
  (response as ServerResponse & { flush: () => void }).flush = () => {
    if (mode === "waiting" && streamed && held.length > 0) startCompressing(undefined);
    if (mode !== "compressing" || ended) return;
    if (encoding === "br") stream!.flush(zlib.constants.BROTLI_OPERATION_FLUSH);
    // A sync flush keeps the window: a full one would forget what the page said before.
    else stream!.flush(zlib.constants.Z_SYNC_FLUSH);
  };

  /** Takes a chunk of the body while it is held back or compressed. */
  const take = (chunk: Chunk | undefined, chunkEncoding: BufferEncoding | undefined) => {
    if (chunk === undefined || (typeof chunk === "string" ? chunk.length === 0 : chunk.byteLength === 0)) return;
    const buffer = toBuffer(chunk, chunkEncoding);
    if (mode === "waiting") {
      held.push(buffer);
      heldBytes += buffer.byteLength;
      if (heldBytes >= COMPRESSION_THRESHOLD_BYTES) startCompressing(undefined);
    } else stream!.write(buffer);
  };

  response.write = function write(this: ServerResponse, ...args: unknown[]) {
    if (mode === "undecided") this.writeHead(this.statusCode);
    if (mode === "plain") return originalWrite.apply(this, args);
    const { chunk, encoding: chunkEncoding, callback } = writeArguments(args);
    take(chunk, chunkEncoding);
    if (callback) process.nextTick(callback);
    return true;
  } as unknown as ServerResponse["write"];

  response.end = function end(this: ServerResponse, ...args: unknown[]) {
    if (ended) return this;
    if (mode === "undecided") this.writeHead(this.statusCode);
    if (mode === "plain") return originalEnd.apply(this, args);
    ended = true;
    const { chunk, encoding: chunkEncoding, callback } = writeArguments(args);
    take(chunk, chunkEncoding);
    if (callback) this.once("finish", () => callback());
    if (mode === "waiting") {
      const body = sendHeldAsItIs();
      originalEnd.call(this, body);
      return this;
    }
    stream!.end();
    return this;
  } as unknown as ServerResponse["end"];
}
