import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { InsurersPage } from "@/components/staff/acts/insurers-page";
import type { Insurer } from "@/schemas/insurer";
import { fakeClockInEachTest, fakeClockUser, json, mockApi, renderInSession } from "../../../../tests/support/staff-harness";

fakeClockInEachTest(new Date("2026-11-27T09:00:00Z"));

const cnss: Insurer = { id: 1, nom: "CNSS", genre: "amo", remarque: null, actif: true };
const cnops: Insurer = { id: 2, nom: "CNOPS", genre: "amo", remarque: "En cours d'intégration à la CNSS", actif: false };
const axa: Insurer = { id: 3, nom: "AXA Assurance Maroc", genre: "assurance", remarque: null, actif: true };

const admin = { isAdmin: true, roles: ["ADMIN"] };
const byName = (list: Insurer[]) => [...list].sort((a, b) => a.nom.localeCompare(b.nom, "fr"));

/** The insurers' calls over a list the test can watch, answering as the server does (409 on a name taken whatever its case). */
function insurersServer(initial: Insurer[]) {
  let list = [...initial];
  const taken = (nom: string, exceptId?: number) => list.some((insurer) => insurer.id !== exceptId && insurer.nom.toLowerCase() === nom.trim().toLowerCase());
  const nameTaken = () => json({ message: "Un autre organisme porte déjà ce nom.", errors: { nom: "Un autre organisme porte déjà ce nom." } }, 409);
  const patch = (id: number) => (_url: URL, init: RequestInit) => {
    const changes = JSON.parse(String(init.body)) as Partial<Insurer>;
    if (changes.nom !== undefined && taken(changes.nom, id)) return nameTaken();
    list = list.map((insurer) => (insurer.id === id ? { ...insurer, ...changes } : insurer));
    return json(list.find((insurer) => insurer.id === id));
  };
  const api = mockApi({
    "GET /api/insurers": () => json(byName(list)),
    "POST /api/insurers": (_url, init) => {
      const body = JSON.parse(String(init.body)) as Pick<Insurer, "nom" | "genre" | "remarque">;
      if (taken(body.nom)) return nameTaken();
      const created: Insurer = { id: list.length + 1, nom: body.nom, genre: body.genre, remarque: body.remarque, actif: true };
      list = [...list, created];
      return json(created, 201);
    },
    "PATCH /api/insurers/1": patch(1),
    "PATCH /api/insurers/2": patch(2),
    "PATCH /api/insurers/3": patch(3),
    "PATCH /api/insurers/4": patch(4),
  });
  return { ...api, writes: () => api.calls.filter((call) => call.method !== "GET").map((call) => [call.method, call.path, call.body]) };
}

describe("InsurersPage", { timeout: 20_000 }, () => {
  it("shows each insurer's kind, remark and state, read only for a doctor", async () => {
    const { calls } = insurersServer([cnss, cnops, axa]);
    renderInSession(<InsurersPage />, { isAdmin: false });
    const cnopsRow = await screen.findByRole("listitem", { name: "CNOPS" });
    expect(cnopsRow).toHaveTextContent("AMO");
    expect(cnopsRow).toHaveTextContent("Inactif");
    expect(cnopsRow).toHaveTextContent("En cours d'intégration à la CNSS");
    expect(screen.getByRole("listitem", { name: "CNSS" })).not.toHaveTextContent("Inactif");
    expect(screen.getByRole("listitem", { name: "AXA Assurance Maroc" })).toHaveTextContent("Assurance privée");
    expect(screen.getByText("3 organismes, dont 1 inactif.")).toBeInTheDocument();
    expect(screen.getByText(/Seul un administrateur peut ajouter ou modifier un organisme\./)).toBeInTheDocument();

    expect(screen.queryByRole("button", { name: /Modifier|Désactiver|Réactiver|Ajouter/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Ajouter un organisme" })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Nom/)).not.toBeInTheDocument();
    expect(calls.every((call) => call.method === "GET")).toBe(true);
  });

  it("lets an admin add a mutuelle and shows the server's refusal of a name already taken", async () => {
    const { writes } = insurersServer([cnss]);
    renderInSession(<InsurersPage />, admin);
    const user = fakeClockUser();
    await screen.findByRole("listitem", { name: "CNSS" });
    const form = screen.getByRole("region", { name: "Ajouter un organisme" });

    await user.click(within(form).getByRole("button", { name: "Ajouter l'organisme" }));
    expect(within(form).getByText("Le nom est obligatoire.")).toBeInTheDocument();

    await user.type(within(form).getByLabelText(/Nom/), "Mutuelle des FAR");
    expect(within(form).getByLabelText("Type")).toHaveValue("mutuelle");
    await user.type(within(form).getByLabelText("Remarque"), "Conventionnée");
    await user.click(within(form).getByRole("button", { name: "Ajouter l'organisme" }));
    expect(await within(form).findByText("Organisme « Mutuelle des FAR » ajouté avec succès.")).toBeInTheDocument();
    const row = await screen.findByRole("listitem", { name: "Mutuelle des FAR" });
    expect(row).toHaveTextContent("Mutuelle");
    expect(row).toHaveTextContent("Conventionnée");
    expect(within(form).getByLabelText(/Nom/)).toHaveValue("");
    expect(within(form).getByLabelText(/Nom/)).toHaveFocus();

    await user.type(within(form).getByLabelText(/Nom/), "cnss");
    await user.selectOptions(within(form).getByLabelText("Type"), "AMO");
    await user.click(within(form).getByRole("button", { name: "Ajouter l'organisme" }));
    expect(await within(form).findByText("Impossible d'enregistrer l'organisme.")).toBeInTheDocument();
    expect(within(form).getByText("Un autre organisme porte déjà ce nom.")).toBeInTheDocument();
    expect(within(form).getByLabelText(/Nom/)).toHaveAttribute("aria-invalid", "true");

    expect(writes()).toEqual([
      ["POST", "/api/insurers", { nom: "Mutuelle des FAR", genre: "mutuelle", remarque: "Conventionnée" }],
      ["POST", "/api/insurers", { nom: "cnss", genre: "amo", remarque: null }],
    ]);
  });

  it("lets an admin rename an insurer, change its kind and remark, then deactivate and reactivate it", async () => {
    const { writes } = insurersServer([cnss, axa]);
    renderInSession(<InsurersPage />, admin);
    const user = fakeClockUser();
    await user.click(await screen.findByRole("button", { name: "Modifier AXA Assurance Maroc" }));
    const dialog = screen.getByRole("dialog", { name: "Modifier « AXA Assurance Maroc »" });
    const name = within(dialog).getByLabelText(/Nom/);
    expect(name).toHaveValue("AXA Assurance Maroc");
    expect(within(dialog).getByLabelText("Type")).toHaveValue("assurance");

    await user.clear(name);
    await user.type(name, "Cnss");
    await user.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    expect(await within(dialog).findByText("Un autre organisme porte déjà ce nom.")).toBeInTheDocument();

    await user.clear(name);
    await user.type(name, "AXA Santé");
    await user.selectOptions(within(dialog).getByLabelText("Type"), "Mutuelle");
    await user.type(within(dialog).getByLabelText("Remarque"), "Contrats de groupe");
    await user.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    expect(await screen.findByText("Organisme « AXA Santé » enregistré avec succès.")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    const row = await screen.findByRole("listitem", { name: "AXA Santé" });
    expect(row).toHaveTextContent("Mutuelle");
    expect(row).toHaveTextContent("Contrats de groupe");

    await user.click(within(row).getByRole("button", { name: "Désactiver AXA Santé" }));
    expect(await screen.findByText("Organisme « AXA Santé » désactivé avec succès.")).toBeInTheDocument();
    expect(row).toHaveTextContent("Inactif");
    expect(screen.getByText("2 organismes, dont 1 inactif.")).toBeInTheDocument();
    await user.click(within(row).getByRole("button", { name: "Réactiver AXA Santé" }));
    expect(await screen.findByText("Organisme « AXA Santé » réactivé avec succès.")).toBeInTheDocument();
    expect(row).not.toHaveTextContent("Inactif");

    expect(writes()).toEqual([
      ["PATCH", "/api/insurers/3", { nom: "Cnss", genre: "assurance", remarque: null }],
      ["PATCH", "/api/insurers/3", { nom: "AXA Santé", genre: "mutuelle", remarque: "Contrats de groupe" }],
      ["PATCH", "/api/insurers/3", { actif: false }],
      ["PATCH", "/api/insurers/3", { actif: true }],
    ]);
  });

  it("says when a deactivation is refused, in the insurer's row", async () => {
    mockApi({
      "GET /api/insurers": () => json([cnss]),
      "PATCH /api/insurers/1": () => json({ message: "Organisme non trouvé." }, 404),
    });
    renderInSession(<InsurersPage />, admin);
    const user = fakeClockUser();
    await user.click(await screen.findByRole("button", { name: "Désactiver CNSS" }));
    expect(await within(screen.getByRole("listitem", { name: "CNSS" })).findByRole("alert")).toHaveTextContent("Impossible d'enregistrer l'organisme. Organisme non trouvé.");
  });

  it("says when the list is empty, and when it cannot be read", async () => {
    mockApi({ "GET /api/insurers": () => json([]) });
    const { unmount } = renderInSession(<InsurersPage />, admin);
    expect(await screen.findByText("Aucun organisme enregistré. Ajoutez la CNSS, la CNOPS et les mutuelles de vos patients.")).toBeInTheDocument();
    unmount();

    mockApi({ "GET /api/insurers": () => json({ message: "Erreur" }, 500) });
    renderInSession(<InsurersPage />, { isAdmin: false });
    expect(await screen.findByText("Impossible de charger la liste des organismes.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Réessayer" })).toBeInTheDocument();
  });
});
