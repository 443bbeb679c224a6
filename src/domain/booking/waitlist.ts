import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "@/db/client";
import { bookingHolds, staffUsers, visitTypes, waitlistEntries, waitlistOffers } from "@/db/schema";
import { recordAuditEvent, type AuditContext } from "@/domain/audit/audit-log";
import { readBookingSettings } from "@/domain/booking/booking-settings";
import { type CodeChannels, checkVerificationCode, consumeVerificationCodes, sendVerificationCode } from "@/domain/booking/verification-codes";
import { bookableTypes, publicDoctorName } from "@/domain/booking/visit-types";
import { waitlistHoldKey } from "@/domain/booking/waitlist-offers";
import { wallClockText } from "@/calendar/zone";
import { conflict, DomainError, invalid, notFound } from "@/domain/errors";
import { addDays } from "@/calendar/plain-date";
import { todayIn } from "@/calendar/zone";
import { bookingMessages, bookingPersonMessages } from "@/schemas/booking";
import {
  type WaitlistEntry,
  type WaitlistJoined,
  type WaitlistQuery,
  type WaitlistValues,
  type WaitlistVerified,
  waitlistMessages,
} from "@/schemas/waitlist";

/**
 * The waiting list's entries (decision 051): a visitor joins it for a visit type, a doctor or any,
 * and a range of days inside the booking horizon; the entry counts once the contact is verified
 * with a 6-digit code (the booking's codes, src/domain/booking/verification-codes.ts, with their
 * caps), and its place is the instant of that verification. Staff read the list with its offers,
 * and remove an entry; both audited.
 */

export const WAITLIST_CODE_PURPOSE = "liste_attente" as const;


export type JoinContext = { now: Date; timeZone: string; clientKey: string; channels: CodeChannels };

/**
 * POST /api/booking/waitlist: the entry, waiting for its code, and the code sent. 409 while online
 * booking is off or when no channel can bring a code to that contact; 429 past the codes' caps.
 */
export async function joinWaitlist(db: Database, input: WaitlistValues, context: JoinContext): Promise<WaitlistJoined> {
  const settings = await readBookingSettings(db);
  if (!settings.reservationEnLigne) throw conflict(waitlistMessages.closed);
  const [type] = await bookableTypes(db, { typeId: input.type });
  if (!type) throw notFound(bookingMessages.typeNotFound);
  if (input.medecinId !== null && !type.doctors.some((doctor) => doctor.id === input.medecinId)) {
    throw invalid(bookingMessages.doctorNotOffered, { medecinId: bookingMessages.doctorNotOffered });
  }
  const today = todayIn(context.timeZone, context.now);
  if (input.du < today) throw invalid(waitlistMessages.rangePast, { du: waitlistMessages.rangePast });
  if (input.au > addDays(today, settings.horizonJours)) throw invalid(waitlistMessages.rangeBeyondHorizon, { au: waitlistMessages.rangeBeyondHorizon });
  if (input.dateNaissance > today) throw invalid(bookingPersonMessages.birthDateFuture, { dateNaissance: bookingPersonMessages.birthDateFuture });

  const [entry] = await db
    .insert(waitlistEntries)
    .values({
      visitTypeId: input.type,
      medecinId: input.medecinId,
      du: input.du,
      au: input.au,
      nom: input.nom,
      prenom: input.prenom,
      dateNaissance: input.dateNaissance,
      gender: input.gender,
      canal: input.contact.canal,
      contact: input.contact.adresse,
      langue: input.langue,
      createdAt: context.now,
    })
    .returning({ id: waitlistEntries.id });
  const id = entry!.id;
  const email = input.contact.canal === "email" ? input.contact.adresse : null;
  const sent = await sendVerificationCode(
    db,
    { purpose: WAITLIST_CODE_PURPOSE, subjectId: String(id), contact: { telephone: email ? null : input.contact.adresse, email }, langue: input.langue },
    { now: context.now, clientKey: context.clientKey, channels: context.channels },
  );
  if (sent.kind !== "sent") {
    await db.delete(waitlistEntries).where(eq(waitlistEntries.id, id));
    if (sent.kind === "capped") throw new DomainError("RATE_LIMITED", bookingPersonMessages.tooManyCodes);
    throw conflict(waitlistMessages.codeUndeliverable, { contact: waitlistMessages.codeUndeliverable });
  }
  // The offers go the way the code went (SMS or WhatsApp for a mobile, as the practice configured).
  await db.update(waitlistEntries).set({ canal: sent.canal }).where(eq(waitlistEntries.id, id));
  return { id, canal: sent.canal, destinataire: sent.destination };
}

export type VerifyOutcome =
  | { kind: "verified"; answer: WaitlistVerified }
  | { kind: "wrong"; triesLeft: number; message: string }
  /** Expired, out of tries, or never sent: a new inscription sends a new code. */
  | { kind: "void"; message: string };

/**
 * POST /api/booking/waitlist/{id}/verify: the right code puts the entry on the list (its place:
 * now). 404 for an unknown entry, 409 for one already verified or closed.
 */
export async function verifyWaitlistEntry(db: Database, id: number, code: string, now: Date): Promise<VerifyOutcome> {
  const [entry] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id));
  if (!entry) throw notFound(waitlistMessages.notFound);
  if (entry.statut !== "a_verifier") throw conflict(entry.statut === "active" ? waitlistMessages.alreadyVerified : waitlistMessages.notActive);
  const check = await checkVerificationCode(db, { purpose: WAITLIST_CODE_PURPOSE, subjectId: String(id), code }, now);
  if (check.kind === "wrong") return { kind: "wrong", triesLeft: check.triesLeft, message: bookingPersonMessages.codeTriesLeft(check.triesLeft) };
  if (check.kind !== "valid") return { kind: "void", message: check.kind === "exhausted" ? waitlistMessages.codeTooManyTries : waitlistMessages.codeExpired };
  return db.transaction(async (tx) => {
    const [verified] = await tx
      .update(waitlistEntries)
      .set({ statut: "active", verifiedAt: now })
      .where(and(eq(waitlistEntries.id, id), eq(waitlistEntries.statut, "a_verifier")))
      .returning();
    if (!verified) throw conflict(waitlistMessages.alreadyVerified);
    await consumeVerificationCodes(tx, WAITLIST_CODE_PURPOSE, String(id));
    return { kind: "verified" as const, answer: { id, statut: verified.statut, du: verified.du, au: verified.au } };
  });
}

/** GET /api/booking/waitlist (staff): the entries, oldest inscription first, each with its offers; audited. */
export async function listWaitlist(db: Database, query: WaitlistQuery, context: AuditContext & { now: Date; timeZone: string }): Promise<WaitlistEntry[]> {
  const open = inArray(waitlistEntries.statut, ["a_verifier", "active"]);
  const rows = await db
    .select({ entry: waitlistEntries, libelle: visitTypes.libelleFr, nom: staffUsers.nom, prenom: staffUsers.prenom })
    .from(waitlistEntries)
    .innerJoin(visitTypes, eq(visitTypes.id, waitlistEntries.visitTypeId))
    .leftJoin(staffUsers, eq(staffUsers.id, waitlistEntries.medecinId))
    .where(query.etat === "en_cours" ? open : undefined)
    .orderBy(asc(waitlistEntries.verifiedAt), asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
  const ids = rows.map((row) => row.entry.id);
  const offers =
    ids.length === 0
      ? []
      : await db
          .select({ offer: waitlistOffers, nom: staffUsers.nom, prenom: staffUsers.prenom })
          .from(waitlistOffers)
          .innerJoin(staffUsers, eq(staffUsers.id, waitlistOffers.medecinId))
          .where(inArray(waitlistOffers.entryId, ids))
          .orderBy(desc(waitlistOffers.createdAt), desc(waitlistOffers.id));
  await recordAuditEvent(db, context, { action: "waitlist.list", details: { results: rows.length, etat: query.etat } });
  return rows.map(({ entry, libelle, nom, prenom }) => ({
    id: entry.id,
    statut: entry.statut,
    type: { id: entry.visitTypeId, libelle },
    medecin: entry.medecinId === null || nom === null || prenom === null ? null : { id: entry.medecinId, nom: publicDoctorName({ nom, prenom }) },
    du: entry.du,
    au: entry.au,
    nom: entry.nom,
    prenom: entry.prenom,
    dateNaissance: entry.dateNaissance,
    gender: entry.gender as "H" | "F",
    canal: entry.canal,
    contact: entry.contact,
    langue: entry.langue,
    inscritLe: entry.createdAt.toISOString(),
    verifieLe: entry.verifiedAt?.toISOString() ?? null,
    clotureLe: entry.closedAt?.toISOString() ?? null,
    rendezVousId: entry.appointmentId,
    offres: offers
      .filter(({ offer }) => offer.entryId === entry.id)
      .map(({ offer, nom: doctorNom, prenom: doctorPrenom }) => ({
        id: offer.id,
        // An offer past its 15 minutes reads as such even before the next round marks it.
        statut: offer.statut === "proposee" && offer.expiresAt.getTime() <= context.now.getTime() ? "expiree" : offer.statut,
        debut: wallClockText(offer.debut, context.timeZone),
        medecin: { id: offer.medecinId, nom: publicDoctorName({ nom: doctorNom, prenom: doctorPrenom }) },
        proposeLe: offer.createdAt.toISOString(),
        expireLe: offer.expiresAt.toISOString(),
        reponduLe: offer.answeredAt?.toISOString() ?? null,
        rendezVousId: offer.appointmentId,
      })),
  }));
}

/** DELETE /api/booking/waitlist/{id} (staff): the entry leaves the list; a live offer ends and its slot is let go. Audited. */
export async function removeWaitlistEntry(db: Database, id: number, context: AuditContext & { now: Date }): Promise<void> {
  await db.transaction(async (tx) => {
    const [entry] = await tx.select({ statut: waitlistEntries.statut }).from(waitlistEntries).where(eq(waitlistEntries.id, id)).for("no key update");
    if (!entry) throw notFound(waitlistMessages.notFound);
    if (entry.statut !== "active" && entry.statut !== "a_verifier") throw conflict(waitlistMessages.notActive);
    await tx.update(waitlistEntries).set({ statut: "retiree", closedAt: context.now, closedBy: context.actorId }).where(eq(waitlistEntries.id, id));
    await tx.update(waitlistOffers).set({ statut: "expiree" }).where(and(eq(waitlistOffers.entryId, id), eq(waitlistOffers.statut, "proposee")));
    await tx.delete(bookingHolds).where(eq(bookingHolds.clientKey, waitlistHoldKey(id)));
    await recordAuditEvent(tx, context, { action: "waitlist.remove", details: { waitlistEntryId: id, from: entry.statut } });
  });
}
