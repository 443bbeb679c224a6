import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { BackupsPage, BACKUP_NOW, formatBytes } from "@/components/staff/backups/backups-page";
import { AdminOnlyScreen } from "@/components/staff/shell/admin-only-screen";
import type { BackupOverview } from "@/schemas/backup";
import { PHONE_WIDTH, stubScreenWidth } from "../../../../tests/support/screen-width";
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
  it("tells a non-admin who typed the address that the page is reserved to administrators, with a way back, and asks the server nothing", async () => {
    const { calls } = mockApi({});
    renderInSession(
      <AdminOnlyScreen>
        <BackupsPage />
      </AdminOnlyScreen>,
      { isAdmin: false, roles: ["ASSISTANT"] },
    );
    expect(screen.getByRole("heading", { level: 1, name: "Page réservée aux administrateurs" })).toBeInTheDocument();
    expect(screen.getByText(/La page « Sauvegardes » n'est accessible qu'aux administrateurs du cabinet\./)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Retour à l'espace professionnel" })).toHaveAttribute("href", "/responsable");
    expect(screen.queryByRole("heading", { name: "Sauvegardes" })).not.toBeInTheDocument();
    // Told, not sent away: the address stays what the person typed.
    expect(router.replace).not.toHaveBeenCalled();
    expect(calls).toHaveLength(0);
  });

  it("shows an admin the page itself inside AdminOnlyScreen", async () => {
    mockApi({ "GET /api/backups": () => json(healthy) });
    renderInSession(
      <AdminOnlyScreen>
        <BackupsPage />
      </AdminOnlyScreen>,
      admin,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Sauvegardes" })).toBeInTheDocument();
    expect(await screen.findByRole("region", { name: "État" })).toBeInTheDocument();
    expect(screen.queryByText("Page réservée aux administrateurs")).not.toBeInTheDocument();
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
    const [overdue] = await screen.findAllByRole("alert");
    expect(overdue).toHaveTextContent("Aucune sauvegarde réussie depuis plus de 48 heures. Aucune sauvegarde réussie pour l'instant.");
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

  it("warns that unencrypted backups can be read by anyone with a copy, and says what to set", async () => {
    mockApi({ "GET /api/backups": () => json({ ...healthy, chiffrement: "aucun" }) });
    renderInSession(<BackupsPage />, admin);
    const warning = await screen.findByRole("alert");
    expect(warning).toHaveTextContent(/^Sauvegardes non chiffrées\. Quiconque obtient une copie de ces fichiers lit toutes les données des patients\./);
    expect(warning).toHaveTextContent("Définissez BACKUP_RECIPIENT (une clé publique age, recommandé");
    expect(warning).toHaveTextContent("ou BACKUP_PASSPHRASE");
    expect(screen.getByRole("region", { name: "État" })).toHaveTextContent("ChiffrementNon chiffrées — à corriger : voir l'avertissement ci-dessus");
  });

  it("has no encryption warning when the backups are encrypted", async () => {
    mockApi({ "GET /api/backups": () => json({ ...healthy, chiffrement: "phrase-secrete" }) });
    renderInSession(<BackupsPage />, admin);
    expect(await screen.findByRole("region", { name: "État" })).toHaveTextContent("ChiffrementChiffrées avec une phrase secrète");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.queryByText(/non chiffrées/i)).not.toBeInTheDocument();
  });

  it("shows each file and each day as a card on a phone: the outcome and a failure's reason in view", async () => {
    stubScreenWidth(PHONE_WIDTH);
    mockApi({ "GET /api/backups": () => json(healthy) });
    renderInSession(<BackupsPage />, admin);
    const files = await screen.findByRole("list", { name: "Fichiers de sauvegarde" });
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    const [file] = within(files).getAllByRole("listitem");
    expect(file).toHaveTextContent("24/11/2026 02:05");
    expect(file).toHaveTextContent("1,2 Mo");
    expect(file).toHaveTextContent("Fichiercabinet-2026-11-24T01-05-00Z.jsonl.gz.age");
    const [success, failure] = within(screen.getByRole("list", { name: "Sauvegardes quotidiennes" })).getAllByRole("listitem");
    expect(success).toHaveTextContent("24/11/2026Réussie");
    expect(failure).toHaveTextContent("23/11/2026Échec");
    expect(failure).toHaveTextContent("Fin—DétailENOSPC: no space left on device");
  });

  it("writes sizes as a French reader does", () => {
    expect([formatBytes(900), formatBytes(2048), formatBytes(1_258_291)]).toEqual(["900 o", "2 ko", "1,2 Mo"]);
  });
});
