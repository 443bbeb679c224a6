import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, asc, eq, gt, inArray, lt, lte, ne, or, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { appointments, bookingHolds, notifications, staffUsers, visitTypes, waitlistEntries, waitlistOffers } from "@/db/schema";
import { recordAuditEvent } from "@/domain/audit/audit-log";
import { findConflicts, lockDoctor } from "@/domain/appointments/conflicts";
import { readBookingSettings } from "@/domain/booking/booking-settings";
import { computeSlots } from "@/domain/booking/free-slots";
import { placeHold } from "@/domain/booking/holds";
import { publicDoctorName } from "@/domain/booking/visit-types";
import { appointmentLinkUrl, issueAppointmentLink } from "@/domain/booking/appointment-links";
import { onlineBookingMessage } from "@/domain/booking/booking-messages";
import { recentAbsences } from "@/domain/booking/bookings";
import type { CodeChannels } from "@/domain/booking/verification-codes";
import { patientForWaitlistEntry } from "@/domain/booking/waitlist-patients";
import type { DeliveryResult } from "@/domain/notifications/channels";
import { DomainError, notFound } from "@/domain/errors";
import type { PlainDate } from "@/calendar/plain-date";
import { todayIn, wallClockText } from "@/calendar/zone";
import type { FreeSlot } from "@/schemas/booking";
import { notificationFailureReasons } from "@/schemas/notification";
import { OFFER_MINUTES, type OfferStatus, type WaitlistOffer, type WaitlistOfferAccepted, waitlistMessages } from "@/schemas/waitlist";

/**
 * The waiting list's offers (decision 051). A round, run every minute by one instance (the
 * background job), closes what is over — entries whose range has passed, offers whose 15 minutes
 * are up — and then, in order of inscription, gives each waiting entry without a live offer the
 * first free slot of its type (and doctor) in its range that it was never offered: a booking hold
 * of 15 minutes placed for the entry under the doctor's lock (placeHold, the very check a visitor's
 * hold goes through), so nobody else is offered or shown that slot meanwhile, and a message in the
 * outbox. A slot an entry let expire or declined goes to the next entry at the next round, if it
 * is still free. Accepting books the appointment under the doctor's lock after checking again
 * that the slot is free, once: the entry's row is locked first, and the entry is then satisfied.
 */

export type WaitlistClock = { now: Date; timeZone: string };

/** The path of an offer's link, French pages; the Arabic one starts with /ar. */
export const OFFER_LINK_PATH = "/rendez-vous/offre";

const MINUTE = 60_000;
/** An inscription whose code was never entered is dropped after this long. */
const UNVERIFIED_KEEP_MS = 24 * 60 * MINUTE;
/** A closed entry (and its offers) is deleted this long after it closed (law 09-08: kept no longer than needed). */
export const CLOSED_KEEP_MS = 30 * 24 * 60 * MINUTE;

/** The key of an entry's holds in booking_holds (a hash, as a visitor's address is). */
export function waitlistHoldKey(entryId: number): string {
  return createHash("sha256").update(`waitlist-entry:${entryId}`).digest("hex");
}

export function hashOfferToken(token: string): string {
  return createHash("sha256").update(`waitlist-offer:${token}`).digest("hex");
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export type RoundSummary = { entriesExpired: number; offersExpired: number; offered: number };

/** One round of the offers, on the clock given (the job's). */
export async function runWaitlistRound(db: Database, clock: WaitlistClock): Promise<RoundSummary> {
  const { now, timeZone } = clock;
  const today = todayIn(timeZone, now);
  // An entry ends with its range (its last day past), or a day after an inscription never verified.
  const expiredEntries = await db
    .update(waitlistEntries)
    .set({ statut: "expiree", closedAt: now })
    .where(
      or(
        and(inArray(waitlistEntries.statut, ["active", "a_verifier"]), lt(waitlistEntries.au, today)),
        and(eq(waitlistEntries.statut, "a_verifier"), lt(waitlistEntries.createdAt, new Date(now.getTime() - UNVERIFIED_KEEP_MS))),
      ),
    )
    .returning({ id: waitlistEntries.id });
  if (expiredEntries.length > 0) {
    await db
      .update(waitlistOffers)
      .set({ statut: "expiree" })
      .where(and(eq(waitlistOffers.statut, "proposee"), inArray(waitlistOffers.entryId, expiredEntries.map((entry) => entry.id))));
  }
  await db
    .delete(waitlistEntries)
    .where(and(inArray(waitlistEntries.statut, ["satisfaite", "expiree", "retiree"]), lt(waitlistEntries.closedAt, new Date(now.getTime() - CLOSED_KEEP_MS))));
  // An offer not taken within its 15 minutes: its hold lapsed at the same instant.
  const expiredOffers = await db
    .update(waitlistOffers)
    .set({ statut: "expiree" })
    .where(and(eq(waitlistOffers.statut, "proposee"), lte(waitlistOffers.expiresAt, now)))
    .returning({ id: waitlistOffers.id });

  const summary: RoundSummary = { entriesExpired: expiredEntries.length, offersExpired: expiredOffers.length, offered: 0 };
  const settings = await readBookingSettings(db);
  if (!settings.reservationEnLigne) return summary;

  // The entries waiting without a live offer, in order of inscription (the verification's instant).
  const waiting = await db
    .select()
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.statut, "active"),
        sql`not exists (select 1 from ${waitlistOffers} where ${waitlistOffers.entryId} = ${waitlistEntries.id} and ${waitlistOffers.statut} = 'proposee')`,
      ),
    )
    .orderBy(asc(waitlistEntries.verifiedAt), asc(waitlistEntries.id));
  for (const entry of waiting) {
    if (await offerNextSlot(db, entry, clock, today)) summary.offered += 1;
  }
  return summary;
}

type EntryRow = typeof waitlistEntries.$inferSelect;

/** Offers the entry the first free slot of its range it was never offered; true when one went out. */
async function offerNextSlot(db: Database, entry: EntryRow, clock: WaitlistClock, today: PlainDate): Promise<boolean> {
  const key = waitlistHoldKey(entry.id);
  let free: FreeSlot[];
  try {
    const slots = await computeSlots(
      db,
      { typeId: entry.visitTypeId, medecinId: entry.medecinId ?? undefined, du: entry.du > today ? entry.du : today, au: entry.au },
      { now: clock.now, timeZone: clock.timeZone, clientKey: key },
    );
    free = slots.free;
  } catch (error) {
    // The type is no longer offered online, or the doctor no longer takes it: nothing to offer now.
    if (error instanceof DomainError) return false;
    throw error;
  }
  if (free.length === 0) return false;
  const before = await db
    .select({ medecinId: waitlistOffers.medecinId, debut: waitlistOffers.debut })
    .from(waitlistOffers)
    .where(eq(waitlistOffers.entryId, entry.id));
  const offeredBefore = new Set(before.map((offer) => `${offer.medecinId}|${wallClockText(offer.debut, clock.timeZone)}`));
  for (const slot of free) {
    if (offeredBefore.has(`${slot.medecin.id}|${slot.debut}`)) continue;
    const made = await db.transaction(async (tx) => {
      // The entry's row first, then the doctor's (in placeHold): the order an acceptance takes them in.
      const [still] = await tx
        .select({ id: waitlistEntries.id })
        .from(waitlistEntries)
        .where(
          and(
            eq(waitlistEntries.id, entry.id),
            eq(waitlistEntries.statut, "active"),
            sql`not exists (select 1 from ${waitlistOffers} where ${waitlistOffers.entryId} = ${waitlistEntries.id} and ${waitlistOffers.statut} = 'proposee')`,
          ),
        )
        .for("no key update");
      if (!still) return false;
      let hold;
      try {
        hold = await placeHold(tx, { type: entry.visitTypeId, medecinId: slot.medecin.id, debut: slot.debut }, { ...clock, clientKey: key, minutes: OFFER_MINUTES });
      } catch (error) {
        // The doctor left or stopped taking the type meanwhile: nothing offered this round.
        if (error instanceof DomainError) return false;
        throw error;
      }
      if (hold.kind !== "held") return false;
      const [held] = await tx.select().from(bookingHolds).where(eq(bookingHolds.clientKey, key));
      const [offer] = await tx
        .insert(waitlistOffers)
        .values({ entryId: entry.id, medecinId: slot.medecin.id, debut: held!.debut, fin: held!.fin, createdAt: clock.now, expiresAt: held!.expiresAt })
        .returning({ id: waitlistOffers.id });
      await tx.insert(notifications).values({
        type: "offre_attente",
        canal: entry.canal,
        statut: "en_attente",
        destinataire: entry.contact,
        donnees: { offreId: offer!.id, dateHeure: held!.debut.toISOString(), langue: entry.langue } satisfies OfferNoticeData,
        cle: `offre_attente-${offer!.id}`,
        nextAttemptAt: clock.now,
      });
      return true;
    });
    // Taken by a visitor between the computation and the lock: the next round looks again.
    return made;
  }
  return false;
}

/** What an offer's message stores: ids and instants; the link is made when the message goes. */
export type OfferNoticeData = { offreId: number; dateHeure: string; langue: "fr" | "ar" };
/** What its text is rendered from, the link included (never stored). */
export type OfferMessageData = OfferNoticeData & { expiresAt: string; medecin: string; lien: string };

/**
 * Called by the sender when the offer's message goes: a new link (32 random bytes, only its hash
 * kept; a retry makes a new one and the older stops working), or null when the offer is no longer
 * open — then the message does not go.
 */
export async function prepareOfferMessage(db: Database, data: OfferNoticeData, siteUrl: string, now: Date): Promise<OfferMessageData | null> {
  const token = randomBytes(32).toString("base64url");
  const [offer] = await db
    .update(waitlistOffers)
    .set({ tokenHash: hashOfferToken(token) })
    .where(and(eq(waitlistOffers.id, data.offreId), eq(waitlistOffers.statut, "proposee"), gt(waitlistOffers.expiresAt, now)))
    .returning({ expiresAt: waitlistOffers.expiresAt, medecinId: waitlistOffers.medecinId });
  if (!offer) return null;
  const [doctor] = await db.select({ nom: staffUsers.nom, prenom: staffUsers.prenom }).from(staffUsers).where(eq(staffUsers.id, offer.medecinId));
  const base = siteUrl.replace(/\/+$/, "");
  return {
    ...data,
    expiresAt: offer.expiresAt.toISOString(),
    medecin: doctor ? publicDoctorName(doctor) : "",
    lien: `${base}${data.langue === "ar" ? "/ar" : ""}${OFFER_LINK_PATH}/${token}`,
  };
}

type OfferRow = typeof waitlistOffers.$inferSelect;

async function offerByToken(db: Database, token: string): Promise<OfferRow | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [offer] = await db.select().from(waitlistOffers).where(eq(waitlistOffers.tokenHash, hashOfferToken(token))).limit(1);
  return offer ?? null;
}

/**
 * True when nobody else has the offer's slot: no appointment that counts overlaps it and no live
 * hold but the entry's own; and it has not started. The hours are not read again: the slot was
 * inside them when offered.
 */
async function slotStillFree(db: Database, offer: OfferRow, now: Date): Promise<boolean> {
  if (offer.debut.getTime() <= now.getTime()) return false;
  const minutes = Math.round((offer.fin.getTime() - offer.debut.getTime()) / MINUTE);
  const conflicts = await findConflicts(db, { start: offer.debut, minutes, medecinId: offer.medecinId });
  if (conflicts.length > 0) return false;
  const held = await db
    .select({ id: bookingHolds.id })
    .from(bookingHolds)
    .where(
      and(
        eq(bookingHolds.medecinId, offer.medecinId),
        gt(bookingHolds.expiresAt, now),
        lt(bookingHolds.debut, offer.fin),
        gt(bookingHolds.fin, offer.debut),
        ne(bookingHolds.clientKey, waitlistHoldKey(offer.entryId)),
      ),
    )
    .limit(1);
  return held.length === 0;
}

async function offerView(db: Database, offer: OfferRow, statut: OfferStatus, timeZone: string): Promise<WaitlistOffer> {
  const [row] = await db
    .select({ typeId: visitTypes.id, libelleFr: visitTypes.libelleFr, libelleAr: visitTypes.libelleAr, nom: staffUsers.nom, prenom: staffUsers.prenom })
    .from(waitlistEntries)
    .innerJoin(visitTypes, eq(visitTypes.id, waitlistEntries.visitTypeId))
    .innerJoin(staffUsers, eq(staffUsers.id, offer.medecinId))
    .where(eq(waitlistEntries.id, offer.entryId));
  return {
    statut,
    creneau: {
      debut: wallClockText(offer.debut, timeZone),
      fin: wallClockText(offer.fin, timeZone),
      medecin: { id: offer.medecinId, nom: publicDoctorName({ nom: row!.nom, prenom: row!.prenom }) },
    },
    type: { id: row!.typeId, libelleFr: row!.libelleFr, libelleAr: row!.libelleAr },
    expiresAt: offer.expiresAt.toISOString(),
  };
}

/**
 * GET /api/booking/offers/{token} and the offer's page: the slot and where the offer stands —
 * `proposee` while it can be taken (within its 15 minutes, or after them while the slot is still
 * free for nobody else), `perdue` once someone else has it. 404 for an unknown link.
 */
export async function readOffer(db: Database, token: string, clock: WaitlistClock): Promise<WaitlistOffer> {
  const offer = await offerByToken(db, token);
  if (!offer) throw notFound(waitlistMessages.offerNotFound);
  let statut: OfferStatus = offer.statut;
  if (statut === "proposee" || statut === "expiree") {
    const [entry] = await db.select({ statut: waitlistEntries.statut }).from(waitlistEntries).where(eq(waitlistEntries.id, offer.entryId));
    if (entry?.statut !== "active") statut = "expiree";
    else if (!(await slotStillFree(db, offer, clock.now))) statut = "perdue";
    else statut = "proposee";
  }
  return offerView(db, offer, statut, clock.timeZone);
}

export type AcceptOutcome =
  | { kind: "accepted"; answer: WaitlistOfferAccepted; appointmentId: number; sent?: { entry: EntryRow; patientId: number; token: string } }
  | { kind: "gone"; message: string }
  | { kind: "closed"; message: string };

/**
 * POST /api/booking/offers/{token}/accept: books the offer's slot for the entry, once. The entry's
 * row is locked first (a double click waits, then finds it done and gets the same answer), then
 * the doctor's (the lock every booking onto the agenda takes), and the slot is checked again
 * under it. Someone else's booking or live hold there: `gone`, and the entry stays on the list.
 */
export async function acceptOffer(db: Database, token: string, clock: WaitlistClock & { requestId: string; channels?: CodeChannels }): Promise<AcceptOutcome> {
  const found = await offerByToken(db, token);
  if (!found) throw notFound(waitlistMessages.offerNotFound);
  const outcome = await db.transaction(async (tx): Promise<AcceptOutcome> => {
    // No key update: the lock a double click waits on, without blocking a round's offer rows (their key share on the entry).
    const [entry] = await tx.select().from(waitlistEntries).where(eq(waitlistEntries.id, found.entryId)).for("no key update");
    const [offer] = await tx.select().from(waitlistOffers).where(eq(waitlistOffers.id, found.id));
    if (!entry || !offer) throw notFound(waitlistMessages.offerNotFound);
    if (offer.statut === "acceptee") {
      const view = await offerView(tx, offer, "acceptee", clock.timeZone);
      return { kind: "accepted", answer: { creneau: view.creneau, message: waitlistMessages.offerAccepted }, appointmentId: offer.appointmentId ?? 0 };
    }
    if (entry.statut !== "active" || offer.statut === "declinee") return { kind: "closed", message: waitlistMessages.offerClosed };
    if (offer.statut === "perdue") return { kind: "gone", message: waitlistMessages.offerGone };
    try {
      await lockDoctor(tx, offer.medecinId, { active: true, doctor: true });
    } catch (error) {
      if (error instanceof DomainError && error.code === "VALIDATION") return { kind: "gone", message: waitlistMessages.offerGone };
      throw error;
    }
    if (!(await slotStillFree(tx, offer, clock.now))) {
      await tx.update(waitlistOffers).set({ statut: "perdue", answeredAt: clock.now }).where(eq(waitlistOffers.id, offer.id));
      await tx.delete(bookingHolds).where(eq(bookingHolds.clientKey, waitlistHoldKey(entry.id)));
      return { kind: "gone", message: waitlistMessages.offerGone };
    }
    const [type] = await tx.select({ libelleFr: visitTypes.libelleFr, reservablePar: visitTypes.reservablePar }).from(visitTypes).where(eq(visitTypes.id, entry.visitTypeId));
    const { patientId, matched } = await patientForWaitlistEntry(tx, entry, clock);
    // As an online booking (decision 048): a type for known patients only taken by someone no file
    // matches, or a patient with repeated absences, waits for the front desk.
    const unknown = type?.reservablePar === "patients_connus" && !matched;
    const { seuilAbsences } = await readBookingSettings(tx);
    const absent = !unknown && matched && seuilAbsences !== null && (await recentAbsences(tx, patientId, clock.now)) >= seuilAbsences;
    const waitReason = unknown ? ("patient_non_reconnu" as const) : absent ? ("absences_repetees" as const) : null;
    const [created] = await tx
      .insert(appointments)
      .values({
        dateHeure: offer.debut,
        dureeMinutes: Math.round((offer.fin.getTime() - offer.debut.getTime()) / MINUTE),
        motif: type?.libelleFr ?? "Consultation",
        patientId,
        medecinId: offer.medecinId,
        status: waitReason ? "a_confirmer" : "planifie",
        aConfirmerMotif: waitReason,
        source: "en_ligne",
        visitTypeId: entry.visitTypeId,
        langue: entry.langue,
      })
      .returning({ id: appointments.id });
    const appointmentId = created!.id;
    await tx.update(waitlistOffers).set({ statut: "acceptee", answeredAt: clock.now, appointmentId }).where(eq(waitlistOffers.id, offer.id));
    // A later offer still live (this one was taken after its 15 minutes) ends: the entry is satisfied.
    await tx.update(waitlistOffers).set({ statut: "expiree" }).where(and(eq(waitlistOffers.entryId, entry.id), eq(waitlistOffers.statut, "proposee")));
    await tx.update(waitlistEntries).set({ statut: "satisfaite", closedAt: clock.now, appointmentId }).where(eq(waitlistEntries.id, entry.id));
    await tx.delete(bookingHolds).where(eq(bookingHolds.clientKey, waitlistHoldKey(entry.id)));
    await recordAuditEvent(tx, { actorId: null, requestId: clock.requestId }, {
      action: "waitlist.offer_accept",
      targetType: "patient",
      targetId: patientId,
      details: { appointmentId, waitlistEntryId: entry.id, offerId: offer.id, status: waitReason ? "a_confirmer" : "planifie" },
    });
    // The personal link to see, move or cancel it (valid until its end), as an online booking's confirmation carries.
    const token = await issueAppointmentLink(tx, appointmentId, offer.fin, clock.now);
    const view = await offerView(tx, offer, "acceptee", clock.timeZone);
    return { kind: "accepted", answer: { creneau: view.creneau, message: waitlistMessages.offerAccepted }, appointmentId, sent: { entry, patientId, token } };
  });
  if (outcome.kind === "accepted" && outcome.sent && clock.channels) await sendConfirmation(db, outcome.appointmentId, found.debut, outcome.sent, clock);
  return outcome;
}

/**
 * The booking's message with its personal link (decision 048's words), at once, on the channel the
 * entry was verified on; recorded in the outbox's table as sent or failed, the link never stored.
 */
async function sendConfirmation(
  db: Database,
  appointmentId: number,
  start: Date,
  booked: { entry: EntryRow; patientId: number; token: string },
  context: WaitlistClock & { channels?: CodeChannels },
): Promise<void> {
  const { entry } = booked;
  const channels = context.channels!;
  const key = `confirmation-${appointmentId}-${entry.canal}-${randomUUID()}`;
  const message = onlineBookingMessage({ dateHeure: start, lien: appointmentLinkUrl(channels.practice.siteUrl, booked.token), langue: entry.langue }, channels.practice, context.now);
  let result: DeliveryResult;
  try {
    result = await channels.drivers[entry.canal].send({ id: 0, key, type: "confirmation", template: "reservation", canal: entry.canal, to: entry.contact, langue: entry.langue, message });
  } catch {
    result = { outcome: "retry", reason: notificationFailureReasons.providerDown };
  }
  await db.insert(notifications).values({
    type: "confirmation",
    canal: entry.canal,
    statut: result.outcome === "sent" ? "envoye" : "echec",
    patientId: booked.patientId,
    appointmentId,
    destinataire: entry.contact,
    donnees: { dateHeure: start.toISOString(), langue: entry.langue, enLigne: true },
    cle: key,
    sentAt: result.outcome === "sent" ? context.now : null,
    attempts: 1,
    error: result.outcome === "sent" ? null : result.reason,
    providerId: result.outcome === "sent" ? result.providerId : null,
  });
}

/** POST /api/booking/offers/{token}/decline: the slot is let go at once (the next round offers it on); the entry stays. */
export async function declineOffer(db: Database, token: string, clock: WaitlistClock): Promise<{ message: string }> {
  const found = await offerByToken(db, token);
  if (!found) throw notFound(waitlistMessages.offerNotFound);
  return db.transaction(async (tx) => {
    await tx.select({ id: waitlistEntries.id }).from(waitlistEntries).where(eq(waitlistEntries.id, found.entryId)).for("no key update");
    const [declined] = await tx
      .update(waitlistOffers)
      .set({ statut: "declinee", answeredAt: clock.now })
      .where(and(eq(waitlistOffers.id, found.id), inArray(waitlistOffers.statut, ["proposee", "expiree"])))
      .returning({ id: waitlistOffers.id });
    if (!declined) return { message: waitlistMessages.offerClosed };
    await tx.delete(bookingHolds).where(eq(bookingHolds.clientKey, waitlistHoldKey(found.entryId)));
    return { message: waitlistMessages.offerDeclined };
  });
}
