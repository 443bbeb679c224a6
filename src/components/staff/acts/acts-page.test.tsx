import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ActsPage } from "@/components/staff/acts/acts-page";
import type { Act } from "@/schemas/act";
import { fakeClockInEachTest, fakeClockUser, json, mockApi, renderInSession } from "../../../../tests/support/staff-harness";

fakeClockInEachTest(new Date("2026-11-27T09:00:00Z"));

const cs: Act = { id: 1, code: "Cs", libelle: "Consultation de spécialiste", lettreCle: "Cs", coefficient: 1, tarifCentimes: 15000, tarifReferenceCentimes: 15000, actif: true, aVerifier: true, ordre: 1, misAJourLe: null };
const echo: Act = { ...cs, id: 9, code: "ECHO", libelle: "Échographie", lettreCle: null, coefficient: null, tarifCentimes: 120050, tarifReferenceCentimes: null, aVerifier: false, ordre: 9 };

describe("ActsPage", { timeout: 20_000 }, () => {
  it("shows every act's fees in dirhams and its à vérifier mark, read only for a doctor", async () => {
    const { calls } = mockApi({ "GET /api/acts": () => json([cs, echo]) });
    renderInSession(<ActsPage />, { isAdmin: false });
    const row = await screen.findByRole("listitem", { name: "Cs — Consultation de spécialiste" });
    expect(row).toHaveTextContent("À vérifier");
    expect(row).toHaveTextContent("Tarif du cabinet : 150,00 DH · Référence (TNR) : 150,00 DH · Cs 1");
    expect(screen.getByRole("listitem", { name: "ECHO — Échographie" })).toHaveTextContent(/Tarif du cabinet : 1\s200,50 DH · Pas de tarif de référence/);
    expect(screen.getByText("1 acte à vérifier.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Confirmer|Modifier/ })).not.toBeInTheDocument();
    expect(calls.every((call) => call.method === "GET")).toBe(true);
  });

  it("lets an admin confirm an act and change a fee, sending whole centimes", async () => {
    const { calls } = mockApi({
      "GET /api/acts": () => json([cs, echo]),
      "PATCH /api/acts/1": (_url, init) => json({ ...cs, ...(JSON.parse(String(init.body)) as Partial<Act>) }),
    });
    renderInSession(<ActsPage />, { isAdmin: true, roles: ["ADMIN"] });
    const user = fakeClockUser();
    await user.click(await screen.findByRole("button", { name: "Confirmer Cs" }));
    expect(await screen.findByText("« Cs » confirmé avec succès.")).toBeInTheDocument();
    const row = screen.getByRole("listitem", { name: "Cs — Consultation de spécialiste" });
    expect(row).not.toHaveTextContent("À vérifier");

    await user.click(within(row).getByRole("button", { name: "Modifier le tarif de Cs" }));
    const input = within(row).getByLabelText("Tarif de Cs (DH)");
    fireEvent.change(input, { target: { value: "abc" } });
    await user.click(within(row).getByRole("button", { name: "Enregistrer" }));
    expect(within(row).getByText("Montant invalide (ex. 450 ou 450,50).")).toBeInTheDocument();
    fireEvent.change(input, { target: { value: "200,50" } });
    await user.click(within(row).getByRole("button", { name: "Enregistrer" }));
    expect(await screen.findByText("Tarif de « Cs » enregistré avec succès.")).toBeInTheDocument();
    expect(row).toHaveTextContent("Tarif du cabinet : 200,50 DH");
    expect(calls.filter((call) => call.method === "PATCH").map((call) => call.body)).toEqual([{ aVerifier: false }, { tarifCentimes: 20050 }]);
  });

  it("says when the catalogue cannot be read", async () => {
    mockApi({ "GET /api/acts": () => json({ message: "Erreur" }, 500) });
    renderInSession(<ActsPage />, { isAdmin: false });
    expect(await screen.findByText("Impossible de charger le catalogue des actes.")).toBeInTheDocument();
  });
});
