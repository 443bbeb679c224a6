import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { RequestTriage } from "@/components/staff/appointment-requests/request-triage";
import { AgendaPage } from "@/components/staff/appointments/agenda-page";
import { AuditTrailPage } from "@/components/staff/audit/audit-trail-page";
import { MessagesInbox } from "@/components/staff/contact-messages/messages-inbox";
import { RightsRegisterPage } from "@/components/staff/data-protection/rights-register-page";
import { NotificationsPage } from "@/components/staff/notifications/notifications-page";
import { PatientDirectory } from "@/components/staff/patients/patient-directory";
import { defaultPracticeHours } from "@/calendar/default-hours";
import { currentUrl, visit } from "../../../tests/support/next-navigation";
import { aPatientRecord, aTriagedRequest } from "../../../tests/support/staff-fixtures";
import { fakeClockInEachTest, json, mockApi, renderInSession } from "../../../tests/support/staff-harness";

/** Decision 039: a list's filters and page are in the address — a link or a reload shows the same list — but never a person's text. */

vi.mock("next/navigation", () => import("../../../tests/support/next-navigation"));

const admin = { isAdmin: true, roles: ["ADMIN"] };
const lastCall = (calls: { path: string }[], path: string) => calls.filter((call) => call.path.startsWith(`${path}?`)).at(-1)?.path;

describe("the patients' list", () => {
  beforeEach(() => visit("/responsable/patients"));
  const page = { items: [aPatientRecord({ id: 12 })], total: 120 };

  it("writes the order, the archived files and the page, and never the text searched", async () => {
    const { calls } = mockApi({ "GET /api/patients/list": () => json(page) });
    renderInSession(<PatientDirectory />);
    const user = userEvent.setup();
    await screen.findByRole("table", { name: "Liste des patients" });

    await user.selectOptions(screen.getByLabelText("Trier par"), "nom");
    await user.click(screen.getByRole("checkbox", { name: "Inclure les dossiers archivés" }));
    await user.click(screen.getByRole("button", { name: "Suivant" }));
    expect(currentUrl()).toBe("/responsable/patients?tri=nom&archives=1&page=2");
    await waitFor(() => expect(lastCall(calls, "/api/patients/list")).toBe("/api/patients/list?tri=nom&archives=1&offset=50&limit=50"));

    await user.type(screen.getByLabelText("Rechercher"), "Benaïssa 0612345678 29/02/1984");
    await user.click(screen.getByRole("button", { name: "Rechercher" }));
    await waitFor(() => expect(lastCall(calls, "/api/patients/list")).toContain("q=Bena"));
    // The search went to the server (in the call's query, as the spec's API takes it), not into the page's address; the page went back to the first.
    expect(currentUrl()).toBe("/responsable/patients?tri=nom&archives=1");
    expect(decodeURIComponent(window.location.href)).not.toMatch(/Bena|0612|1984/);
  }, 15_000);

  it("shows the list an address names, as after a reload", async () => {
    visit("/responsable/patients?tri=nom&archives=1&page=3");
    const { calls } = mockApi({ "GET /api/patients/list": () => json(page) });
    renderInSession(<PatientDirectory />);
    await screen.findByRole("table", { name: "Liste des patients" });
    expect(calls[0]?.path).toBe("/api/patients/list?tri=nom&archives=1&offset=100&limit=50");
    expect(screen.getByLabelText("Trier par")).toHaveValue("nom");
    expect(screen.getByRole("checkbox", { name: "Inclure les dossiers archivés" })).toBeChecked();
  });

  it("ignores what it does not know in an address typed by hand", async () => {
    visit("/responsable/patients?tri=age&page=-2&q=Benaissa");
    const { calls } = mockApi({ "GET /api/patients/list": () => json(page) });
    renderInSession(<PatientDirectory />);
    await screen.findByRole("table", { name: "Liste des patients" });
    expect(calls[0]?.path).toBe("/api/patients/list?tri=recent&offset=0&limit=50");
    expect(screen.getByLabelText("Rechercher")).toHaveValue("");
  });
});

describe("the requests' triage", () => {
  beforeEach(() => visit("/responsable/demandes"));

  it("writes the status shown, restores it, and keeps a name or phone searched out of the address", async () => {
    visit("/responsable/demandes?statut=refusee&page=3");
    const { calls } = mockApi({ "GET /api/front-desk/requests": () => json({ items: [aTriagedRequest()], total: 140 }) });
    renderInSession(<RequestTriage />);
    const user = userEvent.setup();
    await screen.findByRole("table", { name: "Demandes de rendez-vous" });
    expect(calls[0]?.path).toBe("/api/front-desk/requests?status=refusee&offset=100&limit=50");
    expect(screen.getByRole("button", { name: "refusée" })).toHaveAttribute("aria-pressed", "true");

    await user.click(screen.getByRole("button", { name: "contactée" }));
    expect(currentUrl()).toBe("/responsable/demandes?statut=contactee");
    await user.type(screen.getByRole("searchbox", { name: "Nom ou téléphone" }), "Salma 06 12");
    await user.click(screen.getByRole("button", { name: "Rechercher" }));
    await waitFor(() => expect(lastCall(calls, "/api/front-desk/requests")).toBe("/api/front-desk/requests?status=contactee&q=Salma+06+12&offset=0&limit=50"));
    expect(currentUrl()).toBe("/responsable/demandes?statut=contactee");
  });
});

describe("the messages", () => {
  it("reads and writes the filter", async () => {
    visit("/responsable/messages?etat=non-lus");
    const { calls } = mockApi({ "GET /api/contact-messages": () => json({ items: [], total: 0, unread: 0 }) });
    renderInSession(<MessagesInbox />);
    const user = userEvent.setup();
    await waitFor(() => expect(calls[0]?.path).toBe("/api/contact-messages?read=false&offset=0&limit=50"));
    expect(screen.getByRole("button", { name: "Non lus" })).toHaveAttribute("aria-pressed", "true");
    await user.click(screen.getByRole("button", { name: "Tous" }));
    expect(currentUrl()).toBe("/responsable/messages");
    await user.click(screen.getByRole("button", { name: "Lus" }));
    expect(currentUrl()).toBe("/responsable/messages?etat=lus");
  });
});

describe("the journal", () => {
  it("restores the person and the days, and writes them when filtered", async () => {
    visit("/responsable/journal?personne=7&du=2026-06-01&au=2026-06-14");
    const { calls } = mockApi({
      "GET /api/audit-events/actors": () => json([{ id: 7, nom: "Tazi", prenom: "Hind", role: "ASSISTANT", deleted: false }]),
      "GET /api/audit-events": () => json({ items: [], total: 0 }),
    });
    renderInSession(<AuditTrailPage />, admin);
    const user = userEvent.setup();
    await waitFor(() => expect(lastCall(calls, "/api/audit-events")).toBe("/api/audit-events?actorId=7&from=2026-06-01&to=2026-06-14&offset=0&limit=50"));
    expect(screen.getByLabelText("Du")).toHaveValue("2026-06-01");
    expect(screen.getByLabelText("Au")).toHaveValue("2026-06-14");

    await user.clear(screen.getByLabelText("Du"));
    await user.click(screen.getByRole("button", { name: "Filtrer" }));
    expect(currentUrl()).toBe("/responsable/journal?personne=7&au=2026-06-14");
    await user.click(screen.getByRole("button", { name: "Effacer" }));
    expect(currentUrl()).toBe("/responsable/journal");
  });
});

describe("the outbox", () => {
  it("restores its three filters and writes a new one", async () => {
    visit("/responsable/envois?statut=echec&canal=sms");
    const { calls } = mockApi({ "GET /api/notifications": () => json({ items: [], total: 0 }) });
    renderInSession(<NotificationsPage />, admin);
    const user = userEvent.setup();
    await waitFor(() => expect(calls[0]?.path).toBe("/api/notifications?statut=echec&canal=sms&offset=0&limit=50"));
    expect(screen.getByLabelText("État")).toHaveValue("echec");
    await user.selectOptions(screen.getByLabelText("Message"), "alerte_personnel");
    expect(currentUrl()).toBe("/responsable/envois?statut=echec&canal=sms&type=alerte_personnel");
  });
});

describe("the rights register", () => {
  it("restores 'only open requests' and writes it", async () => {
    visit("/responsable/droits?ouvertes=1");
    const { calls } = mockApi({ "GET /api/rights-requests": () => json({ items: [], total: 0 }) });
    renderInSession(<RightsRegisterPage />, admin);
    const user = userEvent.setup();
    await waitFor(() => expect(calls[0]?.path).toBe("/api/rights-requests?ouvertes=1&offset=0&limit=50"));
    const onlyOpen = screen.getByRole("checkbox", { name: "Seulement celles en attente de réponse" });
    expect(onlyOpen).toBeChecked();
    await user.click(onlyOpen);
    expect(currentUrl()).toBe("/responsable/droits");
  });
});

describe("the agenda", () => {
  // Monday 23 November 2026, 09:00 in Rabat.
  fakeClockInEachTest(new Date("2026-11-23T08:00:00Z"));

  it("restores the view, the day and the doctor, and writes the next week", async () => {
    visit("/responsable/agenda?vue=semaine&jour=2026-11-25&medecin=8");
    const { calls } = mockApi({
      "GET /api/appointments/agenda": () => json({ rendezVous: [], medecins: [] }),
      "GET /api/front-desk/doctors": () => json([{ id: 7, nom: "Bennani", prenom: "Omar" }, { id: 8, nom: "Alaoui", prenom: "Yassine" }]),
      "GET /api/practice/hours": () => json(defaultPracticeHours({ fromYear: 2026 })),
    });
    renderInSession(<AgendaPage />);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    expect(await screen.findByText("Semaine du 23 au 29 novembre 2026 · Dr Yassine Alaoui")).toBeInTheDocument();
    expect(lastCall(calls, "/api/appointments/agenda")).toBe("/api/appointments/agenda?du=2026-11-23&au=2026-11-29&medecinId=8");

    await user.click(screen.getByRole("button", { name: "Semaine suivante" }));
    expect(currentUrl()).toBe("/responsable/agenda?vue=semaine&jour=2026-12-02&medecin=8");
    await user.click(screen.getByRole("button", { name: "Jour" }));
    await user.click(screen.getByRole("button", { name: "Aujourd'hui" }));
    expect(currentUrl()).toBe("/responsable/agenda?medecin=8");
    expect(within(screen.getByRole("heading", { level: 1 }).parentElement!).getByText(/Lundi 23 novembre 2026/)).toBeInTheDocument();
  }, 15_000);
});
