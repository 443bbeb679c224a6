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
    expect(screen.queryByRole("button", { name: /Confirmer|Modifier|Désactiver|Ajouter/ })).not.toBeInTheDocument();
    expect(calls.every((call) => call.method === "GET")).toBe(true);
  });

  it("lets an admin confirm an act, change its fees and key, and take it out of use, sending whole centimes", async () => {
    const { calls } = mockApi({
      "GET /api/acts": () => json([cs, echo]),
      "PATCH /api/acts/1": (_url, init) => json({ ...cs, aVerifier: false, ...(JSON.parse(String(init.body)) as Partial<Act>) }),
    });
    renderInSession(<ActsPage />, { isAdmin: true, roles: ["ADMIN"] });
    const user = fakeClockUser();
    await user.click(await screen.findByRole("button", { name: "Confirmer Cs" }));
    expect(await screen.findByText("« Cs » confirmé avec succès.")).toBeInTheDocument();
    const row = screen.getByRole("listitem", { name: "Cs — Consultation de spécialiste" });
    expect(row).not.toHaveTextContent("À vérifier");

    await user.click(within(row).getByRole("button", { name: "Modifier Cs" }));
    const dialog = await screen.findByRole("dialog", { name: "Modifier « Cs »" });
    expect(within(dialog).getByLabelText(/Tarif du cabinet/)).toHaveValue("150,00");
    fireEvent.change(within(dialog).getByLabelText(/Tarif du cabinet/), { target: { value: "abc" } });
    await user.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    expect(await within(dialog).findByText("Le tarif du cabinet : montant invalide (ex. 150 ou 150,50).")).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/Tarif du cabinet/), { target: { value: "200,50" } });
    fireEvent.change(within(dialog).getByLabelText("Tarif de référence (DH)"), { target: { value: "" } });
    await user.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    expect(await screen.findByText("Acte « Cs » enregistré avec succès.")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(row).toHaveTextContent("Tarif du cabinet : 200,50 DH · Pas de tarif de référence · Cs 1");

    await user.click(within(row).getByRole("button", { name: "Désactiver Cs" }));
    expect(await screen.findByText("Acte « Cs » désactivé avec succès.")).toBeInTheDocument();
    expect(row).toHaveTextContent("Inactif");
    expect(within(row).getByRole("button", { name: "Réactiver Cs" })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "PATCH").map((call) => call.body)).toEqual([
      { aVerifier: false },
      { code: "Cs", libelle: "Consultation de spécialiste", lettreCle: "Cs", coefficient: 1, tarifCentimes: 20050, tarifReferenceCentimes: null },
      { actif: false },
    ]);
  });

  it("lets an admin add an act at the end of the catalogue, and shows a code already taken beside the code", async () => {
    let list = [cs, echo];
    const { calls } = mockApi({
      "GET /api/acts": () => json(list),
      "POST /api/acts": (_url, init) => {
        const body = JSON.parse(String(init.body)) as Act;
        if (body.code.toLowerCase() === "echo") return json({ message: "Un autre acte porte déjà ce code.", errors: { code: "Un autre acte porte déjà ce code." } }, 409);
        const created: Act = { ...body, id: 10, actif: true, aVerifier: false, misAJourLe: null };
        list = [...list, created];
        return json(created, 201);
      },
    });
    renderInSession(<ActsPage />, { isAdmin: true, roles: ["ADMIN"] });
    const user = fakeClockUser();
    const panel = await screen.findByRole("region", { name: "Ajouter un acte" });
    await user.click(within(panel).getByRole("button", { name: "Ajouter l'acte" }));
    expect(await within(panel).findByText("Le code est obligatoire.")).toBeInTheDocument();
    expect(within(panel).getByText("Le tarif du cabinet : montant invalide (ex. 150 ou 150,50).")).toBeInTheDocument();

    await user.type(within(panel).getByLabelText(/^Code/), "echo");
    await user.type(within(panel).getByLabelText(/^Libellé/), "Échographie de l'épaule");
    await user.type(within(panel).getByLabelText(/Tarif du cabinet/), "400");
    await user.click(within(panel).getByRole("button", { name: "Ajouter l'acte" }));
    expect(await within(panel).findByText("Un autre acte porte déjà ce code.")).toBeInTheDocument();

    await user.clear(within(panel).getByLabelText(/^Code/));
    await user.type(within(panel).getByLabelText(/^Code/), "INF");
    await user.type(within(panel).getByLabelText("Lettre-clé"), "K");
    await user.type(within(panel).getByLabelText("Coefficient"), "10");
    await user.type(within(panel).getByLabelText("Tarif de référence (DH)"), "225");
    await user.click(within(panel).getByRole("button", { name: "Ajouter l'acte" }));
    expect(await within(panel).findByText("Acte « INF » ajouté avec succès.")).toBeInTheDocument();
    expect(await screen.findByRole("listitem", { name: "INF — Échographie de l'épaule" })).toHaveTextContent("Tarif du cabinet : 400,00 DH · Référence (TNR) : 225,00 DH · K 10");
    expect(within(panel).getByLabelText(/^Code/)).toHaveValue("");
    expect(calls.filter((call) => call.method === "POST").map((call) => call.body)).toEqual([
      { code: "echo", libelle: "Échographie de l'épaule", lettreCle: null, coefficient: null, tarifCentimes: 40000, tarifReferenceCentimes: null, ordre: 10 },
      { code: "INF", libelle: "Échographie de l'épaule", lettreCle: "K", coefficient: 10, tarifCentimes: 40000, tarifReferenceCentimes: 22500, ordre: 10 },
    ]);
  });

  it("says when the catalogue cannot be read", async () => {
    mockApi({ "GET /api/acts": () => json({ message: "Erreur" }, 500) });
    renderInSession(<ActsPage />, { isAdmin: false });
    expect(await screen.findByText("Impossible de charger le catalogue des actes.")).toBeInTheDocument();
  });
});
