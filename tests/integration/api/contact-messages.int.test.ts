import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as getMessage, PATCH as patchMessage } from "@/app/api/contact-messages/[id]/route";
import { GET as getMessages } from "@/app/api/contact-messages/route";
import { POST as contactRoute } from "@/app/api/contact/route";
import { GET as getCounts } from "@/app/api/front-desk/counts/route";
import { contactMessages } from "@/db/schema";
import { env } from "@/server/env";
import { insertMessage, insertRequest } from "../../support/row-fixtures";
import { withTestDatabase } from "../../support/test-database";
import { call, seedStaff, type StaffFixtures } from "./api-test-kit";

/** Contact messages: the public form, then the staff inbox (docs/decisions/009) and the header's counts that follow it. */

const database = withTestDatabase();

const valid = {
  nomComplet: "Karim El Amrani",
  email: "Karim.Amrani@Example.ma",
  sujet: "Horaires",
  message: "Bonjour, êtes-vous ouverts le samedi ?",
};
const send = (body: unknown, headers?: Record<string, string>) => call(contactRoute, { path: "/api/contact", body, headers });

describe("POST /api/contact (public)", () => {
  it("answers 201 with the stored message", async () => {
    const { status, body } = await send(valid);
    expect(status).toBe(201);
    expect(body).toEqual({
      id: expect.any(Number),
      nomComplet: "Karim El Amrani",
      email: "karim.amrani@example.ma",
      sujet: "Horaires",
      message: "Bonjour, êtes-vous ouverts le samedi ?",
      createdAt: expect.stringMatching(/Z$/),
    });
    const [row] = await database().db.select().from(contactMessages).where(eq(contactMessages.id, (body as { id: number }).id));
    expect(row?.message).toBe(valid.message);
  });

  it.each([
    ["nomComplet", "Le nom complet est obligatoire."],
    ["email", "L'e-mail est obligatoire."],
    ["sujet", "Le sujet est obligatoire."],
    ["message", "Le message est obligatoire."],
  ])("refuses a message without %s (missing or blank)", async (field, message) => {
    for (const missing of [undefined, "", " \n "]) {
      const { status, body } = await send({ ...valid, [field]: missing });
      expect(status).toBe(400);
      expect(body).toEqual({ message: "Données invalides.", errors: { [field]: message } });
    }
  });

  it.each([
    [{ email: "karim@" }, "email", "Adresse e-mail invalide."],
    [{ email: "karim example.ma" }, "email", "Adresse e-mail invalide."],
    [{ nomComplet: "x".repeat(151) }, "nomComplet", "Le nom complet ne doit pas dépasser 150 caractères."],
    [{ sujet: "x".repeat(201) }, "sujet", "Le sujet ne doit pas dépasser 200 caractères."],
    [{ message: "x".repeat(5001) }, "message", "Le message ne doit pas dépasser 5000 caractères."],
    [{ message: { text: "x" } }, "message", "Le message doit être un texte."],
    [{ message: "Bonjour\u0000" }, "message", "Le message contient des caractères non autorisés."],
    [{ sujet: "a\u0007b" }, "sujet", "Le sujet contient des caractères non autorisés."],
    [{ email: "karim\u0000@example.ma" }, "email", "Adresse e-mail invalide."],
  ])("refuses %j", async (change, field, message) => {
    const { status, body } = await send({ ...valid, ...change });
    expect(status).toBe(400);
    expect((body as { errors: Record<string, string> }).errors[field]).toBe(message);
  });

  it("refuses unknown fields, malformed JSON and other content types", async () => {
    expect((await send({ ...valid, telephone: "0600000000" })).status).toBe(400);
    const malformed = await call(contactRoute, { path: "/api/contact", rawBody: "nope", headers: { "content-type": "application/json" } });
    expect(malformed.status).toBe(400);
    const form = await call(contactRoute, { path: "/api/contact", rawBody: "a=b", headers: { "content-type": "multipart/form-data; boundary=x" } });
    expect(form.status).toBe(415);
    const none = await call(contactRoute, { path: "/api/contact", method: "POST" });
    expect(none.status).toBe(415);
  });

  it("keeps tabs and line breaks in a message", async () => {
    const message = "Ligne 1\r\nLigne 2\n\tfin";
    expect((await send({ ...valid, message })).body).toMatchObject({ message });
  });

  it("keeps script and SQL as plain text", async () => {
    const nasty = { ...valid, sujet: "<script>document.cookie</script>", message: "' OR 1=1; --" };
    const { body } = await send(nasty);
    expect(body).toMatchObject({ sujet: nasty.sujet, message: nasty.message });
  });

  it("answers 429 with Retry-After after too many messages from one address", async () => {
    const headers = { "x-forwarded-for": "198.51.100.20" };
    for (let i = 0; i < env().RATE_LIMIT_PUBLIC_PER_WINDOW; i++) expect((await send(valid, headers)).status).toBe(201);
    const refused = await send(valid, headers);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // Even an invalid body counts: a flood is refused before it is read.
    expect((await send({}, headers)).status).toBe(429);
  });
});

describe("the inbox and the alerts through the API", () => {
  let staff: StaffFixtures;
  beforeAll(async () => {
    staff = await seedStaff(database().db);
  });

  it("lists messages newest first, opens one, marks it read, and the counts follow", async () => {
    const { db } = database();
    const token = staff.assistant.token;
    const before = (await call(getCounts, { path: "/api/front-desk/counts", token })).body as { newRequests: number; unreadMessages: number; reservationsAConfirmer: number; actionsPatients: number };
    const message = await insertMessage(db, { sujet: "Question sur les horaires" });
    await insertRequest(db);
    expect((await call(getCounts, { path: "/api/front-desk/counts", token })).body).toEqual({
      newRequests: before.newRequests + 1,
      unreadMessages: before.unreadMessages + 1,
      reservationsAConfirmer: before.reservationsAConfirmer,
      actionsPatients: before.actionsPatients,
    });

    const inbox = (await call(getMessages, { path: "/api/contact-messages?read=false", token })).body as { items: { id: number }[]; unread: number };
    expect(inbox.items[0]!.id).toBe(message.id);

    const opened = await call(getMessage, { path: "/x", params: { id: String(message.id) }, token });
    expect(opened.body).toMatchObject({ sujet: "Question sur les horaires", message: message.message, readAt: null });
    const read = await call(patchMessage, { path: "/x", method: "PATCH", params: { id: String(message.id) }, token, body: { read: true } });
    expect(read.body).toMatchObject({ readBy: { id: staff.assistant.id, nom: "Tazi" } });
    expect(((await call(getCounts, { path: "/api/front-desk/counts", token: staff.medecin.token })).body as { unreadMessages: number }).unreadMessages).toBe(
      before.unreadMessages,
    );

    expect((await call(patchMessage, { path: "/x", method: "PATCH", params: { id: String(message.id) }, token, body: { read: "oui" } })).status).toBe(400);
    expect((await call(getMessages, { path: "/api/contact-messages?read=peut-etre", token })).status).toBe(400);
    expect((await call(getMessage, { path: "/x", params: { id: "999999" }, token })).status).toBe(404);
  });
});
