import { expect, test } from "./fixtures";
import { e2eAdmin } from "../../playwright.config";

/**
 * Issue 21, staff accounts: on /responsable/personnels an admin creates an assistant with the
 * spec's form, then renames, deactivates and reactivates them from 'Comptes du personnel';
 * the last admin (the admin's own account) cannot be deactivated.
 */

const stamp = Date.now().toString(36).slice(-5);
const assistant = {
  username: `karima.idrissi.${stamp}`,
  password: `Cabinet-assistante-${stamp}`,
  nom: "Idrissi",
  prenom: "Karima",
  email: `karima.idrissi.${stamp}@e2e.test`,
};

test("an admin creates an assistant, renames, deactivates and reactivates them; the last admin stays", async ({ page }) => {
  await page.goto("/login");
  const loginForm = page.getByRole("form", { name: "Connexion" });
  await loginForm.locator("#login-email").fill(e2eAdmin.email);
  await loginForm.locator("#login-password").fill(e2eAdmin.password);
  await loginForm.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/responsable$/);
  await page.goto("/responsable/personnels");

  // The spec's add form, unchanged.
  const add = page.getByRole("region", { name: "Ajouter un utilisateur" });
  await add.getByLabel(/^Nom d'utilisateur/).fill(assistant.username);
  await add.getByLabel(/^Mot de passe/).fill(assistant.password);
  await add.getByLabel(/^Nom\*?$/).fill(assistant.nom);
  await add.getByLabel(/^Prénom/).fill(assistant.prenom);
  await add.getByLabel(/^E-mail/).fill(assistant.email);
  await add.getByRole("button", { name: "Ajouter l'utilisateur" }).click();
  await expect(add.getByText("Utilisateur ajouté avec succès.")).toBeVisible();

  const accounts = page.getByRole("region", { name: "Comptes du personnel", exact: true });
  const row = (name: string) => page.getByRole("table", { name: "Liste des comptes du personnel" }).getByRole("row", { name: new RegExp(name) });
  await expect(row(assistant.username)).toContainText("Assistant");
  await expect(row(assistant.username)).toContainText("Jamais");
  await expect(row(assistant.username)).toContainText("Actif");

  // Renamed in the dialog, by keyboard.
  await row(assistant.username).getByRole("button", { name: "Modifier" }).click();
  const dialog = page.getByRole("dialog", { name: `Modifier le compte de ${assistant.prenom} ${assistant.nom}` });
  await dialog.getByLabel(/^Nom/).fill("Idrissi-Alaoui");
  await dialog.getByLabel(/^Nom/).press("Enter");
  await expect(accounts.getByText("Compte modifié avec succès.")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row(assistant.username)).toContainText("Idrissi-Alaoui");

  // Deactivated after the confirmation: gone from the active accounts, listed among the deactivated.
  await row(assistant.username).getByRole("button", { name: "Désactiver" }).click();
  const confirm = page.getByRole("dialog", { name: "Désactiver ce compte ?" });
  await expect(confirm).toContainText(`${assistant.prenom} Idrissi-Alaoui`);
  await confirm.getByRole("button", { name: "Désactiver" }).click();
  await expect(accounts.getByText("Compte désactivé avec succès.")).toBeVisible();
  await expect(row(assistant.username)).toHaveCount(0);
  await accounts.getByRole("button", { name: "Désactivés" }).click();
  await expect(row(assistant.username)).toContainText("Désactivé");

  // Reactivated: active again, and the person can log in.
  await row(assistant.username).getByRole("button", { name: "Réactiver" }).click();
  await expect(accounts.getByText("Compte réactivé avec succès.")).toBeVisible();
  await accounts.getByRole("button", { name: "Actifs" }).click();
  await expect(row(assistant.username)).toContainText("Actif");
  const login = await page.request.post("/api/auth/login", { data: { email: assistant.email, password: assistant.password } });
  expect(login.status()).toBe(200);

  // The only admin is the admin's own account: no 'Désactiver' on it, and the spec's form is refused.
  const own = row("\\(vous\\)");
  await expect(own).toContainText(e2eAdmin.email);
  await expect(own.getByRole("button", { name: "Désactiver" })).toHaveCount(0);
  const remove = page.getByRole("region", { name: "Supprimer un utilisateur" });
  await remove.getByLabel(/^E-mail de l'utilisateur/).fill(e2eAdmin.email);
  await remove.getByRole("button", { name: "Supprimer l'utilisateur" }).click();
  await page.getByRole("dialog", { name: "Supprimer cet utilisateur ?" }).getByRole("button", { name: "Supprimer" }).click();
  await expect(remove.getByText("Erreur lors de la suppression.")).toBeVisible();
  await expect(remove.getByText("Vous ne pouvez pas supprimer votre propre compte.")).toBeVisible();
  await expect(own).toContainText("Actif");
});
