import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { AccountPage } from "@/components/staff/account/account-page";
import { json, mockApi, networkFailure, renderInSession } from "../../../../tests/support/staff-harness";

const CHANGE = "POST /api/auth/password";

/** The page's 'Double authentification' section reads its own state (decision 024): these tests look at the other calls. */
function mockAccountApi(routes: Parameters<typeof mockApi>[0]) {
  const api = mockApi({ "GET /api/auth/totp": () => json({ totpEnabled: false, activeDepuis: null, codesSecoursRestants: 0, obligatoire: false }), ...routes });
  return { calls: () => api.calls.filter((call) => call.path !== "/api/auth/totp") };
}

async function fillChange(user: ReturnType<typeof userEvent.setup>, values: { current: string; next: string; again: string }) {
  await user.type(screen.getByLabelText(/^Mot de passe actuel/), values.current);
  await user.type(screen.getByLabelText(/^Nouveau mot de passe\*?$/), values.next);
  await user.type(screen.getByLabelText(/^Nouveau mot de passe \(confirmation\)/), values.again);
  await user.click(screen.getByRole("button", { name: "Changer le mot de passe" }));
}

describe("/responsable/compte: 'Changer le mot de passe'", () => {
  it("asks for the current password and the new one twice, and refuses two that differ without calling the server", async () => {
    const { calls } = mockAccountApi({});
    renderInSession(<AccountPage />);
    const user = userEvent.setup();
    await fillChange(user, { current: "ancien-mot-de-passe", next: "un-nouveau-secret-solide", again: "un-autre-secret-solide" });
    expect(await screen.findByText("Les deux mots de passe ne correspondent pas.")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nouveau mot de passe \(confirmation\)/)).toHaveAttribute("aria-invalid", "true");
    expect(calls()).toEqual([]);
  });

  it("says the policy's length in French before sending", async () => {
    const { calls } = mockAccountApi({});
    renderInSession(<AccountPage />);
    await fillChange(userEvent.setup(), { current: "ancien-mot-de-passe", next: "court", again: "court" });
    expect(await screen.findByText("Le mot de passe doit contenir au moins 12 caractères.")).toBeInTheDocument();
    expect(calls()).toEqual([]);
  });

  it("sends the current and new passwords, takes the new token, says so and empties the form", async () => {
    const { calls } = mockAccountApi({ [CHANGE]: () => json({ token: "nouveau.jeton.signe" }) });
    const { session } = renderInSession(<AccountPage />);
    await fillChange(userEvent.setup(), { current: "ancien-mot-de-passe", next: "un-nouveau-secret-solide", again: "un-nouveau-secret-solide" });
    expect(await screen.findByText("Mot de passe modifié avec succès. Vos autres sessions ont été fermées.")).toBeInTheDocument();
    expect(calls()).toEqual([
      expect.objectContaining({ method: "POST", path: "/api/auth/password", body: { currentPassword: "ancien-mot-de-passe", newPassword: "un-nouveau-secret-solide" } }),
    ]);
    expect(session.passwordChanged).toHaveBeenCalledWith("nouveau.jeton.signe");
    expect(screen.getByLabelText(/^Mot de passe actuel/)).toHaveValue("");
  });

  it("shows the server's refusals beside their fields: a wrong current password, a common new one", async () => {
    mockAccountApi({
      [CHANGE]: () =>
        json(
          {
            message: "Données invalides.",
            errors: { currentPassword: "Le mot de passe actuel est incorrect." },
          },
          400,
        ),
    });
    const { session } = renderInSession(<AccountPage />);
    await fillChange(userEvent.setup(), { current: "pas-le-bon", next: "un-nouveau-secret-solide", again: "un-nouveau-secret-solide" });
    expect(await screen.findByText("Le mot de passe actuel est incorrect.")).toBeInTheDocument();
    expect(screen.getByText("Erreur lors du changement de mot de passe.")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Mot de passe actuel/)).toHaveAttribute("aria-invalid", "true");
    expect(session.passwordChanged).not.toHaveBeenCalled();
  });

  it("says 'Erreur serveur' when the server cannot be reached", async () => {
    mockAccountApi({ [CHANGE]: networkFailure() });
    renderInSession(<AccountPage />);
    await fillChange(userEvent.setup(), { current: "ancien-mot-de-passe", next: "un-nouveau-secret-solide", again: "un-nouveau-secret-solide" });
    expect(await screen.findByText("Erreur serveur : Failed to fetch")).toBeInTheDocument();
  });

  it("comes alone, with the reason, while a temporary password must be replaced", () => {
    mockAccountApi({});
    renderInSession(<AccountPage />, { passwordChangeRequired: true });
    expect(screen.getByRole("alert")).toHaveTextContent("Choisissez un nouveau mot de passe pour continuer");
    expect(screen.queryByRole("button", { name: "Se déconnecter de tous les appareils" })).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Changer le mot de passe" })).toBeInTheDocument();
  });
});

describe("/responsable/compte: 'Se déconnecter de tous les appareils'", () => {
  it("asks first; 'Annuler' does nothing", async () => {
    const { calls } = mockAccountApi({});
    const { session } = renderInSession(<AccountPage />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Se déconnecter de tous les appareils" }));
    const dialog = screen.getByRole("dialog", { name: "Se déconnecter de tous les appareils ?" });
    await user.click(within(dialog).getByRole("button", { name: "Annuler" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(calls()).toEqual([]);
    expect(session.logout).not.toHaveBeenCalled();
  });

  it("ends every session on the server, then leaves as the header's logout does", async () => {
    const { calls } = mockAccountApi({ "POST /api/auth/logout-all": () => new Response(null, { status: 204 }) });
    const { session } = renderInSession(<AccountPage />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Se déconnecter de tous les appareils" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Se déconnecter partout" }));
    await waitFor(() => expect(session.logout).toHaveBeenCalled());
    expect(calls()).toEqual([expect.objectContaining({ method: "POST", path: "/api/auth/logout-all", authorization: `Bearer ${session.token}` })]);
  });

  it("says so when the server refuses, and keeps the session", async () => {
    mockAccountApi({ "POST /api/auth/logout-all": () => json({ message: "Erreur interne" }, 500) });
    const { session } = renderInSession(<AccountPage />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Se déconnecter de tous les appareils" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Se déconnecter partout" }));
    expect(await screen.findByText("Erreur lors de la déconnexion des appareils.")).toBeInTheDocument();
    expect(session.logout).not.toHaveBeenCalled();
  });
});
