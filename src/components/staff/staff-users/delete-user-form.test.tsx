import { act, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { DeleteUserForm } from "@/components/staff/staff-users/delete-user-form";
import { type StaffUser } from "@/schemas/staff-user";
import { fakeClockUser, json, mockApi, renderInSession, fakeClockInEachTest, networkFailure } from "../../../../tests/support/staff-harness";

fakeClockInEachTest();

const setup = fakeClockUser;
const omar: StaffUser = { id: 3, username: "o.bennani", nom: "Bennani", prenom: "Omar", email: "omar@cabinet.test", role: "MEDECIN" };

async function askToDelete(user: ReturnType<typeof setup>, email = "omar@cabinet.test") {
  await user.type(screen.getByLabelText(/^E-mail de l'utilisateur/), email);
  await user.click(screen.getByRole("button", { name: "Supprimer l'utilisateur" }));
}

describe("DeleteUserForm", () => {
  it("finds the account by e-mail, asks for confirmation naming it, deletes it and says so in blue for 3 s", async () => {
    const { calls } = mockApi({
      "GET /api/users/email/omar%40cabinet.test": () => json(omar),
      "DELETE /api/users/3": () => new Response(null, { status: 204 }),
    });
    const user = setup();
    renderInSession(<DeleteUserForm />, { isAdmin: true });
    await askToDelete(user);

    const dialog = await screen.findByRole("dialog", { name: "Supprimer cet utilisateur ?" });
    expect(dialog).toHaveTextContent("Omar Bennani");
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(["GET /api/users/email/omar%40cabinet.test"]);

    await user.click(screen.getByRole("button", { name: "Supprimer" }));
    expect(await screen.findByText("Utilisateur supprimé (logique) avec succès.")).toHaveAttribute("data-tone", "success");
    expect(calls.at(-1)).toMatchObject({ method: "DELETE", path: "/api/users/3" });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^E-mail de l'utilisateur/)).toHaveValue("");

    act(() => vi.advanceTimersByTime(2500));
    expect(screen.getByText("Utilisateur supprimé (logique) avec succès.")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByText("Utilisateur supprimé (logique) avec succès.")).not.toBeInTheDocument();
  });

  it("deletes nothing when the confirmation is cancelled, by its button or by Escape", async () => {
    const { calls } = mockApi({ "GET /api/users/email/omar%40cabinet.test": () => json(omar) });
    const user = setup();
    renderInSession(<DeleteUserForm />, { isAdmin: true });
    await askToDelete(user);
    await user.click(await screen.findByRole("button", { name: "Annuler" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Supprimer l'utilisateur" }));
    await screen.findByRole("dialog");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === "DELETE")).toBe(false);
  });

  it("says 'Utilisateur non trouvé' when the e-mail lookup fails, and asks nothing", async () => {
    const { calls } = mockApi({ "GET /api/users/email/personne%40cabinet.test": () => json({ message: "Utilisateur introuvable." }, 404) });
    const user = setup();
    renderInSession(<DeleteUserForm />, { isAdmin: true });
    await askToDelete(user, "personne@cabinet.test");
    expect(await screen.findByText("Utilisateur non trouvé")).toHaveAttribute("data-tone", "error");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(calls).toHaveLength(1);
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByText("Utilisateur non trouvé")).not.toBeInTheDocument();
  });

  it("says 'Erreur lors de la suppression.' in red when the deletion is refused, with the server's reason", async () => {
    mockApi({
      "GET /api/users/email/omar%40cabinet.test": () => json(omar),
      "DELETE /api/users/3": () => json({ message: "Le dernier administrateur actif ne peut pas être supprimé." }, 409),
    });
    const user = setup();
    renderInSession(<DeleteUserForm />, { isAdmin: true });
    await askToDelete(user);
    await user.click(await screen.findByRole("button", { name: "Supprimer" }));
    expect(await screen.findByText("Erreur lors de la suppression.")).toHaveAttribute("data-tone", "error");
    expect(screen.getByText("Le dernier administrateur actif ne peut pas être supprimé.")).toBeInTheDocument();
  });

  it("says 'Erreur : {message}' when the server cannot be reached", async () => {
    mockApi({
      "GET /api/users/email/omar%40cabinet.test": () => json(omar),
      "DELETE /api/users/3": networkFailure(),
    });
    const user = setup();
    renderInSession(<DeleteUserForm />, { isAdmin: true });
    await askToDelete(user);
    await user.click(await screen.findByRole("button", { name: "Supprimer" }));
    expect(await screen.findByText("Erreur : Failed to fetch")).toBeInTheDocument();
  });

  it("says 'Erreur : {message}' when the lookup cannot reach the server", async () => {
    mockApi({
      "GET /api/users/email/omar%40cabinet.test": networkFailure(),
    });
    const user = setup();
    renderInSession(<DeleteUserForm />, { isAdmin: true });
    await askToDelete(user);
    expect(await screen.findByText("Erreur : Failed to fetch")).toBeInTheDocument();
  });
});
