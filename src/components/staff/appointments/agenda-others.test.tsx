import { screen, within } from "@testing-library/react";
import { beforeEach, vi } from "vitest";
import { AgendaPage } from "@/components/staff/appointments/agenda-page";
import { defaultPracticeHours } from "@/calendar/default-hours";
import { anAgendaWeek } from "../../../../tests/support/agenda-fixtures";
import { anAgendaAppointment } from "../../../../tests/support/staff-fixtures";
import { fakeClockInEachTest, fakeClockUser, json, mockApi, renderInSession } from "../../../../tests/support/staff-harness";
import { visit } from "../../../../tests/support/next-navigation";

vi.mock("next/navigation", () => import("../../../../tests/support/next-navigation"));
beforeEach(() => visit("/responsable/agenda"));

// Monday 23 November 2026, 09:00 in Rabat (UTC+1).
fakeClockInEachTest(new Date("2026-11-23T08:00:00Z"));

const doctors = [
  { id: 7, nom: "Bennani", prenom: "Omar" },
  { id: 8, nom: "Alaoui", prenom: "Yassine" },
];
const assistant = { userId: 3, userNom: "Berrada", roles: ["ASSISTANT"] };
const withOmar = anAgendaAppointment({ id: 1, dateHeure: "2026-11-23T09:00:00.000Z", motif: "Genou" });
// Booked by the assistant Amina Berrada from the patient's file (the spec's form records the logged-in person).
const underAssistant = anAgendaAppointment({
  id: 5,
  dateHeure: "2026-11-23T10:30:00.000Z",
  motif: "Cheville",
  medecin: { id: 3, nom: "Berrada", prenom: "Amina" },
  patient: { id: 13, nom: "Tazi", prenom: "Hind", telephone: "0600000000" },
});
const withYassine = anAgendaAppointment({ id: 6, dateHeure: "2026-11-23T10:30:00.000Z", medecin: doctors[1]!, patient: { id: 14, nom: "Lahlou", prenom: "Nadia", telephone: "0655667788" } });

function serve(patch: Parameters<typeof mockApi>[0][string] = () => json({ ...underAssistant, medecin: doctors[1] })) {
  return mockApi({
    "GET /api/appointments/agenda": () => json(anAgendaWeek([withOmar, underAssistant], [3])),
    "PATCH /api/appointments/5": patch,
    "GET /api/front-desk/doctors": () => json(doctors),
    "GET /api/practice/hours": () => json(defaultPracticeHours({ fromYear: 2026 })),
  });
}

describe("The agenda's « Autres »", () => {
  it("puts the appointments held by an account that is not a doctor in one « Autres » column, where nothing is booked", async () => {
    serve();
    renderInSession(<AgendaPage />, assistant);
    expect(await screen.findByRole("button", { name: "11:30–12:00, Hind Tazi, Cheville, planifié, enregistré sous Amina Berrada, sans médecin" })).toBeInTheDocument();
    const grid = screen.getByRole("region", { name: "Grille de l'agenda" });
    expect(within(grid).getByText("Autres", { selector: "p" })).toBeInTheDocument();
    // No column of its own for the assistant, and she is no doctor to choose.
    expect(within(grid).queryByText(/Amina Berrada/, { selector: "p" })).not.toBeInTheDocument();
    expect(within(screen.getByLabelText("Médecin")).queryByRole("option", { name: /Berrada/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Réserver le Lundi 23 novembre 2026 à 11:30 \(Autres/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: /^Réserver le Lundi 23 novembre 2026 à 11:30/ })).toHaveLength(2);
  });

  it("gives one a doctor: the overlap is shown first, and « Attribuer quand même » forces it", async () => {
    let attempts = 0;
    const { calls } = serve(() =>
      ++attempts === 1 ? json({ message: "Ce médecin a déjà un rendez-vous sur ce créneau.", conflits: [withYassine] }, 409) : json({ ...underAssistant, medecin: doctors[1] }),
    );
    renderInSession(<AgendaPage />, assistant);
    const user = fakeClockUser();
    const panel = await screen.findByRole("region", { name: "Autres : rendez-vous sans médecin (1)" });
    expect(within(panel).getByText("Enregistré sous Amina Berrada")).toBeInTheDocument();
    await user.selectOptions(within(panel).getByLabelText("Attribuer à"), "Dr Yassine Alaoui");
    await user.click(within(panel).getByRole("button", { name: "Attribuer le rendez-vous de Hind Tazi" }));
    const conflict = await within(panel).findByRole("alert");
    expect(within(conflict).getByText(/Nadia Lahlou/)).toBeInTheDocument();
    await user.click(within(conflict).getByRole("button", { name: "Attribuer quand même" }));
    expect(await screen.findByText("Rendez-vous attribué au Dr Yassine Alaoui.")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "PATCH").map((call) => call.body)).toEqual([{ medecin: { id: 8 } }, { medecin: { id: 8 }, forcer: true }]);
  });

  it("asks for a doctor first, and says why the server refused", async () => {
    serve(() => json({ message: "Données invalides.", errors: { medecin: "Ce compte n'est pas un médecin." } }, 400));
    renderInSession(<AgendaPage />, assistant);
    const user = fakeClockUser();
    const panel = await screen.findByRole("region", { name: /^Autres : rendez-vous sans médecin/ });
    await user.click(within(panel).getByRole("button", { name: "Attribuer le rendez-vous de Hind Tazi" }));
    expect(within(panel).getByRole("alert")).toHaveTextContent("Choisissez un médecin.");
    await user.selectOptions(within(panel).getByLabelText("Attribuer à"), "Dr Omar Bennani");
    await user.click(within(panel).getByRole("button", { name: "Attribuer le rendez-vous de Hind Tazi" }));
    expect(await within(panel).findByRole("alert")).toHaveTextContent("Erreur lors de l'attribution du rendez-vous. Ce compte n'est pas un médecin.");
  });

  it("in the list, says under whose name it is recorded and gives it a doctor there", async () => {
    visit("/responsable/agenda?affichage=liste");
    const { calls } = serve();
    renderInSession(<AgendaPage />, assistant);
    const list = await screen.findByRole("list", { name: "Rendez-vous du Lundi 23 novembre 2026" });
    const item = within(list).getAllByRole("listitem")[1]!;
    expect(item).toHaveTextContent("Autres · enregistré sous Amina Berrada");
    await fakeClockUser().selectOptions(within(item).getByLabelText("Attribuer à"), "Dr Yassine Alaoui");
    await fakeClockUser().click(within(item).getByRole("button", { name: "Attribuer le rendez-vous de Hind Tazi" }));
    expect(await screen.findByText("Rendez-vous attribué au Dr Yassine Alaoui.")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "PATCH")).toMatchObject({ path: "/api/appointments/5", body: { medecin: { id: 8 } } });
  });
});
