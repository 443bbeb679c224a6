import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { EditAccountDialog } from "@/components/staff/staff-users/edit-account-dialog";
import type { StaffAccount } from "@/schemas/staff-user";
import { assistantAccount } from "../../../../tests/support/staff-account-fixtures";
import { json, mockApi, renderInSession } from "../../../../tests/support/staff-harness";

const nadia = assistantAccount;

function renderDialog() {
  const onClose = vi.fn();
  const onSaved = vi.fn();
  renderInSession(<EditAccountDialog account={nadia} onClose={onClose} onSaved={onSaved} />, { isAdmin: true, userId: 1 });
  return { onClose, onSaved, dialog: screen.getByRole("dialog", { name: "Modifier le compte de Nadia Tazi" }), user: userEvent.setup() };
}

describe("EditAccountDialog", () => {
  it("starts from the account as it is: nom, prénom, e-mail and rôle, all required; the username is shown, not edited", () => {
    mockApi({});
    const { dialog } = renderDialog();
    expect(within(dialog).getByLabelText(/^Nom/)).toHaveValue("Tazi");
    expect(within(dialog).getByLabelText(/^Prénom/)).toHaveValue("Nadia");
    expect(within(dialog).getByLabelText(/^E-mail/)).toHaveValue("nadia@cabinet.test");
    expect(within(dialog).getByLabelText(/^Rôle/)).toHaveValue("ASSISTANT");
    expect(within(dialog).getByLabelText(/^Rôle/)).toHaveAccessibleDescription("Un changement de rôle ferme les sessions en cours de cette personne.");
    expect([...dialog.querySelectorAll("input, select")].map((field) => field.getAttribute("name"))).toEqual(["nom", "prenom", "email", "role"]);
    expect(dialog).toHaveTextContent("Identifiant : n.tazi");
  });

  it("checks the fields with the server's schema and its French messages, and sends nothing until they pass", async () => {
    const { fetchMock } = mockApi({});
    const { dialog, user } = renderDialog();
    await user.clear(within(dialog).getByLabelText(/^Nom/));
    await user.clear(within(dialog).getByLabelText(/^E-mail/));
    await user.type(within(dialog).getByLabelText(/^E-mail/), "nadia@");
    await user.click(within(dialog).getByRole("button", { name: "Enregistrer" }));

    expect(within(dialog).getByLabelText(/^Nom/)).toHaveAccessibleDescription("Le nom est obligatoire.");
    expect(within(dialog).getByLabelText(/^E-mail/)).toHaveAccessibleDescription("Adresse e-mail invalide.");
    expect(within(dialog).getByLabelText(/^E-mail/)).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the changes, trimmed and the e-mail lower-cased, and hands back the saved account", async () => {
    const saved: StaffAccount = { ...nadia, email: "n.tazi@cabinet.test", role: "MEDECIN" };
    const { calls } = mockApi({ "PATCH /api/users/4": () => json(saved) });
    const { dialog, user, onSaved } = renderDialog();
    await user.clear(within(dialog).getByLabelText(/^E-mail/));
    await user.type(within(dialog).getByLabelText(/^E-mail/), " N.Tazi@Cabinet.test ");
    await user.selectOptions(within(dialog).getByLabelText(/^Rôle/), "Médecin");
    await user.click(within(dialog).getByRole("button", { name: "Enregistrer" }));

    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(calls).toEqual([
      expect.objectContaining({
        method: "PATCH",
        path: "/api/users/4",
        body: { nom: "Tazi", prenom: "Nadia", email: "n.tazi@cabinet.test", role: "MEDECIN" },
      }),
    ]);
  });

  it("puts the server's refusal beside the field it is about, and stays open", async () => {
    mockApi({
      "PATCH /api/users/4": () =>
        json(
          {
            message: "Un compte actif utilise déjà cette adresse e-mail ou ce nom d'utilisateur.",
            errors: { email: "Cette adresse e-mail est déjà utilisée." },
          },
          409,
        ),
    });
    const { dialog, user, onSaved } = renderDialog();
    await user.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    expect(await within(dialog).findByText("Erreur lors de la modification du compte.")).toHaveAttribute("data-tone", "error");
    expect(within(dialog).getByLabelText(/^E-mail/)).toHaveAccessibleDescription("Cette adresse e-mail est déjà utilisée.");
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("shows a refusal about no field in particular under the form", async () => {
    mockApi({ "PATCH /api/users/4": () => json({ message: "Accès réservé à l'administrateur." }, 403) });
    const { dialog, user } = renderDialog();
    await user.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    expect(await within(dialog).findByText("Accès réservé à l'administrateur.")).toBeInTheDocument();
  });

  it("closes without saving by 'Annuler', the close button or Escape", async () => {
    const { fetchMock } = mockApi({});
    const { dialog, user, onClose } = renderDialog();
    await user.click(within(dialog).getByRole("button", { name: "Annuler" }));
    await user.click(within(dialog).getByRole("button", { name: "Fermer" }));
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(3);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
