import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { StaffAccountsPanel } from "@/components/staff/staff-users/staff-accounts-panel";
import type { StaffAccount } from "@/schemas/staff-user";
import { adminAccount, assistantAccount } from "../../../../tests/support/staff-account-fixtures";
import { json, mockApi, renderInSession } from "../../../../tests/support/staff-harness";

/** The admins' list of accounts: who has two-factor login, and turning it off for a lost phone (decision 024). */

const enrolled: StaffAccount = { ...assistantAccount, totpEnabled: true };
const renderPanel = () => renderInSession(<StaffAccountsPanel />, { isAdmin: true, userId: adminAccount.id, roles: ["ADMIN"] });
const rowOf = (name: string) => screen.getByRole("row", { name: new RegExp(name) });

describe("two-factor login in the accounts' list", () => {
  it("shows who has it; the reset is offered for others' accounts that have it, and not for one's own", async () => {
    mockApi({ "GET /api/users": () => json([adminAccount, enrolled, { ...assistantAccount, id: 5, nom: "Idrissi", username: "l.idrissi", email: "l@cabinet.test" }]) });
    renderPanel();
    await screen.findByRole("table", { name: "Liste des comptes du personnel" });
    expect(within(rowOf("Tazi")).getByText("Activée")).toBeInTheDocument();
    expect(within(rowOf("Idrissi")).getByText("Non")).toBeInTheDocument();
    expect(within(rowOf("Tazi")).getByRole("button", { name: "Réinitialiser la double authentification" })).toBeInTheDocument();
    expect(within(rowOf("Idrissi")).queryByRole("button", { name: /double authentification/ })).not.toBeInTheDocument();
    expect(within(rowOf("Alaoui")).queryByRole("button", { name: /double authentification/ })).not.toBeInTheDocument();
  });

  it("turns it off after a confirmation that says what follows, then reads the list again", async () => {
    let accounts = [adminAccount, enrolled];
    const { calls } = mockApi({
      "GET /api/users": () => json(accounts),
      "DELETE /api/users/4/totp": () => {
        accounts = [adminAccount, assistantAccount];
        return new Response(null, { status: 204 });
      },
    });
    const user = userEvent.setup();
    renderPanel();
    await screen.findByRole("table", { name: "Liste des comptes du personnel" });
    await user.click(within(rowOf("Tazi")).getByRole("button", { name: "Réinitialiser la double authentification" }));
    const dialog = screen.getByRole("dialog", { name: "Réinitialiser la double authentification ?" });
    expect(dialog).toHaveTextContent("Nadia Tazi (nadia@cabinet.test, Assistant) pourra se connecter avec son seul mot de passe");
    await user.click(within(dialog).getByRole("button", { name: "Réinitialiser" }));
    expect(await screen.findByText("Double authentification réinitialisée avec succès.")).toBeInTheDocument();
    expect(await within(rowOf("Tazi")).findByText("Non")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "DELETE").map((call) => call.path)).toEqual(["/api/users/4/totp"]);
  });

  it("says why a reset was refused", async () => {
    mockApi({
      "GET /api/users": () => json([adminAccount, enrolled]),
      "DELETE /api/users/4/totp": () => json({ message: "Ce compte n'a pas de double authentification." }, 409),
    });
    const user = userEvent.setup();
    renderPanel();
    await screen.findByRole("table", { name: "Liste des comptes du personnel" });
    await user.click(within(rowOf("Tazi")).getByRole("button", { name: "Réinitialiser la double authentification" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Réinitialiser" }));
    expect(
      await screen.findByText("Erreur lors de la réinitialisation de la double authentification. Ce compte n'a pas de double authentification."),
    ).toBeInTheDocument();
  });
});
