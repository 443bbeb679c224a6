import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { AccessHistory } from "@/components/staff/audit/access-history";
import { anAccessEvent } from "../../../../tests/support/staff-fixtures";
import { flakyRoute, json, mockApi, PRACTICE_TIME_ZONE, renderInSession, networkFailure } from "../../../../tests/support/staff-harness";

const event = anAccessEvent;

const renderHistory = () => renderInSession(<AccessHistory patientId={42} timeZone={PRACTICE_TIME_ZONE} />);

describe("AccessHistory", () => {
  it("says it is loading until the history arrives", async () => {
    let answer: (response: Response) => void = () => undefined;
    mockApi({ "GET /api/patients/42/access-history": () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderHistory();

    expect(screen.getByRole("heading", { name: "Historique d'accès" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Chargement de l'historique...");

    answer(json({ items: [], total: 0 }));
    expect(await screen.findByText("Aucun accès enregistré.")).toBeInTheDocument();
    expect(screen.queryByText("Chargement de l'historique...")).not.toBeInTheDocument();
  });

  it("says when nobody has opened the file yet", async () => {
    mockApi({ "GET /api/patients/42/access-history": () => json({ items: [], total: 0 }) });
    renderHistory();
    expect(await screen.findByText("Aucun accès enregistré.")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("says when the history cannot be read, whether the server refuses or cannot be reached", async () => {
    mockApi({ "GET /api/patients/42/access-history": () => json({ message: "Erreur interne" }, 500) });
    const { unmount } = renderHistory();
    expect(await screen.findByText("Impossible de récupérer l'historique d'accès.")).toBeInTheDocument();
    unmount();

    mockApi({
      "GET /api/patients/42/access-history": networkFailure("NetworkError when attempting to fetch resource."),
    });
    renderHistory();
    expect(await screen.findByText("Impossible de récupérer l'historique d'accès.")).toBeInTheDocument();
  });

  it("tells a failure from an empty history, and 'Réessayer' reads it again", async () => {
    const history = flakyRoute({ items: [anAccessEvent({ id: 1, action: "patient.read" })], total: 1 });
    mockApi({ "GET /api/patients/42/access-history": history.route });
    renderHistory();
    const failure = await screen.findByRole("alert");
    expect(failure).toHaveTextContent("Impossible de récupérer l'historique d'accès.");
    expect(screen.queryByText("Aucun accès enregistré.")).not.toBeInTheDocument();

    history.recover();
    await userEvent.setup().click(within(failure).getByRole("button", { name: "Réessayer" }));
    expect(await screen.findByText("a consulté le dossier")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("lists who did what and when, newest first, in words a person reads, with the practice's time", async () => {
    const { calls } = mockApi({
      "GET /api/patients/42/access-history": () =>
        json({
          items: [
            event({ id: 3, at: "2026-06-15T14:30:00Z", action: "patient.search", actor: { id: 8, nom: "Alaoui", prenom: "Yassine", role: "MEDECIN" } }),
            event({ id: 2, at: "2026-06-15T09:05:00Z", action: "patient.read" }),
            event({ id: 1, at: "2026-06-14T08:00:00Z", action: "patient.duplicates.check", actor: { id: 1, nom: "Admin", prenom: "Sara", role: "ADMIN" } }),
            event({ id: 0, at: "2026-06-13T08:00:00Z", action: "patient.export", actor: null }),
          ],
          total: 4,
        }),
    });
    renderHistory();

    const table = await screen.findByRole("table", { name: "Historique d'accès au dossier" });
    expect(within(table).getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual(["Date", "Personne", "Rôle", "Action"]);
    const rows = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) => within(row).getAllByRole("cell").map((cell) => cell.textContent));
    expect(rows).toEqual([
      ["15/06/2026 15:30", "Yassine Alaoui", "Médecin", "l'a vu dans une recherche"],
      ["15/06/2026 10:05", "Hind Tazi", "Assistant", "a consulté le dossier"],
      ["14/06/2026 09:00", "Sara Admin", "Administrateur", "l'a vu parmi des doublons possibles"],
      // An event without a staff member still shows, its action in French as every other.
      ["13/06/2026 09:00", "Système", "", "a exporté les données d'un patient"],
    ]);
    expect(calls[0]?.path).toBe("/api/patients/42/access-history?offset=0&limit=20");
    // Everything fits on one page: no pager.
    expect(screen.queryByRole("navigation", { name: "Pages de l'historique" })).not.toBeInTheDocument();
  });

  it("marks the events of a file merged into this one with that file's number", async () => {
    mockApi({
      "GET /api/patients/42/access-history": () =>
        json({
          items: [
            event({ id: 2, action: "patient.merge", details: { fromId: 57, patientIds: [42, 57] } }),
            event({ id: 1, action: "patient.read", targetId: "57" }),
          ],
          total: 2,
        }),
    });
    renderHistory();
    const table = await screen.findByRole("table", { name: "Historique d'accès au dossier" });
    const actions = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) => within(row).getAllByRole("cell")[3]!.textContent);
    expect(actions).toEqual(["a fusionné deux dossiers", "a consulté le dossier (dossier n° 57)"]);
  });

  it("pages through a long history twenty events at a time", async () => {
    const { calls } = mockApi({
      "GET /api/patients/42/access-history": (url) => {
        const offset = Number(url.searchParams.get("offset"));
        return json({ items: [event({ id: 100 - offset, action: offset === 0 ? "patient.read" : "patient.update" })], total: 25 });
      },
    });
    renderHistory();
    const user = userEvent.setup();

    const pager = await screen.findByRole("navigation", { name: "Pages de l'historique" });
    await user.click(within(pager).getByRole("button", { name: "Suivant" }));
    await waitFor(() => expect(calls.at(-1)?.path).toBe("/api/patients/42/access-history?offset=20&limit=20"));
    expect(await screen.findByText("a modifié le dossier")).toBeInTheDocument();
  });
});
