import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { EditAccountDialog } from "@/components/staff/staff-users/edit-account-dialog";
import type { StaffAccount } from "@/schemas/staff-user";
import { assistantAccount } from "../../../../tests/support/staff-account-fixtures";
import { json, mockApi, renderInSession } from "../../../../tests/support/staff-harness";

/** A doctor's letterhead on the admin's 'Modifier' (decision 053): INPE, spécialité, titres. */
const doctor: StaffAccount = { ...assistantAccount, role: "MEDECIN", estMedecin: true, inpe: null, specialite: "Chirurgie orthopédique", titres: null };

describe("the letterhead fields of a doctor's account", () => {
  it("are shown for a doctor only and sent only when changed, a blank one as null", async () => {
    const saved: StaffAccount = { ...doctor, inpe: "123456789", specialite: null };
    const { calls } = mockApi({ "PATCH /api/users/4": () => json(saved) });
    const onSaved = vi.fn();
    renderInSession(<EditAccountDialog account={doctor} onClose={vi.fn()} onSaved={onSaved} />, { isAdmin: true, userId: 1 });
    const dialog = screen.getByRole("dialog");
    const user = userEvent.setup();
    expect(within(dialog).getByRole("group", { name: /En-tête des documents/ })).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Spécialité")).toHaveValue("Chirurgie orthopédique");
    await user.type(within(dialog).getByLabelText("Numéro INPE"), "123456789");
    await user.clear(within(dialog).getByLabelText("Spécialité"));
    await user.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(calls[0]?.body).toEqual({ nom: "Tazi", prenom: "Nadia", email: "nadia@cabinet.test", role: "MEDECIN", inpe: "123456789", specialite: null });

    await user.selectOptions(within(dialog).getByLabelText(/^Rôle/), "Assistant");
    expect(within(dialog).queryByRole("group", { name: /En-tête des documents/ })).toBeNull();
  });
});
