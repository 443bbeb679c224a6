import { createHash, randomUUID } from "node:crypto";
import { and, count, eq, gt, gte, lt, notInArray } from "drizzle-orm";
import type { Database } from "@/db/client";
import { appointments, bookingHolds, notifications, onlineBookings, patients, staffUsers, visitTypes } from "@/db/schema";
import { recordAuditEvent } from "@/domain/audit/audit-log";
import { lockDoctor } from "@/domain/appointments/conflicts";
import { appointmentLinkUrl, issueAppointmentLink } from "@/domain/booking/appointment-links";
import { onlineBookingMessage } from "@/domain/booking/booking-messages";
import { readBookingSettings } from "@/domain/booking/booking-settings";
import { computeSlots, nextFreeSlots } from "@/domain/booking/free-slots";
import { publicDoctorName } from "@/domain/booking/visit-types";
import {
  checkVerificationCode,
  type CodeChannels,
  type CodeContact,
  codeRoutes,
  consumeVerificationCodes,
  moroccanMobile,
  sendVerificationCode,
} from "@/domain/booking/verification-codes";
import { DomainError, invalid, notFound } from "@/domain/errors";
import { transliterationKey } from "@/domain/names/transliteration";
import { findDuplicateCandidates } from "@/domain/patients/duplicates";
import { storedPhoneDigits } from "@/domain/patients/patients";
import { minutesAsTime, todayIn, wallClockIn } from "@/calendar/zone";
import type { AwaitingConfirmationReason } from "@/schemas/appointment";
import {
  type BookedSlot,
  type BookingDone,
  type BookingHoldConflict,
  type BookingPerson,
  bookingMessages,
  bookingPersonMessages,
  type CodeChannel,
  type ConfirmHoldAnswer,
  NEXT_SLOTS,
} from "@/schemas/booking";
import { notificationFailureReasons } from "@/schemas/notification";
import { PRIVACY_NOTICE_VERSION } from "@/schemas/privacy-notice";

/**
 * Booking from a hold, verified, exactly once (decision 048).
 *
 * `confirmHold` (POST /api/booking/holds/{id}/confirm) takes the person's details for the
 * visitor's own live hold, checks the limits, keeps the details on the hold and sends a 6-digit
 * code (verification-codes.ts); the hold then lasts until the code expires, 10 minutes after the
 * sending. When no configured channel can bring a code to the person (the default `log` drivers),
 * the booking is made at once as `a_confirmer` (verification_impossible), for the front desk.
 *
 * `verifyHold` (POST /api/booking/holds/{id}/verify) checks the code, then books in one
 * transaction under the doctor's lock — the lock every staff booking and every hold takes — after
 * checking the slot again with the slots' own computation (the hold's key passed, so the hold does
 * not block itself): the appointment, its patient (an existing file only on an unambiguous match),
 * the hold's deletion and the code's. Two verifications, or a verification and a staff booking,
 * racing for one slot give one appointment. Then the confirmation with the personal link goes out
 * at once on the channel the code was verified on.
 *
 * Nothing the visitor is told depends on whether they matched a file: a "known patients only" type
 * booked by someone unknown, or a patient with repeated absences, gets the same answers and
 * message, and the booking waits as `a_confirmer` with its reason for the staff.
 */

export type BookingContext = {
  now: Date;
  timeZone: string;
  /** The visitor's client key (holdClientKey of the address): only the hold's own visitor may confirm it. */
  clientKey: string;
  siteUrl: string;
  channels: CodeChannels;
  /** The request's id, for the audit trail. */
  requestId: string;
};

export type VerifyOutcome = { kind: "booked"; booking: BookingDone } | { kind: "taken"; conflict: BookingHoldConflict };

/** At most this many future online bookings per phone number, and this many online bookings a day per client address. */
export const BOOKING_LIMITS = { futurePerPhone: 2, perClientPerDay: 3 } as const;
/** The no-show rule looks this far back. */
export const ABSENCE_WINDOW_DAYS = 365;

const DAY_MS = 86_400_000;
const PURPOSE = "reservation" as const;

type HoldRow = typeof bookingHolds.$inferSelect;
/** The details kept on the hold between the confirmation and the code (the parsed input). */
type StoredPerson = BookingPerson;

const holdGone = () => notFound(bookingPersonMessages.holdGone);

/** An instant as the practice's wall clock: its day and its "HH:MM". */
function wallClock(instant: Date, timeZone: string): { jour: string; heure: string } {
  const wall = wallClockIn(instant, timeZone);
  return { jour: wall.date, heure: minutesAsTime(wall.minutes) };
}

/** The key the per-number limit counts by: a hash of the number's canonical digits (no number stored with the booking). */
const phoneKey = (telephone: string) => createHash("sha256").update(`booking-phone:${storedPhoneDigits(telephone)}`).digest("hex");

/** The visitor's live hold, or 404 — the same answer for an unknown, expired or someone else's hold. */
async function liveHold(db: Database, holdId: string, context: Pick<BookingContext, "now" | "clientKey">): Promise<HoldRow> {
  if (!/^[0-9a-f-]{36}$/i.test(holdId)) throw holdGone();
  const [hold] = await db
    .select()
    .from(bookingHolds)
    .where(and(eq(bookingHolds.id, holdId), eq(bookingHolds.clientKey, context.clientKey), gt(bookingHolds.expiresAt, context.now)));
  if (!hold) throw holdGone();
  return hold;
}

function assertBirthDate(person: BookingPerson, context: Pick<BookingContext, "now" | "timeZone">) {
  if (person.dateNaissance > todayIn(context.timeZone, context.now)) {
    throw invalid("Données invalides.", { dateNaissance: bookingPersonMessages.birthDateFuture });
  }
  if (person.dateNaissance < "1900-01-01") throw invalid("Données invalides.", { dateNaissance: bookingPersonMessages.birthDateTooOld });
}

/** 409/429 when the phone number or the client address has booked online as much as allowed. */
async function assertWithinLimits(db: Database, telephone: string, context: Pick<BookingContext, "now" | "clientKey">): Promise<void> {
  const [future] = await db
    .select({ total: count() })
    .from(onlineBookings)
    .innerJoin(appointments, eq(appointments.id, onlineBookings.appointmentId))
    .where(and(eq(onlineBookings.telephoneKey, phoneKey(telephone)), gt(appointments.dateHeure, context.now), notInArray(appointments.status, ["annule", "absent"])));
  if ((future?.total ?? 0) >= BOOKING_LIMITS.futurePerPhone) {
    throw new DomainError("CONFLICT", bookingPersonMessages.tooManyBookingsPhone, { telephone: bookingPersonMessages.tooManyBookingsPhone });
  }
  const [today] = await db
    .select({ total: count() })
    .from(onlineBookings)
    .where(and(eq(onlineBookings.clientKey, context.clientKey), gt(onlineBookings.createdAt, new Date(context.now.getTime() - DAY_MS))));
  if ((today?.total ?? 0) >= BOOKING_LIMITS.perClientPerDay) {
    throw new DomainError("RATE_LIMITED", bookingPersonMessages.tooManyBookingsToday, undefined, 3600);
  }
}

const contactOf = (person: StoredPerson): CodeContact => ({ telephone: person.telephone, email: person.email });

/** The day, time and doctor of a booking, as the pages show them back. */
async function bookedSlot(db: Database, medecinId: number, start: Date, timeZone: string): Promise<BookedSlot> {
  const [doctor] = await db.select({ nom: staffUsers.nom, prenom: staffUsers.prenom }).from(staffUsers).where(eq(staffUsers.id, medecinId));
  return { ...wallClock(start, timeZone), medecin: { id: medecinId, nom: doctor ? publicDoctorName(doctor) : "" } };
}

/**
 * The existing file of this person: name (either script, the front desk's spelling rules), birth
 * date and phone all the same as exactly one file that is neither archived nor merged. Two such
 * files, or a file matching only in part, is no match: a new file is made, which the front desk
 * reconciles (decision 042's duplicate rules).
 */
export async function matchPatient(db: Database, person: Pick<BookingPerson, "nom" | "prenom" | "dateNaissance" | "telephone">): Promise<number | null> {
  const candidates = await findDuplicateCandidates(db, person);
  const exact = candidates.filter((candidate) => !candidate.archive && candidate.reasons.includes("nom-date-naissance") && candidate.reasons.includes("telephone"));
  return exact.length === 1 ? exact[0]!.id : null;
}

/** How many times the patient was marked absent in the 12 months before `now`. */
export async function recentAbsences(db: Database, patientId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(appointments)
    .where(
      and(
        eq(appointments.patientId, patientId),
        eq(appointments.status, "absent"),
        gte(appointments.dateHeure, new Date(now.getTime() - ABSENCE_WINDOW_DAYS * DAY_MS)),
        lt(appointments.dateHeure, now),
      ),
    );
  return row?.total ?? 0;
}

/** A new file, marked "créé en ligne — à vérifier"; e-mail and address may stay blank (decision 042's quick files). */
async function createOnlinePatient(tx: Database, person: StoredPerson, context: BookingContext): Promise<number> {
  const reminders = person.consentementRappels ? context.now : null;
  const [row] = await tx
    .insert(patients)
    .values({
      nom: person.nom,
      prenom: person.prenom,
      dateNaissance: person.dateNaissance,
      gender: person.gender,
      telephone: person.telephone,
      telephoneDigits: storedPhoneDigits(person.telephone),
      email: person.email ?? "",
      adresse: "",
      translitKey: transliterationKey(person.nom, person.prenom),
      langue: person.langue ?? "fr",
      // The reminders box (law 09-08, decision 034): SMS and WhatsApp agreed from now.
      consentSmsAt: reminders,
      consentWhatsappAt: reminders,
      creeEnLigneAt: context.now,
    })
    .returning({ id: patients.id });
  await recordAuditEvent(tx, { actorId: null, requestId: context.requestId }, {
    action: "patient.create_online",
    targetType: "patient",
    targetId: row!.id,
    ...(reminders ? { details: { consentementRappels: true, versionNotice: PRIVACY_NOTICE_VERSION } } : {}),
  });
  return row!.id;
}

type Booked = { appointmentId: number; patientId: number; start: Date; end: Date; medecinId: number; token: string | null };

/**
 * Books the hold for the person, in one transaction under the doctor's lock: "gone" when the hold
 * is no longer there (booked by a racing call) or expired, "taken" when the slot is no longer free
 * (a staff booking over the hold, the notice passed). `verifiedOn`: the channel the code was
 * verified on; null when no code could be sent (the booking then waits for the front desk). A
 * verified booking gets its personal link, valid until the appointment's end.
 */
async function bookHold(
  db: Database,
  holdId: string,
  person: StoredPerson,
  verifiedOn: CodeChannel | null,
  context: BookingContext,
): Promise<{ kind: "booked"; booked: Booked } | { kind: "taken"; hold: HoldRow } | { kind: "gone" }> {
  return db.transaction(async (tx) => {
    const [peek] = await tx.select({ medecinId: bookingHolds.medecinId }).from(bookingHolds).where(eq(bookingHolds.id, holdId));
    if (!peek) return { kind: "gone" as const };
    try {
      await lockDoctor(tx, peek.medecinId, { active: true, doctor: true });
    } catch (error) {
      if (error instanceof DomainError && error.code === "VALIDATION") return { kind: "gone" as const };
      throw error;
    }
    // Under the lock: a racing verification that booked this hold has deleted it by now.
    const [hold] = await tx
      .select()
      .from(bookingHolds)
      .where(and(eq(bookingHolds.id, holdId), eq(bookingHolds.clientKey, context.clientKey), gt(bookingHolds.expiresAt, context.now)))
      .for("update");
    if (!hold) return { kind: "gone" as const };
    await assertWithinLimits(tx, person.telephone, context);

    const { jour, heure } = wallClock(hold.debut, context.timeZone);
    const debut = `${jour}T${heure}`;
    const slots = await computeSlots(
      tx,
      { typeId: hold.visitTypeId, medecinId: hold.medecinId, du: jour, au: jour },
      { now: context.now, timeZone: context.timeZone, clientKey: hold.clientKey },
    ).catch((error: unknown) => {
      // The type left online booking, or the doctor stopped taking it, since the hold: the slot is gone.
      if (error instanceof DomainError && (error.code === "NOT_FOUND" || error.code === "VALIDATION")) return null;
      throw error;
    });
    if (!slots || !slots.free.some((slot) => slot.debut === debut && slot.medecin.id === hold.medecinId)) return { kind: "taken" as const, hold };

    const [visitType] = await tx.select({ libelleFr: visitTypes.libelleFr, dureeMinutes: visitTypes.dureeMinutes, reservablePar: visitTypes.reservablePar }).from(visitTypes).where(eq(visitTypes.id, hold.visitTypeId));
    const settings = await readBookingSettings(tx);
    const matched = await matchPatient(tx, person);
    let motif: AwaitingConfirmationReason | null = null;
    if (verifiedOn === null) motif = "verification_impossible";
    else if (visitType!.reservablePar === "patients_connus" && matched === null) motif = "patient_non_reconnu";
    else if (matched !== null && settings.seuilAbsences !== null && (await recentAbsences(tx, matched, context.now)) >= settings.seuilAbsences) motif = "absences_repetees";
    const patientId = matched ?? (await createOnlinePatient(tx, person, context));

    const [created] = await tx
      .insert(appointments)
      .values({
        dateHeure: hold.debut,
        motif: visitType!.libelleFr,
        patientId,
        medecinId: hold.medecinId,
        dureeMinutes: visitType!.dureeMinutes,
        status: motif ? "a_confirmer" : "planifie",
        aConfirmerMotif: motif,
        source: "en_ligne",
        langue: person.langue ?? "fr",
        visitTypeId: hold.visitTypeId,
        createdAt: context.now,
      })
      .returning({ id: appointments.id });
    const appointmentId = created!.id;
    await tx.insert(onlineBookings).values({ appointmentId, clientKey: context.clientKey, telephoneKey: phoneKey(person.telephone), createdAt: context.now });
    await tx.delete(bookingHolds).where(eq(bookingHolds.id, hold.id));
    await consumeVerificationCodes(tx, PURPOSE, hold.id);
    await recordAuditEvent(tx, { actorId: null, requestId: context.requestId }, {
      action: "booking.create",
      targetType: "patient",
      targetId: patientId,
      details: {
        appointmentId,
        status: motif ? "a_confirmer" : "planifie",
        ...(motif ? { motif } : {}),
        dossier: matched === null ? "nouveau" : "existant",
        ...(verifiedOn ? { canal: verifiedOn } : {}),
      },
    });
    const end = new Date(hold.debut.getTime() + visitType!.dureeMinutes * 60_000);
    const token = verifiedOn ? await issueAppointmentLink(tx, appointmentId, end, context.now) : null;
    return { kind: "booked" as const, booked: { appointmentId, patientId, start: hold.debut, end, medecinId: hold.medecinId, token } };
  });
}

/** The next free slots after a slot that was taken, for the 409. */
async function takenAnswer(db: Database, hold: HoldRow, context: BookingContext): Promise<BookingHoldConflict> {
  const { jour, heure } = wallClock(hold.debut, context.timeZone);
  const after = `${jour}T${heure}`;
  const suivants = await nextFreeSlots(db, { typeId: hold.visitTypeId, medecinId: hold.medecinId, after }, { now: context.now, timeZone: context.timeZone, clientKey: context.clientKey }, NEXT_SLOTS).catch(() => []);
  return { message: bookingMessages.slotTaken, suivants };
}

/**
 * POST /api/booking/holds/{id}/confirm: 202 with how the code was sent (the hold now lasts until
 * the code expires), or — no channel able to bring a code to this person — with the booking made
 * at once, waiting for the front desk (`aConfirmer: true`). 404 for a hold that is not the
 * visitor's live hold; 409 (telephone) past 2 future online bookings for the number; 429 past 3
 * bookings a day from the address or the codes' daily caps; 409 with the next slots when the
 * slot was taken meanwhile (only on the booking path).
 */
export async function confirmHold(
  db: Database,
  holdId: string,
  person: BookingPerson,
  context: BookingContext,
): Promise<{ kind: "answered"; answer: ConfirmHoldAnswer } | { kind: "taken"; conflict: BookingHoldConflict }> {
  assertBirthDate(person, context);
  const hold = await liveHold(db, holdId, context);
  await assertWithinLimits(db, person.telephone, context);
  const langue = person.langue ?? "fr";
  const audit = { actorId: null, requestId: context.requestId };

  if (codeRoutes(contactOf(person), context.channels, langue).length > 0) {
    await db.update(bookingHolds).set({ personne: person }).where(eq(bookingHolds.id, hold.id));
    const sent = await sendVerificationCode(db, { purpose: PURPOSE, subjectId: hold.id, contact: contactOf(person), langue }, { now: context.now, clientKey: context.clientKey, channels: context.channels });
    if (sent.kind === "capped") throw new DomainError("RATE_LIMITED", bookingPersonMessages.tooManyCodes, undefined, 3600);
    if (sent.kind === "sent") {
      // The hold lasts as long as the code: 10 minutes after the sending.
      const [kept] = await db
        .update(bookingHolds)
        .set({ expiresAt: sent.expiresAt })
        .where(and(eq(bookingHolds.id, hold.id), eq(bookingHolds.clientKey, context.clientKey)))
        .returning({ id: bookingHolds.id });
      if (!kept) throw holdGone();
      await recordAuditEvent(db, audit, { action: "booking.code_sent", details: { canal: sent.canal } });
      return { kind: "answered", answer: { aConfirmer: false, canal: sent.canal, destination: sent.destination, expiresAt: sent.expiresAt.toISOString() } };
    }
    // Every route refused the message: as when no channel exists, the front desk confirms by phone.
  }

  const outcome = await bookHold(db, hold.id, person, null, context);
  if (outcome.kind === "gone") throw holdGone();
  if (outcome.kind === "taken") return { kind: "taken", conflict: await takenAnswer(db, outcome.hold, context) };
  return { kind: "answered", answer: { aConfirmer: true, rendezVous: await bookedSlot(db, outcome.booked.medecinId, outcome.booked.start, context.timeZone) } };
}

/** Where the confirmation goes: the destination the code was verified on. */
function verifiedDestination(canal: CodeChannel, person: StoredPerson): string | null {
  return canal === "email" ? person.email : moroccanMobile(person.telephone);
}

/**
 * Sends the booking's message with its personal link at once, on the verified channel, and records
 * it in the outbox's table (sent or failed) for the staff; the link itself is never stored.
 */
async function sendBookingMessage(db: Database, booked: Booked, person: StoredPerson, canal: CodeChannel, context: BookingContext): Promise<boolean> {
  const to = verifiedDestination(canal, person);
  if (!to || !booked.token) return false;
  const langue = person.langue ?? "fr";
  const key = `confirmation-${booked.appointmentId}-${canal}-${randomUUID()}`;
  const message = onlineBookingMessage({ dateHeure: booked.start, lien: appointmentLinkUrl(context.siteUrl, booked.token, langue), langue }, context.channels.practice, context.now);
  let sent = false;
  let error: string | null = null;
  let providerId: string | null = null;
  try {
    const result = await context.channels.drivers[canal].send({ id: 0, key, type: "confirmation", template: "reservation", canal, to, langue, message });
    if (result.outcome === "sent") {
      sent = true;
      providerId = result.providerId;
    } else error = result.reason;
  } catch {
    error = notificationFailureReasons.providerDown;
  }
  await db.insert(notifications).values({
    type: "confirmation",
    canal,
    statut: sent ? "envoye" : "echec",
    patientId: booked.patientId,
    appointmentId: booked.appointmentId,
    destinataire: to,
    donnees: { dateHeure: booked.start.toISOString(), langue, enLigne: true },
    cle: key,
    sentAt: sent ? context.now : null,
    attempts: 1,
    error,
    providerId,
  });
  return sent;
}

/**
 * POST /api/booking/holds/{id}/verify: checks the code and books (201 with the day, time and doctor,
 * and whether the message with the personal link went out). 400 errors.code for a wrong, expired
 * or exhausted code; 404 when the hold is gone (expired, or already booked); 409 with the next
 * free slots when the slot was taken meanwhile.
 */
export async function verifyHold(db: Database, holdId: string, code: string, context: BookingContext): Promise<VerifyOutcome> {
  const hold = await liveHold(db, holdId, context);
  const person = hold.personne as StoredPerson | null;
  const check = await checkVerificationCode(db, { purpose: PURPOSE, subjectId: hold.id, code }, context.now);
  if (check.kind !== "valid") {
    // A racing verification that booked the hold consumed its code meanwhile: the hold is gone (404).
    if (check.kind === "missing") await liveHold(db, holdId, context);
    await recordAuditEvent(db, { actorId: null, requestId: context.requestId }, { action: "booking.code_failed", details: { resultat: check.kind } });
    const message =
      check.kind === "wrong"
        ? bookingPersonMessages.codeTriesLeft(check.triesLeft)
        : check.kind === "exhausted"
          ? bookingPersonMessages.codeExhausted
          : check.kind === "expired"
            ? bookingPersonMessages.codeExpired
            : bookingPersonMessages.codeMissing;
    throw invalid(check.kind === "wrong" ? bookingPersonMessages.codeWrong : message, { code: message });
  }
  if (!person) throw invalid(bookingPersonMessages.codeMissing, { code: bookingPersonMessages.codeMissing });
  const outcome = await bookHold(db, hold.id, person, check.canal, context);
  if (outcome.kind === "gone") throw holdGone();
  if (outcome.kind === "taken") return { kind: "taken", conflict: await takenAnswer(db, outcome.hold, context) };
  const lienEnvoye = await sendBookingMessage(db, outcome.booked, person, check.canal, context);
  const slot = await bookedSlot(db, outcome.booked.medecinId, outcome.booked.start, context.timeZone);
  return { kind: "booked", booking: { ...slot, lienEnvoye, canal: check.canal } };
}
