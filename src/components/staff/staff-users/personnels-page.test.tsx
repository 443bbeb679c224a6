import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { PersonnelsPage } from "@/components/staff/staff-users/personnels-page";
import { json, mockApi, renderInSession } from "../../../../tests/support/staff-harness";

const router = vi.hoisted(() => ({ replace: vi.fn(), push: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => router, usePathname: () => "/responsable/personnels" }));

beforeEach(() => {
  router.replace.mockReset();
  mockApi({ "GET /api/users": () => json([]) });
});

describe("PersonnelsPage", () => {
  it("sends a non-admin to / without showing the page", async () => {
    renderInSession(<PersonnelsPage />, { isAdmin: false });
    expect(screen.queryByRole("heading", { name: "Gestion des Personels" })).not.toBeInTheDocument();
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith("/"));
  });

  it("shows an admin the page, its note, both forms, and the accounts' list below them", async () => {
    renderInSession(<PersonnelsPage />, { isAdmin: true });
    expect(screen.getByRole("heading", { level: 1, name: "Gestion des Personels" })).toBeInTheDocument();
    expect(screen.getByText("Cette page n'est visible que par les administrateurs.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Ajouter l'utilisateur" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Supprimer l'utilisateur" })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
      "Ajouter un utilisateur",
      "Supprimer un utilisateur",
      "Comptes du personnel",
    ]);
    expect(await screen.findByText("Aucun compte actif.")).toBeInTheDocument();
    expect(router.replace).not.toHaveBeenCalled();
  });
});
