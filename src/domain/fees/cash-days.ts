import { and, asc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "@/db/client";
import { cashDays, invoices, patients, payments, staffUsers } from "@/db/schema";
import type { PlainDate } from "@/calendar/plain-date";
import { recordAuditEvent, type AuditContext } from "@/domain/audit/audit-log";
import { conflict, DomainError } from "@/domain/errors";
import { lockCashDay, lockOpenCashDay } from "@/domain/fees/cash-day-lock";
import { type CashDay, cashDayMessages } from "@/schemas/cash-day";
import type { StaffUser } from "@/schemas/staff-user";

/**
 * The day's cash (issue 35, decision 056): every payment of a practice day by mode, the opening
 * float, the cash expected in the drawer, and the closing. Closing takes the day's row lock that
 * every payment takes (cash-day-lock.ts), so the counted day is exactly the locked day.
 */

const receiver = alias(staffUsers, "receiver");
const closer = alias(staffUsers, "closer");

/** GET /api/cash-days/{date} (any staff member). */
export async function readCashDay(db: Database, jour: PlainDate): Promise<CashDay> {
  const [day] = await db
    .select({ day: cashDays, closer: { id: closer.id, nom: closer.nom, prenom: closer.prenom } })
    .from(cashDays)
    .leftJoin(closer, eq(cashDays.cloturePar, closer.id))
    .where(eq(cashDays.jour, jour));
  const rows = await db
    .select({
      payment: payments,
      numero: invoices.numero,
      patient: { id: patients.id, nom: patients.nom, prenom: patients.prenom },
      receiver: { id: receiver.id, nom: receiver.nom, prenom: receiver.prenom },
    })
    .from(payments)
    .innerJoin(invoices, eq(payments.invoiceId, invoices.id))
    .innerJoin(patients, eq(invoices.patientId, patients.id))
    .innerJoin(receiver, eq(payments.recuPar, receiver.id))
    .where(eq(payments.jour, jour))
    .orderBy(asc(payments.recuAt), asc(payments.id));
  const totaux = { especes: 0, cheque: 0, carte: 0, virement: 0, total: 0 };
  for (const { payment } of rows) {
    totaux[payment.mode] += payment.montantCentimes;
    totaux.total += payment.montantCentimes;
  }
  const fondCaisse = day?.day.fondCaisseCentimes ?? 0;
  const closed = day?.day.clotureAt ? day : null;
  return {
    jour,
    fondCaisse,
    paiements: rows.map(({ payment, numero, patient, receiver: by }) => ({
      id: payment.id,
      recuLe: payment.recuAt.toISOString(),
      invoiceId: payment.invoiceId,
      numero,
      patient,
      mode: payment.mode,
      montant: payment.montantCentimes,
      reference: payment.reference,
      recuPar: by,
    })),
    totaux,
    especesAttendues: fondCaisse + totaux.especes,
    cloture: closed
      ? { le: closed.day.clotureAt!.toISOString(), par: closed.closer!, especesComptees: closed.day.especesCompteesCentimes!, ecart: closed.day.ecartCentimes!, remarque: closed.day.remarque }
      : null,
  };
}

/** PATCH /api/cash-days/{date} (any staff member): the opening float, while the day is open. */
export async function setCashFloat(db: Database, jour: PlainDate, fondCaisse: number, audit: AuditContext): Promise<CashDay> {
  await db.transaction(async (tx) => {
    await lockOpenCashDay(tx, jour);
    await tx.update(cashDays).set({ fondCaisseCentimes: fondCaisse }).where(eq(cashDays.jour, jour));
    await recordAuditEvent(tx, audit, { action: "cash_day.float", details: { jour } });
  });
  return readCashDay(db, jour);
}

/**
 * POST /api/cash-days/{date}/close (any staff member): records the cash counted and its difference
 * from the expected cash, computed under the day's lock; then the day takes no more payments.
 */
export async function closeCashDay(
  db: Database,
  jour: PlainDate,
  input: { especesComptees: number; remarque: string | null },
  actor: StaffUser,
  audit: AuditContext,
  today: PlainDate,
  now: Date,
): Promise<CashDay> {
  if (jour > today) throw new DomainError("VALIDATION", cashDayMessages.future, { date: cashDayMessages.future });
  await db.transaction(async (tx) => {
    const day = await lockCashDay(tx, jour);
    if (day.clotureAt) throw conflict(cashDayMessages.alreadyClosed);
    const cash = await tx
      .select({ montant: payments.montantCentimes })
      .from(payments)
      .where(and(eq(payments.jour, jour), eq(payments.mode, "especes")));
    const expected = day.fondCaisseCentimes + cash.reduce((sum, row) => sum + row.montant, 0);
    const ecart = input.especesComptees - expected;
    await tx
      .update(cashDays)
      .set({ especesCompteesCentimes: input.especesComptees, ecartCentimes: ecart, remarque: input.remarque, clotureAt: now, cloturePar: actor.id })
      .where(eq(cashDays.jour, jour));
    await recordAuditEvent(tx, audit, { action: "cash_day.close", details: { jour, ecart } });
  });
  return readCashDay(db, jour);
}
