import { eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { appointmentRequests, contactMessages } from "@/db/schema";
import { recordAuditEvent, type AuditContext } from "@/domain/audit/audit-log";
import { notFound } from "@/domain/errors";
import { requestMessages } from "@/schemas/appointment-request";
import { inboxMessages } from "@/schemas/contact-message";

/**
 * Erasure on request (ADMIN, law 09-08, decision 034): a public request or a contact message is
 * deleted, not blanked. The audit event keeps its id and what kind of thing it was, nothing of what
 * it said. A request planned as an appointment only loses the request: the appointment and the
 * patient file stay (medical records are erased by anonymisation, not here).
 */
export async function eraseAppointmentRequest(db: Database, id: number, context: AuditContext): Promise<void> {
  await db.transaction(async (tx) => {
    const [erased] = await tx.delete(appointmentRequests).where(eq(appointmentRequests.id, id)).returning({ status: appointmentRequests.status, patientId: appointmentRequests.patientId });
    if (!erased) throw notFound(requestMessages.requestNotFound);
    await recordAuditEvent(tx, context, {
      action: "appointment_request.erase",
      targetType: "appointment_request",
      targetId: id,
      details: { status: erased.status, linkedToPatient: erased.patientId !== null },
    });
  });
}

export async function eraseContactMessage(db: Database, id: number, context: AuditContext): Promise<void> {
  await db.transaction(async (tx) => {
    const [erased] = await tx.delete(contactMessages).where(eq(contactMessages.id, id)).returning({ readAt: contactMessages.readAt });
    if (!erased) throw notFound(inboxMessages.messageNotFound);
    await recordAuditEvent(tx, context, { action: "contact_message.erase", targetType: "contact_message", targetId: id, details: { read: erased.readAt !== null } });
  });
}
