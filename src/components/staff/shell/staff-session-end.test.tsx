import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { StaffShell } from "@/components/staff/shell/staff-shell";
import { fakeToken, json, mockApi, networkFailure } from "../../../../tests/support/staff-harness";

/** Sessions the server can end (decision 023), as the staff area sees them. */

const router = vi.hoisted(() => ({ replace: vi.fn(), push: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => router, usePathname: () => "/responsable" }));

const token = fakeToken({ sub: "7", email: "omar@cabinet.test", role: "MEDECIN", roles: ["MEDECIN"] });
const omar = { id: 7, username: "o.bennani", nom: "Bennani", prenom: "Omar", email: "omar@cabinet.test", role: "MEDECIN" };
const whoAmI = "GET /api/users/email/omar%40cabinet.test";

function renderShell() {
  window.localStorage.setItem("token", token);
  return render(
    <StaffShell timeZone="Africa/Casablanca" siteName="Cabinet du Dr. Test">
      <p>Contenu protégé</p>
    </StaffShell>,
  );
}

async function confirmLogout() {
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: "Logout" }));
  await user.click(screen.getByRole("button", { name: "Se déconnecter" }));
}

beforeEach(() => {
  router.replace.mockReset();
  router.push.mockReset();
});

describe("'Se déconnecter'", () => {
  it("has the server end the token's session, then removes the token and goes to /", async () => {
    const { calls } = mockApi({ [whoAmI]: () => json(omar), "POST /api/auth/logout": () => new Response(null, { status: 204 }) });
    renderShell();
    await screen.findByText("Bennani");
    await confirmLogout();
    expect(calls.at(-1)).toEqual(expect.objectContaining({ method: "POST", path: "/api/auth/logout", authorization: `Bearer ${token}` }));
    expect(window.localStorage.getItem("token")).toBeNull();
    expect(router.push).toHaveBeenCalledWith("/");
  });

  it.each([
    ["the server refuses", () => json({ message: "Erreur interne" }, 500)],
    ["the server cannot be reached", networkFailure()],
  ])("still logs out when %s", async (_name, route) => {
    mockApi({ [whoAmI]: () => json(omar), "POST /api/auth/logout": route });
    renderShell();
    await screen.findByText("Bennani");
    await confirmLogout();
    await act(async () => {});
    expect(window.localStorage.getItem("token")).toBeNull();
    expect(router.push).toHaveBeenCalledWith("/");
    expect(screen.queryByText("Contenu protégé")).not.toBeInTheDocument();
  });
});

describe("a password that must be changed", () => {
  it("leads to /responsable/compte when any call answers 403 passwordChangeRequired, keeping the session", async () => {
    mockApi({
      [whoAmI]: () => json({ message: "Vous devez d'abord choisir un nouveau mot de passe.", passwordChangeRequired: true }, 403),
    });
    renderShell();
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/responsable/compte"));
    expect(window.localStorage.getItem("token")).toBe(token);
    expect(router.replace).not.toHaveBeenCalled();
  });

  it("does not treat another 403 so", async () => {
    mockApi({ [whoAmI]: () => json({ message: "Accès refusé." }, 403) });
    renderShell();
    await act(async () => {});
    await waitFor(() => expect(screen.getByText("Contenu protégé")).toBeInTheDocument());
    expect(router.push).not.toHaveBeenCalled();
  });
});
