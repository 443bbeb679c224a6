import { act, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { AddUserForm } from "@/components/staff/staff-users/add-user-form";
import { fakeClockUser, json, mockApi, renderInSession, fakeClockInEachTest, networkFailure } from "../../../../tests/support/staff-harness";

fakeClockInEachTest();

const setup = fakeClockUser;

async function fillUser(user: ReturnType<typeof setup>, role?: string) {
  await user.type(screen.getByLabelText(/^Nom d'utilisateur/), "o.bennani");
  await user.type(screen.getByLabelText(/^Mot de passe/), "un-long-mot-de-passe");
  if (role) await user.selectOptions(screen.getByLabelText(/^Rôle/), role);
  await user.type(screen.getByLabelText(/^Nom\*?$/), "Bennani");
  await user.type(screen.getByLabelText(/^Prénom/), "Omar");
  await user.type(screen.getByLabelText(/^E-mail/), "omar@cabinet.test");
}

describe("AddUserForm", () => {
  it("asks for username, password, role, nom, prénom and e-mail, in the spec's order, all required", () => {
    mockApi({});
    const { container } = renderInSession(<AddUserForm />, { isAdmin: true });
    const fields = [...container.querySelectorAll("input, select")];
    expect(fields.map((field) => field.getAttribute("name"))).toEqual(["username", "password", "role", "nom", "prenom", "email"]);
    expect(fields.every((field) => field.hasAttribute("required"))).toBe(true);
    expect(screen.getByLabelText(/^E-mail/)).toHaveAttribute("type", "email");
  });

  it("offers the three roles, ASSISTANT first and chosen by default", () => {
    mockApi({});
    renderInSession(<AddUserForm />, { isAdmin: true });
    const role = screen.getByLabelText(/^Rôle/);
    expect(within(role).getAllByRole("option").map((option) => option.getAttribute("value"))).toEqual(["ASSISTANT", "MEDECIN", "ADMIN"]);
    expect(role).toHaveValue("ASSISTANT");
  });

  it("creates the account with the spec's payload, says so in blue, empties the form, and the message goes after 3 s", async () => {
    const { calls } = mockApi({ "POST /api/users": () => json({ id: 3 }, 201) });
    const user = setup();
    renderInSession(<AddUserForm />, { isAdmin: true });
    await fillUser(user, "MEDECIN");
    await user.click(screen.getByRole("button", { name: "Ajouter l'utilisateur" }));

    expect(await screen.findByText("Utilisateur ajouté avec succès.")).toHaveAttribute("data-tone", "success");
    expect(calls[0]?.body).toEqual({
      username: "o.bennani",
      password: "un-long-mot-de-passe",
      role: "MEDECIN",
      nom: "Bennani",
      prenom: "Omar",
      email: "omar@cabinet.test",
    });
    expect(screen.getByLabelText(/^Mot de passe/)).toHaveValue("");
    expect(screen.getByLabelText(/^Rôle/)).toHaveValue("ASSISTANT");

    act(() => vi.advanceTimersByTime(2500));
    expect(screen.getByText("Utilisateur ajouté avec succès.")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByText("Utilisateur ajouté avec succès.")).not.toBeInTheDocument();
  });

  it("says 'Erreur lors de l'ajout de l'utilisateur.' in red when refused, with the server's reason", async () => {
    mockApi({ "POST /api/users": () => json({ message: "Un compte utilise déjà cet e-mail." }, 409) });
    const user = setup();
    renderInSession(<AddUserForm />, { isAdmin: true });
    await fillUser(user);
    await user.click(screen.getByRole("button", { name: "Ajouter l'utilisateur" }));
    expect(await screen.findByText("Erreur lors de l'ajout de l'utilisateur.")).toHaveAttribute("data-tone", "error");
    expect(screen.getByText("Un compte utilise déjà cet e-mail.")).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue("omar@cabinet.test");
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByText("Erreur lors de l'ajout de l'utilisateur.")).not.toBeInTheDocument();
  });

  it("says 'Erreur serveur : {message}' when the server cannot be reached", async () => {
    mockApi({
      "POST /api/users": networkFailure("NetworkError when attempting to fetch resource."),
    });
    const user = setup();
    renderInSession(<AddUserForm />, { isAdmin: true });
    await fillUser(user);
    await user.click(screen.getByRole("button", { name: "Ajouter l'utilisateur" }));
    expect(await screen.findByText("Erreur serveur : NetworkError when attempting to fetch resource.")).toBeInTheDocument();
  });

  it("sends nothing while a required field is empty", async () => {
    const { fetchMock } = mockApi({});
    const user = setup();
    renderInSession(<AddUserForm />, { isAdmin: true });
    await user.type(screen.getByLabelText(/^Nom d'utilisateur/), "o.bennani");
    await user.click(screen.getByRole("button", { name: "Ajouter l'utilisateur" }));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("checks each field with the server's own rules and French messages before sending anything", async () => {
    const { fetchMock } = mockApi({});
    const user = setup();
    renderInSession(<AddUserForm />, { isAdmin: true });
    await user.type(screen.getByLabelText(/^Nom d'utilisateur/), "o bennani");
    await user.type(screen.getByLabelText(/^Mot de passe/), "court");
    await user.type(screen.getByLabelText(/^E-mail/), "omar@");
    await user.click(screen.getByRole("button", { name: "Ajouter l'utilisateur" }));

    expect(screen.getByLabelText(/^Nom d'utilisateur/)).toHaveAccessibleDescription(
      "Le nom d'utilisateur ne peut contenir que des lettres, chiffres, points, tirets et soulignés.",
    );
    expect(screen.getByLabelText(/^Mot de passe/)).toHaveAccessibleDescription("Le mot de passe doit contenir au moins 12 caractères.");
    expect(screen.getByLabelText(/^Nom\*?$/)).toHaveAccessibleDescription("Le nom est obligatoire.");
    expect(screen.getByLabelText(/^E-mail/)).toHaveAccessibleDescription("Adresse e-mail invalide.");
    expect(screen.getByLabelText(/^E-mail/)).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock).not.toHaveBeenCalled();

    // Corrected, the message goes as the user types.
    await user.clear(screen.getByLabelText(/^Mot de passe/));
    await user.type(screen.getByLabelText(/^Mot de passe/), "un-long-mot-de-passe");
    expect(screen.queryByText("Le mot de passe doit contenir au moins 12 caractères.")).not.toBeInTheDocument();
  });
});
