import { mkdirSync } from "node:fs";
import path from "node:path";
import { type Locator, type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { logIn, openAs, type StaffSessionData } from "./staff-session";
import { e2eAdmin } from "../../playwright.config";

/**
 * Issue 32, the admins' screens on a phone: the backups page fits 390 px and warns that its
 * backups are not encrypted; the hours page shows the coming twelve months, the years after on
 * demand; the accounts and the journal are cards whose state and actions are in view; the journal
 * reads in French. An assistant who types an admin's address is told it is reserved to the
 * administrators (the spec's redirect to / stays for /responsable/personnels). Screenshots at 390,
 * 768 and 1440 px go to ADMIN_SCREENS_SHOTS_DIR (default /tmp/shots-admin-screens) for a human look.
 */
test.describe.configure({ mode: "serial" });

const shotsDir = process.env.ADMIN_SCREENS_SHOTS_DIR ?? "/tmp/shots-admin-screens";
const stamp = Date.now().toString(36).slice(-5);
const phone = { width: 390, height: 844 };
const assistantAccount = {
  username: `h.idrissi.${stamp}`,
  email: `h.idrissi.${stamp}@e2e.test`,
  password: `Cabinet-assistante-${stamp}`,
  nom: "Idrissi-Benkirane",
  prenom: "Hind",
};

let admin: StaffSessionData;
let assistant: StaffSessionData;

test.beforeAll(async ({ request }) => {
  admin = await logIn(request, e2eAdmin);
  const created = await request.post("/api/users", {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: { ...assistantAccount, role: "ASSISTANT" },
  });
  expect(created.status(), await created.text()).toBe(201);
  assistant = await logIn(request, assistantAccount);
  // A backup written now: a file on the backups page and a backup.create event in the journal.
  const backup = await request.post("/api/backups", { headers: { Authorization: `Bearer ${admin.token}` } });
  expect(backup.status(), await backup.text()).toBe(201);
});

async function shot(page: Page, name: string, width: number) {
  mkdirSync(shotsDir, { recursive: true });
  // From the top: scrolled, the sticky header would sit in the middle of a full-page shot.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(shotsDir, `${name}-${width}.png`), fullPage: true });
}

/** The page does not scroll sideways (what sticks out is named, to help the fix). */
async function expectNoSidewaysScroll(page: Page, label: string) {
  const { scrollWidth, width, culprits } = await page.evaluate(() => {
    const root = document.documentElement;
    const culprits = [...document.body.querySelectorAll<HTMLElement>("*")]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 4).join(".")}`);
    return { scrollWidth: root.scrollWidth, width: window.innerWidth, culprits };
  });
  expect(scrollWidth, `${label} is ${scrollWidth} px wide at ${width} px: ${culprits.join(", ")}`).toBeLessThanOrEqual(width);
}

/** Entirely within the screen's width once scrolled to. */
async function expectWithinWidth(page: Page, element: Locator) {
  await element.scrollIntoViewIfNeeded();
  await expect(element).toBeVisible();
  const box = (await element.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test("the backups page fits a phone and warns that its backups are not encrypted", async ({ page }) => {
  for (const width of [390, 768, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await openAs(page, admin, "/responsable/sauvegardes");
    const status = page.getByRole("region", { name: "État" });
    await expect(status.getByRole("button", { name: "Sauvegarder maintenant" })).toBeVisible();
    // The browser tests' server has neither BACKUP_RECIPIENT nor BACKUP_PASSPHRASE.
    const warning = page.getByRole("alert").filter({ hasText: "Sauvegardes non chiffrées" });
    await expect(warning).toContainText("Définissez BACKUP_RECIPIENT");
    await expect(warning).toContainText("BACKUP_PASSPHRASE");
    await expect(status).toContainText("Non chiffrées — à corriger");
    const files = width < 1024 ? page.getByRole("list", { name: "Fichiers de sauvegarde" }) : page.getByRole("table", { name: "Fichiers de sauvegarde" });
    await expect(files).toContainText(/cabinet-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.jsonl\.gz/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `the page's width at ${width} px`).toBeLessThanOrEqual(width);
    await expectNoSidewaysScroll(page, "/responsable/sauvegardes");
    await expectWithinWidth(page, warning);
    await shot(page, "sauvegardes", width);
  }
});

test("the hours page shows the coming twelve months on a phone, the years after on demand from the keyboard", async ({ page }) => {
  await page.setViewportSize(phone);
  await openAs(page, admin, "/responsable/horaires");
  const closures = page.getByRole("region", { name: "Fermetures et jours fériés" });
  await expect(closures.getByText(/^Les fermetures des douze prochains mois, jusqu'au \d{2}\/\d{2}\/\d{4}\.$/)).toBeVisible();
  const height = () => page.evaluate(() => document.documentElement.scrollHeight);
  const shortHeight = await height();
  // Was 27,000 px with five years of holidays: now the week, the periods and one year of closures.
  expect(shortHeight, "the page's height at 390 px").toBeLessThan(10_000);
  await expectNoSidewaysScroll(page, "/responsable/horaires");
  await shot(page, "horaires", 390);

  const later = closures.getByRole("button", { name: /^Afficher les années suivantes \(\d+ fermetures après le / });
  await expect(later).toHaveAttribute("aria-expanded", "false");
  await later.focus();
  await page.keyboard.press("Enter");
  const hide = closures.getByRole("button", { name: "Masquer les années suivantes" });
  await expect(hide).toHaveAttribute("aria-expanded", "true");
  expect(await height(), "the years after are shown").toBeGreaterThan(shortHeight + 5_000);
  await expectNoSidewaysScroll(page, "/responsable/horaires with the years after");
  await page.keyboard.press("Enter");
  await expect(later).toHaveAttribute("aria-expanded", "false");
  expect(await height()).toBe(shortHeight);

  for (const width of [768, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await openAs(page, admin, "/responsable/horaires");
    await expect(closures.getByText(/^Les fermetures des douze prochains mois/)).toBeVisible();
    await expectNoSidewaysScroll(page, "/responsable/horaires");
    await shot(page, "horaires", width);
  }
});

test("the accounts are cards on a phone: each account's state and actions in view", async ({ page }) => {
  for (const width of [390, 768, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await openAs(page, admin, "/responsable/personnels");
    if (width === 1440) {
      // The table from 1280 px, as before.
      const row = page.getByRole("table", { name: "Liste des comptes du personnel" }).getByRole("row", { name: new RegExp(assistantAccount.username) });
      await expect(row).toContainText("Actif");
      await expect(row.getByRole("button", { name: "Désactiver" })).toBeVisible();
    } else {
      const list = page.getByRole("list", { name: "Liste des comptes du personnel" });
      const card = list.getByRole("listitem").filter({ hasText: assistantAccount.username });
      await expect(card).toContainText(`${assistantAccount.nom} ${assistantAccount.prenom}`);
      await expectWithinWidth(page, card.getByText("Actif", { exact: true }));
      const actions = card.getByRole("group", { name: `Actions pour ${assistantAccount.prenom} ${assistantAccount.nom}` });
      for (const name of ["Modifier", "Désactiver", "Réinitialiser le mot de passe"]) await expectWithinWidth(page, actions.getByRole("button", { name }));
      await actions.getByRole("button", { name: "Modifier" }).click();
      await expect(page.getByRole("dialog", { name: `Modifier le compte de ${assistantAccount.prenom} ${assistantAccount.nom}` })).toBeVisible();
      await page.keyboard.press("Escape");
    }
    await expectNoSidewaysScroll(page, "/responsable/personnels");
    await shot(page, "personnels", width);
  }
});

test("the journal reads in French and is cards on a phone", async ({ page }) => {
  for (const width of [390, 768, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await openAs(page, admin, `/responsable/journal?personne=${admin.userId}`);
    const records = width < 1024 ? page.getByRole("list", { name: "Journal d'audit" }) : page.getByRole("table", { name: "Journal d'audit" });
    const backup = (width < 1024 ? records.getByRole("listitem") : records.getByRole("row")).filter({ hasText: "a lancé une sauvegarde" });
    await expect(backup.first()).toBeVisible();
    // No code such as backup.create or user.create anywhere in the list.
    await expect(records).not.toContainText(/\b[a-z_]+\.[a-z_]+\b/);
    if (width < 1024) {
      await expectWithinWidth(page, backup.first().getByText("a lancé une sauvegarde"));
      await expect(backup.first()).toContainText(/Administrateur · \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    }
    await expectNoSidewaysScroll(page, "/responsable/journal");
    await shot(page, "journal", width);
  }
});

test("an assistant who types an admin's address is told it is reserved to administrators; personnels still sends them to /", async ({ page }) => {
  await page.setViewportSize(phone);
  for (const [address, screen] of [
    ["/responsable/sauvegardes", "Sauvegardes"],
    ["/responsable/horaires", "Horaires"],
    ["/responsable/journal", "Journal"],
    ["/responsable/envois", "Envois"],
    ["/responsable/droits", "Droits"],
  ] as const) {
    await openAs(page, assistant, address);
    await expect(page.getByRole("heading", { level: 1, name: "Page réservée aux administrateurs" })).toBeVisible();
    await expect(page.getByText(`La page « ${screen} » n'est accessible qu'aux administrateurs du cabinet.`, { exact: false })).toBeVisible();
    // Told, not sent away.
    await expect(page).toHaveURL(new RegExp(`${address}$`));
    await expectNoSidewaysScroll(page, address);
  }
  await shot(page, "reserve-aux-administrateurs", 390);

  await page.getByRole("link", { name: "Retour à l'espace professionnel" }).click();
  await expect(page).toHaveURL(/\/responsable$/);

  // The spec (§2, §8): a non-admin on the staff accounts page is redirected to /.
  await page.goto("/responsable/personnels");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Page réservée aux administrateurs" })).toHaveCount(0);
});
