import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { CreditNoteDialog } from "@/components/staff/billing/credit-note-dialog";
import type { Invoice } from "@/schemas/invoice";
import { fakeClockInEachTest, fakeClockUser, json, mockApi, renderInSession } from "../../../../tests/support/staff-harness";

fakeClockInEachTest(new Date("2026-10-14T09:00:00Z"));

/** H2026-000009: a consultation at 300 DH and an infiltration at 200 DH, paid in full. */
const receipt: Invoice = {
  id: 9,
  serie: "H",
  numero: "H2026-000009",
  jour: "2026-10-12",
  emisLe: "2026-10-12T09:30:00.000Z",
  patient: { id: 12, nom: "Ouazzani", prenom: "Réda" },
  medecin: { id: 7, nom: "Bennani", prenom: "Salma" },
  appointmentId: null,
  lignes: [
    { id: 31, code: "Cs", libelle: "Consultation de spécialiste", lettreCle: "Cs", coefficient: 1, montant: 30000, tarifReference: 15000 },
    { id: 32, code: "INF", libelle: "Infiltration", lettreCle: "K", coefficient: 10, montant: 20000, tarifReference: 22500 },
  ],
  remise: 0,
  remiseMotif: null,
  total: 50000,
  paye: 50000,
  reste: 0,
  paiements: [{ id: 3, mode: "cheque", montant: 50000, reference: "0045871", jour: "2026-10-12", recuLe: "2026-10-12T09:30:00.000Z" }],
  avoirs: [],
  factureOrigine: null,
  impressions: 1,
};

function open(invoice: Invoice = receipt, answer: () => Response = () => json({ id: 14, numero: "A2026-000002", total: -12000, reste: 0 }, 201)) {
  const api = mockApi({ [`GET /api/invoices/${invoice.id}`]: () => json(invoice), [`POST /api/invoices/${invoice.id}/credit-notes`]: answer });
  const onClose = vi.fn();
  renderInSession(<CreditNoteDialog invoice={{ id: invoice.id, numero: invoice.numero }} onClose={onClose} />, { roles: ["ASSISTANT"] });
  return { ...api, onClose };
}

const posted = (calls: { method: string; body?: unknown }[]) => calls.filter((call) => call.method === "POST").map((call) => call.body);

describe("CreditNoteDialog", { timeout: 20_000 }, () => {
  it("credits the whole receipt by default, with the refund of what was paid, then shows the credit note's number and its print", async () => {
    const { calls } = open(receipt, () => json({ id: 14, numero: "A2026-000002", total: -50000, reste: 0 }, 201));
    const dialog = await screen.findByRole("dialog", { name: "Établir un avoir — H2026-000009" });
    expect(await within(dialog).findByRole("radio", { name: /Tout le reçu \(500,00\sDH\)/ })).toBeChecked();
    expect(within(dialog).getByText(/Après l'avoir, trop-perçu : 500,00\sDH/)).toBeInTheDocument();

    const user = fakeClockUser();
    await user.type(within(dialog).getByLabelText(/^Motif/), "Patient facturé deux fois");
    await user.click(within(dialog).getByRole("checkbox", { name: "Rembourser le patient maintenant" }));
    // The refund starts at what the patient paid beyond the new total, in cash.
    expect(within(dialog).getByLabelText("Montant remboursé (DH)")).toHaveValue("500,00");
    expect(within(dialog).getByLabelText("Mode du remboursement")).toHaveValue("especes");
    expect(within(dialog).getByText("Après l'avoir, le reçu est soldé.")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Établir l'avoir" }));

    expect(await within(dialog).findByText("A2026-000002")).toBeInTheDocument();
    expect(within(dialog).getByText("A2026-000002").closest("p")).toHaveTextContent("Avoir A2026-000002 établi.");
    expect(within(dialog).getByText(/Montant de l'avoir : -500,00\sDH · remboursé 500,00\sDH \(espèces\)/)).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Imprimer l'avoir" })).toBeInTheDocument();
    expect(posted(calls)).toEqual([{ motif: "Patient facturé deux fois", remboursement: { mode: "especes", montant: 50000 } }]);
  });

  it("credits chosen lines at a lower amount, and a refund by cheque needs its number", async () => {
    const { calls } = open();
    const dialog = await screen.findByRole("dialog", { name: "Établir un avoir — H2026-000009" });
    const user = fakeClockUser();
    await user.click(await within(dialog).findByRole("radio", { name: /Certaines lignes/ }));
    const amount = within(dialog).getByLabelText("Montant crédité, ligne 2 (DH)");
    expect(amount).toBeDisabled();
    await user.click(within(dialog).getByRole("checkbox", { name: /^Ligne 2 :\s*INF — Infiltration/ }));
    expect(amount).toHaveValue("200,00");
    await user.clear(amount);
    await user.type(amount, "120");
    expect(within(dialog).getByText("Avoir", { selector: "span" }).parentElement).toHaveTextContent(/-120,00\sDH/);

    await user.type(within(dialog).getByLabelText(/^Motif/), "Infiltration facturée au tarif plein");
    await user.click(within(dialog).getByRole("checkbox", { name: "Rembourser le patient maintenant" }));
    expect(within(dialog).getByLabelText("Montant remboursé (DH)")).toHaveValue("120,00");
    await user.selectOptions(within(dialog).getByLabelText("Mode du remboursement"), "cheque");
    await user.click(within(dialog).getByRole("button", { name: "Établir l'avoir" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Indiquez le numéro du chèque.");
    expect(posted(calls)).toEqual([]);

    await user.type(within(dialog).getByLabelText("Numéro du chèque remboursé"), "7781200");
    await user.click(within(dialog).getByRole("button", { name: "Établir l'avoir" }));
    expect(await within(dialog).findByText("A2026-000002")).toBeInTheDocument();
    expect(posted(calls)).toEqual([
      { motif: "Infiltration facturée au tarif plein", lignes: [{ ligneId: 32, montant: 12000 }], remboursement: { mode: "cheque", montant: 12000, reference: "7781200" } },
    ]);
  });

  it("requires a reason, and at least one line when lines are chosen", async () => {
    const { calls } = open();
    const dialog = await screen.findByRole("dialog", { name: "Établir un avoir — H2026-000009" });
    const user = fakeClockUser();
    await user.click(await within(dialog).findByRole("button", { name: "Établir l'avoir" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Indiquez le motif de l'avoir.");
    expect(within(dialog).getByLabelText(/^Motif/)).toHaveAttribute("aria-invalid", "true");

    await user.click(within(dialog).getByRole("radio", { name: /Certaines lignes/ }));
    await user.type(within(dialog).getByLabelText(/^Motif/), "Erreur");
    await user.click(within(dialog).getByRole("button", { name: "Établir l'avoir" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Choisissez au moins une ligne.");

    await user.click(within(dialog).getByRole("checkbox", { name: /^Ligne 1 :\s*Cs/ }));
    const amount = within(dialog).getByLabelText("Montant crédité, ligne 1 (DH)");
    await user.clear(amount);
    await user.type(amount, "350");
    await user.click(within(dialog).getByRole("button", { name: "Établir l'avoir" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Le montant d'une ligne ne peut pas dépasser celui du reçu.");
    expect(posted(calls)).toEqual([]);
  });

  it("shows the server's reason when the credit note is refused, keeping the form", async () => {
    open(receipt, () => json({ message: "L'avoir dépasse ce qui reste du reçu.", errors: { lignes: "L'avoir dépasse ce qui reste du reçu." } }, 400));
    const dialog = await screen.findByRole("dialog", { name: "Établir un avoir — H2026-000009" });
    const user = fakeClockUser();
    await user.type(await within(dialog).findByLabelText(/^Motif/), "Erreur de saisie");
    await user.click(within(dialog).getByRole("button", { name: "Établir l'avoir" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Impossible d'établir l'avoir. L'avoir dépasse ce qui reste du reçu.");
    expect(within(dialog).getByLabelText(/^Motif/)).toHaveValue("Erreur de saisie");
  });

  it("offers no refund when nothing was paid, and counts the earlier credit notes", async () => {
    open({ ...receipt, paye: 0, reste: 38000, avoirs: [{ id: 11, numero: "A2026-000001", total: -12000 }] });
    const dialog = await screen.findByRole("dialog", { name: "Établir un avoir — H2026-000009" });
    expect(await within(dialog).findByRole("radio", { name: /Tout le reçu \(380,00\sDH\)/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole("checkbox", { name: "Rembourser le patient maintenant" })).not.toBeInTheDocument();
    expect(within(dialog).getByText("Après l'avoir, le reçu est soldé.")).toBeInTheDocument();
  });

  it("says there is nothing left to credit on a receipt cancelled whole", async () => {
    open({ ...receipt, avoirs: [{ id: 11, numero: "A2026-000001", total: -50000 }] });
    expect(await screen.findByText(/Ce reçu est déjà entièrement annulé par avoir/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Établir l'avoir" })).not.toBeInTheDocument();
  });
});
