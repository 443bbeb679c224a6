import { screen, within } from "@testing-library/react";
import { beforeEach, vi } from "vitest";
import { AgendaPage } from "@/components/staff/appointments/agenda-page";
import { defaultPracticeHours } from "@/calendar/default-hours";
import { aPatientRecord } from "../../../../tests/support/staff-fixtures";
import { fakeClockInEachTest, fakeClockUser, json, mockApi, renderInSession } from "../../../../tests/support/staff-harness";
import { visit } from "../../../../tests/support/next-navigation";

vi.mock("next/navigation", () => import("../../../../tests/support/next-navigation"));

// Monday 23 November 2026, 09:00 in Rabat (UTC+1).
fakeClockInEachTest(new Date("2026-11-23T08:00:00Z"));

const doctors = [
  { id: 7, nom: "Bennani", prenom: "Omar" },
  { id: 8, nom: "Alaoui", prenom: "Yassine" },
];
const patient = aPatientRecord();

function serve(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    "GET /api/appointments": () => json([]),
    "GET /api/front-desk/doctors": () => json(doctors),
    "GET /api/practice/hours": () => json(defaultPracticeHours({ fromYear: 2026 })),
    ...extra,
  });
}

/** "Réserver avec un médecin" on a patient's file leads to /responsable/agenda?reserver={id} (issue 32, decision 040). */
describe("AgendaPage ?reserver={patient id}", () => {
  beforeEach(() => visit("/responsable/agenda?reserver=12"));

  it("opens the booking dialog with that patient chosen, among doctors only, and forgets the link once closed", async () => {
    const { calls } = serve({ "GET /api/patients/12": () => json(patient) });
    renderInSession(<AgendaPage />, { roles: ["ASSISTANT"], userId: 20, userNom: "Tazi" });
    const dialog = await screen.findByRole("dialog", { name: "Nouveau rendez-vous" });
    expect(within(dialog).getByText(/dossier n° 12/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Date et heure/)).toHaveValue("2026-11-23T09:00");
    // The assistant is not a doctor: the first doctor is proposed.
    expect(within(dialog).getByLabelText(/^Médecin/)).toHaveValue("7");
    expect(calls.some((call) => call.path === "/api/patients/12")).toBe(true);

    await fakeClockUser().click(within(dialog).getByRole("button", { name: "Fermer" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(window.location.search).not.toContain("reserver");
  });

  it("says so when the patient cannot be read, with 'Réessayer'", async () => {
    serve({ "GET /api/patients/12": () => json({ message: "Erreur" }, 500) });
    renderInSession(<AgendaPage />);
    const failure = await screen.findByText("Impossible d'ouvrir la réservation pour ce patient.");
    expect(within(failure.closest("[role=alert]") as HTMLElement).getByRole("button", { name: "Réessayer" })).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
