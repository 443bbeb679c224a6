import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { AdminOnlyScreen } from "@/components/staff/shell/admin-only-screen";
import { renderInSession } from "../../../../tests/support/staff-harness";

const navigation = vi.hoisted(() => ({ pathname: "/responsable/envois", router: { replace: vi.fn(), push: vi.fn() } }));
vi.mock("next/navigation", () => ({ useRouter: () => navigation.router, usePathname: () => navigation.pathname }));

beforeEach(() => navigation.router.replace.mockReset());

function Screen() {
  return <h1>Messages envoyés</h1>;
}

describe("AdminOnlyScreen", () => {
  it("shows an admin the screen", () => {
    renderInSession(
      <AdminOnlyScreen>
        <Screen />
      </AdminOnlyScreen>,
      { isAdmin: true, roles: ["ADMIN"] },
    );
    expect(screen.getByRole("heading", { level: 1, name: "Messages envoyés" })).toBeInTheDocument();
    expect(screen.queryByText("Page réservée aux administrateurs")).not.toBeInTheDocument();
  });

  it("tells anyone else, by the screen's name, that it is reserved to administrators, with a link back, and never mounts it", () => {
    renderInSession(
      <AdminOnlyScreen>
        <Screen />
      </AdminOnlyScreen>,
      { isAdmin: false, roles: ["MEDECIN"] },
    );
    expect(screen.queryByRole("heading", { name: "Messages envoyés" })).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Page réservée aux administrateurs" })).toBeInTheDocument();
    expect(screen.getByText("La page « Envois » n'est accessible qu'aux administrateurs du cabinet. Si vous en avez besoin, demandez à un administrateur.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Retour à l'espace professionnel" })).toHaveAttribute("href", "/responsable");
    expect(navigation.router.replace).not.toHaveBeenCalled();
  });

  it("words it without a name on an address the staff links do not list", () => {
    navigation.pathname = "/responsable/autre";
    renderInSession(
      <AdminOnlyScreen>
        <Screen />
      </AdminOnlyScreen>,
    );
    expect(screen.getByText("Cette page n'est accessible qu'aux administrateurs du cabinet. Si vous en avez besoin, demandez à un administrateur.")).toBeInTheDocument();
  });
});
