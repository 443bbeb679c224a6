import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { AddPatientForm } from "@/components/staff/patients/add-patient-form";
import { json, mockApi, renderInSession } from "../../../../tests/support/staff-harness";

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Nom/), "Alamrani");
  await user.type(screen.getByLabelText(/^Prénom/), "Muhammad");
  await user.type(screen.getByLabelText(/^Date de naissance/), "1975-04-02");
  await user.click(screen.getByRole("radio", { name: "Homme" }));
  await user.type(screen.getByLabelText(/^Téléphone/), "0700000000");
  await user.type(screen.getByLabelText(/^E-mail/), "m@exemple.ma");
  await user.type(screen.getByLabelText(/^Adresse/), "Rabat");
}

const candidate = { id: 12, nom: "El Amrani", prenom: "Mohammed", dateNaissance: "1975-04-02", telephone: "0661000001", reasons: ["nom-date-naissance"] };

describe("AddPatientForm's duplicate warning", () => {
  it("shows the likely duplicate with a link instead of creating, and creates once the user confirms", async () => {
    let attempts = 0;
    const { fetchMock } = mockApi({
      "POST /api/patients": () => {
        attempts += 1;
        return attempts === 1
          ? json({ message: "Un patient semblable existe déjà.", duplicates: [candidate] }, 409)
          : json({ id: 13, nom: "Alamrani", prenom: "Muhammad" }, 201);
      },
    });
    renderInSession(<AddPatientForm />);
    const user = userEvent.setup({ delay: null });
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Ajouter le patient" }));

    const warning = await screen.findByRole("alert");
    expect(warning).toHaveTextContent("Un patient semblable existe déjà.");
    expect(warning).toHaveTextContent("Né(e) le 02/04/1975");
    expect(warning).toHaveTextContent("même nom et même date de naissance");
    expect(within(warning).getByRole("link", { name: "El Amrani Mohammed" })).toHaveAttribute("href", "/responsable/patients/12");
    expect(screen.queryByText("Patient ajouté avec succès.")).not.toBeInTheDocument();
    expect(screen.queryByText("Erreur lors de l'ajout du patient.")).not.toBeInTheDocument();
    expect(new Headers(fetchMock.mock.calls[0]![1]!.headers).get("X-Duplicate-Check")).toBe("reject");

    await user.click(within(warning).getByRole("button", { name: "Créer quand même" }));
    expect(await screen.findByText("Patient ajouté avec succès.")).toBeInTheDocument();
    expect(new Headers(fetchMock.mock.calls[1]![1]!.headers).get("X-Duplicate-Check")).toBeNull();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("drops the warning as soon as the user changes what was typed", async () => {
    mockApi({ "POST /api/patients": () => json({ message: "Un patient semblable existe déjà.", duplicates: [candidate] }, 409) });
    renderInSession(<AddPatientForm />);
    const user = userEvent.setup({ delay: null });
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Ajouter le patient" }));
    await screen.findByRole("alert");
    await user.type(screen.getByLabelText(/^Prénom/), "e");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
