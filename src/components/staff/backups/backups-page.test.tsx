import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { BackupsPage, BACKUP_NOW, formatBytes } from "@/components/staff/backups/backups-page";
import type { BackupOverview } from "@/schemas/backup";
import { json, mockApi, renderInSession } from "../../../../tests/support/staff-harness";

const router = vi.hoisted(() => ({ replace: vi.fn(), push: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => router, usePathname: () => "/responsable/sauvegardes" }));

beforeEach(() => router.replace.mockReset());

const admin = { isAdmin: true, roles: ["ADMIN"] };

const healthy: BackupOverview = {
  derniereReussite: "2026-11-24T01:05:00.000Z",
  enRetard: false,
  heureQuotidienne: 2,
  conservees: 14,
  chiffrement: "cle-publique",
  fichiers: [{ nom: "cabinet-2026-11-24T01-05-00Z.jsonl.gz.age", octets: 1_258_291, creeLe: "2026-11-24T01:05:00.000Z" }],
  executions: [
    { jour: "2026-11-24", debut: "2026-11-24T01:05:00.000Z", fin: "2026-11-24T01:05:04.000Z", fichier: "cabinet-2026-11-24T01-05-00Z.jsonl.gz.age", octets: 1_258_291, erreur: null },
    { jour: "2026-11-23", debut: "2026-11-23T01:05:00.000Z", fin: null, fichier: null, octets: null, erreur: "ENOSPC: no space left on device" },
  ],
};

describe("BackupsPage", () => {
  it("sends a non-admin to / without asking the server", async () => {
    const { calls } = mockApi({});
    renderInSession(<BackupsPage />, { isAdmin: false });
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith("/"));
    expect(calls).toHaveLength(0);
  });

  it("shows the last success in the practice's time, the schedule, the files and each day's outcome", async () => {
    mockApi({ "GET /api/backups": () => json(healthy) });
    renderInSession(<BackupsPage />, admin);
    const status = await screen.findByRole("region", { name: "État" });
    expect(status).toHaveTextContent("Dernière sauvegarde réussie24/11/2026 02:05");
    expect(status).toHaveTextContent("Chaque jour à 02:00 (heure du cabinet)");
    expect(status).toHaveTextContent("Les 14 plus récents");
    expect(status).toHaveTextContent("Chiffrées pour une clé publique");
    const files = screen.getByRole("table", { name: "Fichiers de sauvegarde" });
    expect(within(files).getAllByRole("row")[1]).toHaveTextContent("24/11/2026 02:05" + "1,2 Mo");
    const runs = within(screen.getByRole("table", { name: "Sauvegardes quotidiennes" })).getAllByRole("row");
    expect(runs[1]).toHaveTextContent("24/11/2026Réussie");
    expect(runs[2]).toHaveTextContent("23/11/2026Échec");
    expect(runs[2]).toHaveTextContent("ENOSPC");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("says plainly when no backup succeeded for 48 hours", async () => {
    mockApi({ "GET /api/backups": () => json({ ...healthy, enRetard: true, derniereReussite: null, fichiers: [], executions: [], heureQuotidienne: null, chiffrement: "aucun" }) });
    renderInSession(<BackupsPage />, admin);
    expect(await screen.findByRole("alert")).toHaveTextContent("Aucune sauvegarde réussie depuis plus de 48 heures. Aucune sauvegarde réussie pour l'instant.");
    expect(screen.getByRole("region", { name: "État" })).toHaveTextContent("Désactivée");
    expect(screen.getByText("Aucun fichier de sauvegarde dans le dossier des sauvegardes.")).toBeInTheDocument();
  });

  it("writes a backup on request and shows the new file; a refusal says why", async () => {
    let overview = { ...healthy, fichiers: [], executions: [] } as BackupOverview;
    const written = { nom: "cabinet-2026-11-24T09-00-00Z.jsonl.gz.age", octets: 2048, creeLe: "2026-11-24T09:00:00.000Z" };
    let refuse = false;
    const { calls } = mockApi({
      "GET /api/backups": () => json(overview),
      "GET /api/front-desk/counts": () => json({ newRequests: 0, unreadMessages: 0, backupOverdue: false }),
      "POST /api/backups": () => {
        if (refuse) return json({ message: "Une sauvegarde est déjà en cours : réessayez dans un instant." }, 409);
        overview = { ...overview, fichiers: [written] };
        return json(written, 201);
      },
    });
    renderInSession(<BackupsPage />, admin);
    await userEvent.click(await screen.findByRole("button", { name: BACKUP_NOW }));
    expect(await screen.findByText("Sauvegarde écrite avec succès.")).toBeInTheDocument();
    expect(await screen.findByText(written.nom)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(1);

    refuse = true;
    await userEvent.click(screen.getByRole("button", { name: BACKUP_NOW }));
    expect(await screen.findByText("Une sauvegarde est déjà en cours : réessayez dans un instant.")).toBeInTheDocument();
  });

  it("writes sizes as a French reader does", () => {
    expect([formatBytes(900), formatBytes(2048), formatBytes(1_258_291)]).toEqual(["900 o", "2 ko", "1,2 Mo"]);
  });
});
