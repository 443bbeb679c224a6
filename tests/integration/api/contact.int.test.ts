import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as contactRoute } from "@/app/api/contact/route";
import { contactMessages } from "@/db/schema";
import { env } from "@/server/env";
import { withTestDatabase } from "../../support/test-database";
import { call } from "./api-test-kit";

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
