import { desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "@/db/client";
import { contactMessages, staffUsers } from "@/db/schema";
import { recordAuditEvent, type AuditContext } from "@/domain/audit/audit-log";
import { notFound } from "@/domain/errors";
import { type InboxMessage, inboxMessages, type InboxPage } from "@/schemas/contact-message";
import { PAGE_SIZE, type pageQuery } from "@/schemas/paging";

const inboxColumns = {
  message: contactMessages,
  readById: staffUsers.id,
  readByNom: staffUsers.nom,
  readByPrenom: staffUsers.prenom,
};

type InboxRow = Awaited<ReturnType<typeof selectInbox>>[number];

function toInboxMessage({ message, readById, readByNom, readByPrenom }: InboxRow): InboxMessage {
  return {
    id: message.id,
    nomComplet: message.nomComplet,
    email: message.email,
    sujet: message.sujet,
    message: message.message,
    createdAt: message.createdAt.toISOString(),
    readAt: message.readAt?.toISOString() ?? null,
    readBy: readById === null ? null : { id: readById, nom: readByNom ?? "", prenom: readByPrenom ?? "" },
  };
}

function selectInbox(db: Database) {
  return db.select(inboxColumns).from(contactMessages).leftJoin(staffUsers, eq(staffUsers.id, contactMessages.readBy));
}

/** The contact messages, newest first, all or only read / unread ones, with the unread count. */
export async function listInbox(
  db: Database,
  query: { read?: boolean } & z.output<typeof pageQuery>,
  audit: AuditContext,
): Promise<InboxPage> {
  const where =
    query.read === undefined ? undefined : query.read ? isNotNull(contactMessages.readAt) : isNull(contactMessages.readAt);
  const [rows, total, unread] = await Promise.all([
    selectInbox(db)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(query.limit ?? PAGE_SIZE)
      .offset(query.offset ?? 0),
    db.$count(contactMessages, where),
    db.$count(contactMessages, isNull(contactMessages.readAt)),
  ]);
  await recordAuditEvent(db, audit, {
    action: "contact_message.list",
    details: { results: rows.length, messageIds: rows.map(({ message }) => message.id) },
  });
  return { items: rows.map(toInboxMessage), total, unread };
}

async function findMessage(db: Database, id: number): Promise<InboxMessage> {
  const [row] = await selectInbox(db).where(eq(contactMessages.id, id)).limit(1);
  if (!row) throw notFound(inboxMessages.messageNotFound);
  return toInboxMessage(row);
}

export async function getInboxMessage(db: Database, id: number, audit: AuditContext): Promise<InboxMessage> {
  const message = await findMessage(db, id);
  await recordAuditEvent(db, audit, { action: "contact_message.read", targetType: "contact_message", targetId: id });
  return message;
}

/**
 * Marks a message read (by whom, when) or unread again. Marking an already read message read
 * keeps its first reader: the inbox shows who dealt with it.
 */
export async function setMessageRead(db: Database, id: number, read: boolean, audit: AuditContext): Promise<InboxMessage> {
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(contactMessages)
      .set(
        read
          ? { readAt: sql`coalesce(${contactMessages.readAt}, now())`, readBy: sql`coalesce(${contactMessages.readBy}, ${audit.actorId}::int)` }
          : { readAt: null, readBy: null },
      )
      .where(eq(contactMessages.id, id))
      .returning({ id: contactMessages.id });
    if (!updated) throw notFound(inboxMessages.messageNotFound);
    await recordAuditEvent(tx, audit, {
      action: "contact_message.update",
      targetType: "contact_message",
      targetId: id,
      details: { read },
    });
  });
  return findMessage(db, id);
}
