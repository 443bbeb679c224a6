import { alertCounts } from "@/domain/alerts/counts";
import { getInboxMessage, listInbox, setMessageRead } from "@/domain/contact-messages/inbox";
import { changeRequestStatus } from "@/domain/appointment-requests/triage";
import { auditActions, insertMessage, insertRequest, insertStaff } from "../../../tests/support/row-fixtures";
import { withTestDatabase } from "../../../tests/support/test-database";

const database = withTestDatabase();
let counter = 0;
const audit = (actorId: number) => ({ actorId, requestId: `inbox-test-${++counter}` });

describe("the messages inbox", () => {
  it("lists newest first, marks a message read by someone, and filters read and unread", async () => {
    const { db } = database();
    const staff = await insertStaff(db, "ASSISTANT", { nom: "Tazi", prenom: "Hind" });
    const older = await insertMessage(db, { createdAt: new Date("2025-02-01T10:00:00Z") });
    const newer = await insertMessage(db, { createdAt: new Date("2025-02-02T10:00:00Z") });

    const inbox = await listInbox(db, {}, audit(staff.id));
    expect(inbox.items.map((message) => message.id)).toEqual([newer.id, older.id]);
    expect(inbox).toMatchObject({ total: 2, unread: 2 });
    expect(inbox.items[0]).toMatchObject({ sujet: newer.sujet, message: newer.message, readAt: null, readBy: null });

    const read = await setMessageRead(db, older.id, true, audit(staff.id));
    expect(read.readBy).toEqual({ id: staff.id, nom: "Tazi", prenom: "Hind" });
    expect(read.readAt).not.toBeNull();

    expect((await listInbox(db, { read: false }, audit(staff.id))).items.map((m) => m.id)).toEqual([newer.id]);
    expect((await listInbox(db, { read: true }, audit(staff.id))).items.map((m) => m.id)).toEqual([older.id]);
    expect((await listInbox(db, {}, audit(staff.id))).unread).toBe(1);
  });

  it("keeps the first reader, and can mark a message unread again", async () => {
    const { db } = database();
    const first = await insertStaff(db);
    const second = await insertStaff(db);
    const message = await insertMessage(db);
    const firstRead = await setMessageRead(db, message.id, true, audit(first.id));
    const again = await setMessageRead(db, message.id, true, audit(second.id));
    expect(again.readBy?.id).toBe(first.id);
    expect(again.readAt).toBe(firstRead.readAt);

    const unread = await setMessageRead(db, message.id, false, audit(second.id));
    expect(unread).toMatchObject({ readAt: null, readBy: null });
  });

  it("opens a message in full, writes each access to the audit trail, and answers 404 for an unknown one", async () => {
    const { db } = database();
    const staff = await insertStaff(db);
    const message = await insertMessage(db);
    const context = audit(staff.id);
    expect(await getInboxMessage(db, message.id, context)).toMatchObject({ id: message.id, message: message.message });
    expect(await auditActions(db, context.requestId)).toEqual([
      expect.objectContaining({ action: "contact_message.read", targetType: "contact_message", targetId: String(message.id) }),
    ]);
    await expect(getInboxMessage(db, 999_999, audit(staff.id))).rejects.toMatchObject({ code: "NOT_FOUND", message: "Message non trouvé" });
    await expect(setMessageRead(db, 999_999, true, audit(staff.id))).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("the alert counts", () => {
  it("counts new requests and unread messages, and follows triage and reading", async () => {
    const { db } = database();
    const staff = await insertStaff(db);
    const before = await alertCounts(db);
    const request = await insertRequest(db);
    const message = await insertMessage(db);
    expect(await alertCounts(db)).toEqual({
      newRequests: before.newRequests + 1,
      unreadMessages: before.unreadMessages + 1,
      reservationsAConfirmer: before.reservationsAConfirmer,
      actionsPatients: before.actionsPatients,
    });
    await changeRequestStatus(db, request.id, { status: "contactee" }, audit(staff.id));
    await setMessageRead(db, message.id, true, audit(staff.id));
    expect(await alertCounts(db)).toEqual(before);
  });
});
