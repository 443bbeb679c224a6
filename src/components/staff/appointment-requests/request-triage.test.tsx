import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RequestTriage } from "@/components/staff/appointment-requests/request-triage";
import { aTriagedRequest } from "../../../../tests/support/staff-fixtures";
import { fakeClockUser, flakyRoute, json, mockApi, renderInSession, useFakeClock } from "../../../../tests/support/staff-harness";
import { visit } from "../../../../tests/support/next-navigation";

vi.mock("next/navigation", () => import("../../../../tests/support/next-navigation"));
beforeEach(() => visit("/responsable/demandes"));

afterEach(() => {
  vi.useRealTimers();
});

const fresh = aTriagedRequest();

describe("RequestTriage", () => {
  it("lists the requests with their status and offers the next steps, planning as a link", async () => {
    const { calls } = mockApi({ "GET /api/front-desk/requests": () => json({ items: [fresh], total: 1 }) });
    renderInSession(<RequestTriage />);

    const table = await screen.findByRole("table", { name: "Demandes de rendez-vous" });
    const row = within(table).getAllByRole("row")[1]!;
    expect(row).toHaveTextContent("Benali Mohamed");
    expect(row).toHaveTextContent("01/07/2026 à 10:30");
    expect(row).toHaveTextContent("15/06/2026 10:05");
    expect(row).toHaveTextContent(/En attente depuis/);
    expect(within(row).getByText("nouvelle")).toBeInTheDocument();
    expect(within(row).getByRole("link", { name: /Planifier/ })).toHaveAttribute("href", "/responsable/demandes/5");
    expect(within(row).getByRole("button", { name: "Marquer contactée : Mohamed Benali" })).toBeInTheDocument();
    expect(within(row).getByRole("button", { name: "Refuser : Mohamed Benali" })).toBeInTheDocument();
    expect(calls[0]?.path).toBe("/api/front-desk/requests?offset=0&limit=50");
  });

  it("filters by status and searches by name or phone on the server", async () => {
    const { calls } = mockApi({ "GET /api/front-desk/requests": () => json({ items: [], total: 0 }) });
    renderInSession(<RequestTriage />);
    const user = userEvent.setup();
    expect(await screen.findByText("Aucune demande.")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "contactée" }));
    await waitFor(() => expect(calls.at(-1)?.path).toBe("/api/front-desk/requests?status=contactee&offset=0&limit=50"));
    expect(screen.getByRole("button", { name: "contactée" })).toHaveAttribute("aria-pressed", "true");

    await user.type(screen.getByRole("searchbox", { name: "Nom ou téléphone" }), "06 12");
    await user.click(screen.getByRole("button", { name: "Rechercher" }));
    await waitFor(() => expect(calls.at(-1)?.path).toBe("/api/front-desk/requests?status=contactee&q=06+12&offset=0&limit=50"));
  });

  it("marks a request contactée, says so, and reads the list again; the message goes after 3 s", async () => {
    useFakeClock();
    let current = fresh;
    const { calls } = mockApi({
      "GET /api/front-desk/requests": () => json({ items: [current], total: 1 }),
      "PATCH /api/appointment-requests/5/status": () => {
        current = {
          ...fresh,
          status: "contactee",
          statusChangedAt: "2026-06-15T10:00:00Z",
          statusChangedBy: { id: 7, nom: "Tazi", prenom: "Hind" },
          transitions: ["planifiee", "refusee", "annulee"],
        };
        return json(current);
      },
    });
    renderInSession(<RequestTriage />);
    const user = fakeClockUser();
    await user.click(await screen.findByRole("button", { name: "Marquer contactée : Mohamed Benali" }));

    expect(await screen.findByText("Statut mis à jour avec succès.")).toHaveAttribute("data-tone", "success");
    expect(calls.find((call) => call.method === "PATCH")?.body).toEqual({ status: "contactee" });
    expect(await screen.findByText("par Hind Tazi, le 15/06/2026 11:00")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Marquer contactée : Mohamed Benali" })).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(2500));
    expect(screen.getByText("Statut mis à jour avec succès.")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByText("Statut mis à jour avec succès.")).not.toBeInTheDocument();
  });

  it("asks before refusing, and does nothing when the user goes back", async () => {
    const { calls } = mockApi({
      "GET /api/front-desk/requests": () => json({ items: [fresh], total: 1 }),
      "PATCH /api/appointment-requests/5/status": () => json({ message: "Une demande « refusée » ne peut pas passer à « refusée »." }, 409),
    });
    renderInSession(<RequestTriage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Refuser : Mohamed Benali" }));
    const dialog = screen.getByRole("dialog", { name: "Refuser cette demande de rendez-vous ?" });
    await user.click(within(dialog).getByRole("button", { name: "Retour" }));
    expect(calls.filter((call) => call.method === "PATCH")).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Refuser : Mohamed Benali" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Refuser" }));
    expect(await screen.findByText(/Erreur lors du changement de statut\./)).toBeInTheDocument();
  });

  it("links a planned request to its appointment in the patient's file", async () => {
    const planned = aTriagedRequest({
      status: "planifiee",
      statusChangedAt: "2026-06-15T10:00:00Z",
      statusChangedBy: { id: 7, nom: "Tazi", prenom: "Hind" },
      patientId: 42,
      appointmentId: 9,
      transitions: ["annulee"],
    });
    mockApi({ "GET /api/front-desk/requests": () => json({ items: [planned], total: 1 }) });
    renderInSession(<RequestTriage />);

    const row = within(await screen.findByRole("table", { name: "Demandes de rendez-vous" })).getAllByRole("row")[1]!;
    expect(within(row).getByRole("link", { name: "Voir le rendez-vous : Mohamed Benali" })).toHaveAttribute("href", "/responsable/patients/42#rdv-9");
    expect(within(row).queryByRole("link", { name: /Planifier/ })).not.toBeInTheDocument();
    expect(within(row).getByRole("button", { name: "Marquer annulée : Mohamed Benali" })).toBeInTheDocument();
  });

  it("flags a request for a day the practice is closed, in words", async () => {
    mockApi({ "GET /api/front-desk/requests": () => json({ items: [aTriagedRequest({ jourFerme: true }), aTriagedRequest({ id: 6, nom: "Tazi" })], total: 2 }) });
    renderInSession(<RequestTriage />);
    const [closed, open] = within(await screen.findByRole("table", { name: "Demandes de rendez-vous" })).getAllByRole("row").slice(1);
    expect(closed).toHaveTextContent("Cabinet fermé ce jour-là");
    expect(open).not.toHaveTextContent("Cabinet fermé ce jour-là");
  });

  it("asks, when cancelling a planned request, whether to cancel its appointment too", async () => {
    const planned = aTriagedRequest({ status: "planifiee", patientId: 42, appointmentId: 9, transitions: ["annulee"] });
    const { calls } = mockApi({
      "GET /api/front-desk/requests": () => json({ items: [planned], total: 1 }),
      "PATCH /api/appointment-requests/5/status": () => json({ ...planned, status: "annulee", transitions: ["contactee"] }),
    });
    renderInSession(<RequestTriage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Marquer annulée : Mohamed Benali" }));
    const dialog = screen.getByRole("dialog", { name: "Marquer cette demande comme annulée ?" });
    const alsoAppointment = within(dialog).getByRole("checkbox", { name: "Annuler aussi son rendez-vous" });
    expect(alsoAppointment).toBeChecked();
    await user.click(within(dialog).getByRole("button", { name: "Marquer annulée" }));
    await screen.findByText("Statut mis à jour avec succès.");
    expect(calls.find((call) => call.method === "PATCH")?.body).toEqual({ status: "annulee", annulerRendezVous: true });

    // Unticked, the appointment stays.
    await user.click(await screen.findByRole("button", { name: "Marquer annulée : Mohamed Benali" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("checkbox", { name: "Annuler aussi son rendez-vous" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Marquer annulée" }));
    await waitFor(() => expect(calls.filter((call) => call.method === "PATCH")).toHaveLength(2));
    expect(calls.filter((call) => call.method === "PATCH")[1]?.body).toEqual({ status: "annulee" });
  });

  it("says when the requests cannot be read, apart from an empty list, and 'Réessayer' reads them again", async () => {
    const requests = flakyRoute({ items: [fresh], total: 1 });
    mockApi({ "GET /api/front-desk/requests": requests.route });
    renderInSession(<RequestTriage />);
    const failure = await screen.findByRole("alert");
    expect(failure).toHaveTextContent("Impossible de récupérer les demandes.");
    expect(screen.queryByText("Aucune demande.")).not.toBeInTheDocument();

    requests.recover();
    await userEvent.setup().click(within(failure).getByRole("button", { name: "Réessayer" }));
    expect(await screen.findByRole("table", { name: "Demandes de rendez-vous" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
