import { createHash, randomUUID } from "node:crypto";
import { lt } from "drizzle-orm";
import type { Database } from "@/db/client";
import { bookingHolds } from "@/db/schema";
import { computeSlots, nextFreeSlots, type SlotClock } from "@/domain/booking/free-slots";
import { lockDoctor } from "@/domain/appointments/conflicts";
import { DomainError, invalid } from "@/domain/errors";
import { parseDateTime } from "@/calendar/zone";
import { type BookingHold, type BookingHoldConflict, bookingMessages, HOLD_MINUTES, type HoldInput, NEXT_SLOTS } from "@/schemas/booking";

/**
 * Holds (decision 047): a visitor who picks a slot keeps it for 10 minutes, while they give their
 * details and the code; nobody else is offered it meanwhile. A hold is placed under the doctor's
 * lock (lockDoctor, the lock every booking and move onto the doctor's agenda takes), and the slot
 * is checked again under it with the very computation GET /api/booking/slots makes: of twenty
 * visitors taking one slot at once, the first to get the lock holds it and the nineteen others see
 * that hold when they get the lock in turn. A hold counts until `expires_at` by the clock, so an
 * expired one frees its slot at once; the cleanup job only deletes old rows. One hold per client
 * address: the unique `client_key` makes a new hold replace the address's previous one.
 */

export type HoldOutcome = { kind: "held"; hold: BookingHold } | { kind: "taken"; conflict: BookingHoldConflict };

/** The key of a client's hold: a hash of its address (no address stored as such). */
export function holdClientKey(address: string): string {
  return createHash("sha256").update(`booking-hold:${address}`).digest("hex");
}

/** POST /api/booking/holds: a hold of 10 minutes (201), or the slot is not free (409 with the next 3 free slots). */
export async function placeHold(db: Database, input: HoldInput, clock: SlotClock & { clientKey: string }): Promise<HoldOutcome> {
  const start = parseDateTime(input.debut, clock.timeZone);
  if (!start) throw invalid("Le créneau doit être une date et une heure valides.", { debut: "Le créneau doit être une date et une heure valides." });
  const outcome = await db.transaction(async (tx): Promise<"closed" | "taken" | BookingHold> => {
    try {
      await lockDoctor(tx, input.medecinId, { active: true, doctor: true });
    } catch (error) {
      if (error instanceof DomainError && error.code === "VALIDATION") throw invalid(bookingMessages.doctorNotOffered, { medecinId: bookingMessages.doctorNotOffered });
      throw error;
    }
    const day = input.debut.slice(0, 10);
    const slots = await computeSlots(tx, { typeId: input.type, medecinId: input.medecinId, du: day, au: day }, clock);
    if (slots.closed) return "closed";
    if (!slots.offered.has(input.debut)) throw invalid(bookingMessages.slotNotOffered, { debut: bookingMessages.slotNotOffered });
    const slot = slots.free.find((candidate) => candidate.debut === input.debut);
    if (!slot) return "taken";
    const end = parseDateTime(slot.fin, clock.timeZone)!;
    const expiresAt = new Date(clock.now.getTime() + HOLD_MINUTES * 60_000);
    const values = { id: randomUUID(), visitTypeId: input.type, medecinId: input.medecinId, debut: start, fin: end, expiresAt, clientKey: clock.clientKey, createdAt: clock.now };
    await tx
      .insert(bookingHolds)
      .values(values)
      .onConflictDoUpdate({
        target: bookingHolds.clientKey,
        set: { id: values.id, visitTypeId: values.visitTypeId, medecinId: values.medecinId, debut: values.debut, fin: values.fin, expiresAt, createdAt: clock.now, personne: null },
      });
    return { id: values.id, expiresAt: expiresAt.toISOString() };
  });
  if (outcome === "closed") return { kind: "taken", conflict: { message: bookingMessages.bookingClosed, suivants: [] } };
  if (outcome === "taken") {
    const suivants = await nextFreeSlots(db, { typeId: input.type, medecinId: input.medecinId, after: input.debut }, clock, NEXT_SLOTS);
    return { kind: "taken", conflict: { message: bookingMessages.slotTaken, suivants } };
  }
  return { kind: "held", hold: outcome };
}

/** Deletes the holds expired before `before` (the cleanup job); they stopped counting when they expired. */
export async function deleteExpiredHolds(db: Database, before: Date): Promise<number> {
  const deleted = await db.delete(bookingHolds).where(lt(bookingHolds.expiresAt, before)).returning({ id: bookingHolds.id });
  return deleted.length;
}
