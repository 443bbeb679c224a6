import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { isIPv4 } from "node:net";
import type { Logger } from "pino";
import { compressAnswers } from "@/server/compression";
import { apiContentSecurityPolicy, staticSecurityHeaders, strictTransportSecurity } from "@/server/security-headers";

/**
 * The HTTP server in front of Next's request handler (`npm start`, the browser tests, the CI smoke
 * test): the one place that sees every request before the framework does.
 *
 * - It appends the connection's own address to X-Forwarded-For, as a proxy does, so that
 *   `clientAddress` (src/server/rate-limit.ts) can tell the address a client wrote from the one its
 *   connection comes from. `next start` writes that address only when the client sent no
 *   X-Forwarded-For, which lets any client pick its rate-limit key.
 * - It answers what Next would turn into a 500 (with a stack trace in the log and no security
 *   header): a path whose percent-encoding is malformed (400), methods no page or call serves,
 *   such as TRACE (405), and a form posted to a page from another site (403: Next refuses a
 *   Server Action whose Origin is not the site's by throwing). JSON under /api, like every API
 *   error; a short page elsewhere. With the security headers, a request id and one log line, like
 *   withApi's answers.
 * - It gives a client a bounded time to send its request: the headers within `headersTimeoutMs`,
 *   the whole request within `requestTimeoutMs` (408, then the connection is closed), so that a
 *   client announcing a large body and sending two bytes does not hold a connection (issue 32).
 *   A file upload (decision 061: up to 25 MB from a phone on a slow network, minutes) is bounded
 *   by idle time instead: 408 when no byte came for `requestTimeoutMs`, however long it takes
 *   while bytes keep coming; its size is bounded by the upload's own byte limit.
 */

/** Set on globalThis by scripts/serve.ts before Next starts: src/instrumentation.ts warns when it is missing (`next start`). */
export const servedByNodeServer = Symbol.for("cabinet.served-by-node-server");

export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void> | void;

/** Methods the pages and the API serve; anything else (TRACE, CONNECT, WebDAV's...) answers 405. */
export const SERVED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
const served = new Set<string>(SERVED_METHODS);

/**
 * How long a client may take to send a request's headers, and the whole request (its body
 * included): a form or a JSON body of at most 64 KB takes seconds on a slow phone connection.
 */
export const DEFAULT_HEADERS_TIMEOUT_MS = 20_000;
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

export type NodeServerOptions = {
  handler: RequestHandler;
  logger: Logger;
  /** TRUST_PROXY_HOPS: at 0, a request arriving with X-Forwarded-For is logged once as a warning. */
  trustProxyHops: number;
  /** The time to send the headers, then the whole request (REQUEST_TIMEOUT_SECONDS); the tests shorten them. */
  timeouts?: { headersMs: number; requestMs: number };
};

export function createNodeServer({ handler, logger, trustProxyHops, timeouts }: NodeServerOptions): Server {
  let warnedAboutProxy = false;
  const requestTimeout = timeouts?.requestMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  const headersTimeout = Math.min(timeouts?.headersMs ?? DEFAULT_HEADERS_TIMEOUT_MS, requestTimeout);
  const options = {
    headersTimeout,
    // The body's time is counted per request below (boundRequestBody): Node's own requestTimeout
    // would count an upload's whole duration.
    requestTimeout: 0,
    // Node checks the headers' timeout at this interval (30 s by default): a tenth of it.
    connectionsCheckingInterval: Math.max(headersTimeout / 10, 50),
  };
  return createServer(options, (request, response) => {
    const started = performance.now();
    const method = request.method ?? "GET";
    const path = (request.url ?? "/").split("?")[0]!;
    const refusal = !served.has(method) ? 405 : !isWellFormedPath(path) ? 400 : isCrossSiteFormPost(request, path) ? 403 : undefined;
    if (refusal) {
      refuse(request, response, refusal);
      logger.info(
        { requestId: response.getHeader("X-Request-Id"), method, path: loggedPath(path), status: refusal, durationMs: Math.round(performance.now() - started) },
        "request",
      );
      return;
    }

    const forwarded = request.headers["x-forwarded-for"];
    if (forwarded && trustProxyHops === 0 && !warnedAboutProxy) {
      warnedAboutProxy = true;
      logger.warn(
        "requests arrive with X-Forwarded-For while TRUST_PROXY_HOPS is 0: rate limits count every client behind a proxy as the proxy's one address; set TRUST_PROXY_HOPS to the number of proxies in front of the app",
      );
    }
    boundRequestBody(request, requestTimeout, isUploadPath(method, path));

    const connection = connectionAddress(request);
    request.headers["x-forwarded-for"] = forwarded ? `${forwarded}, ${connection}` : connection;

    // Pages and the API's answers are compressed here, brotli or gzip (decisions 041, 065); Next
    // gzips its build files, whose names change with each build.
    if (!path.startsWith("/_next/static/")) compressAnswers(request, response);

    Promise.resolve(handler(request, response)).catch((error: unknown) => {
      logger.error({ err: error instanceof Error ? error.message : String(error) }, "request handler failed");
      if (!response.headersSent) refuse(request, response, 500);
      else response.destroy();
    });
  });
}

/** Where files are uploaded (decision 061): bodies of up to 25 MB per file, sent as slowly as a phone's network goes. */
export function isUploadPath(method: string, path: string): boolean {
  return method === "POST" && /^\/api\/(patients\/[^/]+|upload-links\/by-token\/[^/]+)\/files\/?$/.test(path);
}

/** What Node itself answers when a request's time is up (its requestTimeout's answer). */
const requestTimeoutAnswer = "HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n";

/**
 * A request's body must arrive whole within `limitMs` — or, for an upload, with no gap of more
 * than `limitMs` between its bytes. Past it: 408 and the connection closed (as Node's own
 * requestTimeout does), or the connection closed when an answer has already begun.
 */
function boundRequestBody(request: IncomingMessage, limitMs: number, upload: boolean): void {
  if (request.complete) return;
  const expire = () => {
    if (request.complete || request.socket.destroyed) return;
    const socket = request.socket;
    if (socket.bytesWritten === 0 && socket.writable) socket.end(requestTimeoutAnswer);
    // What is left of the body is not read: the connection goes.
    setTimeout(() => socket.destroy(), 100).unref();
  };
  if (upload) {
    // The socket's idle time: any byte received (or sent) starts it again.
    request.setTimeout(limitMs, expire);
    request.once("end", () => request.setTimeout(0));
    return;
  }
  const timer = setTimeout(expire, limitMs);
  timer.unref();
  request.once("end", () => clearTimeout(timer));
  request.once("close", () => clearTimeout(timer));
}

/**
 * A refused request's path as the log writes it: at most 200 characters, and a staff member's
 * e-mail in /api/users/email/{email}, a patient's appointment link (/rendez-vous/gerer/{token},
 * /ar/… too, and its calls /api/booking/appointments/{token}/…) and a waiting list's offer link
 * (/rendez-vous/offre/{token}, /api/booking/offers/{token}) masked, as withApi's log line does
 * (issues 32, 33).
 */
export function loggedPath(path: string): string {
  return path
    .replace(/^(\/api\/users\/email\/)[^/]+/, "$1***")
    .replace(/^((?:\/ar)?\/rendez-vous\/gerer\/)[^/?]+/, "$1***")
    .replace(/^((?:\/ar)?\/rendez-vous\/offre\/)[^/?]+/, "$1***")
    .replace(/^(\/api\/booking\/offers\/)[^/?]+/, "$1***")
    .replace(/^(\/api\/booking\/appointments\/)[^/?]+/, "$1***")
    .replace(/^(\/televersement\/)[^/?]+/, "$1***")
    .replace(/^(\/api\/upload-links\/by-token\/)[^/?]+/, "$1***")
    .slice(0, 200);
}

/** True when every %XX escape of the path decodes to UTF-8 (`/doctors/%` and `/%E0%A4%A` do not). */
export function isWellFormedPath(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * A POST to a page (never /api: the API takes JSON with a bearer token) that can be a Server Action
 * (a form, or Next's `Next-Action` header) and whose Origin is not the host it was sent to: Next
 * refuses it as a cross-site request forgery by throwing, a 500. The same comparison as Next's
 * (next/dist/server/app-render/action-handler.js): the Origin's host against X-Forwarded-Host's
 * first entry when a proxy wrote one, else Host. Without Origin (a handmade request) Next lets
 * the action through, and so does this.
 */
export function isCrossSiteFormPost(request: IncomingMessage, path: string): boolean {
  if (request.method !== "POST" || /^\/api(\/|$)/.test(path)) return false;
  const contentType = String(request.headers["content-type"] ?? "").toLowerCase();
  const maybeAction = "next-action" in request.headers || contentType.startsWith("multipart/form-data");
  const origin = request.headers.origin;
  if (!maybeAction || typeof origin !== "string") return false;
  let originHost: string;
  try {
    originHost = origin === "null" ? "null" : new URL(origin).host;
  } catch {
    return true;
  }
  const forwardedHost = request.headers["x-forwarded-host"];
  const host = (Array.isArray(forwardedHost) ? forwardedHost[0] : forwardedHost?.split(",")[0]?.trim()) || request.headers.host;
  return originHost !== host;
}

/** The connection's address, an IPv4-mapped IPv6 address (`::ffff:203.0.113.5`) written as IPv4. */
export function connectionAddress(request: IncomingMessage): string {
  const address = request.socket.remoteAddress ?? "unknown";
  const mapped = address.startsWith("::ffff:") ? address.slice(7) : address;
  return isIPv4(mapped) ? mapped : address;
}

const refusals: Record<number, { title: string; message: string }> = {
  400: { title: "Requête invalide", message: "L'adresse demandée contient un encodage mal formé." },
  403: { title: "Envoi refusé", message: "Ce formulaire a été envoyé depuis un autre site : ouvrez la page du cabinet et envoyez-le de nouveau." },
  405: { title: "Méthode non autorisée", message: "Cette méthode HTTP n'est pas acceptée." },
  500: { title: "Erreur interne", message: "Une erreur interne est survenue." },
};

function refuse(request: IncomingMessage, response: ServerResponse, status: number) {
  const { title, message } = refusals[status]!;
  const api = /^\/api(\/|$)/.test(request.url ?? "");
  const body = api
    ? JSON.stringify({ message })
    : `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>${title}</title></head>` +
      `<body><h1>${title}</h1><p>${message}</p><p><a href="/">Retour à l'accueil</a></p></body></html>`;
  for (const { key, value } of staticSecurityHeaders) response.setHeader(key, value);
  response.setHeader("Content-Security-Policy", apiContentSecurityPolicy);
  if (request.headers["x-forwarded-proto"] === "https") response.setHeader("Strict-Transport-Security", strictTransportSecurity);
  response.setHeader("Cache-Control", "no-store");
  response.setHeader("X-Request-Id", crypto.randomUUID());
  if (status === 405) response.setHeader("Allow", SERVED_METHODS.join(", "));
  response.setHeader("Content-Type", api ? "application/json" : "text/html; charset=utf-8");
  response.setHeader("Content-Length", Buffer.byteLength(body));
  response.writeHead(status);
  response.end(request.method === "HEAD" ? undefined : body);
}
