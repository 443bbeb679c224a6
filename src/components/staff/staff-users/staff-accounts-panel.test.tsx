import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { StaffAccountsPanel } from "@/components/staff/staff-users/staff-accounts-panel";
import type { StaffAccount } from "@/schemas/staff-user";
import { adminAccount, assistantAccount, formerAccount } from "../../../../tests/support/staff-account-fixtures";
import { PHONE_WIDTH, stubScreenWidth } from "../../../../tests/support/screen-width";
import { flakyRoute, json, mockApi, renderInSession } from "../../../../tests/support/staff-harness";

const [admin, assistant, former] = [adminAccount, assistantAccount, formerAccount];

/** The list as the server has it, changed by the calls the test makes. */
function accountsApi(initial: StaffAccount[], routes: Parameters<typeof mockApi>[0] = {}) {
  let accounts = initial;
  const api = mockApi({ "GET /api/users": () => json(accounts), ...routes });
  return { ...api, set: (next: StaffAccount[]) => (accounts = next) };
}

const renderPanel = () => renderInSession(<StaffAccountsPanel />, { isAdmin: true, userId: admin.id, roles: ["ADMIN"] });
const rowOf = (name: string) => screen.getByRole("row", { name: new RegExp(name) });

describe("StaffAccountsPanel", () => {
  it("says it is loading, then lists the active accounts with their last login; the admin's own row says '(vous)' and cannot be deactivated", async () => {
    accountsApi([admin, assistant, former]);
    renderPanel();
    expect(screen.getByText("Chargement...")).toBeInTheDocument();

    const table = await screen.findByRole("table", { name: "Liste des comptes du personnel" });
    expect(within(table).getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual([
      "Nom", "Prénom", "Identifiant", "E-mail", "Rôle", "Dernière connexion", "Double auth.", "État", "Actions",
    ]);
    expect(within(table).getAllByRole("row")).toHaveLength(3);
    expect(within(table).queryByText("Bennani")).not.toBeInTheDocument();

    const own = rowOf("Alaoui");
    expect(own).toHaveTextContent("Alaoui (vous)");
    expect(own).toHaveTextContent("Administrateur");
    expect(own).toHaveTextContent("15/06/2026 09:30");
    expect(within(own).getByText("Actif")).toBeInTheDocument();
    expect(within(own).queryByRole("button", { name: /Désactiver/ })).not.toBeInTheDocument();
    expect(within(own).getByRole("button", { name: /Modifier/ })).toBeInTheDocument();

    const other = rowOf("Tazi");
    expect(other).toHaveTextContent("Jamais");
    expect(other).not.toHaveTextContent("(vous)");
    expect(within(other).getAllByRole("button").map((button) => button.textContent)).toEqual([
      "Modifier",
      "Désactiver",
      "Réinitialiser le mot de passe",
    ]);
  });

  it("filters deactivated accounts, offering to reactivate them, and says when a filter has none", async () => {
    accountsApi([admin, assistant]);
    renderPanel();
    const user = userEvent.setup();
    await screen.findByRole("table");

    await user.click(screen.getByRole("button", { name: "Désactivés" }));
    expect(screen.getByText("Aucun compte désactivé.")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Tous" }));
    expect(screen.getByRole("button", { name: "Tous" })).toHaveAttribute("aria-pressed", "true");
    expect(within(screen.getByRole("table")).getAllByRole("row")).toHaveLength(3);
  });

  it("tells a failed load from an empty list, and 'Réessayer' reads it again", async () => {
    const list = flakyRoute([admin, assistant]);
    mockApi({ "GET /api/users": list.route });
    renderPanel();
    const failure = await screen.findByRole("alert");
    expect(failure).toHaveTextContent("Impossible de récupérer les comptes du personnel.");
    expect(screen.queryByText("Aucun compte actif.")).not.toBeInTheDocument();

    list.recover();
    await userEvent.setup().click(within(failure).getByRole("button", { name: "Réessayer" }));
    expect(await screen.findByRole("table")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("deactivates an account after a confirmation naming it, with the spec's delete call, and reads the list again", async () => {
    const api = accountsApi([admin, assistant], {
      "DELETE /api/users/4": () => {
        api.set([admin, { ...assistant, deletedAt: "2026-06-15T10:00:00.000Z" }]);
        return new Response(null, { status: 204 });
      },
    });
    renderPanel();
    const user = userEvent.setup();
    await screen.findByRole("table");

    await user.click(within(rowOf("Tazi")).getByRole("button", { name: /Désactiver/ }));
    const dialog = await screen.findByRole("dialog", { name: "Désactiver ce compte ?" });
    expect(dialog).toHaveTextContent("Nadia Tazi");
    // The safe choice has the focus: Enter does not deactivate anyone.
    expect(within(dialog).getByRole("button", { name: "Annuler" })).toHaveFocus();
    await user.click(within(dialog).getByRole("button", { name: "Désactiver" }));

    expect(await screen.findByText("Compte désactivé avec succès.")).toHaveAttribute("data-tone", "success");
    expect(api.calls.some((call) => call.method === "DELETE" && call.path === "/api/users/4")).toBe(true);
    await waitFor(() => expect(screen.queryByRole("row", { name: /Tazi/ })).not.toBeInTheDocument());
    await user.click(screen.getByRole("button", { name: "Désactivés" }));
    expect(within(rowOf("Tazi")).getByText("Désactivé")).toBeInTheDocument();
  });

  it("deactivates nothing when the confirmation is cancelled", async () => {
    const api = accountsApi([admin, assistant]);
    renderPanel();
    const user = userEvent.setup();
    await screen.findByRole("table");
    await user.click(within(rowOf("Tazi")).getByRole("button", { name: /Désactiver/ }));
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.method === "DELETE")).toBe(false);
  });

  it("says why the server refused a deactivation", async () => {
    accountsApi([admin, assistant], {
      "DELETE /api/users/4": () => json({ message: "Le dernier administrateur actif ne peut pas être supprimé." }, 409),
    });
    renderPanel();
    const user = userEvent.setup();
    await screen.findByRole("table");
    await user.click(within(rowOf("Tazi")).getByRole("button", { name: /Désactiver/ }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Désactiver" }));
    expect(
      await screen.findByText("Erreur lors de la désactivation du compte. Le dernier administrateur actif ne peut pas être supprimé."),
    ).toHaveAttribute("data-tone", "error");
  });

  it("reactivates a deactivated account, and says why when an active account now has its e-mail", async () => {
    let emailTaken = true;
    const api = accountsApi([admin, former], {
      "POST /api/users/9/restore": () => {
        if (emailTaken) {
          return json(
            {
              message: "Un compte actif utilise déjà cette adresse e-mail ou ce nom d'utilisateur.",
              errors: { email: "Cette adresse e-mail est déjà utilisée." },
            },
            409,
          );
        }
        api.set([admin, { ...former, deletedAt: null }]);
        return json({ ...former, deletedAt: null });
      },
    });
    renderPanel();
    const user = userEvent.setup();
    await screen.findByRole("table");
    await user.click(screen.getByRole("button", { name: "Désactivés" }));
    const row = rowOf("Bennani");
    expect(row).toHaveTextContent("01/05/2026 17:45");
    expect(within(row).queryByRole("button", { name: /Désactiver|Réinitialiser/ })).not.toBeInTheDocument();

    await user.click(within(row).getByRole("button", { name: /Réactiver/ }));
    expect(
      await screen.findByText("Erreur lors de la réactivation du compte. Un compte actif utilise déjà cette adresse e-mail ou ce nom d'utilisateur."),
    ).toHaveAttribute("data-tone", "error");

    emailTaken = false;
    await user.click(within(rowOf("Bennani")).getByRole("button", { name: /Réactiver/ }));
    expect(await screen.findByText("Compte réactivé avec succès.")).toHaveAttribute("data-tone", "success");
    await waitFor(() => expect(screen.getByText("Aucun compte désactivé.")).toBeInTheDocument());
    await user.click(screen.getByRole("button", { name: "Actifs" }));
    expect(within(rowOf("Bennani")).getByText("Actif")).toBeInTheDocument();
  });

  it("edits an account in a dialog and says so once saved", async () => {
    const api = accountsApi([admin, assistant], {
      "PATCH /api/users/4": () => {
        const saved = { ...assistant, nom: "Tazi-Alami", role: "MEDECIN" as const };
        api.set([admin, saved]);
        return json(saved);
      },
    });
    renderPanel();
    const user = userEvent.setup();
    await screen.findByRole("table");
    await user.click(within(rowOf("Tazi")).getByRole("button", { name: /Modifier/ }));

    const dialog = await screen.findByRole("dialog", { name: "Modifier le compte de Nadia Tazi" });
    await user.clear(within(dialog).getByLabelText(/^Nom/));
    await user.type(within(dialog).getByLabelText(/^Nom/), "Tazi-Alami");
    await user.selectOptions(within(dialog).getByLabelText(/^Rôle/), "MEDECIN");
    await user.click(within(dialog).getByRole("button", { name: "Enregistrer" }));

    expect(await screen.findByText("Compte modifié avec succès.")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(api.calls.find((call) => call.method === "PATCH")?.body).toEqual({
      nom: "Tazi-Alami",
      prenom: "Nadia",
      email: "nadia@cabinet.test",
      role: "MEDECIN",
    });
    expect(await screen.findByText("Tazi-Alami")).toBeInTheDocument();
    expect(rowOf("Tazi-Alami")).toHaveTextContent("Médecin");
  });

  it("resets a password after a confirmation, shows the temporary password once with a copy button, and forgets it when closed", async () => {
    const { calls } = accountsApi([admin, assistant], { "POST /api/users/4/password-reset": () => json({ temporaryPassword: "Kx7-pQ2m-Vt9z-Lr4w" }) });
    renderPanel();
    const user = userEvent.setup();
    await screen.findByRole("table");

    await user.click(within(rowOf("Tazi")).getByRole("button", { name: /Réinitialiser le mot de passe/ }));
    const confirm = await screen.findByRole("dialog", { name: "Réinitialiser le mot de passe ?" });
    expect(confirm).toHaveTextContent("Nadia Tazi");
    expect(calls.some((call) => call.method === "POST")).toBe(false);
    await user.click(within(confirm).getByRole("button", { name: "Réinitialiser" }));

    const shown = await screen.findByRole("dialog", { name: "Mot de passe temporaire de Nadia Tazi" });
    expect(within(shown).getByLabelText("Mot de passe temporaire")).toHaveTextContent("Kx7-pQ2m-Vt9z-Lr4w");
    expect(shown).toHaveTextContent("Il est valable 24 heures.");
    await user.click(within(shown).getByRole("button", { name: "Copier" }));
    expect(await navigator.clipboard.readText()).toBe("Kx7-pQ2m-Vt9z-Lr4w");
    expect(within(shown).getByRole("button", { name: "Copié" })).toBeInTheDocument();

    await user.click(within(shown).getByRole("button", { name: "Terminé" }));
    expect(screen.queryByText("Kx7-pQ2m-Vt9z-Lr4w")).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path === "/api/users/4/password-reset")).toHaveLength(1);
  });

  it("says why a password reset failed, and shows no password", async () => {
    accountsApi([admin, assistant], { "POST /api/users/4/password-reset": () => json({ message: "Utilisateur non trouvé" }, 404) });
    renderPanel();
    const user = userEvent.setup();
    await screen.findByRole("table");
    await user.click(within(rowOf("Tazi")).getByRole("button", { name: /Réinitialiser le mot de passe/ }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Réinitialiser" }));
    expect(await screen.findByText("Erreur lors de la réinitialisation du mot de passe. Utilisateur non trouvé")).toHaveAttribute("data-tone", "error");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  describe("below 1280 px, where the nine columns do not fit", () => {
    const cardOf = (list: HTMLElement, name: string) => within(list).getAllByRole("listitem").find((card) => card.textContent?.includes(name))!;

    for (const width of [PHONE_WIDTH, 768, 1024]) {
      it(`shows each account as a card at ${width} px: its state beside the name, its details and its actions in view`, async () => {
        stubScreenWidth(width);
        accountsApi([admin, { ...assistant, totpEnabled: true }, former]);
        renderPanel();

        const list = await screen.findByRole("list", { name: "Liste des comptes du personnel" });
        expect(screen.queryByRole("table")).not.toBeInTheDocument();
        expect(within(list).getAllByRole("listitem")).toHaveLength(2);

        const own = cardOf(list, "Alaoui");
        expect(own).toHaveTextContent("Alaoui Yassine (vous)");
        expect(own).toHaveTextContent("Administrateur");
        expect(within(own).getByText("Actif")).toBeInTheDocument();
        expect(own).toHaveTextContent("Dernière connexion15/06/2026 09:30");
        expect(within(own).getAllByRole("button").map((button) => button.textContent)).toEqual(["Modifier"]);

        const other = cardOf(list, "Tazi");
        expect(other).toHaveTextContent("Identifiantn.tazi");
        expect(other).toHaveTextContent("E-mailnadia@cabinet.test");
        expect(other).toHaveTextContent("Dernière connexionJamais");
        expect(within(other).getByText("Activée")).toBeInTheDocument();
        const actions = within(other).getByRole("group", { name: "Actions pour Nadia Tazi" });
        expect(within(actions).getAllByRole("button").map((button) => button.textContent)).toEqual([
          "Modifier",
          "Désactiver",
          "Réinitialiser le mot de passe",
          "Réinitialiser la double authentification",
        ]);
      });
    }

    it("acts from a card as from a row, and shows a deactivated account's state and Réactiver", async () => {
      stubScreenWidth(PHONE_WIDTH);
      accountsApi([admin, assistant, former]);
      renderPanel();
      const user = userEvent.setup();

      const list = await screen.findByRole("list", { name: "Liste des comptes du personnel" });
      await user.click(within(cardOf(list, "Tazi")).getByRole("button", { name: "Désactiver" }));
      const dialog = await screen.findByRole("dialog", { name: "Désactiver ce compte ?" });
      expect(dialog).toHaveTextContent("Nadia Tazi");
      await user.click(within(dialog).getByRole("button", { name: "Annuler" }));

      await user.click(screen.getByRole("button", { name: "Désactivés" }));
      const deactivated = cardOf(screen.getByRole("list", { name: "Liste des comptes du personnel" }), "Bennani");
      expect(within(deactivated).getByText("Désactivé")).toBeInTheDocument();
      expect(within(deactivated).getAllByRole("button").map((button) => button.textContent)).toEqual(["Modifier", "Réactiver"]);
    });
  });

  it("keeps the table from 1280 px", async () => {
    stubScreenWidth(1280);
    accountsApi([admin, assistant]);
    renderPanel();
    expect(await screen.findByRole("table", { name: "Liste des comptes du personnel" })).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Liste des comptes du personnel" })).not.toBeInTheDocument();
  });
});
