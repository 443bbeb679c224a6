import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { ListedStaffAccount } from "@/client/staff-api";
import { EditAccountDialog } from "@/components/staff/staff-users/edit-account-dialog";
import { StaffAccountsPanel } from "@/components/staff/staff-users/staff-accounts-panel";
import { adminAccount, assistantAccount } from "../../../../tests/support/staff-account-fixtures";
import { json, mockApi, renderInSession } from "../../../../tests/support/staff-harness";

/** The admin's switch 'Consulte (médecin)' (issue 31): an ADMIN who also sees patients is a doctor too (`estMedecin`). */

const consultingAdmin: ListedStaffAccount = { ...adminAccount, id: 2, username: "h.idrissi", nom: "Idrissi", prenom: "Hakim", email: "hakim@cabinet.test", estMedecin: true };
const plainAdmin: ListedStaffAccount = { ...adminAccount, estMedecin: false };
const doctor: ListedStaffAccount = { ...assistantAccount, id: 5, username: "o.bennani", nom: "Bennani", prenom: "Omar", email: "omar@cabinet.test", role: "MEDECIN", estMedecin: true };

function renderDialog(account: ListedStaffAccount) {
  const onSaved = vi.fn();
  renderInSession(<EditAccountDialog account={account} onClose={vi.fn()} onSaved={onSaved} />, { isAdmin: true, userId: 1, roles: ["ADMIN"] });
  return { onSaved, dialog: screen.getByRole("dialog", { name: `Modifier le compte de ${account.prenom} ${account.nom}` }), user: userEvent.setup() };
}

describe("the accounts' list", () => {
  it("says which admin consults, and nothing more for a doctor or an admin who does not", async () => {
    mockApi({ "GET /api/users": () => json([plainAdmin, consultingAdmin, doctor]) });
    renderInSession(<StaffAccountsPanel />, { isAdmin: true, userId: 1, roles: ["ADMIN"] });
    await screen.findByRole("table", { name: "Liste des comptes du personnel" });
    const roleOf = (name: string) => within(screen.getByRole("row", { name: new RegExp(name) })).getAllByRole("cell")[4];
    expect(roleOf("Idrissi")).toHaveTextContent(/^Administrateur · consulte$/);
    expect(roleOf("Alaoui")).toHaveTextContent(/^Administrateur$/);
    expect(roleOf("Bennani")).toHaveTextContent(/^Médecin$/);
  });
});

describe("'Consulte (médecin)' in the edit dialog", () => {
  it("is offered for an ADMIN, starts as the account is, and sends estMedecin when ticked", async () => {
    const saved = { ...plainAdmin, estMedecin: true };
    const { calls } = mockApi({ "PATCH /api/users/1": () => json(saved) });
    const { dialog, user, onSaved } = renderDialog(plainAdmin);
    const consults = within(dialog).getByRole("checkbox", { name: "Consulte (médecin)" });
    expect(consults).not.toBeChecked();
    expect(consults).toHaveAccessibleDescription(/reçoit aussi des patients/);

    await user.click(consults);
    await user.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(calls.at(-1)?.body).toEqual({ nom: "Alaoui", prenom: "Yassine", email: "admin@cabinet.test", role: "ADMIN", estMedecin: true });
  });

  it("leaves estMedecin out of a change that does not touch it, and sends false when unticked", async () => {
    const { calls } = mockApi({ "PATCH /api/users/2": () => json(consultingAdmin) });
    const { dialog, user, onSaved } = renderDialog(consultingAdmin);
    const consults = within(dialog).getByRole("checkbox", { name: "Consulte (médecin)" });
    expect(consults).toBeChecked();
    await user.clear(within(dialog).getByLabelText(/^Prénom/));
    await user.type(within(dialog).getByLabelText(/^Prénom/), "Hakima");
    await user.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls.at(-1)?.body).not.toHaveProperty("estMedecin");

    await user.click(consults);
    await user.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls.at(-1)?.body).toMatchObject({ estMedecin: false });
  });

  it("is not offered for an assistant or a doctor, and appears when the role becomes ADMIN", async () => {
    mockApi({});
    const { dialog, user } = renderDialog(doctor);
    expect(within(dialog).queryByRole("checkbox", { name: "Consulte (médecin)" })).not.toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText(/^Rôle/), "Administrateur");
    // A doctor made admin goes on consulting unless unticked.
    expect(within(dialog).getByRole("checkbox", { name: "Consulte (médecin)" })).toBeChecked();
  });

  it("shows the server's refusal beside the switch", async () => {
    mockApi({ "PATCH /api/users/1": () => json({ message: "Requête invalide", errors: { estMedecin: "Un assistant ne peut pas consulter." } }, 400) });
    const { dialog, user } = renderDialog(plainAdmin);
    await user.click(within(dialog).getByRole("checkbox", { name: "Consulte (médecin)" }));
    await user.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    expect(await within(dialog).findByText("Un assistant ne peut pas consulter.")).toBeInTheDocument();
    expect(within(dialog).getByRole("checkbox", { name: "Consulte (médecin)" })).toHaveAccessibleDescription("Un assistant ne peut pas consulter.");
  });
});
