/**
 * How long the data collected by the site is kept (law 09-08, issue 25, decision 033): set by
 * RETENTION_* (src/server/env.ts), applied by the daily purge (src/domain/retention/purge.ts) and
 * stated on /confidentialite from the same values.
 */
export type RetentionPeriods = {
  /** Appointment requests never turned into an appointment, counted from their preferred date. */
  requestsMonths: number;
  /** Contact messages, counted from their receipt. */
  messagesMonths: number;
  /** Messages sent (or given up) from the outbox, counted from their creation. */
  notificationsMonths: number;
  /** The audit trail, counted from each event. */
  auditYears: number;
};

export const defaultRetentionPeriods: RetentionPeriods = { requestsMonths: 12, messagesMonths: 12, notificationsMonths: 12, auditYears: 5 };
