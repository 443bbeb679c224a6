import { act, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { AddPatientForm } from "@/components/staff/patients/add-patient-form";
import { fakeClockUser, json, mockApi, renderInSession, fakeClockInEachTest, networkFailure } from "../../../../tests/support/staff-harness";

fakeClockInEachTest();

const setup = fakeClockUser;

async function fillPatient(user: ReturnType<typeof setup>, options: { compagnie?: string } = {}) {
  await user.type(screen.getByLabelText(/^Nom/), "Benaïssa");
  await user.type(screen.getByLabelText(/^Prénom/), "Salma");
  await user.type(screen.getByLabelText(/^Date de naissance/), "1984-02-29");
  await user.click(screen.getByRole("radio", { name: "Femme" }));
  await user.type(screen.getByLabelText(/^Téléphone/), "06 12 34 56 78");
  await user.type(screen.getByLabelText(/^E-mail/), "salma@example.ma");
  await user.type(screen.getByLabelText(/^Adresse/), "12 rue des Orangers, Rabat");
  await user.click(screen.getByRole("checkbox", { name: "Mutuelle" }));
  if (options.compagnie) await user.type(screen.getByLabelText(/^Compagnie/), options.compagnie);
}

describe("AddPatientForm", () => {
  it("offers the gender as H 'Homme' or F 'Femme'", () => {
    mockApi({});
    renderInSession(<AddPatientForm />);
    expect(screen.getByRole("radio", { name: "Homme" })).toHaveAttribute("value", "H");
    expect(screen.getByRole("radio", { name: "Femme" })).toHaveAttribute("value", "F");
  });

  it("sends nothing while a required field is empty", async () => {
    const { fetchMock } = mockApi({});
    const user = setup();
    renderInSession(<AddPatientForm />);
    await user.type(screen.getByLabelText(/^Nom/), "Benaïssa");
    await user.click(screen.getByRole("button", { name: "Ajouter le patient" }));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("refuses a phone number the server would refuse, with its message beside the field, and sends nothing", async () => {
    const { fetchMock } = mockApi({});
    const user = setup();
    renderInSession(<AddPatientForm />);
    await fillPatient(user);
    await user.clear(screen.getByLabelText(/^Téléphone/));
    await user.type(screen.getByLabelText(/^Téléphone/), "12 34");
    await user.click(screen.getByRole("button", { name: "Ajouter le patient" }));
    expect(screen.getByLabelText(/^Téléphone/)).toHaveAccessibleDescription("Numéro de téléphone invalide.");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("registers the patient with the spec's payload, says so in blue, clears the form, and the message goes after 3 s", async () => {
    const { calls } = mockApi({ "POST /api/patients": () => json({ id: 1 }, 201) });
    const user = setup();
    renderInSession(<AddPatientForm />);
    await fillPatient(user);
    await user.click(screen.getByRole("button", { name: "Ajouter le patient" }));

    const message = await screen.findByText("Patient ajouté avec succès.");
    expect(message).toHaveAttribute("data-tone", "success");
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({
      nom: "Benaïssa",
      prenom: "Salma",
      dateNaissance: "1984-02-29",
      gender: "F",
      telephone: "06 12 34 56 78",
      email: "salma@example.ma",
      adresse: "12 rue des Orangers, Rabat",
      mutuelle: true,
      compagnie: null,
    });
    expect(calls[0]?.authorization).toMatch(/^Bearer /);
    expect(screen.getByLabelText(/^Nom/)).toHaveValue("");
    expect(screen.getByRole("radio", { name: "Femme" })).not.toBeChecked();

    act(() => vi.advanceTimersByTime(2500));
    expect(screen.getByText("Patient ajouté avec succès.")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByText("Patient ajouté avec succès.")).not.toBeInTheDocument();
  });

  it("sends the compagnie when one is given", async () => {
    const { calls } = mockApi({ "POST /api/patients": () => json({ id: 1 }, 201) });
    const user = setup();
    renderInSession(<AddPatientForm />);
    await fillPatient(user, { compagnie: "CNOPS" });
    await user.click(screen.getByRole("button", { name: "Ajouter le patient" }));
    await screen.findByText("Patient ajouté avec succès.");
    expect(calls[0]?.body).toMatchObject({ compagnie: "CNOPS", mutuelle: true });
  });

  it("shows the refusal in red, keeps what was typed and explains the field the server rejected", async () => {
    mockApi({
      "POST /api/patients": () => json({ message: "Données invalides.", errors: { telephone: "Numéro de téléphone invalide." } }, 400),
    });
    const user = setup();
    renderInSession(<AddPatientForm />);
    await fillPatient(user);
    await user.click(screen.getByRole("button", { name: "Ajouter le patient" }));

    expect(await screen.findByText("Erreur lors de l'ajout du patient.")).toHaveAttribute("data-tone", "error");
    expect(screen.getByLabelText(/^Nom/)).toHaveValue("Benaïssa");
    expect(screen.getByText("Numéro de téléphone invalide.")).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByText("Erreur lors de l'ajout du patient.")).not.toBeInTheDocument();
  });

  it("shows 'Erreur serveur : {message}' when the server cannot be reached", async () => {
    mockApi({
      "POST /api/patients": networkFailure(),
    });
    const user = setup();
    renderInSession(<AddPatientForm />);
    await fillPatient(user);
    await user.click(screen.getByRole("button", { name: "Ajouter le patient" }));
    expect(await screen.findByText("Erreur serveur : Failed to fetch")).toHaveAttribute("data-tone", "error");
  });

  it("hands a 401 to the guard", async () => {
    mockApi({ "POST /api/patients": () => json({ message: "Session expirée." }, 401) });
    const user = setup();
    const { onUnauthorized } = renderInSession(<AddPatientForm />);
    await fillPatient(user);
    await user.click(screen.getByRole("button", { name: "Ajouter le patient" }));
    await screen.findByText("Erreur lors de l'ajout du patient.");
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
