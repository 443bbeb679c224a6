import { screen, within } from "@testing-library/react";
import { beforeEach, vi } from "vitest";
import { AgendaPage } from "@/components/staff/appointments/agenda-page";
import { defaultPracticeHours } from "@/calendar/default-hours";
import { anAgendaWeek } from "../../../../tests/support/agenda-fixtures";
import { anAgendaAppointment } from "../../../../tests/support/staff-fixtures";
import { fakeClockInEachTest, fakeClockUser, flakyRoute, json, mockApi, renderInSession } from "../../../../tests/support/staff-harness";
import { visit } from "../../../../tests/support/next-navigation";

vi.mock("next/navigation", () => import("../../../../tests/support/next-navigation"));
beforeEach(() => visit("/responsable/agenda"));

// Monday 23 November 2026, 09:00 in Rabat (UTC+1).
fakeClockInEachTest(new Date("2026-11-23T08:00:00Z"));

const doctors = [
  { id: 7, nom: "Bennani", prenom: "Omar" },
  { id: 8, nom: "Alaoui", prenom: "Yassine" },
];
const at10 = anAgendaAppointment({ id: 1, dateHeure: "2026-11-23T09:00:00.000Z", motif: "Genou" });
const cancelled = anAgendaAppointment({
  id: 2,
  dateHeure: "2026-11-23T10:00:00.000Z",
  status: "annule",
  motifAnnulation: "Empêchement",
  annulePar: "patient",
  patient: { id: 13, nom: "Tazi", prenom: "Hind", telephone: "0600000000" },
});

/** The front desk: an assistant, who sees every doctor's agenda. */
const assistant = { userId: 3, userNom: "Tazi", roles: ["ASSISTANT"] };

function serve(agenda: Parameters<typeof mockApi>[0][string] = () => json(anAgendaWeek([at10, cancelled]))) {
  return mockApi({
    "GET /api/appointments/agenda": agenda,
    "GET /api/appointments/1": () => json({ ...at10, observation: "Contrôle à 6 semaines" }),
    "GET /api/front-desk/doctors": () => json(doctors),
    "GET /api/practice/hours": () => json(defaultPracticeHours({ fromYear: 2026 })),
  });
}

describe("AgendaPage", () => {
  it("shows today's appointments of every doctor, by time, with their status in words, and asks for the day", async () => {
    const { calls } = serve();
    renderInSession(<AgendaPage />, assistant);
    expect(await screen.findByRole("button", { name: "10:00–10:30, Salma Benaïssa, Genou, planifié, Dr Omar Bennani" })).toBeInTheDocument();
    expect(screen.getByText("Lundi 23 novembre 2026 · tous les médecins")).toBeInTheDocument();
    // A column per doctor.
    expect(screen.getByText("Dr Omar Bennani", { selector: "p" })).toBeInTheDocument();
    expect(screen.getByText("Dr Yassine Alaoui", { selector: "p" })).toBeInTheDocument();
    expect(calls.find((call) => call.path.startsWith("/api/appointments"))?.path).toBe("/api/appointments/agenda?du=2026-11-23&au=2026-11-23");
    // A cancelled appointment leaves the day's view, unless asked for.
    expect(screen.queryByRole("button", { name: /Hind Tazi/ })).not.toBeInTheDocument();
    await fakeClockUser().click(screen.getByRole("checkbox", { name: "Afficher les annulés" }));
    expect(screen.getByRole("button", { name: /Hind Tazi, .*, annulé/ })).toBeInTheDocument();
  });

  it("goes to the next day and to a week, one doctor at a time", async () => {
    const { calls } = serve(() => json(anAgendaWeek([])));
    renderInSession(<AgendaPage />, assistant);
    const user = fakeClockUser();
    await screen.findByText(/Lundi 23 novembre 2026 ·/);
    await user.click(screen.getByRole("button", { name: "Jour suivant" }));
    expect(await screen.findByText(/Mardi 24 novembre 2026 ·/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Semaine" }));
    await user.selectOptions(screen.getByLabelText("Médecin"), "Dr Yassine Alaoui");
    expect(await screen.findByText("Semaine du 23 au 29 novembre 2026 · Dr Yassine Alaoui")).toBeInTheDocument();
    expect(calls.at(-1)?.path).toBe("/api/appointments/agenda?du=2026-11-23&au=2026-11-29&medecinId=8");
    expect(screen.getByText("Aucun rendez-vous cette semaine.")).toBeInTheDocument();
  });

  it("offers every free half hour to book, saying when it is outside the opening hours", async () => {
    serve(() => json(anAgendaWeek([])));
    renderInSession(<AgendaPage />, assistant);
    expect(await screen.findByRole("button", { name: "Réserver le Lundi 23 novembre 2026 à 10:00 (Dr Omar Bennani)" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Réserver le Lundi 23 novembre 2026 à 18:30 (Dr Omar Bennani), hors des heures d'ouverture" })).toBeInTheDocument();
    await fakeClockUser().click(screen.getByRole("button", { name: "Réserver le Lundi 23 novembre 2026 à 10:00 (Dr Omar Bennani)" }));
    const dialog = screen.getByRole("dialog", { name: "Nouveau rendez-vous" });
    expect(within(dialog).getByRole("searchbox", { name: "Nom ou téléphone du patient" })).toBeInTheDocument();
  });

  it("tells a failed load apart from an empty day, and 'Réessayer' reads the agenda again", async () => {
    const agenda = flakyRoute(anAgendaWeek([at10]));
    serve(agenda.route);
    renderInSession(<AgendaPage />, assistant);
    const failure = await screen.findByRole("alert");
    expect(failure).toHaveTextContent("Impossible de récupérer l'agenda.");
    expect(screen.queryByText("Aucun rendez-vous ce jour-là.")).not.toBeInTheDocument();
    agenda.recover();
    await fakeClockUser().click(within(failure).getByRole("button", { name: "Réessayer" }));
    expect(await screen.findByRole("button", { name: /^10:00–10:30, Salma Benaïssa/ })).toBeInTheDocument();
  });

  it("says when the day is empty", async () => {
    serve(() => json(anAgendaWeek([])));
    renderInSession(<AgendaPage />, assistant);
    expect(await screen.findByText("Aucun rendez-vous ce jour-là.")).toBeInTheDocument();
  });

  it("opens a doctor's agenda on their own column, and every doctor's on request", async () => {
    const { calls } = serve(() => json(anAgendaWeek([at10])));
    renderInSession(<AgendaPage />);
    expect(await screen.findByText("Lundi 23 novembre 2026 · Dr Omar Bennani")).toBeInTheDocument();
    expect(calls.find((call) => call.path.startsWith("/api/appointments"))?.path).toBe("/api/appointments/agenda?du=2026-11-23&au=2026-11-23&medecinId=7");
    expect(screen.queryByText("Dr Yassine Alaoui", { selector: "p" })).not.toBeInTheDocument();
    await fakeClockUser().selectOptions(screen.getByLabelText("Médecin"), "Tous les médecins");
    expect(await screen.findByText("Lundi 23 novembre 2026 · tous les médecins")).toBeInTheDocument();
    expect(window.location.search).toBe("?medecin=tous");
    expect(calls.at(-1)?.path).toBe("/api/appointments/agenda?du=2026-11-23&au=2026-11-23");
    expect(screen.getByText("Dr Yassine Alaoui", { selector: "p" })).toBeInTheDocument();
  });

  it("reads an appointment in full when it is opened: its observation and next steps", async () => {
    const { calls } = serve();
    renderInSession(<AgendaPage />, assistant);
    await fakeClockUser().click(await screen.findByRole("button", { name: /^10:00–10:30, Salma Benaïssa/ }));
    // « Chargement du rendez-vous... » first, in a dialog of the same name, then the appointment.
    expect(await screen.findByText("Contrôle à 6 semaines")).toBeInTheDocument();
    const dialog = screen.getByRole("dialog", { name: "Rendez-vous de Salma Benaïssa" });
    expect(within(dialog).getByText("Contrôle à 6 semaines")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Confirmer" })).toBeInTheDocument();
    expect(calls.some((call) => call.path === "/api/appointments/1")).toBe(true);
  });

  it("draws visitors' live holds, not one already lapsed, and links to the bookings to confirm with their count", async () => {
    const live = { medecinId: 7, debut: "2026-11-23T10:00:00.000Z", fin: "2026-11-23T10:30:00.000Z", expireA: "2026-11-23T08:09:00.000Z" };
    const lapsed = { medecinId: 8, debut: "2026-11-23T10:00:00.000Z", fin: "2026-11-23T10:30:00.000Z", expireA: "2026-11-23T07:59:00.000Z" };
    mockApi({
      "GET /api/appointments/agenda": () => json(anAgendaWeek([], [], [live, lapsed])),
      "GET /api/front-desk/doctors": () => json(doctors),
      "GET /api/practice/hours": () => json(defaultPracticeHours({ fromYear: 2026 })),
      "GET /api/front-desk/counts": () => json({ newRequests: 0, unreadMessages: 0, reservationsAConfirmer: 3 }),
    });
    renderInSession(<AgendaPage />, assistant);
    expect(await screen.findByRole("button", { name: "Réserver le Lundi 23 novembre 2026 à 11:00 (Dr Omar Bennani), réservation en ligne en cours" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Réserver le Lundi 23 novembre 2026 à 11:00 (Dr Yassine Alaoui)" })).toBeInTheDocument();
    expect(screen.getAllByText("Réservation en cours")).toHaveLength(1);
    expect(await screen.findByRole("link", { name: "À confirmer (3)" })).toHaveAttribute("href", "/responsable/reservations-a-confirmer");
  });
});
