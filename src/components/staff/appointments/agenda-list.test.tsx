import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { AgendaPage } from "@/components/staff/appointments/agenda-page";
import { defaultPracticeHours } from "@/calendar/default-hours";
import { anAgendaWeek } from "../../../../tests/support/agenda-fixtures";
import { anAgendaAppointment } from "../../../../tests/support/staff-fixtures";
import { fakeClockInEachTest, fakeClockUser, json, mockApi, renderInSession } from "../../../../tests/support/staff-harness";
import { visit } from "../../../../tests/support/next-navigation";

vi.mock("next/navigation", () => import("../../../../tests/support/next-navigation"));

// Monday 23 November 2026, 09:00 in Rabat (UTC+1).
fakeClockInEachTest(new Date("2026-11-23T08:00:00Z"));

const doctors = [
  { id: 7, nom: "Bennani", prenom: "Omar" },
  { id: 8, nom: "Alaoui", prenom: "Yassine" },
  { id: 9, nom: "Fassi", prenom: "Leila" },
];
const assistant = { userId: 3, userNom: "Tazi", roles: ["ASSISTANT"] };
// Three doctors busy at 10:00 at once: the grid's third column is off a phone's screen.
const salma = anAgendaAppointment({ id: 1, dateHeure: "2026-11-23T09:00:00.000Z", motif: "Genou" });
const karim = anAgendaAppointment({
  id: 2,
  dateHeure: "2026-11-23T09:00:00.000Z",
  motif: "Épaule",
  status: "confirme",
  medecin: doctors[1]!,
  patient: { id: 13, nom: "Chraibi", prenom: "Karim", telephone: "06 11 22 33 44" },
});
const nadia = anAgendaAppointment({
  id: 3,
  dateHeure: "2026-11-23T08:30:00.000Z",
  motif: "Lombalgie",
  medecin: doctors[2]!,
  patient: { id: 14, nom: "Lahlou", prenom: "Nadia", telephone: "0655667788" },
});
const tuesday = anAgendaAppointment({ id: 4, dateHeure: "2026-11-24T14:00:00.000Z", dureeMinutes: 20, motif: "Plâtre", medecin: doctors[2]! });

function serve(appointments = [salma, karim, nadia]) {
  return mockApi({
    "GET /api/appointments/agenda": () => json(anAgendaWeek(appointments)),
    "GET /api/appointments/2": () => json(karim),
    "GET /api/front-desk/doctors": () => json(doctors),
    "GET /api/practice/hours": () => json(defaultPracticeHours({ fromYear: 2026 })),
  });
}

const items = (list: HTMLElement) => within(list).getAllByRole("listitem").map((item) => item.textContent);

describe("The agenda as a list", () => {
  beforeEach(() => visit("/responsable/agenda?affichage=liste"));

  it("lists the day of every doctor by time — time, patient, status, motif and doctor — and « Gérer » opens one", async () => {
    serve();
    renderInSession(<AgendaPage />, assistant);
    const list = await screen.findByRole("list", { name: "Rendez-vous du Lundi 23 novembre 2026" });
    expect(screen.queryByRole("region", { name: "Grille de l'agenda" })).not.toBeInTheDocument();
    expect(items(list)).toEqual([
      expect.stringMatching(/^09:30–10:00planifiéNadia LahlouLombalgieDr Leila Fassi/),
      expect.stringMatching(/^10:00–10:30confirméKarim ChraibiÉpauleDr Yassine Alaoui/),
      expect.stringMatching(/^10:00–10:30planifiéSalma BenaïssaGenouDr Omar Bennani/),
    ]);
    expect(within(list).getByRole("link", { name: "Appeler Karim Chraibi" })).toHaveAttribute("href", "tel:0611223344");
    await fakeClockUser().click(within(list).getByRole("button", { name: "Gérer : 10:00–10:30, Karim Chraibi, confirmé, Dr Yassine Alaoui" }));
    const arrived = await screen.findByRole("button", { name: "Arrivé" });
    expect(screen.getByRole("dialog", { name: "Rendez-vous de Karim Chraibi" })).toContainElement(arrived);
  });

  it("says what a patient did from their personal link (decision 050), in the row and in « Gérer »'s name", async () => {
    const moved = anAgendaAppointment({ id: 6, dateHeure: "2026-11-23T13:00:00.000Z", motif: "Genou" });
    const week = anAgendaWeek([moved, karim]);
    week.rendezVous[0]!.actionPatient = "deplace";
    // A patient's cancellation the front desk since reinstated and confirmed says nothing any more.
    week.rendezVous[1]!.actionPatient = "annule";
    mockApi({
      "GET /api/appointments/agenda": () => json(week),
      "GET /api/front-desk/doctors": () => json(doctors),
      "GET /api/practice/hours": () => json(defaultPracticeHours({ fromYear: 2026 })),
    });
    renderInSession(<AgendaPage />, assistant);
    const list = await screen.findByRole("list", { name: "Rendez-vous du Lundi 23 novembre 2026" });
    expect(items(list)).toEqual([
      expect.stringMatching(/^10:00–10:30confirméKarim Chraibi/),
      expect.stringMatching(/^14:00–14:30planifiéDéplacé par le patient \(lien\)Salma Benaïssa/),
    ]);
    expect(within(list).getByRole("button", { name: "Gérer : 14:00–14:30, Salma Benaïssa, planifié, Déplacé par le patient (lien), Dr Omar Bennani" })).toBeInTheDocument();
  });

  it("shows every day of the week, closed days said, and books a day from its « Réserver »", async () => {
    visit("/responsable/agenda?vue=semaine&affichage=liste");
    serve([salma, tuesday]);
    renderInSession(<AgendaPage />, assistant);
    await screen.findByRole("list", { name: "Rendez-vous du Lundi 23 novembre 2026" });
    const headings = within(screen.getByRole("region", { name: "Liste de l'agenda" }))
      .getAllByRole("heading", { level: 2 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual([
      "Lundi 23 novembre 2026",
      "Mardi 24 novembre 2026",
      "Mercredi 25 novembre 2026",
      "Jeudi 26 novembre 2026",
      "Vendredi 27 novembre 2026",
      "Samedi 28 novembre 2026",
      "Dimanche 29 novembre 2026",
    ]);
    expect(items(screen.getByRole("list", { name: "Rendez-vous du Mardi 24 novembre 2026" }))).toEqual([expect.stringMatching(/^15:00–15:20planifiéSalma BenaïssaPlâtreDr Leila Fassi/)]);
    const sunday = screen.getByRole("region", { name: "Dimanche 29 novembre 2026" });
    expect(within(sunday).getByText("Fermé")).toBeInTheDocument();
    expect(within(sunday).getByText("Aucun rendez-vous.")).toBeInTheDocument();
    await fakeClockUser().click(screen.getByRole("button", { name: "Réserver le Mercredi 25 novembre 2026" }));
    const dialog = screen.getByRole("dialog", { name: "Nouveau rendez-vous" });
    expect(within(dialog).getByRole("searchbox", { name: "Nom ou téléphone du patient" })).toBeInTheDocument();
  });

  it("switches between grid and list, keeping the choice in the address and no patient's name", async () => {
    serve();
    renderInSession(<AgendaPage />, assistant);
    const user = fakeClockUser();
    await screen.findByRole("list", { name: "Rendez-vous du Lundi 23 novembre 2026" });
    await user.click(screen.getByRole("button", { name: "Grille" }));
    expect(await screen.findByRole("region", { name: "Grille de l'agenda" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Grille" })).toHaveAttribute("aria-pressed", "true");
    expect(window.location.search).toBe("");
    await user.click(screen.getByRole("button", { name: "Liste" }));
    expect(await screen.findByRole("region", { name: "Liste de l'agenda" })).toBeInTheDocument();
    expect(window.location.search).toBe("?affichage=liste");
  });
});

describe("The agenda on a phone", () => {
  // jsdom measures nothing (every width is 0): the page's width is given here.
  const clientWidth = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "clientWidth");
  beforeEach(() => {
    visit("/responsable/agenda");
    // A 390 px phone: the page's content is 358 px wide, where three doctors' columns need 512.
    vi.stubGlobal("ResizeObserver", class { observe() {} disconnect() {} });
    Object.defineProperty(HTMLElement.prototype, "clientWidth", { configurable: true, get: () => 358 });
  });
  afterEach(() => {
    if (clientWidth) Object.defineProperty(HTMLElement.prototype, "clientWidth", clientWidth);
    else Reflect.deleteProperty(HTMLElement.prototype, "clientWidth");
  });

  it("shows the list where the grid does not fit, and the grid on request", async () => {
    serve();
    renderInSession(<AgendaPage />, assistant);
    const list = await screen.findByRole("list", { name: "Rendez-vous du Lundi 23 novembre 2026" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(3);
    expect(screen.getByRole("button", { name: "Liste" })).toHaveAttribute("aria-pressed", "true");
    await fakeClockUser().click(screen.getByRole("button", { name: "Grille" }));
    expect(await screen.findByRole("region", { name: "Grille de l'agenda" })).toBeInTheDocument();
    expect(window.location.search).toBe("?affichage=grille");
  });
});
