import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { BillDialog, type BillTarget } from "@/components/staff/billing/bill-dialog";
import type { Act } from "@/schemas/act";
import { fakeClockInEachTest, fakeClockUser, json, mockApi, renderInSession } from "../../../../tests/support/staff-harness";

fakeClockInEachTest(new Date("2026-10-14T09:00:00Z"));

const anAct = (id: number, code: string, tarifCentimes: number, actif = true): Act => ({
  id,
  code,
  libelle: `Acte ${code}`,
  lettreCle: null,
  coefficient: null,
  tarifCentimes,
  tarifReferenceCentimes: null,
  actif,
  aVerifier: false,
  ordre: id,
  misAJourLe: null,
});
const catalogue = [anAct(1, "Cs", 15000), anAct(2, "PLA", 45000, false), anAct(3, "INF", 22500)];
const visit: BillTarget = { appointmentId: 41, patientName: "Réda Ouazzani", description: "Visite du 14 octobre" };
const issued = { id: 9, numero: "H2026-000009", total: 37500, reste: 37500 };

function open(target: BillTarget) {
  const api = mockApi({ "GET /api/acts": () => json(catalogue), "POST /api/invoices": () => json(issued, 201) });
  renderInSession(<BillDialog target={target} onClose={vi.fn()} />, { roles: ["ASSISTANT"] });
  return api;
}

const lineValues = () => screen.getAllByLabelText(/^Acte \d$/).map((select) => (select as HTMLSelectElement).value);

describe("BillDialog's first lines", { timeout: 20_000 }, () => {
  it("are the visit type's acts in their order, at the practice's fee, inactive ones skipped", async () => {
    const { calls } = open({ ...visit, actIds: [3, 2, 1] });
    expect(await screen.findByRole("dialog", { name: "Facturer — Réda Ouazzani" })).toBeInTheDocument();
    await waitFor(() => expect(lineValues()).toEqual(["3", "1"]));
    expect(screen.getAllByLabelText("Montant (DH)").map((input) => (input as HTMLInputElement).value)).toEqual(["225,00", "150,00"]);
    expect(screen.getByText("Total").parentElement).toHaveTextContent(/375,00\sDH/);

    await fakeClockUser().click(screen.getByRole("button", { name: /Émettre/ }));
    await screen.findByText("H2026-000009");
    expect(calls.find((call) => call.method === "POST")?.body).toMatchObject({
      appointmentId: 41,
      lignes: [
        { actId: 3, montant: 22500 },
        { actId: 1, montant: 15000 },
      ],
    });
  });

  it("start on the catalogue's first act for a visit of no type", async () => {
    open(visit);
    await waitFor(() => expect(lineValues()).toEqual(["1"]));
    expect(within(screen.getByRole("dialog")).getByText("Total").parentElement).toHaveTextContent(/150,00\sDH/);
  });
});
