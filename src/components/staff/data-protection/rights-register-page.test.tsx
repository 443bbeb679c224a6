import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { RightsRegisterPage } from "@/components/staff/data-protection/rights-register-page";
import type { RightsRequest } from "@/schemas/data-protection";
import { visit } from "../../../../tests/support/next-navigation";
import { json, mockApi, renderInSession } from "../../../../tests/support/staff-harness";

const router = vi.hoisted(() => ({ replace: vi.fn(), push: vi.fn() }));
vi.mock("next/navigation", async () => ({ ...(await import("../../../../tests/support/next-navigation")), useRouter: () => router }));
beforeEach(() => {
  router.replace.mockReset();
  visit("/responsable/droits");
});

const overdue: RightsRequest = {
  id: 3,
  recuLe: "2026-01-05",
  type: "acces",
  personne: "Hamza Idrissi",
  patientId: 42,
  details: "Par courrier",
  echeance: "2026-02-04",
  traitePar: null,
  reponduLe: null,
  reponse: null,
  enRetard: true,
};

describe("RightsRegisterPage", () => {
  it("sends a non-admin to /", async () => {
    const { calls } = mockApi({});
    renderInSession(<RightsRegisterPage />, { isAdmin: false });
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith("/"));
    expect(calls).toHaveLength(0);
  });

  it("lists the requests with their deadline, records a new one and the answer to an overdue one", async () => {
    let items = [overdue];
    const { calls } = mockApi({
      "GET /api/rights-requests": () => json({ items, total: items.length }),
      "POST /api/rights-requests": () => json({ ...overdue, id: 4, personne: "Sara Amrani", type: "effacement", enRetard: false }, 201),
      "PATCH /api/rights-requests/3": () => {
        items = [{ ...overdue, reponduLe: "2026-01-20", reponse: "Export remis", traitePar: { id: 1, nom: "Alaoui", prenom: "Yassine" }, enRetard: false }];
        return json(items[0]);
      },
    });
    renderInSession(<RightsRegisterPage />, { isAdmin: true, roles: ["ADMIN"] });
    const table = await screen.findByRole("table", { name: "Registre des demandes de droits" });
    const row = within(table).getAllByRole("row")[1]!;
    expect(row).toHaveTextContent("05/01/2026");
    expect(row).toHaveTextContent("Accès");
    expect(row).toHaveTextContent("04/02/2026En retard");
    expect(within(row).getByRole("link", { name: "Dossier n° 42" })).toHaveAttribute("href", "/responsable/patients/42");

    const form = screen.getByRole("region", { name: "Enregistrer une demande" });
    await userEvent.selectOptions(within(form).getByLabelText(/^Type/), "effacement");
    await userEvent.type(within(form).getByLabelText(/^Personne/), "Sara Amrani");
    await userEvent.click(within(form).getByRole("button", { name: "Enregistrer la demande" }));
    expect(await within(form).findByText("Demande enregistrée avec succès.")).toBeInTheDocument();
    const sent = calls.find((call) => call.method === "POST")?.body as Record<string, unknown>;
    // No patient file and no deadline: the server sets the default deadline.
    expect(sent).toMatchObject({ type: "effacement", personne: "Sara Amrani" });
    expect(sent).not.toHaveProperty("echeance");
    expect(sent.patientId).toBeUndefined();

    await userEvent.click(within(row).getByRole("button", { name: "Répondre à la demande de Hamza Idrissi" }));
    const dialog = await screen.findByRole("dialog", { name: "Réponse à la demande de Hamza Idrissi" });
    await userEvent.clear(within(dialog).getByLabelText(/^Répondue le/));
    await userEvent.type(within(dialog).getByLabelText(/^Répondue le/), "2026-01-20");
    await userEvent.type(within(dialog).getByLabelText(/Ce qui a été fait/), "Export remis");
    await userEvent.click(within(dialog).getByRole("button", { name: "Enregistrer la réponse" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === "PATCH")?.body).toEqual({ reponduLe: "2026-01-20", reponse: "Export remis" });
    expect(await screen.findByText(/Le 20\/01\/2026 par Yassine Alaoui/)).toBeInTheDocument();
  });
});
