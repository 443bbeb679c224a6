import { DomainError } from "@/domain/errors";
import { type RequestStatus, requestStatusLabels } from "@/schemas/appointment-request";

/**
 * The life of an appointment request at the front desk:
 *
 *   nouvelle ──► contactée ──► planifiée ──► annulée
 *      │  │          │  │
 *      │  └──────────┼──┴────► refusée ──┐
 *      └─────────────┴───────► annulée ──┤
 *                  ▲                     │
 *                  └─────── reopened ◄───┘
 *
 * 'planifiée' means an appointment exists and is linked: it is reached only with one (the
 * conversion creates it, or an existing appointment is named). A refused or cancelled request
 * can be reopened as 'contactée' when it was closed by mistake or the person calls back;
 * nothing returns to 'nouvelle', which counts as "nobody has looked at it yet".
 */
const TRANSITIONS: Record<RequestStatus, readonly RequestStatus[]> = {
  nouvelle: ["contactee", "planifiee", "refusee", "annulee"],
  contactee: ["planifiee", "refusee", "annulee"],
  planifiee: ["annulee"],
  refusee: ["contactee"],
  annulee: ["contactee"],
};

export function allowedTransitions(from: RequestStatus): readonly RequestStatus[] {
  return TRANSITIONS[from];
}

export function canTransition(from: RequestStatus, to: RequestStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/** Still waiting for the front desk to act on it. */
export function isOpenStatus(status: RequestStatus): boolean {
  return status === "nouvelle" || status === "contactee";
}

/** Throws the French explanation when `from → to` is not a step of the workflow. */
export function assertTransition(from: RequestStatus, to: RequestStatus): void {
  if (from === to) {
    throw new DomainError("CONFLICT", `La demande est déjà « ${requestStatusLabels[to]} ».`);
  }
  if (!canTransition(from, to)) {
    throw new DomainError(
      "CONFLICT",
      `Une demande « ${requestStatusLabels[from]} » ne peut pas passer à « ${requestStatusLabels[to]} ».`,
    );
  }
}
