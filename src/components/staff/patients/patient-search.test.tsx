import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { PatientSearch } from "@/components/staff/patients/patient-search";
import { type Patient } from "@/schemas/patient";
import { aPatient } from "../../../../tests/support/staff-fixtures";
import { json, mockApi, renderInSession } from "../../../../tests/support/staff-harness";

const salma = aPatient({ adresse: "Rabat", mutuelle: true, compagnie: "CNOPS" });
const karim: Patient = { ...salma, id: 13, nom: "Benaissa", prenom: "Karim", gender: "H", mutuelle: false, compagnie: null };

async function search(name: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Nom du patient/), name);
  await user.click(screen.getByRole("button", { name: "Rechercher" }));
}

describe("PatientSearch", () => {
  it("lists the matches with the spec's columns, the name linking to the patient's file", async () => {
    const { calls } = mockApi({ "GET /api/patients": () => json([salma, karim]) });
    renderInSession(<PatientSearch />);
    await search("benaissa");

    const table = await screen.findByRole("table", { name: "Patients trouvés" });
    expect(calls[0]?.path).toBe("/api/patients?nom=benaissa");
    const headers = within(table).getAllByRole("columnheader").map((cell) => cell.textContent);
    expect(headers).toEqual(["Nom", "Prénom", "Date de naissance", "Genre", "Téléphone", "Mutuelle", "Compagnie"]);

    const [first, second] = within(table).getAllByRole("row").slice(1);
    expect(within(first!).getAllByRole("cell").map((cell) => cell.textContent)).toEqual([
      "Benaïssa",
      "Salma",
      "29/02/1984",
      "Femme",
      "0612345678",
      "Oui",
      "CNOPS",
    ]);
    expect(within(first!).getByRole("link", { name: "Benaïssa" })).toHaveAttribute("href", "/responsable/patients/12");
    expect(within(second!).getAllByRole("cell")[5]).toHaveTextContent("Non");
    expect(screen.queryByText("Aucun patient trouvé.")).not.toBeInTheDocument();
  });

  it("wraps a single patient object into a list", async () => {
    mockApi({ "GET /api/patients": () => json(salma) });
    renderInSession(<PatientSearch />);
    await search("Benaïssa");
    const table = await screen.findByRole("table", { name: "Patients trouvés" });
    expect(within(table).getAllByRole("row")).toHaveLength(2);
  });

  it("encodes the name in the query string", async () => {
    const { calls } = mockApi({ "GET /api/patients": () => json([]) });
    renderInSession(<PatientSearch />);
    await search("El Idrissi & fils");
    await screen.findByText("Aucun patient trouvé.");
    expect(calls[0]?.path).toBe("/api/patients?nom=El%20Idrissi%20%26%20fils");
  });

  it("says 'Aucun patient trouvé.' in red when nothing matches", async () => {
    mockApi({ "GET /api/patients": () => json([]) });
    renderInSession(<PatientSearch />);
    await search("Inconnu");
    expect(await screen.findByText("Aucun patient trouvé.")).toHaveAttribute("data-tone", "error");
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("says 'Aucun patient trouvé.' when the search fails", async () => {
    mockApi({ "GET /api/patients": () => json({ message: "Erreur" }, 500) });
    renderInSession(<PatientSearch />);
    await search("Benaïssa");
    expect(await screen.findByText("Aucun patient trouvé.")).toBeInTheDocument();
  });

  it("requires a name before searching", async () => {
    const { fetchMock } = mockApi({});
    renderInSession(<PatientSearch />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Rechercher" }));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
