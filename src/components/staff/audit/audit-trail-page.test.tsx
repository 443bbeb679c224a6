import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { AuditTrailPage } from "@/components/staff/audit/audit-trail-page";
import { AdminOnlyScreen } from "@/components/staff/shell/admin-only-screen";
import { PHONE_WIDTH, stubScreenWidth } from "../../../../tests/support/screen-width";
import { anAccessEvent } from "../../../../tests/support/staff-fixtures";
import { visit } from "../../../../tests/support/next-navigation";
import { flakyRoute, json, mockApi, renderInSession } from "../../../../tests/support/staff-harness";
import type { AccessEvent, AuditActor } from "@/schemas/audit";

const router = vi.hoisted(() => ({ replace: vi.fn(), push: vi.fn() }));
vi.mock("next/navigation", async () => ({ ...(await import("../../../../tests/support/next-navigation")), useRouter: () => router }));

beforeEach(() => {
  router.replace.mockReset();
  visit("/responsable/journal");
});

const actors: AuditActor[] = [
  { id: 7, nom: "Tazi", prenom: "Hind", role: "ASSISTANT", deleted: false },
  { id: 9, nom: "Berrada", prenom: "Nadia", role: "MEDECIN", deleted: true },
];

const events: AccessEvent[] = [
  anAccessEvent({ id: 12 }),
  {
    id: 11,
    at: "2026-06-14T23:30:00Z",
    action: "auth.login_failed",
    actor: null,
    targetType: null,
    targetId: null,
    requestId: null,
    details: null,
  },
];

const admin = { isAdmin: true, roles: ["ADMIN"] };

describe("AuditTrailPage", () => {
  it("tells a non-admin the journal is reserved to administrators, without showing the trail or asking the server for it", async () => {
    const { calls } = mockApi({});
    renderInSession(
      <AdminOnlyScreen>
        <AuditTrailPage />
      </AdminOnlyScreen>,
      { isAdmin: false },
    );
    expect(screen.getByRole("heading", { level: 1, name: "Page réservée aux administrateurs" })).toBeInTheDocument();
    expect(screen.getByText(/La page « Journal » n'est accessible qu'aux administrateurs du cabinet\./)).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Journal d'audit" })).not.toBeInTheDocument();
    expect(router.replace).not.toHaveBeenCalled();
    expect(calls).toHaveLength(0);
  });

  it("shows an admin the whole trail, newest first, with readable actions and links to the patients", async () => {
    const { calls } = mockApi({
      "GET /api/audit-events/actors": () => json(actors),
      "GET /api/audit-events": () => json({ items: events, total: 2 }),
    });
    renderInSession(<AuditTrailPage />, admin);

    expect(screen.getByRole("heading", { level: 1, name: "Journal d'audit" })).toBeInTheDocument();
    const table = await screen.findByRole("table", { name: "Journal d'audit" });
    const [first, second] = within(table).getAllByRole("row").slice(1);
    expect(first).toHaveTextContent("15/06/2026 10:05");
    expect(first).toHaveTextContent("Hind Tazi");
    expect(first).toHaveTextContent("Assistant");
    expect(first).toHaveTextContent("a consulté le dossier");
    expect(within(first!).getByRole("link", { name: "Patient n° 42" })).toHaveAttribute("href", "/responsable/patients/42");
    // 23:30 UTC is already the next day at the practice.
    expect(second).toHaveTextContent("15/06/2026 00:30");
    expect(second).toHaveTextContent("Système");
    expect(second).toHaveTextContent("a échoué à se connecter");
    expect(router.replace).not.toHaveBeenCalled();
    expect(calls.filter((call) => call.path.startsWith("/api/audit-events?"))).toEqual([
      expect.objectContaining({ path: "/api/audit-events?offset=0&limit=50" }),
    ]);
  });

  it("passes the person and the Du / Au days to the server, and Effacer drops them", async () => {
    const { calls } = mockApi({
      "GET /api/audit-events/actors": () => json(actors),
      "GET /api/audit-events": (url) => json(url.searchParams.has("actorId") ? { items: [events[0]], total: 1 } : { items: events, total: 2 }),
    });
    renderInSession(<AuditTrailPage />, admin);
    const user = userEvent.setup();

    const person = screen.getByRole("combobox", { name: "Personne" });
    // Deleted accounts stay in the list: their events are still in the trail.
    await waitFor(() =>
      expect(within(person).getAllByRole("option").map((option) => option.textContent)).toEqual([
        "Toutes les personnes",
        "Hind Tazi (Assistant)",
        "Nadia Berrada (Médecin) — compte supprimé",
      ]),
    );
    await screen.findByRole("table", { name: "Journal d'audit" });

    await user.selectOptions(person, "Hind Tazi (Assistant)");
    await user.type(screen.getByLabelText("Du"), "2026-06-01");
    await user.type(screen.getByLabelText("Au"), "2026-06-15");
    // The end day cannot be before the start day.
    expect(screen.getByLabelText("Au")).toHaveAttribute("min", "2026-06-01");
    // Nothing is asked before Filtrer.
    expect(calls.filter((call) => call.path.includes("actorId"))).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Filtrer" }));
    await waitFor(() => expect(calls.at(-1)?.path).toBe("/api/audit-events?actorId=7&from=2026-06-01&to=2026-06-15&offset=0&limit=50"));
    await waitFor(() => expect(within(screen.getByRole("table", { name: "Journal d'audit" })).getAllByRole("row")).toHaveLength(2));

    await user.click(screen.getByRole("button", { name: "Effacer" }));
    await waitFor(() => expect(calls.at(-1)?.path).toBe("/api/audit-events?offset=0&limit=50"));
    expect(person).toHaveValue("");
    expect(screen.getByLabelText("Du")).toHaveValue("");
    expect(screen.getByLabelText("Au")).toHaveValue("");
  });

  it("says when nothing matches, and when the trail cannot be read", async () => {
    mockApi({
      "GET /api/audit-events/actors": () => json(actors),
      "GET /api/audit-events": () => json({ items: [], total: 0 }),
    });
    const { unmount } = renderInSession(<AuditTrailPage />, admin);
    expect(await screen.findByText("Aucun événement.")).toBeInTheDocument();
    unmount();

    mockApi({
      "GET /api/audit-events/actors": () => json(actors),
      "GET /api/audit-events": () => json({ message: "Erreur interne" }, 500),
    });
    renderInSession(<AuditTrailPage />, admin);
    expect(await screen.findByText("Impossible de récupérer le journal d'audit.")).toBeInTheDocument();
  });

  it("tells a failure from an empty trail, and 'Réessayer' reads it again", async () => {
    const trail = flakyRoute({ items: events, total: 2 });
    mockApi({ "GET /api/audit-events/actors": () => json(actors), "GET /api/audit-events": trail.route });
    renderInSession(<AuditTrailPage />, admin);
    const failure = await screen.findByRole("alert");
    expect(failure).toHaveTextContent("Impossible de récupérer le journal d'audit.");
    expect(screen.queryByText("Aucun événement.")).not.toBeInTheDocument();

    trail.recover();
    await userEvent.setup().click(within(failure).getByRole("button", { name: "Réessayer" }));
    expect(await screen.findByRole("table", { name: "Journal d'audit" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows each action in French, never its code", async () => {
    const written = ["backup.create", "patient.export", "rights_request.create", "user.totp_reset"] as const;
    mockApi({
      "GET /api/audit-events/actors": () => json(actors),
      "GET /api/audit-events": () => json({ items: written.map((action, index) => anAccessEvent({ id: index + 1, action, targetType: null, targetId: null })), total: written.length }),
    });
    renderInSession(<AuditTrailPage />, admin);
    const table = await screen.findByRole("table", { name: "Journal d'audit" });
    expect(within(table).getAllByRole("row").slice(1).map((row) => within(row).getAllByRole("cell")[2]!.textContent)).toEqual([
      "a lancé une sauvegarde",
      "a exporté les données d'un patient",
      "a enregistré une demande de droits",
      "a réinitialisé la double authentification d'un compte",
    ]);
    for (const code of written) expect(table).not.toHaveTextContent(code);
  });

  it("shows each event as a card on a phone: who, when, what and on which record", async () => {
    stubScreenWidth(PHONE_WIDTH);
    mockApi({
      "GET /api/audit-events/actors": () => json(actors),
      "GET /api/audit-events": () => json({ items: events, total: 2 }),
    });
    renderInSession(<AuditTrailPage />, admin);

    const list = await screen.findByRole("list", { name: "Journal d'audit" });
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    const [first, second] = within(list).getAllByRole("listitem");
    expect(first).toHaveTextContent("Hind Tazi");
    expect(first).toHaveTextContent("Assistant · 15/06/2026 10:05");
    expect(first).toHaveTextContent("Actiona consulté le dossier");
    expect(within(first!).getByRole("link", { name: "Patient n° 42" })).toHaveAttribute("href", "/responsable/patients/42");
    expect(first).toHaveTextContent("Requête0f3c2a9e");
    expect(second).toHaveTextContent("Système");
    expect(second).toHaveTextContent("15/06/2026 00:30");
    expect(second).toHaveTextContent("Actiona échoué à se connecter");
    // No target, no request: no empty labels.
    expect(second).not.toHaveTextContent("Cible");
    expect(second).not.toHaveTextContent("Requête");
  });
});
