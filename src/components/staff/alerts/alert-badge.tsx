"use client";

import { useAlertCounts } from "@/components/staff/alerts/use-alert-counts";
import { backupMessages } from "@/schemas/backup";

/**
 * A count beside a header link ("3" new requests). Nothing at zero; the number is spelled out
 * for screen readers, as the colour alone says nothing.
 */
export function AlertBadge({ count, label }: { count: number | undefined; label: string }) {
  if (!count) return null;
  return (
    <span className="relative ml-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-danger-600 px-1.5 text-[11px] leading-5 font-bold text-white">
      <span aria-hidden="true">{count > 99 ? "99+" : count}</span>
      <span className="sr-only">
        {" "}
        ({count} {label})
      </span>
    </span>
  );
}

/** The Demandes link's badge: requests nobody has looked at yet. */
export function NewRequestsBadge() {
  const count = useAlertCounts()?.newRequests;
  return <AlertBadge count={count} label={count === 1 ? "nouvelle demande" : "nouvelles demandes"} />;
}

/** The « À confirmer » link's badge: online bookings waiting for the front desk (issue 33). */
export function BookingsToConfirmBadge() {
  const count = useAlertCounts()?.reservationsAConfirmer;
  return <AlertBadge count={count} label={count === 1 ? "réservation en ligne à confirmer" : "réservations en ligne à confirmer"} />;
}

/** The Journal link's badge (admins): accounts whose password was being guessed at in the last 24 hours (decision 023). */
export function LoginGuessingBadge() {
  const count = useAlertCounts()?.loginGuessing;
  return <AlertBadge count={count} label={count === 1 ? "compte visé par des tentatives de connexion" : "comptes visés par des tentatives de connexion"} />;
}

/** The Messages link's badge: messages nobody has read yet. */
export function UnreadMessagesBadge() {
  const count = useAlertCounts()?.unreadMessages;
  return <AlertBadge count={count} label={count === 1 ? "message non lu" : "messages non lus"} />;
}

/** The Sauvegardes link's mark (admins): no successful backup for 48 hours (issue 23). */
export function BackupOverdueBadge() {
  if (!useAlertCounts()?.backupOverdue) return null;
  return (
    <span className="relative ml-0.5 inline-flex size-5 items-center justify-center rounded-full bg-danger-600 text-[11px] leading-5 font-bold text-white">
      <span aria-hidden="true">!</span>
      <span className="sr-only"> ({backupMessages.overdue})</span>
    </span>
  );
}

/** The Agenda link's badge: appointments patients cancelled or moved from their links in the last 24 hours (decision 050). */
export function PatientChangesBadge() {
  const count = useAlertCounts()?.actionsPatients;
  return (
    <AlertBadge
      count={count}
      label={count === 1 ? "rendez-vous annulé ou déplacé en ligne depuis 24 h" : "rendez-vous annulés ou déplacés en ligne depuis 24 h"}
    />
  );
}
