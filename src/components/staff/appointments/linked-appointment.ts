"use client";

import { useEffect, useSyncExternalStore } from "react";

/**
 * A link to one appointment: the patient's file with the appointment's row as its anchor
 * (`/responsable/patients/12#rdv-9`). A planned request links there; the file scrolls the row
 * into view, marks it and moves the focus to it.
 */
export function appointmentAnchor(appointmentId: number): string {
  return `rdv-${appointmentId}`;
}

export function appointmentHref(patientId: number, appointmentId: number): string {
  return `/responsable/patients/${patientId}#${appointmentAnchor(appointmentId)}`;
}

function subscribeToHash(onChange: () => void): () => void {
  window.addEventListener("hashchange", onChange);
  return () => window.removeEventListener("hashchange", onChange);
}

/**
 * The appointment the page's address points at, once it is in the list (null otherwise). When it
 * appears, its row (the element with its anchor as id) is scrolled into view and focused.
 */
export function useLinkedAppointment(appointments: readonly { id: number }[] | null): number | null {
  const hash = useSyncExternalStore(
    subscribeToHash,
    () => window.location.hash,
    () => "",
  );
  const match = /^#rdv-(\d+)$/.exec(hash);
  const wanted = match ? Number(match[1]) : null;
  const linked = wanted !== null && appointments?.some((appointment) => appointment.id === wanted) ? wanted : null;

  useEffect(() => {
    if (linked === null) return;
    const row = document.getElementById(appointmentAnchor(linked));
    if (!row) return;
    row.scrollIntoView({ block: "center" });
    row.focus({ preventScroll: true });
  }, [linked]);

  return linked;
}
