import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * The servers the notification tests send to (decision 030): a real SMTP server, and a local HTTP
 * server that checks requests in the format of Twilio's Messaging API and answers as Twilio does.
 * Shared by the integration tests and the browser test.
 */

export type ReceivedMail = { from: string; to: string[]; subject: string; text: string; messageId: string; raw: ParsedMail };

/** An SMTP server on loopback (no TLS, no auth); recipients @refuse.test are refused with 550. */
export async function startSmtpServer(port = 0) {
  const mails: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith("@refuse.test")) {
        const error = new Error("5.1.1 Mailbox unavailable") as Error & { responseCode: number };
        error.responseCode = 550;
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          mails.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            messageId: parsed.messageId ?? "",
            raw: parsed,
          });
          waiters.splice(0).forEach((wake) => wake());
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const actualPort = (server.server.address() as AddressInfo).port;
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    mails,
    /** Resolves once `count` mails arrived (or rejects after `timeoutMs`). */
    async waitForMails(count: number, timeoutMs = 10_000): Promise<ReceivedMail[]> {
      const deadline = Date.now() + timeoutMs;
      while (mails.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} mails, got ${mails.length}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200).unref();
        });
      }
      return mails;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TwilioRequest = {
  accountSid: string;
  form: Record<string, string>;
  idempotencyToken: string | null;
  authorized: boolean;
  contentType: string;
};

export const TWILIO_SID = "AC00000000000000000000000000000001";
export const TWILIO_TOKEN = "test-auth-token";

/**
 * A stand-in for Twilio's Messages resource: POST /2010-04-01/Accounts/{AccountSid}/Messages.json,
 * form-encoded, HTTP basic auth. 201 with the message's JSON (sid SM…); 400 with Twilio's error JSON
 * {code, message, more_info, status} for a 'To' it cannot use (+21299…: 21211); 401 for wrong
 * credentials. A request repeating an idempotency token gets the first answer again, as Twilio does.
 * `failNext(n)` answers the next n requests 503.
 */
export async function startTwilioServer(port = 0) {
  const requests: TwilioRequest[] = [];
  const answered = new Map<string, { status: number; body: string }>();
  let failures = 0;
  const server = http.createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (body += chunk));
    request.on("end", () => {
      const reply = (status: number, payload: unknown) => {
        const text = JSON.stringify(payload);
        response.writeHead(status, { "Content-Type": "application/json" });
        response.end(text);
        return { status, body: text };
      };
      const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(request.url ?? "");
      if (request.method !== "POST" || !match) return void reply(404, { code: 20404, message: "The requested resource was not found", status: 404 });
      const expected = `Basic ${Buffer.from(`${TWILIO_SID}:${TWILIO_TOKEN}`).toString("base64")}`;
      const record: TwilioRequest = {
        accountSid: decodeURIComponent(match[1]!),
        form: Object.fromEntries(new URLSearchParams(body)),
        idempotencyToken: (request.headers["i-twilio-idempotency-token"] as string | undefined) ?? null,
        authorized: request.headers.authorization === expected,
        contentType: request.headers["content-type"] ?? "",
      };
      requests.push(record);
      if (!record.authorized || record.accountSid !== TWILIO_SID) {
        return void reply(401, { code: 20003, message: "Authentication Error - invalid username", more_info: "https://www.twilio.com/docs/errors/20003", status: 401 });
      }
      if (failures > 0) {
        failures -= 1;
        return void reply(503, { code: 20500, message: "Service unavailable", status: 503 });
      }
      const previous = record.idempotencyToken ? answered.get(record.idempotencyToken) : undefined;
      if (previous) {
        response.writeHead(previous.status, { "Content-Type": "application/json" });
        return void response.end(previous.body);
      }
      const to = record.form.To ?? "";
      let result: { status: number; body: string };
      if (!/^(whatsapp:)?\+[1-9]\d{7,14}$/.test(to) || to.includes("+21299")) {
        result = reply(400, {
          code: 21211,
          message: `The 'To' number ${to} is not a valid phone number.`,
          more_info: "https://www.twilio.com/docs/errors/21211",
          status: 400,
        });
      } else if (!record.form.Body && !record.form.ContentSid) {
        result = reply(400, { code: 21602, message: "Message body is required.", more_info: "https://www.twilio.com/docs/errors/21602", status: 400 });
      } else {
        const sid = `SM${randomBytes(16).toString("hex")}`;
        result = reply(201, {
          account_sid: TWILIO_SID,
          sid,
          status: "queued",
          to,
          from: record.form.From ?? null,
          messaging_service_sid: record.form.MessagingServiceSid ?? null,
          body: record.form.Body ?? "",
          num_segments: "1",
          direction: "outbound-api",
          date_created: new Date().toUTCString(),
          uri: `/2010-04-01/Accounts/${TWILIO_SID}/Messages/${sid}.json`,
        });
      }
      if (record.idempotencyToken) answered.set(record.idempotencyToken, result);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const actualPort = (server.address() as AddressInfo).port;
  return {
    port: actualPort,
    baseUrl: `http://127.0.0.1:${actualPort}`,
    requests,
    failNext(count: number) {
      failures = count;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
