import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ClaimFormPage } from "@/components/staff/claim-form/claim-form-page";
import type { ClaimFormLayout, ClaimFormLayoutAnswer } from "@/schemas/claim-form";
import { fakeClockInEachTest, fakeClockUser, json, mockApi, renderInSession } from "../../../../tests/support/staff-harness";

fakeClockInEachTest(new Date("2026-11-27T09:00:00Z"));

// The server's starting estimates (claim-form-layout.ts), as GET answers them before any save.
const layout: ClaimFormLayout = {
  format: "A4",
  actes: { y: 128, pas: 7, lignes: 5, date: { x: 14, largeur: 24 }, cotation: { x: 42, largeur: 30 }, montant: { x: 160, largeur: 34 } },
  total: { x: 160, y: 168, largeur: 34 },
  medecin: { x: 20, y: 182, largeur: 90 },
  inpe: { x: 20, y: 189, largeur: 50 },
};
const estimates: ClaimFormLayoutAnswer = { ...layout, estimation: true, misAJourLe: null };

describe("ClaimFormPage", { timeout: 20_000 }, () => {
  it("says the starting values are estimates and leaves them read only to a non-admin", async () => {
    mockApi({ "GET /api/feuille-de-soins/gabarit": () => json(estimates) });
    renderInSession(<ClaimFormPage />, { isAdmin: false });
    expect(await screen.findByRole("note", { name: "Valeurs estimées" })).toHaveTextContent("Valeurs de départ estimées");
    const inpe = screen.getByRole("group", { name: "INPE" });
    expect(within(inpe).getByLabelText("x")).toHaveValue(20);
    expect(within(inpe).getByLabelText("x")).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Enregistrer le gabarit" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Impression d'essai" })).toBeEnabled();
  });

  it("lets an admin move a field and save it as numbers; shows the server's message under the field it names", async () => {
    const { calls } = mockApi({
      "GET /api/feuille-de-soins/gabarit": () => json(estimates),
      "PUT /api/feuille-de-soins/gabarit": (_url, init) => {
        const body = JSON.parse(String(init.body)) as ClaimFormLayout;
        if (body.inpe.y > 200) return json({ message: "Requête invalide.", errors: { "inpe.y": "INPE dépasse le bas de la feuille A5 (210 mm) : réduisez y." } }, 400);
        return json({ ...body, estimation: false, misAJourLe: "2026-11-27T09:00:00.000Z" });
      },
    });
    renderInSession(<ClaimFormPage />, { isAdmin: true, roles: ["ADMIN"] });
    const user = fakeClockUser();
    const inpe = await screen.findByRole("group", { name: "INPE" });
    fireEvent.change(within(inpe).getByLabelText("x"), { target: { value: "27.5" } });
    await user.click(screen.getByRole("button", { name: "Enregistrer le gabarit" }));
    expect(await screen.findByText("Gabarit enregistré. Faites une impression d'essai pour vérifier.")).toBeInTheDocument();
    expect(screen.queryByRole("note", { name: "Valeurs estimées" })).not.toBeInTheDocument();
    const put = calls.find((call) => call.method === "PUT")!;
    expect(put.body).toMatchObject({ format: "A4", inpe: { x: 27.5, y: 189, largeur: 50 }, actes: { lignes: 5 } });

    fireEvent.change(within(inpe).getByLabelText("y"), { target: { value: "205" } });
    await user.click(screen.getByRole("button", { name: "Enregistrer le gabarit" }));
    expect(await within(inpe).findByText("INPE dépasse le bas de la feuille A5 (210 mm) : réduisez y.")).toBeInTheDocument();
  });
});
