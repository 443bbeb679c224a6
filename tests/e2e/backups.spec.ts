import { expect, test } from "./fixtures";
import { e2eAdmin } from "../../playwright.config";
import { logIn, openAs } from "./staff-session";

/**
 * Issue 23, backups seen by the admins: from the header's Sauvegardes link, the state of the
 * backups, then one written now by the running server (the embedded database's only way while
 * the site runs), which shows as the last success and as a file.
 */
test("an admin sees the backups and has the running server write one now", async ({ page, request }) => {
  const admin = await logIn(request, e2eAdmin);
  await openAs(page, admin, "/responsable");
  await page.getByRole("navigation", { name: "Espace professionnel" }).getByRole("link", { name: /^Sauvegardes/ }).click();
  await expect(page).toHaveURL(/\/responsable\/sauvegardes$/);
  await expect(page.getByRole("heading", { level: 1, name: "Sauvegardes" })).toBeVisible();

  const status = page.getByRole("region", { name: "État" });
  // The browser tests' server runs with BACKUP_HOUR=off and no key (playwright.config.ts).
  await expect(status).toContainText("Désactivée");
  await expect(status).toContainText("Non chiffrées");
  // A new installation: nothing overdue yet.
  await expect(page.getByText("Aucune sauvegarde réussie depuis plus de 48 heures.")).toHaveCount(0);

  await status.getByRole("button", { name: "Sauvegarder maintenant" }).click();
  await expect(status.getByText("Sauvegarde écrite avec succès.")).toBeVisible();
  const files = page.getByRole("table", { name: "Fichiers de sauvegarde" });
  await expect(files.getByRole("row")).not.toHaveCount(0);
  await expect(files.getByRole("row").nth(1)).toContainText(/cabinet-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.jsonl\.gz/);
  await expect(status).not.toContainText("Aucune");
  await expect(status).toContainText(/Dernière sauvegarde réussie\s*\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
});

test("a doctor has no backups page: the link is inactive and the API refuses", async ({ page, request }) => {
  const admin = await logIn(request, e2eAdmin);
  const stamp = Date.now().toString(36).slice(-6);
  const doctor = { email: `dr.backups.${stamp}@e2e.test`, password: `Cabinet-medecin-${stamp}` };
  const created = await request.post("/api/users", {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: { username: `dr.backups.${stamp}`, password: doctor.password, nom: "Berrada", prenom: "Omar", email: doctor.email, role: "MEDECIN" },
  });
  expect(created.status()).toBe(201);
  const session = await logIn(request, doctor);
  expect((await request.get("/api/backups", { headers: { Authorization: `Bearer ${session.token}` } })).status()).toBe(403);
  expect((await request.post("/api/backups", { headers: { Authorization: `Bearer ${session.token}` } })).status()).toBe(403);
  await openAs(page, session, "/responsable");
  const link = page.getByRole("navigation", { name: "Espace professionnel" }).getByRole("link", { name: /^Sauvegardes/ });
  await expect(link).toHaveAttribute("aria-disabled", "true");
});
