import { screen, within } from "@testing-library/react";
import { vi } from "vitest";
import { AgendaGrid } from "@/components/staff/appointments/agenda-grid";
import { agendaItems } from "@/components/staff/appointments/agenda-layout";
import { AgendaList } from "@/components/staff/appointments/agenda-list";
import { AgendaPrintList } from "@/components/staff/appointments/agenda-print-list";
import { appointmentActionLabel } from "@/components/staff/appointments/appointment-status";
import { defaultPracticeHours } from "@/calendar/default-hours";
import type { AgendaHold } from "@/schemas/agenda";
import { anAgendaWeek } from "../../../../tests/support/agenda-fixtures";
import { anAgendaAppointment } from "../../../../tests/support/staff-fixtures";
import { fakeClockUser, renderInSession } from "../../../../tests/support/staff-harness";

/**
 * Online booking in the agenda (decision 052): a booking waiting for the front desk is drawn
 * dashed with « À confirmer » in words, an online appointment carries « en ligne », and a
 * visitor's live hold is a light « Réservation en cours » block that staff may still book over.
 */

const DAY = "2026-11-23";
const hours = defaultPracticeHours({ fromYear: 2026 });
const now = { day: "2026-11-22", minutes: 9 * 60 };
const doctor = { id: 7, nom: "Bennani", prenom: "Omar" };
const waiting = anAgendaAppointment({
  id: 1,
  dateHeure: "2026-11-23T09:00:00.000Z",
  motif: "Première consultation",
  status: "a_confirmer",
  transitions: ["planifie", "confirme", "annule"],
});
const online = anAgendaAppointment({
  id: 2,
  dateHeure: "2026-11-23T13:00:00.000Z",
  motif: "Contrôle",
  status: "planifie",
  patient: { id: 13, nom: "Tazi", prenom: "Hind", telephone: "0600000000" },
});
// A visitor holds 15:00–15:30 (14:00 UTC).
const hold: AgendaHold = { medecinId: 7, debut: "2026-11-23T14:00:00.000Z", fin: "2026-11-23T14:30:00.000Z", expireA: "2026-11-23T08:10:00.000Z" };

function items() {
  const week = anAgendaWeek([waiting, online], [], [hold]);
  week.rendezVous[1]!.enLigne = true;
  return { items: agendaItems(week), holds: week.reservationsEnCours };
}

describe("The agenda and online bookings", () => {
  it("draws a booking to confirm dashed, with « À confirmer » in words, and names an online one", () => {
    const { items: appointments, holds } = items();
    renderInSession(
      <AgendaGrid
        columns={[{ key: "c", day: DAY, medecinId: 7, title: "Dr Omar Bennani", doctorName: "Dr Omar Bennani" }]}
        appointments={appointments}
        holds={holds}
        hours={hours}
        timeZone="Africa/Casablanca"
        now={now}
        showDoctor={false}
        onOpen={vi.fn()}
        onBook={vi.fn()}
      />,
    );
    const block = screen.getByRole("button", { name: "10:00–10:30, Salma Benaïssa, Première consultation, à confirmer, Dr Omar Bennani" });
    expect(block).toHaveClass("border-dashed");
    expect(within(block).getByText("À confirmer")).toBeInTheDocument();
    const other = screen.getByRole("button", { name: "14:00–14:30, Hind Tazi, Contrôle, planifié, réservé en ligne, Dr Omar Bennani" });
    expect(other).not.toHaveClass("border-dashed");
    expect(within(other).getByText("en ligne")).toBeInTheDocument();
  });

  it("shows a visitor's hold without anyone's name, under a half hour that still books", async () => {
    const { items: appointments, holds } = items();
    const onBook = vi.fn();
    const { container } = renderInSession(
      <AgendaGrid
        columns={[{ key: "c", day: DAY, medecinId: 7, title: "Dr Omar Bennani", doctorName: "Dr Omar Bennani" }]}
        appointments={appointments}
        holds={holds}
        hours={hours}
        timeZone="Africa/Casablanca"
        now={now}
        showDoctor={false}
        onOpen={vi.fn()}
        onBook={onBook}
      />,
    );
    const block = container.querySelector("[data-hold]");
    expect(block).toHaveTextContent("15:00 Réservation en cours");
    expect(block).toHaveClass("pointer-events-none");
    await fakeClockUser().click(screen.getByRole("button", { name: "Réserver le Lundi 23 novembre 2026 à 15:00 (Dr Omar Bennani), réservation en ligne en cours" }));
    expect(onBook).toHaveBeenCalledWith({ wallClock: `${DAY}T15:00`, medecinId: 7 });
    // The next half hour is not held.
    expect(screen.getByRole("button", { name: "Réserver le Lundi 23 novembre 2026 à 15:30 (Dr Omar Bennani)" })).toBeInTheDocument();
  });

  it("lists them the same way on a phone, and prints the words", () => {
    const { items: appointments, holds } = items();
    renderInSession(
      <>
        <AgendaList
          days={[DAY]}
          appointments={appointments}
          holds={holds}
          hours={hours}
          timeZone="Africa/Casablanca"
          now={now}
          medecinId={null}
          doctors={[doctor]}
          onOpen={vi.fn()}
          onBook={vi.fn()}
          onAssigned={vi.fn()}
        />
        <AgendaPrintList days={[DAY]} appointments={appointments} timeZone="Africa/Casablanca" doctor={undefined} />
      </>,
    );
    expect(screen.getByRole("list", { name: `Réservations en ligne en cours le Lundi 23 novembre 2026` })).toHaveTextContent("15:00–15:30 Réservation en cours · Dr Omar Bennani");
    expect(screen.getByRole("button", { name: "Gérer : 10:00–10:30, Salma Benaïssa, à confirmer, Dr Omar Bennani" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Gérer : 14:00–14:30, Hind Tazi, planifié, réservé en ligne, Dr Omar Bennani" })).toBeInTheDocument();
    const printed = screen.getByRole("region", { name: "Liste à imprimer" });
    expect(within(printed).getByText("à confirmer")).toBeInTheDocument();
    expect(within(printed).getByText("planifié (en ligne)")).toBeInTheDocument();
  });

  it("names the front desk's steps of a booking to confirm as such", () => {
    expect(appointmentActionLabel("a_confirmer", "planifie")).toBe("Accepter la réservation");
    expect(appointmentActionLabel("a_confirmer", "confirme")).toBe("Confirmer la réservation");
    expect(appointmentActionLabel("a_confirmer", "annule")).toBe("Refuser la réservation");
    expect(appointmentActionLabel("confirme", "planifie")).toBe("Retirer la confirmation");
  });
});
