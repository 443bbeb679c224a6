import { createHash, randomInt, randomUUID } from "node:crypto";
import { and, count, desc, eq, gt, lt, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { verificationCodes } from "@/db/schema";
import type { ChannelSet } from "@/domain/notifications/channels";
import { arabicPracticeName, practiceName, type PracticeForTexts, type RenderedMessage } from "@/domain/notifications/message-texts";
import { normalizePhone } from "@/domain/patients/phone";
import { CODE_LENGTH, CODE_MINUTES, CODE_TRIES, type CodeChannel } from "@/schemas/booking";
import type { MessageLanguage } from "@/schemas/notification";

/**
 * Verification codes (decision 048), shared by the online booking and the waiting list: a visitor
 * proves they hold a phone or an e-mail by typing back 6 digits sent to it. The code goes out at
 * once, straight through the channel's driver (it must arrive while the visitor waits, never after
 * an outbox round), and is never stored: only its hash, salted with the row's id. Valid 10 minutes
 * and 5 tries; a new code for the same subject voids the previous one. Codes go only to a
 * Moroccan mobile (SMS, WhatsApp) or an e-mail, and at most a few a day to one destination and from
 * one client address: a code costs the practice money per SMS, and a form that sends SMS to any
 * number on demand is what SMS pumping looks for. Destinations are kept only as hashes, which the
 * caps count by.
 */

/** What a code verifies: a hold being booked, a waiting-list entry. */
export type CodePurpose = "reservation" | "liste_attente";

/** Where a code may go: the person's phone and e-mail, as they typed them. */
export type CodeContact = { telephone: string | null; email: string | null };

/**
 * How codes can leave: the drivers (src/server/notifications.ts) and, per language, the channels
 * that can really deliver one, in the order they are tried (the `log` drivers cannot; WhatsApp
 * only with an approved `code` template). `practice` names the practice in the texts.
 */
export type CodeChannels = {
  drivers: ChannelSet;
  usable: Record<MessageLanguage, readonly CodeChannel[]>;
  practice: PracticeForTexts;
};

export type CodeContext = { now: Date; clientKey: string; channels: CodeChannels };

/** The most codes sent in 24 hours to one destination, and from one client address. */
export const CODE_CAPS = { perDestination: 5, perClient: 10 } as const;

const DAY_MS = 86_400_000;

/** A Moroccan mobile number in E.164 (+2126…, +2127…), or null: codes go by SMS/WhatsApp to no other number. */
export function moroccanMobile(telephone: string | null | undefined): string | null {
  if (!telephone) return null;
  const digits = normalizePhone(telephone);
  return /^212[67]\d{8}$/.test(digits) ? `+${digits}` : null;
}

/** Where each channel would carry a code for this contact: a Moroccan mobile for SMS and WhatsApp, an e-mail for e-mail. */
function destinationFor(canal: CodeChannel, contact: CodeContact): string | null {
  if (canal === "email") return contact.email?.trim().toLowerCase() || null;
  return moroccanMobile(contact.telephone);
}

export type CodeRoute = { canal: CodeChannel; to: string };

/** The routes a code can take to this contact, in the practice's order; empty: no code can reach them. */
export function codeRoutes(contact: CodeContact, channels: CodeChannels, langue: MessageLanguage): CodeRoute[] {
  return channels.usable[langue].flatMap((canal) => {
    const to = destinationFor(canal, contact);
    return to ? [{ canal, to }] : [];
  });
}

/** True when some configured channel can bring a code to this contact. */
export function canSendCode(contact: CodeContact, channels: CodeChannels, langue: MessageLanguage): boolean {
  return codeRoutes(contact, channels, langue).length > 0;
}

/** A destination as a page may show it back: "06 •• •• •• 78", "s•••@gmail.com". */
export function maskDestination(canal: CodeChannel, to: string): string {
  if (canal === "email") {
    const [local = "", domain = ""] = to.split("@");
    return `${local.slice(0, 1)}•••@${domain}`;
  }
  const digits = to.replace(/\D/g, "");
  if (/^212[5-8]\d{8}$/.test(digits)) return `0${digits.slice(3, 4)} •• •• •• ${digits.slice(-2)}`;
  return `•••${digits.slice(-2)}`;
}

/** The key the caps count a destination or an address by (a hash: no phone number or address stored). */
export function destinationKey(to: string): string {
  return createHash("sha256").update(`verification-destination:${to}`).digest("hex");
}

const hashCode = (id: string, code: string) => createHash("sha256").update(`${id}:${code}`).digest("hex");

/** The code's message, in the visitor's language. The WhatsApp template `code` gets the code as its only variable. */
export function codeMessage(code: string, langue: MessageLanguage, practice: PracticeForTexts): RenderedMessage {
  if (langue === "ar") {
    const name = arabicPracticeName(practice);
    const text = `${name}: رمز التأكيد الخاص بكم هو ${code}. صالح لمدة ${CODE_MINUTES} دقائق. لا تشاركوه مع أي أحد.`;
    return { subject: `رمز التأكيد - ${name}`, text, smsText: `رمز التأكيد: ${code} (${name})`, variables: { "1": code } };
  }
  const name = practiceName(practice);
  const text = `${name} : votre code de confirmation est ${code}. Il est valable ${CODE_MINUTES} minutes. Ne le communiquez à personne.`;
  return { subject: `Votre code de confirmation - ${name}`, text, smsText: text, variables: { "1": code } };
}

export type CodeRequest = {
  purpose: CodePurpose;
  /** The hold's or entry's id. */
  subjectId: string;
  contact: CodeContact;
  langue: MessageLanguage;
};

export type CodeSendOutcome =
  /** Sent: how, where (masked), and until when the code is valid. */
  | { kind: "sent"; canal: CodeChannel; destination: string; expiresAt: Date }
  /** No configured channel can reach this contact, or every one that could refused the message. */
  | { kind: "undeliverable" }
  /** The daily cap of this destination or this client address is reached: nothing sent. */
  | { kind: "capped" };

async function sentSince(db: Database, column: typeof verificationCodes.destinationKey | typeof verificationCodes.clientKey, key: string, since: Date) {
  const [row] = await db
    .select({ total: count() })
    .from(verificationCodes)
    .where(and(eq(column, key), gt(verificationCodes.createdAt, since)));
  return row?.total ?? 0;
}

/**
 * Sends a new code for the subject by the first route that delivers (a refused message tries the
 * next route), replacing any earlier code of the subject. Counted against the caps before sending.
 */
export async function sendVerificationCode(db: Database, request: CodeRequest, context: CodeContext): Promise<CodeSendOutcome> {
  const routes = codeRoutes(request.contact, context.channels, request.langue);
  if (routes.length === 0) return { kind: "undeliverable" };
  const since = new Date(context.now.getTime() - DAY_MS);
  if ((await sentSince(db, verificationCodes.clientKey, context.clientKey, since)) >= CODE_CAPS.perClient) return { kind: "capped" };
  for (const route of routes) {
    const toKey = destinationKey(route.to);
    if ((await sentSince(db, verificationCodes.destinationKey, toKey, since)) >= CODE_CAPS.perDestination) return { kind: "capped" };
    const id = randomUUID();
    const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, "0");
    const expiresAt = new Date(context.now.getTime() + CODE_MINUTES * 60_000);
    // Written before sending: a code counts against the caps even when its sending fails half-way.
    await db.transaction(async (tx) => {
      // The subject's earlier codes are void (kept: they still count against the caps).
      await tx
        .update(verificationCodes)
        .set({ attempts: CODE_TRIES })
        .where(and(eq(verificationCodes.purpose, request.purpose), eq(verificationCodes.subjectId, request.subjectId)));
      await tx.insert(verificationCodes).values({
        id,
        purpose: request.purpose,
        subjectId: request.subjectId,
        canal: route.canal,
        destinationKey: toKey,
        clientKey: context.clientKey,
        codeHash: hashCode(id, code),
        expiresAt,
        createdAt: context.now,
      });
    });
    const driver = context.channels.drivers[route.canal];
    let delivered = false;
    try {
      const result = await driver.send({
        id: 0,
        key: `code-${id}`,
        type: "code",
        template: "code",
        canal: route.canal,
        to: route.to,
        langue: request.langue,
        message: codeMessage(code, request.langue, context.channels.practice),
      });
      delivered = result.outcome === "sent";
    } catch {
      delivered = false;
    }
    if (delivered) return { kind: "sent", canal: route.canal, destination: maskDestination(route.canal, route.to), expiresAt };
    // Not delivered: the code is void (still counted), the next route is tried.
    await db.update(verificationCodes).set({ attempts: CODE_TRIES }).where(eq(verificationCodes.id, id));
  }
  return { kind: "undeliverable" };
}

export type CodeCheckOutcome =
  /** The right code, within its time and tries: `canal` is where it was sent. */
  | { kind: "valid"; canal: CodeChannel }
  | { kind: "wrong"; triesLeft: number }
  /** 5 wrong tries: the code is void; a new one must be asked for. */
  | { kind: "exhausted" }
  | { kind: "expired" }
  /** No code was sent for this subject. */
  | { kind: "missing" };

/**
 * Checks a typed code against the subject's latest one. Each wrong try is counted by one atomic
 * update, so parallel guesses cannot exceed the 5 tries; the right code counts no try (a page that
 * sends it twice is not punished) but is refused once 5 wrong tries were made. It stays valid until
 * consumed (`consumeVerificationCodes`, in the transaction that does what it verified), so a
 * booking that failed for another reason can be tried again with it.
 */
export async function checkVerificationCode(
  db: Database,
  request: { purpose: CodePurpose; subjectId: string; code: string },
  now: Date,
): Promise<CodeCheckOutcome> {
  const codes = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.purpose, request.purpose), eq(verificationCodes.subjectId, request.subjectId)))
    .orderBy(desc(verificationCodes.createdAt));
  // The live code, if any (a new code voids the earlier ones); otherwise the latest, void.
  const latest = codes.find((code) => code.attempts < CODE_TRIES) ?? codes[0];
  if (!latest) return { kind: "missing" };
  if (latest.expiresAt.getTime() <= now.getTime()) return { kind: "expired" };
  if (hashCode(latest.id, request.code) === latest.codeHash) {
    const [verified] = await db
      .update(verificationCodes)
      .set({ verifiedAt: sql`coalesce(${verificationCodes.verifiedAt}, ${now.toISOString()}::timestamptz)` })
      .where(and(eq(verificationCodes.id, latest.id), lt(verificationCodes.attempts, CODE_TRIES)))
      .returning({ id: verificationCodes.id });
    if (verified) return { kind: "valid", canal: latest.canal };
    return (await stillThere(db, latest.id)) ? { kind: "exhausted" } : { kind: "missing" };
  }
  // One wrong try taken atomically: only a row still under its tries is counted.
  const [taken] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(and(eq(verificationCodes.id, latest.id), lt(verificationCodes.attempts, CODE_TRIES)))
    .returning({ attempts: verificationCodes.attempts });
  if (!taken) return (await stillThere(db, latest.id)) ? { kind: "exhausted" } : { kind: "missing" };
  const triesLeft = CODE_TRIES - taken.attempts;
  return triesLeft > 0 ? { kind: "wrong", triesLeft } : { kind: "exhausted" };
}

/** Whether a code row read a moment ago still exists: a racing verification that used it deletes it. */
async function stillThere(db: Database, id: string): Promise<boolean> {
  const [row] = await db.select({ id: verificationCodes.id }).from(verificationCodes).where(eq(verificationCodes.id, id));
  return row !== undefined;
}

/** Deletes the subject's codes (in the transaction that did what they verified): a code verifies once. */
export async function consumeVerificationCodes(db: Database, purpose: CodePurpose, subjectId: string): Promise<void> {
  await db.delete(verificationCodes).where(and(eq(verificationCodes.purpose, purpose), eq(verificationCodes.subjectId, subjectId)));
}

/** Deletes the codes created before `before` (the cleanup job): past a day they count against no cap. */
export async function deleteOldVerificationCodes(db: Database, before: Date): Promise<number> {
  const deleted = await db.delete(verificationCodes).where(lt(verificationCodes.createdAt, before)).returning({ id: verificationCodes.id });
  return deleted.length;
}
