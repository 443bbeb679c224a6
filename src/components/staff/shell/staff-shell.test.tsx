import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ExternalPatientSearch } from "@/components/staff/appointment-requests/external-patient-search";
import { StaffShell } from "@/components/staff/shell/staff-shell";
import { fakeToken, json, mockApi } from "../../../../tests/support/staff-harness";

const router = vi.hoisted(() => ({ replace: vi.fn(), push: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => router, usePathname: () => "/responsable" }));

const medecinToken = fakeToken({ sub: "7", email: "omar@cabinet.test", role: "MEDECIN", roles: ["MEDECIN"] });
const adminToken = fakeToken({ sub: "1", email: "admin@cabinet.test", roles: { 0: "ROLE_ADMIN" } });
const omar = { id: 7, username: "o.bennani", nom: "Bennani", prenom: "Omar", email: "omar@cabinet.test", role: "MEDECIN" };

function logIn(token: string, user?: { id: number; nom: string }) {
  window.localStorage.setItem("token", token);
  if (user) {
    window.localStorage.setItem("userId", String(user.id));
    window.localStorage.setItem("userNom", user.nom);
  }
}

function renderShell(children: React.ReactNode = <p>Contenu protégé</p>) {
  return render(
    <StaffShell timeZone="Africa/Casablanca" siteName="Cabinet du Dr. Test">
      {children}
    </StaffShell>,
  );
}

beforeEach(() => {
  router.replace.mockReset();
  router.push.mockReset();
});
afterEach(() => {
  window.history.replaceState(null, "", "/");
});

describe("StaffShell guard", () => {
  it("sends a visitor without a token to /login and shows nothing protected", async () => {
    const { fetchMock } = mockApi({});
    renderShell();
    expect(screen.queryByText("Contenu protégé")).not.toBeInTheDocument();
    expect(screen.queryByRole("banner")).not.toBeInTheDocument();
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith("/login"));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("lets a logged-in user in and checks the token with the server, refreshing the stored name and id", async () => {
    const { calls } = mockApi({ "GET /api/users/email/omar%40cabinet.test": () => json(omar) });
    logIn(medecinToken);
    renderShell();
    expect(screen.getByText("Contenu protégé")).toBeInTheDocument();
    expect(await screen.findByText("Bennani")).toBeInTheDocument();
    expect(window.localStorage.getItem("userId")).toBe("7");
    expect(calls[0]?.authorization).toBe(`Bearer ${medecinToken}`);
    expect(router.replace).not.toHaveBeenCalled();
  });

  it("removes a token the server rejects and sends the user to /login, saying the session expired and where they were", async () => {
    mockApi({ "GET /api/users/email/omar%40cabinet.test": () => json({ message: "Session invalide." }, 401) });
    logIn(medecinToken, { id: 7, nom: "Bennani" });
    window.history.replaceState(null, "", "/responsable/patients/12#rdv-9");
    renderShell();
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith("/login?expiree=1&retour=%2Fresponsable%2Fpatients%2F12%23rdv-9"));
    expect(router.replace).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem("token")).toBeNull();
    expect(screen.queryByText("Contenu protégé")).not.toBeInTheDocument();
  });

  it("reacts the same way to a 401 from any call made on a staff screen, and forgets what it had read", async () => {
    mockApi({
      "GET /api/users/email/omar%40cabinet.test": () => json(omar),
      "GET /api/appointment-requests": () => json({ message: "Session expirée." }, 401),
    });
    logIn(medecinToken, { id: 7, nom: "Bennani" });
    renderShell(<ExternalPatientSearch />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Nom du patient externe"), "Alaoui");
    window.history.replaceState(null, "", "/responsable");
    await user.click(screen.getByRole("button", { name: "Rechercher" }));
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith("/login?expiree=1&retour=%2Fresponsable"));
    expect(window.localStorage.getItem("token")).toBeNull();
    expect(screen.queryByLabelText("Nom du patient externe")).not.toBeInTheDocument();
  });
});

describe("StaffHeader", () => {
  it("shows 'Personels' inactive to a non-admin, with the spec's title", async () => {
    mockApi({ "GET /api/users/email/omar%40cabinet.test": () => json(omar) });
    logIn(medecinToken, { id: 7, nom: "Bennani" });
    renderShell();
    const nav = screen.getByRole("navigation", { name: "Espace professionnel" });
    const personnels = within(nav).getByRole("link", { name: /Personels/ });
    expect(personnels).toHaveAttribute("aria-disabled", "true");
    expect(personnels).not.toHaveAttribute("href");
    expect(personnels).toHaveAttribute("title", "Accès réservé à l'administrateur");
    expect(within(nav).getByRole("link", { name: "Responsable" })).toHaveAttribute("href", "/responsable");
    await screen.findByText("Bennani");
  });

  it("makes 'Personels' a working link for an admin, whatever the shape of the role claim", async () => {
    mockApi({ "GET /api/users/email/admin%40cabinet.test": () => json({ ...omar, id: 1, nom: "Admin", role: "ADMIN" }) });
    logIn(adminToken, { id: 1, nom: "Admin" });
    renderShell();
    const personnels = screen.getByRole("link", { name: "Personels" });
    expect(personnels).toHaveAttribute("href", "/responsable/personnels");
    expect(personnels).not.toHaveAttribute("title");
    await screen.findByText(/Administrateur/);
  });

  it("warns an admin on every screen when no backup succeeded for 48 hours, with a way to the backups", async () => {
    mockApi({
      "GET /api/users/email/admin%40cabinet.test": () => json({ ...omar, id: 1, nom: "Admin", role: "ADMIN" }),
      "GET /api/front-desk/counts": () => json({ newRequests: 0, unreadMessages: 0, loginGuessing: 0, backupOverdue: true }),
    });
    logIn(adminToken, { id: 1, nom: "Admin" });
    renderShell();
    const warning = await screen.findByRole("alert");
    expect(warning).toHaveTextContent("Aucune sauvegarde réussie depuis plus de 48 heures.");
    expect(within(warning).getByRole("link", { name: "Voir les sauvegardes" })).toHaveAttribute("href", "/responsable/sauvegardes");
    expect(screen.getByRole("link", { name: /^Sauvegardes/ })).toHaveAccessibleName(/^Sauvegardes\s*\(Aucune sauvegarde réussie depuis plus de 48 heures\.\)$/);
  });

  it("shows no backup warning while the backups are fine", async () => {
    const { calls } = mockApi({
      "GET /api/users/email/admin%40cabinet.test": () => json({ ...omar, id: 1, nom: "Admin", role: "ADMIN" }),
      "GET /api/front-desk/counts": () => json({ newRequests: 0, unreadMessages: 0, loginGuessing: 0, backupOverdue: false }),
    });
    logIn(adminToken, { id: 1, nom: "Admin" });
    renderShell();
    await waitFor(() => expect(calls.some((call) => call.path === "/api/front-desk/counts")).toBe(true));
    await screen.findByText(/Administrateur/);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("warns an admin when patients' messages did not leave for want of a provider, with a way to them (decision 043)", async () => {
    mockApi({
      "GET /api/users/email/admin%40cabinet.test": () => json({ ...omar, id: 1, nom: "Admin", role: "ADMIN" }),
      "GET /api/front-desk/counts": () =>
        json({ newRequests: 0, unreadMessages: 0, loginGuessing: 0, backupOverdue: false, messagesNonEnvoyes: 3, canauxSansFournisseur: ["sms", "whatsapp"] }),
    });
    logIn(adminToken, { id: 1, nom: "Admin" });
    renderShell();
    const warning = await screen.findByRole("alert");
    expect(warning).toHaveTextContent(
      "Des messages aux patients ne partent pas : aucun fournisseur d'envoi n'est configuré (SMS, WhatsApp) — 3 messages non envoyés cette semaine.",
    );
    expect(within(warning).getByRole("link", { name: "Voir les messages non envoyés" })).toHaveAttribute("href", "/responsable/envois?statut=non_envoye");
  });

  it("says nothing of unsent messages when none was recorded this week", async () => {
    const { calls } = mockApi({
      "GET /api/users/email/admin%40cabinet.test": () => json({ ...omar, id: 1, nom: "Admin", role: "ADMIN" }),
      "GET /api/front-desk/counts": () =>
        json({ newRequests: 0, unreadMessages: 0, loginGuessing: 0, backupOverdue: false, messagesNonEnvoyes: 0, canauxSansFournisseur: ["email", "sms", "whatsapp"] }),
    });
    logIn(adminToken, { id: 1, nom: "Admin" });
    renderShell();
    await waitFor(() => expect(calls.some((call) => call.path === "/api/front-desk/counts")).toBe(true));
    await screen.findByText(/Administrateur/);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("asks before logging out: 'Annuler' keeps the session", async () => {
    mockApi({ "GET /api/users/email/omar%40cabinet.test": () => json(omar) });
    logIn(medecinToken, { id: 7, nom: "Bennani" });
    renderShell();
    const user = userEvent.setup();
    const logout = screen.getByRole("button", { name: "Logout" });
    await user.click(logout);

    const dialog = screen.getByRole("dialog", { name: "Voulez-vous vraiment vous déconnecter ?" });
    expect(within(dialog).getByRole("button", { name: "Annuler" })).toHaveFocus();
    await user.click(within(dialog).getByRole("button", { name: "Annuler" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(window.localStorage.getItem("token")).toBe(medecinToken);
    expect(logout).toHaveFocus();
    expect(router.push).not.toHaveBeenCalled();
  });

  it("keeps focus inside the logout dialog and closes it with Escape", async () => {
    mockApi({ "GET /api/users/email/omar%40cabinet.test": () => json(omar) });
    logIn(medecinToken, { id: 7, nom: "Bennani" });
    renderShell();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Logout" }));
    const dialog = screen.getByRole("dialog");
    const cancel = within(dialog).getByRole("button", { name: "Annuler" });
    const confirm = within(dialog).getByRole("button", { name: "Se déconnecter" });
    await user.tab();
    expect(confirm).toHaveFocus();
    await user.tab();
    expect(cancel).toHaveFocus();
    await user.tab({ shift: true });
    expect(confirm).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(window.localStorage.getItem("token")).toBe(medecinToken);
  });

  it("'Se déconnecter' removes the token and goes to / (not /login)", async () => {
    mockApi({ "GET /api/users/email/omar%40cabinet.test": () => json(omar) });
    logIn(medecinToken, { id: 7, nom: "Bennani" });
    renderShell();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Logout" }));
    await user.click(screen.getByRole("button", { name: "Se déconnecter" }));
    expect(window.localStorage.getItem("token")).toBeNull();
    expect(router.push).toHaveBeenCalledWith("/");
    await act(async () => {});
    expect(router.replace).not.toHaveBeenCalled();
    expect(screen.queryByText("Contenu protégé")).not.toBeInTheDocument();
  });
});
