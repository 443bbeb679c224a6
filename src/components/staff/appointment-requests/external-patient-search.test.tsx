import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ExternalPatientSearch } from "@/components/staff/appointment-requests/external-patient-search";
import { type AppointmentRequest } from "@/schemas/appointment-request";
import { aTriagedRequest } from "../../../../tests/support/staff-fixtures";
import { json, mockApi, renderInSession, networkFailure } from "../../../../tests/support/staff-harness";

const request = (id: number, nom: string, prenom: string): AppointmentRequest => ({
  id,
  nom,
  prenom,
  telephone: "0611223344",
  datePreferee: "2026-07-02",
  heurePreferee: "09:30:00",
  motif: "Douleur au genou droit depuis une chute",
  createdAt: "2026-06-15T09:05:00Z",
});
const requests = [request(1, "El Alaoui", "Youssef"), request(2, "Bennani", "Nadia"), request(3, "Alaoui", "Imane")];

/** The server's "Autres orthographes" (decision 042): none unless a test says otherwise. */
const noOtherSpellings = { "GET /api/front-desk/requests": () => json({ items: [], total: 0 }) };

async function search(name: string) {
  const user = userEvent.setup();
  if (name) await user.type(screen.getByLabelText("Nom du patient externe"), name);
  await user.click(screen.getByRole("button", { name: "Rechercher" }));
}

describe("ExternalPatientSearch", () => {
  it("fetches every request and keeps those whose nom contains the name, whatever the case", async () => {
    const { calls } = mockApi({ ...noOtherSpellings, "GET /api/appointment-requests": () => json(requests) });
    renderInSession(<ExternalPatientSearch />);
    await search("ALAOUI");

    const table = await screen.findByRole("table", { name: "Patients externes trouvés" });
    expect(calls[0]?.path).toBe("/api/appointment-requests");
    expect(within(table).getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual([
      "Nom",
      "Prénom",
      "Téléphone",
      "Date souhaitée",
      "Heure souhaitée",
      "Motif",
      "Demande reçue le",
    ]);
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getAllByRole("cell")[0]?.textContent)).toEqual(["El Alaoui", "Alaoui"]);
    // Preferred date and time as written; the creation instant on the practice's clock (UTC+1 in June).
    expect(within(rows[0]!).getAllByRole("cell").map((cell) => cell.textContent)).toEqual([
      "El Alaoui",
      "Youssef",
      "0611223344",
      "02/07/2026",
      "09:30",
      "Douleur au genou droit depuis une chute",
      "15/06/2026 10:05",
    ]);
  });

  it("says 'Veuillez saisir un nom.' for a blank name and asks nothing of the server", async () => {
    const { fetchMock } = mockApi({});
    renderInSession(<ExternalPatientSearch />);
    await userEvent.setup().type(screen.getByLabelText("Nom du patient externe"), "   ");
    await search("");
    expect(await screen.findByText("Veuillez saisir un nom.")).toHaveAttribute("data-tone", "error");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows apart, below the spec's table, the same name in another spelling or script that the server finds (issue 32)", async () => {
    const arabic = { ...aTriagedRequest(), id: 9, nom: "العلوي", prenom: "إيمان" };
    const { calls } = mockApi({
      "GET /api/appointment-requests": () => json(requests),
      "GET /api/front-desk/requests": () => json({ items: [arabic], total: 1 }),
    });
    renderInSession(<ExternalPatientSearch />);
    await search("Alaoui");

    const others = await screen.findByRole("table", { name: "Autres orthographes" });
    expect(screen.getByRole("heading", { name: "Autres orthographes" })).toBeInTheDocument();
    expect(within(others).getByRole("link", { name: "العلوي" })).toHaveAttribute("href", "/responsable/demandes/9");
    // The spec's own table is unchanged: the substring match on nom.
    const table = screen.getByRole("table", { name: "Patients externes trouvés" });
    expect(within(table).getAllByRole("row").slice(1).map((row) => within(row).getAllByRole("cell")[0]?.textContent)).toEqual(["El Alaoui", "Alaoui"]);
    expect(calls.find((call) => call.path.startsWith("/api/front-desk/requests"))?.path).toBe("/api/front-desk/requests?q=Alaoui&autresOrthographes=1&limit=20");
  });

  it("says 'Aucun patient externe trouvé.' when no nom matches", async () => {
    mockApi({ ...noOtherSpellings, "GET /api/appointment-requests": () => json(requests) });
    renderInSession(<ExternalPatientSearch />);
    await search("Tazi");
    expect(await screen.findByText("Aucun patient externe trouvé.")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("does not match on the first name", async () => {
    mockApi({ ...noOtherSpellings, "GET /api/appointment-requests": () => json(requests) });
    renderInSession(<ExternalPatientSearch />);
    await search("Nadia");
    expect(await screen.findByText("Aucun patient externe trouvé.")).toBeInTheDocument();
  });

  it("says 'Impossible de récupérer les demandes.' when the list cannot be fetched", async () => {
    mockApi({ "GET /api/appointment-requests": () => json({ message: "Erreur" }, 500) });
    renderInSession(<ExternalPatientSearch />);
    await search("Alaoui");
    expect(await screen.findByText("Impossible de récupérer les demandes.")).toBeInTheDocument();
  });

  it("says 'Impossible de récupérer les demandes.' when the server cannot be reached", async () => {
    mockApi({
      "GET /api/appointment-requests": networkFailure(),
    });
    renderInSession(<ExternalPatientSearch />);
    await search("Alaoui");
    expect(await screen.findByText("Impossible de récupérer les demandes.")).toBeInTheDocument();
  });
});
