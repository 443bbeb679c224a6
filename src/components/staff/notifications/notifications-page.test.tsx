import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { NotificationsPage } from "@/components/staff/notifications/notifications-page";
import type { NotificationListItem } from "@/schemas/notification";
import { visit } from "../../../../tests/support/next-navigation";
import { json, mockApi, renderInSession } from "../../../../tests/support/staff-harness";

const router = vi.hoisted(() => ({ replace: vi.fn(), push: vi.fn() }));
vi.mock("next/navigation", async () => ({ ...(await import("../../../../tests/support/next-navigation")), useRouter: () => router }));
beforeEach(() => {
  router.replace.mockReset();
  visit("/responsable/envois");
});

const admin = { isAdmin: true, roles: ["ADMIN"] };

const failed: NotificationListItem = {
  id: 8,
  type: "confirmation",
  canal: "email",
  statut: "echec",
  rendezVousId: 5,
  destinataire: "fatima@example.ma",
  creeLe: "2026-11-24T08:00:00.000Z",
  envoyeLe: null,
  tentatives: 6,
  prochainEssai: null,
  erreur: "Adresse refusée par le serveur de messagerie",
  patient: { id: 42, nom: "Bennis", prenom: "Fatima" },
};
const alert: NotificationListItem = { ...failed, id: 9, type: "alerte_personnel", statut: "envoye", erreur: null, envoyeLe: "2026-11-24T08:01:00.000Z", destinataire: "accueil@cabinet.ma", patient: null, rendezVousId: null };

describe("NotificationsPage", () => {
  it("sends a non-admin to / without asking the server", async () => {
    const { calls } = mockApi({});
    renderInSession(<NotificationsPage />, { isAdmin: false });
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith("/"));
    expect(calls).toHaveLength(0);
  });

  it("lists every message with its patient or the team, filters by state, and sends a failed one again", async () => {
    let retried = false;
    const { calls } = mockApi({
      "GET /api/notifications": (url) => json(url.searchParams.get("statut") === "echec" ? { items: [{ ...failed, statut: retried ? "en_attente" : "echec" }], total: 1 } : { items: [alert, failed], total: 2 }),
      "POST /api/notifications/8/retry": () => {
        retried = true;
        return json({ ...failed, statut: "en_attente" });
      },
    });
    renderInSession(<NotificationsPage />, admin);
    const table = await screen.findByRole("table", { name: "Messages envoyés" });
    const [first, second] = within(table).getAllByRole("row").slice(1);
    expect(first).toHaveTextContent("Équipe");
    expect(first).toHaveTextContent("Alerte équipe");
    expect(within(second!).getByRole("link", { name: "Fatima Bennis" })).toHaveAttribute("href", "/responsable/patients/42");
    expect(second).toHaveTextContent("Adresse refusée par le serveur de messagerie (6 essais)");

    await userEvent.selectOptions(screen.getByLabelText("État"), "echec");
    await waitFor(() => expect(calls.at(-1)?.path).toContain("statut=echec"));
    await userEvent.click(await screen.findByRole("button", { name: "Renvoyer le message n° 8" }));
    expect(await screen.findByText("Le message sera renvoyé dans un instant.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("button", { name: "Renvoyer le message n° 8" })).not.toBeInTheDocument());
  });

  it("says a message the log driver recorded was not sent, and lets an admin send it again", async () => {
    const notSent: NotificationListItem = { ...failed, id: 10, statut: "non_envoye", tentatives: 1, erreur: "Aucun fournisseur configuré pour ce canal : rien n'est parti" };
    mockApi({ "GET /api/notifications": () => json({ items: [notSent], total: 1 }) });
    renderInSession(<NotificationsPage />, admin);
    const [row] = within(await screen.findByRole("table", { name: "Messages envoyés" })).getAllByRole("row").slice(1);
    expect(row).toHaveTextContent("Non envoyé — aucun fournisseur configuré");
    expect(row).not.toHaveTextContent(/Envoyé le/);
    expect(within(row!).getByRole("button", { name: "Renvoyer le message n° 10" })).toBeInTheDocument();
  });

  it("shows a card per message on a phone, with its state, detail and action, and no table", async () => {
    vi.stubGlobal("matchMedia", (query: string) => ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
    try {
      mockApi({ "GET /api/notifications": () => json({ items: [alert, failed], total: 2 }) });
      renderInSession(<NotificationsPage />, admin);
      const list = await screen.findByRole("list", { name: "Messages envoyés" });
      expect(screen.queryByRole("table")).not.toBeInTheDocument();
      const [team, patient] = within(list).getAllByRole("listitem");
      expect(team).toHaveTextContent("Alerte équipe");
      expect(team).toHaveTextContent("Envoyé");
      expect(within(patient!).getByRole("link", { name: "Fatima Bennis" })).toHaveAttribute("href", "/responsable/patients/42");
      expect(patient).toHaveTextContent("Échec");
      expect(patient).toHaveTextContent("Adresse refusée par le serveur de messagerie (6 essais)");
      expect(within(patient!).getByRole("button", { name: "Renvoyer le message n° 8" })).toBeInTheDocument();
      expect(within(team!).queryByRole("button")).not.toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
