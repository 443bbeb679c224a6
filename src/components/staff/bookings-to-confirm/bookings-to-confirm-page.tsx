"use client";

import { useQuery } from "@tanstack/react-query";
import { CalendarDays, CalendarX2, Check, Phone, UserRoundSearch } from "lucide-react";
import Link from "next/link";
import { useId, useState } from "react";
import { formatCalendarDate, formatInstant, nowForDateTimeInput } from "@/client/practice-dates";
import { actionFailure, serverDetail } from "@/client/staff-api";
import { useStatusMessage } from "@/client/use-status-message";
import { formatLongDay, minutesOf, timeOf } from "@/components/staff/appointments/agenda-dates";
import { AppointmentStatusBadge } from "@/components/staff/appointments/appointment-status";
import { useConfirmBooking, useRefuseBooking } from "@/components/staff/bookings-to-confirm/bookings-to-confirm-mutations";
import { bookingsToConfirmQueries } from "@/components/staff/bookings-to-confirm/bookings-to-confirm-queries";
import { QueryState } from "@/components/staff/shell/query-state";
import { useStaffSession } from "@/components/staff/shell/staff-session";
import { Button, ButtonLink } from "@/components/ui/button";
import { Field, inputClasses } from "@/components/ui/field";
import { StatusMessage } from "@/components/ui/status-message";
import { awaitingConfirmationReasonLabels } from "@/schemas/appointment";
import { ABSENCE_WINDOW_MONTHS, type BookingToConfirm, bookingsToConfirmMessages, type confirmedBookingStatuses } from "@/schemas/bookings-to-confirm";

export const BOOKINGS_TO_CONFIRM_HREF = "/responsable/reservations-a-confirmer";

type ConfirmedStatus = (typeof confirmedBookingStatuses)[number];
type Panel = { id: number; kind: "confirm" | "refuse" } | null;

/**
 * /responsable/reservations-a-confirmer: the online bookings waiting for the front desk (decision
 * 052), soonest first. Each says who (and whether the file was created online and still needs
 * checking), when, with whom, as what, and why it waits; « Confirmer » makes it planifié or
 * confirmé, « Refuser » cancels it for the practice with a reason, which frees the slot and tells
 * the person. One card per booking, so the list reads the same on a phone and a desk.
 */
export function BookingsToConfirmPage() {
  const { timeZone } = useStaffSession();
  const query = useQuery(bookingsToConfirmQueries.list());
  const [panel, setPanel] = useState<Panel>(null);
  const status = useStatusMessage();
  const done = (message: string) => {
    setPanel(null);
    status.show(message);
  };

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">Réservations à confirmer</h1>
          <p className="mt-1 max-w-2xl text-ink-600">
            Rendez-vous pris en ligne que le cabinet n&apos;a pas pu vérifier : ils bloquent leur créneau jusqu&apos;à votre décision.
          </p>
        </div>
        <ButtonLink href="/responsable/agenda" variant="secondary" size="sm">
          <CalendarDays className="size-4" aria-hidden="true" />
          Agenda
        </ButtonLink>
      </div>
      <StatusMessage message={status.message} />
      <QueryState
        query={query}
        failedMessage={bookingsToConfirmMessages.loadFailed}
        emptyMessage={bookingsToConfirmMessages.none}
        isEmpty={(bookings) => bookings.length === 0}
        loadingMessage="Chargement des réservations..."
      >
        {(bookings) => (
          <ul aria-label="Réservations à confirmer" className="flex flex-col gap-3">
            {bookings.map((booking) => (
              <BookingCard
                key={booking.id}
                booking={booking}
                timeZone={timeZone}
                panel={panel?.id === booking.id ? panel.kind : null}
                onPanel={(kind) => setPanel(kind ? { id: booking.id, kind } : null)}
                onDone={done}
              />
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}

type BookingCardProps = {
  booking: BookingToConfirm;
  timeZone: string;
  panel: "confirm" | "refuse" | null;
  onPanel: (kind: "confirm" | "refuse" | null) => void;
  onDone: (message: string) => void;
};

/** "lundi 30 novembre 2026, 10:00–10:30": the booking's day and time on the practice's clock. */
function slotText(booking: BookingToConfirm, timeZone: string): { day: string; text: string } {
  const wallClock = nowForDateTimeInput(timeZone, new Date(booking.dateHeure));
  const day = wallClock.slice(0, 10);
  const start = minutesOf(wallClock.slice(11, 16));
  return { day, text: `${formatLongDay(day)}, ${timeOf(start)}–${timeOf(start + booking.dureeMinutes)}` };
}

/** Why it waits, in French: for repeated absences, how many. */
export function waitingReason(booking: Pick<BookingToConfirm, "motifAttente" | "absences">): string {
  if (!booking.motifAttente) return "Réservation en ligne non vérifiée";
  const label = awaitingConfirmationReasonLabels[booking.motifAttente];
  if (booking.motifAttente !== "absences_repetees" || booking.absences === null) return label;
  return `${label} : ${booking.absences} absence${booking.absences > 1 ? "s" : ""} sur les ${ABSENCE_WINDOW_MONTHS} derniers mois`;
}

function BookingCard({ booking, timeZone, panel, onPanel, onDone }: BookingCardProps) {
  const headingId = useId();
  const { day, text } = slotText(booking, timeZone);
  const patient = `${booking.patient.prenom} ${booking.patient.nom}`;
  const doctor = `Dr ${booking.medecin.prenom} ${booking.medecin.nom}`;
  return (
    <li aria-labelledby={headingId} data-booking-id={booking.id} className="rounded-xl border-2 border-dashed border-amber-700/60 bg-white p-4 shadow-card sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <p className="flex flex-wrap items-center gap-2">
            <AppointmentStatusBadge status="a_confirmer" />
            <span className="text-sm text-ink-600">{waitingReason(booking)}</span>
          </p>
          <h2 id={headingId} className="text-lg font-bold break-words text-ink-900">
            {text}
          </h2>
          <p className="text-ink-700">
            {doctor}
            {booking.typeVisite ? ` · ${booking.typeVisite.libelleFr}` : ""}
          </p>
        </div>
        <Link
          href={`/responsable/agenda?jour=${day}&medecin=${booking.medecin.id}`}
          className="inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-primary-700 hover:bg-primary-50"
          aria-label={`Voir dans l'agenda : ${text}, ${doctor}`}
        >
          <CalendarDays className="size-4" aria-hidden="true" />
          Voir dans l&apos;agenda
        </Link>
      </div>

      <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-2 text-[15px] sm:grid-cols-2">
        <div>
          <dt className="text-sm font-semibold text-ink-500">Patient</dt>
          <dd className="flex flex-col gap-0.5">
            <span className="flex flex-wrap items-center gap-2">
              <Link href={`/responsable/patients/${booking.patient.id}`} className="font-semibold break-words text-primary-700 hover:underline">
                {patient}
              </Link>
              {booking.patient.aVerifier && (
                <span className="inline-flex items-center gap-1 rounded-full border border-dashed border-amber-700 bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900">
                  <UserRoundSearch className="size-3.5" aria-hidden="true" />
                  créé en ligne — à vérifier
                </span>
              )}
            </span>
            <span className="text-sm text-ink-600">Né(e) le {formatCalendarDate(booking.patient.dateNaissance)}</span>
            <a href={`tel:${booking.patient.telephone.replace(/[^\d+]/g, "")}`} className="inline-flex w-fit items-center gap-1 text-sm text-primary-700 hover:underline">
              <Phone className="size-3.5" aria-hidden="true" />
              {booking.patient.telephone}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-ink-500">Motif</dt>
          <dd className="break-words text-ink-900">{booking.motif}</dd>
          <dd className="mt-1 text-sm text-ink-600">
            Réservé le {formatInstant(booking.creeLe, timeZone)}
            {booking.langue === "ar" ? " · en arabe" : ""}
          </dd>
        </div>
      </dl>

      {panel === null && (
        <div className="mt-4 flex flex-wrap gap-2">
          <Button size="sm" onClick={() => onPanel("confirm")} aria-label={`Confirmer la réservation de ${patient}`}>
            <Check className="size-4" aria-hidden="true" />
            Confirmer
          </Button>
          <Button size="sm" variant="danger" onClick={() => onPanel("refuse")} aria-label={`Refuser la réservation de ${patient}`}>
            <CalendarX2 className="size-4" aria-hidden="true" />
            Refuser
          </Button>
        </div>
      )}
      {panel === "confirm" && <ConfirmForm booking={booking} onBack={() => onPanel(null)} onDone={onDone} />}
      {panel === "refuse" && <RefuseForm booking={booking} onBack={() => onPanel(null)} onDone={onDone} />}
    </li>
  );
}

type FormProps = { booking: BookingToConfirm; onBack: () => void; onDone: (message: string) => void };

const confirmChoices: { value: ConfirmedStatus; label: string; hint: string }[] = [
  { value: "planifie", label: "Planifié", hint: "le rendez-vous est accepté" },
  { value: "confirme", label: "Confirmé", hint: "la personne a été jointe et confirme" },
];

/** « Confirmer »: planifié, or confirmé when the person was reached; the person gets the usual confirmation. */
function ConfirmForm({ booking, onBack, onDone }: FormProps) {
  const [choice, setChoice] = useState<ConfirmedStatus>("planifie");
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = useConfirmBooking({
    onSuccess: () => onDone(bookingsToConfirmMessages.confirmed),
    onError: (error) => setFailure([actionFailure(error, bookingsToConfirmMessages.actionFailed), serverDetail(error)].filter(Boolean).join(" ")),
  });
  return (
    <form
      method="post"
      noValidate
      className="mt-4 flex flex-col gap-3 rounded-xl border border-ink-200 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        setFailure(null);
        confirm.mutate({ id: booking.id, status: choice });
      }}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-bold">Confirmer la réservation</legend>
        <div className="flex flex-col gap-2 sm:flex-row">
          {confirmChoices.map((option) => (
            <label
              key={option.value}
              className="flex min-h-11 flex-1 cursor-pointer items-center gap-2.5 rounded-xl border border-ink-200 px-4 py-2 has-[:checked]:border-primary-500 has-[:checked]:bg-primary-50"
            >
              <input type="radio" name={`statut-${booking.id}`} value={option.value} checked={choice === option.value} onChange={() => setChoice(option.value)} className="size-4 accent-primary-700" />
              <span>
                <span className="font-semibold">{option.label}</span> <span className="text-sm text-ink-600">— {option.hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <p className="text-sm text-ink-600">La personne reçoit la confirmation habituelle si elle a accepté d&apos;être prévenue.</p>
      {failure && (
        <p role="alert" className="text-sm font-semibold text-danger-700">
          {failure}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={confirm.isPending}>
          {confirm.isPending ? "Confirmation..." : "Valider la confirmation"}
        </Button>
        <Button variant="ghost" onClick={onBack} disabled={confirm.isPending}>
          Retour
        </Button>
      </div>
    </form>
  );
}

/** « Refuser »: the reason (kept as the cancellation's), then the slot is freed and the person told. */
function RefuseForm({ booking, onBack, onDone }: FormProps) {
  const inputId = useId();
  const [motif, setMotif] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const refuse = useRefuseBooking({
    onSuccess: () => onDone(bookingsToConfirmMessages.refused),
    onError: (failed) => setFailure([actionFailure(failed, bookingsToConfirmMessages.actionFailed), serverDetail(failed)].filter(Boolean).join(" ")),
  });
  return (
    <form
      method="post"
      noValidate
      className="mt-4 flex flex-col gap-3 rounded-xl border border-danger-600/30 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        setFailure(null);
        if (!motif.trim()) return setError("Le motif du refus est obligatoire.");
        setError(null);
        refuse.mutate({ id: booking.id, motifAnnulation: motif.trim() });
      }}
    >
      <h3 className="font-bold">Refuser la réservation</h3>
      <Field label="Motif du refus" htmlFor={inputId} required error={error ?? undefined} hint="Gardé comme motif d'annulation ; la personne est prévenue par son canal habituel.">
        <input
          id={inputId}
          value={motif}
          onChange={(event) => setMotif(event.target.value)}
          required
          maxLength={500}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : `${inputId}-hint`}
          className={inputClasses}
        />
      </Field>
      {failure && (
        <p role="alert" className="text-sm font-semibold text-danger-700">
          {failure}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="danger" disabled={refuse.isPending}>
          {refuse.isPending ? "Refus..." : "Confirmer le refus"}
        </Button>
        <Button variant="ghost" onClick={onBack} disabled={refuse.isPending}>
          Retour
        </Button>
      </div>
    </form>
  );
}
